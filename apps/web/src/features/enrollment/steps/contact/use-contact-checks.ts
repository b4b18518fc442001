// The contact step's email and phone checks (decision 0041): each value typed is checked once on
// leaving its field and again before the save ("Email Already Exists." for a new enrollment, then
// deliverability; the phone); a failed check may offer a one-time password, and a verified contact
// keeps its check mark while its value is the one verified.
import type { ContactInfo } from '@benefit-store/contract/enrollment-personal';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../shared/api/client';
import { useSession } from '../../../../shared/session/session-store';
import { checkEmailDeliverable, checkMemberEmail, checkPhone } from './api/contact-step';
import { type ContactValues, contactDefaults } from './contact-values';
import type { OtpChannel } from './otp-modal';

export const fieldOf = { email: 'email_address', phone: 'phone_number' } as const;
export const skipOf = { email: 'skip_validation_email', phone: 'skip_validation_phone' } as const;
export const channels = ['email', 'phone'] as const;

/** A check's answer for one value: passed, or its message and whether a code may verify it instead. */
export type Checked = { value: string; ok: true } | { value: string; ok: false; message: string; offerOtp: boolean };

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

interface Inputs {
  form: UseFormReturn<ContactValues, unknown, ContactInfo>;
  fields: readonly FormField[];
  /** The saved email or phone a one-time password verified (the server's record): checked from the start. */
  verifiedContacts: readonly OtpChannel[];
}

export function useContactChecks({ form, fields, verifiedContacts }: Inputs) {
  const { t } = useTranslation();
  const newMember = useSession((state) => state.enroll_type) !== 'existing-member';
  const [checks, setChecks] = useState<Partial<Record<OtpChannel, Checked>>>({});
  // A verified contact keeps its check mark while its value is the one verified: an edit clears it.
  const [verified, setVerified] = useState<Partial<Record<OtpChannel, string>>>(() => {
    const saved = contactDefaults(fields);
    return Object.fromEntries(verifiedContacts.map((channel) => [channel, saved[fieldOf[channel]].trim()]));
  });
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

  /** Whether both channels pass: skipped, verified, or checked now. */
  const allPass = async () => {
    const passed = await Promise.all(
      channels.map((channel) => (skipped(channel) || isVerified(channel) ? true : runCheck(channel, value(channel)))),
    );
    return !passed.includes(false);
  };

  /**
   * The save's own email and phone checks offer a code as the checks before it do; a contact
   * another member holds is a plain error.
   */
  const saveRefused = (failed: unknown) => {
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
  };

  /** A code verified the channel's contact: it is the field's value, with its check mark. */
  const verify = (channel: OtpChannel, contact: string) => {
    form.setValue(fieldOf[channel], contact);
    setVerified((now) => ({ ...now, [channel]: contact }));
    form.clearErrors(fieldOf[channel]);
  };

  return { value, isVerified, skipped, failure, checkOnBlur, allPass, saveRefused, verify };
}

export type ContactChecks = ReturnType<typeof useContactChecks>;
