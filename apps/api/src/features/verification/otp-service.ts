// One-time passwords (decision record 0017): 6 digits from a secure random source, sent by email or
// text through the outbox, kept only as a keyed hash, 10 minutes, single use, 5 tries per code,
// a resend after 120 s and 5 sends per contact an hour. Tries and sends are counted in the database
// by the one guessing mechanism (decision 0007), before the code is checked or sent.
import { randomInt } from 'node:crypto';
import { otpResendSeconds } from '@benefit-store/contract/verification';
import type { Db } from '../../db/database';
import type { OtpChannel } from '../../db/schema-verification';
import type { Caller } from '../../http/caller';
import type { EnrollmentRef } from '../../http/enrollment-ref';
import { InvalidFields, TooManyGuesses } from '../../http/errors';
import type { Session } from '../../http/session';
import type { FieldCipher } from '../../lib/field-crypto';
import { newPublicId } from '../../lib/ids';
import {
  addressSubject,
  countAttempt,
  countGuess,
  guesserOf,
  refundGuess,
  type SubjectLimit,
} from '../auth/guess-service';
import { queueEmail, queueText } from '../messaging/outbox';
import * as repo from './otp-repo';

const minute = 60 * 1000;

export const otpLimits = {
  /** How long a code may be used. */
  minutes: 10,
  /** Wrong tries a code allows; the next is refused, right or not. */
  triesPerCode: 5,
  resendSeconds: otpResendSeconds,
  /** Codes sent to one contact in an hour, from any enrollment, session or address. */
  sendsPerContactPerHour: 5,
  /** Codes one session or one address may have sent in an hour (to any contacts). */
  sendsPerSenderPerHour: 10,
} as const;

/** A new code: 6 digits, each equally likely, from the operating system's secure source. */
export const newOtp = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** The contact as one text: an email in lower case, a phone's 10 digits. */
const contactText = (channel: OtpChannel, contact: string) =>
  `${channel}:${channel === 'email' ? contact.trim().toLowerCase() : contact.trim()}`;

/** The keyed hash a contact is stored and counted under: never the address or number itself. */
export const contactMac = (cipher: FieldCipher, channel: OtpChannel, contact: string) =>
  cipher.mac('otp-contact', contactText(channel, contact));

const codeText = (codePublicId: string, code: string) => `${codePublicId}:${code}`;

export interface OtpContext {
  db: Db;
  cipher: FieldCipher;
  caller: Caller;
  session: Session;
  enrollment: EnrollmentRef;
}

export interface OtpRequest {
  type: OtpChannel;
  contact: string;
}

/** Counts an attempt; a refusal says it in `key`'s words, with how long to wait. */
async function limited(
  count: () => Promise<unknown>,
  key: 'verification.otp_resend_wait' | 'verification.otp_send_limit',
) {
  try {
    await count();
  } catch (error) {
    if (error instanceof TooManyGuesses) throw new TooManyGuesses(error.retryAfterSeconds, key);
    throw error;
  }
}

/**
 * `send-otp`: a new code to the contact, replacing the enrollment's live code on that channel,
 * queued (email or text) in the transaction that stores its hash. The 120-second wait (per
 * enrollment and contact) is counted first, so an impatient resend does not spend the hour's sends.
 */
