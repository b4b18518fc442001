// The contact step's checks of an email and a phone, made here instead of by the spec's third-party
// services (decision record 0017): a phone is a valid US number (libphonenumber-js's full metadata,
// and its country must be the US, not another +1 country); an email's domain has the form of an
// internet domain, and, only when EMAIL_MX_CHECK is on, a mail server in the DNS.
import { resolveMx } from 'node:dns/promises';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Db } from '../../db/database';
import type { Caller } from '../../http/caller';
import { type FieldProblem, InvalidFields } from '../../http/errors';
import type { Session } from '../../http/session';
import type { FieldCipher } from '../../lib/field-crypto';
import { addressSubject, countAttempt, countSend, type Guesser, guesserOf } from '../auth/guess-service';
import * as repo from './contact-repo';

/** Whether a 10-digit number is a valid number of the United States. */
export function isUsPhone(phone: string): boolean {
  const parsed = parsePhoneNumberFromString(phone, 'US');
  return parsed?.isValid() === true && parsed.country === 'US';
}

const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/** Whether the part after the last `@` reads as an internet domain: labels, a dot, an alphabetic top level. */
export function hasDomainForm(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const labels = domain.split('.');
  const top = labels.at(-1) ?? '';
  return (
    domain.length <= 253 && labels.length >= 2 && labels.every((part) => label.test(part)) && /^[a-z]{2,63}$/i.test(top)
  );
}

/** Looks a domain's mail servers up; only a domain the DNS says has none (or does not exist) fails. */
export type MxLookup = (domain: string) => Promise<boolean>;

const noMailCodes = new Set(['ENOTFOUND', 'ENODATA']);

export const dnsMxLookup: MxLookup = async (domain) => {
  try {
    const servers = await resolveMx(domain);
    return servers.some((server) => server.exchange !== '');
  } catch (error) {
    // A lookup that could not be made (timeout, no network) is not the person's fault.
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    return typeof code === 'string' && !noMailCodes.has(code);
  }
};

/** Whether an email looks deliverable: its domain's form, then its mail servers when `mx` is given. */
export async function isDeliverable(email: string, mx: MxLookup | undefined): Promise<boolean> {
  if (!hasDomainForm(email)) return false;
  return mx === undefined ? true : mx(email.slice(email.lastIndexOf('@') + 1).toLowerCase());
}

/** `validate-email-neverbounce`: a field error when the email does not look deliverable. */
export async function requireDeliverable(email: string, mx: MxLookup | undefined, target = 'email') {
  if (!(await isDeliverable(email, mx)))
    throw new InvalidFields([{ target_element: target, key: 'verification.email_unverified' }]);
}

/** `validate-phone-numverify`: a field error unless the phone is a valid US number. */
export function requireUsPhone(phone: string, target = 'phone') {
  if (!isUsPhone(phone)) throw new InvalidFields([{ target_element: target, key: 'verification.phone_unverified' }]);
}

/** Member lookups one session, or one address, may make in 10 minutes. */
export const memberLookupLimit = 20;

/**
 * `validate-member-email`: "Email Already Exists." when a member has the email. Each lookup is
 * counted per session and address first (decision 0007's mechanism), so the call cannot be used to
 * sift a list of addresses for members.
 */
export async function requireNewMemberEmail(db: Db, caller: Caller, session: Session, email: string) {
  const guesser = guesserOf(caller, session);
  const windowMs = 10 * 60 * 1000;
  await countAttempt(
    db,
    'member_email',
    [
      { subject: `session:${guesser.sessionId}`, attempts: memberLookupLimit, windowMs },
      { subject: `address:${addressSubject(guesser.ip)}`, attempts: memberLookupLimit, windowMs },
    ],
    caller.now,
  );
  if (await repo.memberHasEmail(db, email))
    throw new InvalidFields([{ target_element: 'email', key: 'verification.email_exists' }]);
}

/** The keyed hash a member's phone is found by (migration 0051), of its digits. */
export const memberPhoneMac = (cipher: FieldCipher, phone: string) =>
  cipher.mac('member-phone', phone.replace(/\D/g, ''));

/**
 * "Email Already Exists." or "Phone already exists" from a save: the refusal keeps its writes, so
 * the lookup it counted stays counted when the save's transaction ends.
 */
export class ContactOnFile extends InvalidFields {
  override readonly keepsWrites = true;
}

/**
 * The contact step's save (issue 32 items 6 and 7, decision 0041): refuses an email or a phone that
 * a member other than the enrollment's own holds. The lookup is counted first, in `db` (the save's
 * own transaction), against the enrollment and, when known, the session and address, with
 * validate-member-email's limits: saves cannot sift addresses for members either.
 */
export async function requireContactNotOnFile(
  db: Db,
  cipher: FieldCipher,
  contact: { enrollmentId: number; email: string; phone: string },
  guesser: Guesser | undefined,
  now: Date,
): Promise<void> {
  const windowMs = 10 * 60 * 1000;
  const subjects = [
    `enrollment:${contact.enrollmentId}`,
    ...(guesser ? [`session:${guesser.sessionId}`, `address:${addressSubject(guesser.ip)}`] : []),
  ].map((subject) => ({ subject, attempts: memberLookupLimit, windowMs }));
  await countSend(db, 'member_email', subjects, now, 'auth.too_many_guesses');
  const problems: FieldProblem[] = [];
  if (await repo.otherMemberHasEmail(db, contact.email, contact.enrollmentId))
    problems.push({ target_element: 'email_address', key: 'verification.email_exists' });
  if (await repo.otherMemberHasPhone(db, memberPhoneMac(cipher, contact.phone), contact.enrollmentId))
    problems.push({ target_element: 'phone_number', key: 'verification.phone_exists' });
  if (problems.length > 0) throw new ContactOnFile(problems);
}
