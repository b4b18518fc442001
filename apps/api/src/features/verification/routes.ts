// HTTP edge of verification: one-time passwords by email and text, and the email and phone checks
// of the contact step (decision record 0017).
import {
  sendOtp,
  validateEmailNeverbounce,
  validateMemberEmail,
  validatePhoneNumverify,
  verifyOtp,
} from '@benefit-store/contract/verification';
import type { CallSettings } from '../../http/call-context';
import { EnrollmentNotFound } from '../../http/errors';
import { implement } from '../../http/register';
import { requireNotCompleted } from '../auth/enrollment-access';
import {
  dnsMxLookup,
  type MxLookup,
  requireDeliverable,
  requireNewMemberEmail,
  requireUsPhone,
} from './contact-checks';
import { sendCode, verifyCode } from './otp-service';

/** The DNS lookup of an email's mail servers, when EMAIL_MX_CHECK is on. */
export const mxLookupOf = (settings: CallSettings): MxLookup | undefined =>
  settings.emailMxCheck ? dnsMxLookup : undefined;

export const verificationImplementations = [
  implement(validateMemberEmail, { access: 'write' }, async ({ db, caller, session, input }) => {
    await requireNewMemberEmail(db, caller, session, input.email);
    return { data: { is_valid: true } };
  }),
  implement(validatePhoneNumverify, { access: 'read' }, async ({ input }) => {
    requireUsPhone(input.phone);
    return { data: { is_valid: true } };
  }),
  implement(validateEmailNeverbounce, { access: 'write' }, async ({ input, settings }) => {
    await requireDeliverable(input.email, mxLookupOf(settings));
    return { data: { is_valid: true } };
  }),
  // Both count tries or sends before anything else, on the server's handle (decision 0007); their
  // writes are one transaction each and safe against parallel repeats by themselves.
  implement(sendOtp, { access: 'guess' }, async ({ db, cipher, caller, session, enrollment, input }) => {
    if (!enrollment) throw new EnrollmentNotFound();
    // Before anything is counted or sent: a completed enrollment has nothing left to verify.
    await requireNotCompleted(db, enrollment);
    const sent = await sendCode({ db, cipher, caller, session, enrollment }, input);
    return { data: sent, message: 'verification.otp_sent' };
  }),
  implement(verifyOtp, { access: 'guess' }, async ({ db, cipher, caller, session, enrollment, input }) => {
    if (!enrollment) throw new EnrollmentNotFound();
    return {
      data: await verifyCode({ db, cipher, caller, session, enrollment }, input),
      message: 'verification.otp_verified',
    };
  }),
];
