// The one-time-password popup of the contact step (spec 001 sections 2, 4, 5, 9): 1 send the code
// to the email or phone, 2 type it in six boxes (Resend Code after the server's wait), 3 verified,
// closing itself 2 seconds later. The server counts every send and try (decision 0017).
import { type otpChannels, otpContact, otpEntry, otpLength } from '@benefit-store/contract/verification';
import { Alert, Button, Group, Input, Modal, PinInput, Stack, Stepper, TextInput } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors, contractResolver, fieldErrorText } from '../../../../shared/forms/form-kit';
import { useSendOtp, useVerifyOtp } from './api/contact-step';

export type OtpChannel = (typeof otpChannels)[number];
/** The spec's auto-close after success. */
const closeAfterMs = 2000;

interface Props {
  enrollmentId: string;
  type: OtpChannel;
  contact: string;
  /** The contact a right code verified. */
  onVerified: (contact: string) => void;
  onClose: () => void;
}

/** A countdown of whole seconds, once a second while any are left; `start` begins one. */
function useCountdown() {
  const [clock, setClock] = useState({ now: 0, until: 0 });
  const left = Math.max(0, Math.ceil((clock.until - clock.now) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setClock((held) => ({ ...held, now: Date.now() })), 1000);
    return () => clearInterval(timer);
  }, [left]);
  const start = (seconds: number) => {
    const now = Date.now();
    setClock({ now, until: now + seconds * 1000 });
  };
  return { left, start };
}

export function OtpModal({ enrollmentId, type, contact, onVerified, onClose }: Props) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [sentTo, setSentTo] = useState(contact);
  const resendWait = useCountdown();
  const secondsLeft = resendWait.left;
  const [problem, setProblem] = useState<string>();
  const send = useSendOtp();
  const verify = useVerifyOtp();
  const pinLabel = useId();
  const sendForm = useForm<{ type: OtpChannel; contact: string }, unknown, { type: OtpChannel; contact: string }>({
    resolver: contractResolver(otpContact),
    defaultValues: { type, contact },
  });
  const codeForm = useForm<{ otp: string }, unknown, { otp: string }>({
    // The kit drops an empty code before the rule; the rule's own "Please enter OTP ..." needs it back.
    resolver: contractResolver(z.preprocess((values) => ({ otp: '', ...Object(values) }), otpEntry)),
    defaultValues: { otp: '' },
  });

  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (step !== 2) return;
    const timer = setTimeout(() => close.current(), closeAfterMs);
    return () => clearTimeout(timer);
  }, [step]);

  const sendCode = async (to: string) => {
    setProblem(undefined);
    try {
      const sent = await send.mutateAsync({ enrollment_id: enrollmentId, type, contact: to });
      setSentTo(to);
      resendWait.start(sent.resend_after_seconds);
      codeForm.reset({ otp: '' });
      setStep(1);
    } catch (failure) {
      setProblem(applyServerErrors(failure, ['contact'], sendForm.setError));
    }
  };
  const submitContact = sendForm.handleSubmit(({ contact: to }) => sendCode(to));
  const submitCode = codeForm.handleSubmit(async ({ otp }) => {
    setProblem(undefined);
    try {
      await verify.mutateAsync({ enrollment_id: enrollmentId, type, contact: sentTo, otp });
    } catch (failure) {
      // The server's word, with the boxes highlighted.
      const message = applyServerErrors(failure, ['otp'], codeForm.setError);
      if (message) codeForm.setError('otp', { message });
      return;
    }
    onVerified(sentTo);
    setStep(2);
  });

  const otpError = fieldErrorText(t, codeForm.formState.errors.otp);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`contact.otp_title_${type}`)}
      closeButtonProps={{ 'aria-label': t('wizard.close') }}
    >
      <Stack gap="md">
        <Stepper active={step} size="xs" allowNextStepsSelect={false}>
          <Stepper.Step label={t('contact.otp_step_send')} tabIndex={-1} />
          <Stepper.Step label={t('contact.otp_step_enter')} tabIndex={-1} />
          <Stepper.Step label={t('contact.otp_step_done')} tabIndex={-1} />
        </Stepper>
        {step === 0 && (
          <form onSubmit={(event) => void submitContact(event)} noValidate>
            <Stack gap="md">
              <TextInput
                label={t(`contact.otp_contact_${type}`)}
                inputMode={type === 'phone' ? 'numeric' : 'email'}
                data-autofocus
                {...sendForm.register('contact')}
                error={fieldErrorText(t, sendForm.formState.errors.contact)}
              />
              <Button type="submit" loading={send.isPending}>
                {t('contact.otp_send')}
              </Button>
            </Stack>
          </form>
        )}
        {step === 1 && (
          <form onSubmit={(event) => void submitCode(event)} noValidate>
            <Stack gap="md">
              {/* A long address breaks anywhere rather than overflow a phone's popup. */}
              <Alert color="blue" style={{ overflowWrap: 'anywhere' }}>
                {t('contact.otp_sent_to', { contact: sentTo })}
              </Alert>
              <Input.Wrapper id={pinLabel} label={t('contact.otp_code')} labelElement="div" error={otpError}>
                <Controller
                  control={codeForm.control}
                  name="otp"
                  render={({ field }) => (
                    <PinInput
                      role="group"
                      aria-labelledby={pinLabel}
                      length={otpLength}
                      type="number"
                      oneTimeCode
                      data-autofocus
                      value={field.value}
                      onChange={field.onChange}
                      error={otpError !== undefined}
                      getInputProps={(index) => ({
                        'aria-label': t('contact.otp_digit', { n: index + 1, total: otpLength }),
                      })}
                      mt={4}
                    />
                  )}
                />
              </Input.Wrapper>
              <Group>
                <Button
                  variant="default"
                  disabled={secondsLeft > 0}
                  loading={send.isPending}
                  onClick={() => void sendCode(sentTo)}
                >
                  {secondsLeft > 0 ? t('contact.otp_resend_in', { seconds: secondsLeft }) : t('contact.otp_resend')}
                </Button>
                <Button type="submit" loading={verify.isPending}>
                  {t('contact.otp_verify')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {step === 2 && (
          <Alert color="teal" role="status" title={t('verification.otp_verified')} style={{ overflowWrap: 'anywhere' }}>
            {t('contact.otp_done', { contact: sentTo })}
          </Alert>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
