// Where a staff session may send a quote: a quote (the cart, before any step) may go to the client's
// address, since a rep sends quotes to people who have typed nothing yet; once the enrollment holds
// a step, the quote's resume code follows resume's rule (the enrollment's own verified email).
import type { Db } from '../../db/database';
import type { Caller } from '../../http/caller';
import type { EnrollmentRef } from '../../http/enrollment-ref';
import type { Session } from '../../http/session';
import type { FieldCipher } from '../../lib/field-crypto';
import { stepStates } from '../enrollment/step-service';
import { requireOwnRecipient } from '../resume/staff-recipient';

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
