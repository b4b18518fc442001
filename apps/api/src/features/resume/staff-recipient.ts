// Where a staff session may send a resume code: only to the enrollment's own email, as its contact
// step saved it and a one-time password verified it outside a staff session (migration 0048). Each
// such request is audited. A quote's exception is the quotes feature's (quotes/staff-recipient.ts).
import type { Db } from '../../db/database';
import type { Caller } from '../../http/caller';
import type { EnrollmentRef } from '../../http/enrollment-ref';
import type { Session } from '../../http/session';
import type { FieldCipher } from '../../lib/field-crypto';
import * as audit from '../auth/audit';
import { readStep } from '../enrollment/step-service';
import { applicantVerifiedContactsOf } from '../verification/otp-service';
import { ResumeRecipientNotOwn } from './errors';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Throws ResumeRecipientNotOwn (its audit row kept) unless `email` is the enrollment's verified email. */
export async function requireOwnRecipient(
  scope: { db: Db; cipher: FieldCipher; caller: Caller; session: Session; enrollment: EnrollmentRef },
  email: string,
): Promise<void> {
  const { db, cipher, caller, session, enrollment } = scope;
  const saved = (await readStep(db, cipher, enrollment, 'contact_info'))?.sealed?.email_address;
  const own =
    typeof saved === 'string' &&
    sameAddress(saved, email) &&
    (await applicantVerifiedContactsOf(db, cipher, enrollment.id))('email', saved);
  await audit.record(db, caller, session, {
    action: 'sendResumeCode',
    subject: { kind: 'enrollment', id: enrollment.public_id },
    result: own ? 'ok' : 'refused',
  });
  if (!own) throw new ResumeRecipientNotOwn();
}
