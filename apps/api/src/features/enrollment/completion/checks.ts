// What completion checks before it writes a policy (decision 0037): the cart priced and dated again
// under today's rules (anything changed: refused with the changes, which the cart then holds), and
// the agreement's signature still covering exactly what will be written (the digest of the
// canonical text rebuilt now, in the language signed, equals the one signed); a skipped employer
// step only while its skip is still offered (decision 0040).
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import { cartChanged, recheckCart } from '../../cart/recheck';
import type { SavedStep } from '../step-service';
import { agreementOf, signatureRecordOf } from '../steps/agreement/service';
import { skipOffered } from '../steps/employer/service';
import { CartChanged, SignatureOutdated, StepMissing } from './errors';
import type { CompletionScope } from './service';

/** Refuses (CartChanged, its writes kept) when the cart's prices or effective date are no longer today's. */
export async function requireCartCurrent({ db, enrollment, caller }: CompletionScope): Promise<void> {
  const changes = await recheckCart(db, enrollment.id, caller.now, caller.language);
  if (cartChanged(changes)) throw new CartChanged(changes);
}

/**
 * Refuses (SignatureOutdated) an agreement step that is saved but no longer signed (a change after
 * signing cleared it), or signed for another text than the one the enrollment makes now.
 */
export async function requireSignatureCurrent(
  scope: CompletionScope,
  steps: ReadonlyMap<TabName, SavedStep>,
): Promise<void> {
  const step = steps.get('agreement_info');
  if (step === undefined) return;
  const record = await signatureRecordOf(scope.db, scope.cipher, scope.enrollment);
  if (step.state !== 'signed' || record === undefined) throw new SignatureOutdated();
  const now = await agreementOf(scope.db, scope.enrollment, { ...scope.caller, language: record.language });
  if (now.answer.text_sha256 !== record.text_sha256) throw new SignatureOutdated();
}

/**
 * Refuses (StepMissing) an employer step skipped when the cart held an IHA plan that it no longer
 * holds: the skip was offered for that plan, so the step is asked again.
 */
export async function requireSkipStillOffered(
  { db, enrollment }: CompletionScope,
  steps: ReadonlyMap<TabName, SavedStep>,
): Promise<void> {
  if (steps.get('employer_info')?.state === 'skipped' && !(await skipOffered(db, enrollment.id)))
    throw new StepMissing('employer_info');
}
