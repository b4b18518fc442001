// The contact step's inputs, each shown, required and locked by its field's row (birth state and city
// are asked only when required, decision 0042): a text input, a state of two letters upper-cased as
// typed, and the email or phone with its check.
import { contactForm } from '@benefit-store/contract/enrollment-personal';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { fieldShown } from '@benefit-store/contract/step-fields';
import { Anchor, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../../shared/forms/form-kit';
import type { ContactFieldName, ContactText } from './contact-values';
import type { OtpChannel } from './otp-modal';
import { type ContactChecks, fieldOf, skipOf } from './use-contact-checks';
import type { ContactForm } from './use-contact-save';

export function useContactInputs(form: ContactForm, fields: readonly FormField[]) {
  const { t } = useTranslation();
  const config = (name: ContactFieldName) => fields.find((field) => field.field_name === name);
  const shown = (name: ContactFieldName) => config(name) !== undefined && fieldShown(contactForm, fields, name);
  const required = (name: ContactFieldName) => config(name)?.required === true;
  const locked = (name: ContactFieldName) => config(name)?.read_only === true;
  const error = (name: ContactFieldName) => fieldErrorText(t, form.formState.errors[name]);
  // A new zip clears the state until its own is known.
  const zipField = form.register('zip', { onChange: () => form.setValue('state', '') });
  const text = (
    name: ContactText,
    extra: { autoComplete?: string; inputMode?: 'numeric' | 'email' | 'tel'; maxLength?: number; type?: string } = {},
  ) =>
    shown(name) && (
      <TextInput
        label={t(`contact.${name}`)}
        required={required(name)}
        readOnly={locked(name)}
        {...extra}
        {...(name === 'zip' ? zipField : form.register(name))}
        error={error(name)}
      />
    );
  /** Two letters, upper-cased as typed (spec 001 section 5). */
  const stateField = (name: 'state' | 'birth_state', fromZip: boolean) =>
    shown(name) && (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <TextInput
            ref={field.ref}
            name={field.name}
            label={t(`contact.${name}`)}
            required={required(name)}
            readOnly={locked(name) || fromZip}
            description={fromZip ? t('contact.state_from_zip') : undefined}
            descriptionProps={{ c: 'gray.7' }}
            maxLength={2}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) =>
              field.onChange(
                event.currentTarget.value
                  .replace(/[^a-z]/gi, '')
                  .toUpperCase()
                  .slice(0, 2),
              )
            }
            error={error(name)}
          />
        )}
      />
    );
  return { shown, required, locked, error, text, stateField };
}

type ContactInputs = ReturnType<typeof useContactInputs>;

/** The email or the phone: its check on leaving it, a check mark once verified, the code link after a failed check, the agent's skip box. */
export function CheckedContactField({
  form,
  inputs,
  checks,
  channel,
  onAskCode,
}: {
  form: ContactForm;
  inputs: ContactInputs;
  checks: ContactChecks;
  channel: OtpChannel;
  onAskCode: (channel: OtpChannel) => void;
}) {
  const { t } = useTranslation();
  const { shown, required, locked, error } = inputs;
  const { isVerified, skipped, checkOnBlur } = checks;
  const name = fieldOf[channel];
  const failed = checks.failure(channel);
  const register = form.register(name, { onBlur: () => void checkOnBlur(channel) });
  if (!shown(name)) return null;
  return (
    <Stack gap={4}>
      <TextInput
        label={t(`contact.${name}`)}
        required={required(name)}
        readOnly={locked(name)}
        type={channel === 'email' ? 'email' : 'tel'}
        inputMode={channel === 'email' ? 'email' : 'numeric'}
        autoComplete={channel === 'email' ? 'email' : 'tel-national'}
        maxLength={channel === 'email' ? 254 : 10}
        {...register}
        rightSection={isVerified(channel) ? <VerifiedMark label={t('contact.verified')} /> : undefined}
        description={isVerified(channel) ? t('contact.verified') : undefined}
        descriptionProps={{ c: 'teal.9' }}
        error={error(name) ?? (skipped(channel) ? undefined : failed?.message)}
      />
      {failed?.offerOtp && !skipped(channel) && (
        <>
          <Text size="sm">{t(`contact.check_failed_${channel}`)}</Text>
          <Anchor component="button" type="button" size="sm" ta="start" onClick={() => onAskCode(channel)}>
            {t(`contact.verify_otp_${channel}`)}
          </Anchor>
        </>
      )}
      {shown(skipOf[channel]) && (failed?.offerOtp || skipped(channel)) && (
        <Checkbox label={t(`contact.${skipOf[channel]}`)} {...form.register(skipOf[channel])} />
      )}
    </Stack>
  );
}

/** The check mark of a verified contact. */
function VerifiedMark({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} width="18" height="18" viewBox="0 0 24 24" fill="none">
      <path d="M5 12.5l4.5 4.5L19 7.5" stroke="var(--mantine-color-teal-9)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