export async function sendCode(
  { db, cipher, caller, session, enrollment }: OtpContext,
  request: OtpRequest,
  code: string = newOtp(),
): Promise<{ resend_after_seconds: number }> {
  const mac = contactMac(cipher, request.type, request.contact);
  const guesser = guesserOf(caller, session);
  const hour = 60 * minute;
  await limited(
    () =>
      countAttempt(
        db,
        'otp_resend',
        [{ subject: `resend:${enrollment.public_id}/${mac}`, attempts: 1, windowMs: otpLimits.resendSeconds * 1000 }],
        caller.now,
      ),
    'verification.otp_resend_wait',
  );
  const sends: SubjectLimit[] = [
    { subject: `contact:${mac}`, attempts: otpLimits.sendsPerContactPerHour, windowMs: hour },
    { subject: `session:${guesser.sessionId}`, attempts: otpLimits.sendsPerSenderPerHour, windowMs: hour },
    { subject: `address:${addressSubject(guesser.ip)}`, attempts: otpLimits.sendsPerSenderPerHour, windowMs: hour },
  ];
  await limited(() => countAttempt(db, 'otp_send', sends, caller.now), 'verification.otp_send_limit');
  const publicId = newPublicId();
  await db.transaction().execute(async (trx) => {
    await repo.replaceLive(trx, enrollment.id, request.type, caller.now);
    await repo.insertCode(trx, {
      publicId,
      enrollmentId: enrollment.id,
      channel: request.type,
      contactMac: mac,
      codeMac: cipher.mac('otp-code', codeText(publicId, code)),
      now: caller.now,
      expiresAt: new Date(caller.now.getTime() + otpLimits.minutes * minute),
    });
    const message = {
      language: caller.language,
      template: 'otp_code',
      data: { code, minutes: otpLimits.minutes },
      enrollmentId: enrollment.id,
    } as const;
    if (request.type === 'email') await queueEmail(trx, cipher, { ...message, to: request.contact.trim() });
    else await queueText(trx, cipher, { ...message, to: request.contact.trim() });
  });
  return { resend_after_seconds: otpLimits.resendSeconds };
}

const otpProblem = (key: 'verification.otp_wrong' | 'verification.otp_expired') =>
  new InvalidFields([{ target_element: 'otp', key }]);

/**
 * `verify-otp`: the try is counted (session, address, enrollment, contact, and the code's own 5)
 * before the code is compared; a right code is used once and records its contact as verified.
 */
export async function verifyCode(
  { db, cipher, caller, session, enrollment }: OtpContext,
  request: OtpRequest & { otp: string },
): Promise<{ verified: true }> {
  const mac = contactMac(cipher, request.type, request.contact);
  const text = contactText(request.type, request.contact);
  const live = (await repo.liveCodes(db, enrollment.id, request.type, caller.now)).find((row) =>
    cipher.macMatches('otp-contact', text, row.contact_mac),
  );
  const codeLimit: SubjectLimit[] = live
    ? [{ subject: `code:${live.public_id}`, attempts: otpLimits.triesPerCode, windowMs: otpLimits.minutes * minute }]
    : [];
  const counted = await countGuess(
    db,
    'otp',
    guesserOf(caller, session, { enrollmentId: enrollment.id, contact: mac }),
    caller.now,
    codeLimit,
  );
  if (!live) throw otpProblem('verification.otp_expired');
  if (!cipher.macMatches('otp-code', codeText(live.public_id, request.otp), live.code_mac))
    throw otpProblem('verification.otp_wrong');
  const used = await db.transaction().execute(async (trx) => {
    if (!(await repo.useCode(trx, live.id, caller.now))) return false;
    await repo.recordVerified(trx, {
      enrollmentId: enrollment.id,
      channel: request.type,
      contactMac: mac,
      now: caller.now,
      byStaff: session.staff !== undefined,
    });
    return true;
  });
  if (!used) throw otpProblem('verification.otp_expired');
  await refundGuess(db, counted);
  return { verified: true };
}

/** Whether the enrollment verified a contact with a code (under any data key still held), asked of every contact it verified. */
export async function verifiedContactsOf(db: Db, cipher: FieldCipher, enrollmentId: number) {
  return verifiedAmong(cipher, await repo.verifiedContacts(db, enrollmentId));
}

/** `verifiedContactsOf`, of the contacts verified outside a staff session only (the applicant's own). */
export async function applicantVerifiedContactsOf(db: Db, cipher: FieldCipher, enrollmentId: number) {
  return verifiedAmong(cipher, await repo.verifiedContacts(db, enrollmentId, { byApplicant: true }));
}

/** `verifiedContactsOf` on the enrollment's verified contacts as already read (with a step save's lock). */
export function verifiedAmong(cipher: FieldCipher, rows: readonly { channel: OtpChannel; contact_mac: string }[]) {
  return (channel: OtpChannel, contact: string) => {
    const text = contactText(channel, contact);
    return rows.some((row) => row.channel === channel && cipher.macMatches('otp-contact', text, row.contact_mac));
  };
}

/** Forgets expired codes (the scheduled cleanup). */
export const forgetExpiredCodes = (db: Db, now: Date) => repo.deleteExpired(db, now);
