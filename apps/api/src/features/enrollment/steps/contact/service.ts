// The contact step (spec 001 sections 2, 4, 5, 8): its fields as configured with the values the
// enrollment saved, and its save: the state must be the zip's, the email's domain and the phone's
// country checked unless verified by a one-time password or skipped after a failed check (anyone's
// choice; the contact is then kept unverified and never texted: decision 0041), no other member's
// email or phone ("Email Already Exists.", "Phone already exists"), the USPS validation flag kept,
// and the email, phone, address and cities sealed (decision 0008), shown only to the sessions that
// may touch the enrollment.
import { type ContactInfo, contactForm, contactInfo } from '@benefit-store/contract/enrollment-personal';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { otpChannels } from '@benefit-store/contract/verification';
import type { Db } from '../../../../db/database';
import type { OtpChannel } from '../../../../db/schema-verification';
import type { EnrollmentRef } from '../../../../http/enrollment-ref';
import { type FieldProblem, InvalidFields } from '../../../../http/errors';
import type { FieldCipher } from '../../../../lib/field-crypto';
import type { Guesser } from '../../../auth/guess-service';
import { lookupZip } from '../../../quoting/zip-service';
import { hasDomainForm, isUsPhone, requireContactNotOnFile } from '../../../verification/contact-checks';
import { verifiedAmong, verifiedContactsOf } from '../../../verification/otp-service';
import { type StepRead, stepReadUnderLock } from '../../step-save-read';
import {
  checkDraft,
  checkStep,
  type FieldValue,
  fieldsWith,
  readStep,
  type SavedStep,
  saveStep,
  stepComplete,
  stepContext,
  stepContextFrom,
} from '../../step-service';

const tab = 'contact_info';

/** The step's values as saved: its answers and its sealed fields, opened. */
async function savedValues(db: Db, cipher: FieldCipher, enrollment: EnrollmentRef) {
  const saved = await readStep(db, cipher, enrollment, tab);
  return saved ? { ...saved.data, ...saved.sealed } : undefined;
}

/** The saved values a form field can hold (scalars). */
function fieldValues(saved: SavedStep | undefined) {
  const values: Record<string, FieldValue | undefined> = {};
  for (const [name, value] of Object.entries(saved ? { ...saved.data, ...saved.sealed } : {}))
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') values[name] = value;
  return values;
}

const channelFields = { email: 'email_address', phone: 'phone_number' } as const;

/**
 * The contact fields with the values the enrollment saved, and which of the saved email and phone a
 * one-time password verified (the server's record, so the check mark survives a reload).
 */
export async function contactFields(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
): Promise<{ result: FormField[]; verified_contacts: OtpChannel[] }> {
  const { rules, saved: step } = await stepContext(db, cipher, enrollment, tab);
  const values = fieldValues(step);
  const result = fieldsWith(rules, values);
  const saved = otpChannels.flatMap((channel) => {
    const contact = values[channelFields[channel]];
    return typeof contact === 'string' ? [{ channel, contact }] : [];
  });
  if (saved.length === 0) return { result, verified_contacts: [] };
  const verified = await verifiedContactsOf(db, cipher, enrollment.id);
  return {
    result,
    verified_contacts: saved.filter(({ channel, contact }) => verified(channel, contact)).map(({ channel }) => channel),
  };
}

/** The fields a save is checked under (read in one statement): read-only fields keep their saved values. */
function fieldsForSave(cipher: FieldCipher, enrollment: EnrollmentRef, read: StepRead): FormField[] {
  const { rules, saved } = stepContextFrom(cipher, enrollment, tab, read);
  return fieldsWith(rules, fieldValues(saved));
}

/** What `get-enrollment-temp-info` shows of the step (to a session that may touch it), null while unsaved. */
export async function contactInfoShown(db: Db, cipher: FieldCipher, enrollment: EnrollmentRef) {
  return (await savedValues(db, cipher, enrollment)) ?? null;
}

/** The zip's place, or undefined when the zip data does not know it. */
async function zipPlace(db: Db, zip: string) {
  try {
    return await lookupZip(db, zip);
  } catch (error) {
    if (error instanceof InvalidFields) return undefined;
    throw error;
  }
}

/**
 * The zip's state and the email and phone checks the save makes itself (the DNS lookup of `validate-email-neverbounce`
 * stays out of the enrollment's lock): each unless a code verified it or its skip flag is set. Which
 * checks failed: a skip flag is kept only for those.
 */
