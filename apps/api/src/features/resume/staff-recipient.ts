// Where a staff session may send a resume code: only to the enrollment's own email, as its contact
// step saved it and a one-time password verified it outside a staff session (migration 0048). A quote (the cart, before any step) may go to
// the client's address: a rep sends quotes to people who have typed nothing yet. Each such request
// is audited.
import type { Db } from '../../db/database';
import type { Caller } from '../../http/caller';
import type { EnrollmentRef } from '../../http/enrollment-ref';
import type { Session } from '../../http/session';
import type { FieldCipher } from '../../lib/field-crypto';
import * as audit from '../auth/audit';
import { readStep, stepStates } from '../enrollment/step-service';
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

/**
 * A staff quote: to any address while the enrollment holds no wizard step (a cart is all the link
 * opens), else only to the enrollment's own verified email, as a resume code.
 */
export async function requireQuoteRecipient(
  scope: { db: Db; cipher: FieldCipher; caller: Caller; session: Session; enrollment: EnrollmentRef },
  email: string,
): Promise<void> {
  if ((await stepStates(scope.db, scope.enrollment.id)).length === 0) return;
  await requireOwnRecipient(scope, email);
}
