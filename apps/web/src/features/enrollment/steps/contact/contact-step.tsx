// The contact step (spec 001 sections 2, 4, 5, 8): every field the server configures; a 5-digit
// zip fills and locks the state (changing it unlocks); before the save the email is checked
// ("Email Already Exists." for a new enrollment, then deliverability) and the phone too; a failed
// check offers a one-time password and, to anyone, its skip box, saying what each does (decision
// 0041); "Email Already Exists." and "Phone already exists" are plain errors; a verified contact
// shows a check mark. Next checks the contract's rules, saves and goes on.
import '../../step-words';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZipCheck } from '../../../../shared/api/validate-zip-code';
import { StepFrame, type StepFrameProps } from '../step-frame';
import { CheckedContactField, useContactInputs } from './contact-inputs';
import { type OtpChannel, OtpModal } from './otp-modal';
import { useContactSave } from './use-contact-save';

interface Props extends StepFrameProps {
  fields: readonly FormField[];
  /** The saved email or phone a one-time password verified (the server's record): checked from the start. */
  verifiedContacts: readonly OtpChannel[];
}

export function ContactStep({ fields, onBack, ...frame }: Props) {
  const { t } = useTranslation();
  const { form, checks, submit, problem, saving } = useContactSave({ ...frame, fields });
  const inputs = useContactInputs(form, fields);
  const { shown, error, text, stateField } = inputs;
  const [otpFor, setOtpFor] = useState<OtpChannel>();

  // The zip's state fills the state and locks it; a zip the server does not know says so.
  const zip = form.watch('zip');
  const zipCheck = useZipCheck(zip);
  useEffect(() => {
    if (zipCheck.state && form.getValues('state') !== zipCheck.state)
      form.setValue('state', zipCheck.state, { shouldValidate: form.formState.isSubmitted });
  }, [zipCheck.state, form]);

  return (
    <>
      <StepFrame
        onSubmit={(event) => void submit(event)}
        problem={problem}
        onBack={onBack}
        next={{ label: t('wizard.next'), loading: saving }}
      >
        <Text>{t('contact.intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CheckedContactField form={form} inputs={inputs} checks={checks} channel="email" onAskCode={setOtpFor} />
          <CheckedContactField form={form} inputs={inputs} checks={checks} channel="phone" onAskCode={setOtpFor} />
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
          enrollmentId={frame.enrollmentId}
          type={otpFor}
          contact={checks.value(otpFor)}
          onVerified={(contact) => checks.verify(otpFor, contact)}
          onClose={() => setOtpFor(undefined)}
        />
      )}
    </>
  );
}