async function contactProblems(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  info: ContactInfo,
  verifiedRead: StepRead['verified_contacts'],
): Promise<{
  problems: FieldProblem[];
  emailVerified: boolean;
  phoneVerified: boolean;
  emailUnchecked: boolean;
  phoneUnchecked: boolean;
}> {
  const verified = verifiedRead
    ? verifiedAmong(cipher, verifiedRead)
    : await verifiedContactsOf(db, cipher, enrollment.id);
  const emailVerified = verified('email', info.email_address);
  const phoneVerified = verified('phone', info.phone_number);
  const problems: FieldProblem[] = [];
  // The zip fills and locks the state in the form; the server holds the same rule.
  const place = await zipPlace(db, info.zip);
  if (place === undefined) problems.push({ target_element: 'zip', key: 'quoting.zip_invalid' });
  else if (place.state_abbreviation !== info.state)
    problems.push({ target_element: 'state', key: 'wizard.state_not_of_zip' });
  const emailUnchecked = !emailVerified && !hasDomainForm(info.email_address);
  const phoneUnchecked = !phoneVerified && !isUsPhone(info.phone_number);
  if (emailUnchecked && info.skip_validation_email !== 1)
    problems.push({ target_element: 'email_address', key: 'verification.email_unverified' });
  if (phoneUnchecked && info.skip_validation_phone !== 1)
    problems.push({ target_element: 'phone_number', key: 'verification.phone_unverified' });
  return { problems, emailVerified, phoneVerified, emailUnchecked, phoneUnchecked };
}

/**
 * Whether the step holds this email and phone from a save that looked them up among the members
 * (a draft made no lookup): saving them again looks up nothing and counts nothing.
 */
const checkedBefore = (saved: SavedStep | undefined, info: ContactInfo) =>
  saved !== undefined &&
  saved.state !== 'draft' &&
  saved.sealed.email_address === info.email_address &&
  saved.sealed.phone_number === info.phone_number;

/**
 * Saves the contact step under its configuration, inside the enrollment's lock (`db`). The step is
 * `verified` when both its email and its phone were verified by one-time passwords. A skip flag
 * (spec 001 sections 4 and 8, anyone's after a failed check: decision 0041) is kept only where the
 * check failed, so it records a contact kept unchecked. The member lookups are counted against
 * `guesser` (the caller's session and address) when known. `read`: the step's context as its save
 * read it (read without the lock, the step is written only if unchanged since).
 */
export async function saveContact(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  input: unknown,
  now: Date,
  read: StepRead,
  guesser?: Guesser,
): Promise<void> {
  const { rules, saved } = stepContextFrom(cipher, enrollment, tab, read);
  const checked = checkStep(contactForm, fieldsWith(rules, fieldValues(saved)), input);
  const { skip_validation_email: _skipEmail, skip_validation_phone: _skipPhone, ...info } = checked;
  const { problems, emailVerified, phoneVerified, emailUnchecked, phoneUnchecked } = await contactProblems(
    db,
    cipher,
    enrollment,
    checked,
    read.verified_contacts,
  );
  if (problems.length > 0) throw new InvalidFields(problems);
  if (!checkedBefore(saved, info))
    await requireContactNotOnFile(
      db,
      cipher,
      { enrollmentId: enrollment.id, email: info.email_address, phone: info.phone_number },
      guesser,
      now,
    );
  const { email_address, phone_number, address1, address2, city, birth_city, ...answers } = info;
  const sealed = { email_address, phone_number, address1, address2, city, birth_city };
  const data = {
    ...answers,
    ...(emailUnchecked ? { skip_validation_email: 1 } : {}),
    ...(phoneUnchecked ? { skip_validation_phone: 1 } : {}),
    with_validation: info.with_validation ?? 0,
    email_verified: emailVerified ? 1 : 0,
    phone_verified: phoneVerified ? 1 : 0,
  };
  await saveStep(db, cipher, enrollment, tab, { data, sealed }, now, {
    state: emailVerified && phoneVerified ? 'verified' : 'saved',
    read: read.versions,
  });
}

/**
 * Save & Continue Later of the contact step: a form that passes the step's rules is saved as Next
 * saves it; one that does not is kept as a draft (what is typed checked by its own rule, the zip,
 * email and phone checks left for Next), its personal fields sealed as a saved step's are.
 */
export async function saveContactForLater(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  input: unknown,
  now: Date,
): Promise<void> {
  const read = await stepReadUnderLock(db, enrollment, tab);
  const fields = fieldsForSave(cipher, enrollment, read);
  if (stepComplete(contactForm, fields, input)) {
    try {
      return await saveContact(db, cipher, enrollment, input, now, read);
    } catch (error) {
      // The zip, email or phone check refused it (nothing written): kept as a draft below.
      if (!(error instanceof InvalidFields)) throw error;
    }
  }
  // A skip flag records a check that failed (decision 0041): a draft made no check, so it keeps none.
  const {
    skip_validation_email: _skipEmail,
    skip_validation_phone: _skipPhone,
    ...typed
  } = checkDraft(contactInfo.shape, contactForm, fields, input);
  const { email_address, phone_number, address1, address2, city, birth_city, ...answers } = typed;
  const sealed = { email_address, phone_number, address1, address2, city, birth_city };
  const data = { ...answers, email_verified: 0, phone_verified: 0 };
  await saveStep(db, cipher, enrollment, tab, { data, sealed }, now, { state: 'draft' });
}
