// The contact step (spec 001 sections 2, 4, 5, 8): every field the server configures; a 5-digit
// zip fills and locks the state (changing it unlocks); before the save the email is checked
// ("Email Already Exists." for a new enrollment, then deliverability) and the phone too; a failed
// check offers a one-time password and, to anyone, its skip box, saying what each does (decision
// 0041); "Email Already Exists." and "Phone already exists" are plain errors; a verified contact
// shows a check mark. Next checks the contract's rules, saves and goes on.
import '../../step-words';
import { type ContactInfo, contactForm } from '@benefit-store/contract/enrollment-personal';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { configuredSchema, fieldShown } from '@benefit-store/contract/step-fields';
import { Anchor, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../../shared/api/client';
import { useZipCheck } from '../../../../shared/api/validate-zip-code';
import { applyServerErrors, contractResolver, fieldErrorText } from '../../../../shared/forms/form-kit';
import { useSession } from '../../../../shared/session/session-store';
import { StepFrame, type StepFrameProps } from '../step-frame';
import { checkEmailDeliverable, checkMemberEmail, checkPhone, useSaveContact } from './api/contact-step';
import {
  type ContactFieldName,
  type ContactText,
  type ContactValues,
  contactDefaults,
  contactInputOf,
  isContactField,
} from './contact-values';
import { type OtpChannel, OtpModal } from './otp-modal';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const fieldOf = { email: 'email_address', phone: 'phone_number' } as const;
const skipOf = { email: 'skip_validation_email', phone: 'skip_validation_phone' } as const;
const channels = ['email', 'phone'] as const;

/** A check's answer for one value: passed, or its message and whether a code may verify it instead. */
type Checked = { value: string; ok: true } | { value: string; ok: false; message: string; offerOtp: boolean };

/** A check's failure as the person sees it; a check that could not be made blames nobody (the save checks again). */
async function checked(value: string, check: () => Promise<unknown>, offerOtp: boolean): Promise<Checked> {
  try {
    await check();
    return { value, ok: true };
  } catch (failure) {
    const problem = failure instanceof ApiError ? failure.fieldErrors[0] : undefined;
    if (!problem) {
      console.warn('contact check not made', failure);
      return { value, ok: true };
    }
    return { value, ok: false, message: problem.error_message, offerOtp };
  }
}

interface Props extends StepFrameProps {
  fields: readonly FormField[];
  /** The saved email or phone a one-time password verified (the server's record): checked from the start. */
  verifiedContacts: readonly OtpChannel[];
}

export function ContactStep({ enrollmentId, fields, verifiedContacts, onBack, onDone, registerForm }: Props) {
  const { t } = useTranslation();
  const save = useSaveContact();
  const newMember = useSession((state) => state.enroll_type) !== 'existing-member';
  const [problem, setProblem] = useState<string>();
  const [checks, setChecks] = useState<Partial<Record<OtpChannel, Checked>>>({});
  // A verified contact keeps its check mark while its value is the one verified: an edit clears it.
  const [verified, setVerified] = useState<Partial<Record<OtpChannel, string>>>(() => {
    const saved = contactDefaults(fields);
    return Object.fromEntries(verifiedContacts.map((channel) => [channel, saved[fieldOf[channel]].trim()]));
  });
  const [otpFor, setOtpFor] = useState<OtpChannel>();
  const config = (name: ContactFieldName) => fields.find((field) => field.field_name === name);
  // Birth state and city are asked only when required (decision 0042).
  const shown = (name: ContactFieldName) => config(name) !== undefined && fieldShown(contactForm, fields, name);
  const required = (name: ContactFieldName) => config(name)?.required === true;
  const locked = (name: ContactFieldName) => config(name)?.read_only === true;
  const schema = z.preprocess(
    (values) => (isRecord(values) ? contactInputOf(values) : values),
    configuredSchema(contactForm, fields),
  );
  const form = useForm<ContactValues, unknown, ContactInfo>({
    resolver: contractResolver(schema),
    defaultValues: contactDefaults(fields),
  });
  registerForm(
    () => contactInputOf(form.getValues()),
    (failure) => setProblem(applyServerErrors(failure, isContactField, form.setError)),
  );

  // The zip's state fills the state and locks it; a zip the server does not know says so.
  const zip = form.watch('zip');
  const zipCheck = useZipCheck(zip);
  useEffect(() => {
    if (zipCheck.state && form.getValues('state') !== zipCheck.state)
      form.setValue('state', zipCheck.state, { shouldValidate: form.formState.isSubmitted });
  }, [zipCheck.state, form]);

  const value = (channel: OtpChannel) => form.watch(fieldOf[channel]).trim();
  const isVerified = (channel: OtpChannel) => verified[channel] !== undefined && verified[channel] === value(channel);
  const skipped = (channel: OtpChannel) => form.watch(skipOf[channel]);
  /** The failed check of the value now typed, unless a code verified it (a skipped one stays, to be unskipped). */
  const failure = (channel: OtpChannel) => {
    const check = checks[channel];
    if (!check || check.ok || check.value !== value(channel) || isVerified(channel)) return;
    return check;
  };

  /** Checks a channel's value once (the answer is kept for that value); whether it passed. */
  const runCheck = async (channel: OtpChannel, typed: string): Promise<boolean> => {
    const known = checks[channel];
    if (known?.value === typed) return known.ok;
    let result: Checked;
    if (channel === 'phone') result = await checked(typed, () => checkPhone(typed), true);
    else {
      result = newMember ? await checked(typed, () => checkMemberEmail(typed), false) : { value: typed, ok: true };
      if (result.ok) result = await checked(typed, () => checkEmailDeliverable(typed), true);
    }
    setChecks((now) => ({ ...now, [channel]: result }));
    return result.ok;
  };
  /** On leaving a field: its check, once the contract's rule passes. */
  const checkOnBlur = async (channel: OtpChannel) => {
    const typed = value(channel);
    if (typed === '' || skipped(channel) || isVerified(channel)) return;
    if (await form.trigger(fieldOf[channel])) await runCheck(channel, typed);
  };

  const submit = form.handleSubmit(async (info) => {
    setProblem(undefined);
    const passed = await Promise.all(
      channels.map((channel) => (skipped(channel) || isVerified(channel) ? true : runCheck(channel, value(channel)))),
    );
    if (passed.includes(false)) return;
    try {
      await save.mutateAsync({ enrollment_id: enrollmentId, ...info });
    } catch (failed) {
      // The save's own email and phone checks offer a code as the checks before it do; a contact
      // another member holds is a plain error.
      const onFile = new Set([t('verification.email_exists'), t('verification.phone_exists')]);
      if (failed instanceof ApiError)
        for (const channel of channels) {
          const said = failed.fieldErrors.find((item) => item.target_element === fieldOf[channel]);
          if (said) {
            const offerOtp = !onFile.has(said.error_message);
            setChecks((now) => ({
              ...now,
              [channel]: { value: value(channel), ok: false, message: said.error_message, offerOtp },
            }));
          }
        }
      const isOther = (target: string): target is ContactFieldName =>
        isContactField(target) && target !== 'email_address' && target !== 'phone_number';
      const other = applyServerErrors(failed, isOther, form.setError);
      // An email or phone error shows under its field only.
      const underContact =
        failed instanceof ApiError &&
        failed.fieldErrors.some((item) => channels.some((channel) => item.target_element === fieldOf[channel]));
      setProblem(underContact ? undefined : other);
      return;
    }
    onDone();
  });

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
  /** The email or the phone: its check on leaving it, a check mark once verified, the code link after a failed check, the agent's skip box. */
  const checkedField = (channel: OtpChannel) => {
    const name = fieldOf[channel];
    const failed = failure(channel);
    const register = form.register(name, { onBlur: () => void checkOnBlur(channel) });
    return (
      shown(name) && (
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
              <Anchor component="button" type="button" size="sm" ta="start" onClick={() => setOtpFor(channel)}>
                {t(`contact.verify_otp_${channel}`)}
              </Anchor>
            </>
          )}
          {shown(skipOf[channel]) && (failed?.offerOtp || skipped(channel)) && (
            <Checkbox label={t(`contact.${skipOf[channel]}`)} {...form.register(skipOf[channel])} />
          )}
        </Stack>
      )
    );
  };

  return (
    <>
      <StepFrame
        onSubmit={(event) => void submit(event)}
        problem={problem}
        onBack={onBack}
        next={{ label: t('wizard.next'), loading: save.isPending || form.formState.isSubmitting }}
      >
        <Text>{t('contact.intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {checkedField('email')}
          {checkedField('phone')}
          {text('address1', { autoComplete: 'address-line1' })}
          {text('address2', { autoComplete: 'address-line2' })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('city', { autoComplete: 'address-level2' })}
          {text('zip', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 })}
          {stateField('state', zipCheck.state !== undefined)}
        </SimpleGrid>
        {zipCheck.problem && !error('zip') && (
          <Text c="red.8" size="sm" role="alert">
            {zipCheck.problem}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {stateField('birth_state', false)}
          {text('birth_city')}
        </SimpleGrid>
        {shown('with_validation') && (
          <Checkbox label={t('contact.with_validation')} {...form.register('with_validation')} />
        )}
      </StepFrame>
      {otpFor && (
        <OtpModal
          enrollmentId={enrollmentId}
          type={otpFor}
          contact={value(otpFor)}
          onVerified={(contact) => {
            form.setValue(fieldOf[otpFor], contact);
            setVerified((now) => ({ ...now, [otpFor]: contact }));
            form.clearErrors(fieldOf[otpFor]);
          }}
          onClose={() => setOtpFor(undefined)}
        />
      )}
    </>
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
