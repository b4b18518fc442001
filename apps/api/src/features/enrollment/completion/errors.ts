// Why an enrollment cannot be completed (a step missing, the cart changed, a signature outdated), or
// has no receipt or invoice yet.
import type { CartChanges } from '@benefit-store/contract/cart';
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import type { MessageKey } from '@benefit-store/contract/messages/en';
import { DomainError, type FieldProblem, InvalidFields } from '../../../http/errors';

/** A required step not saved: named in words, and by its tab as the field. */
export class StepMissing extends DomainError {
  readonly status = 409;
  readonly key: MessageKey;
  override readonly fields: readonly FieldProblem[];
  constructor(tab: Exclude<TabName, 'review_info'>) {
    super('step missing');
    this.key = `completion.missing_${tab}`;
    this.fields = [{ target_element: tab, key: this.key }];
  }
}

export class CartEmpty extends DomainError {
  readonly status = 409;
  readonly key = 'completion.cart_empty';
}

export class EffectiveDateMissing extends DomainError {
  readonly status = 409;
  readonly key = 'completion.effective_date_missing';
}

export class NotCompleted extends DomainError {
  readonly status = 409;
  readonly key = 'completion.not_completed';
}

/** The confirmation number asked for is not this enrollment's policy. */
export const PolicyUnknown = () =>
  new InvalidFields([{ target_element: 'policy_id', key: 'completion.policy_unknown' }]);

/** The effective date asked for is not the policy's. */
export const EffectiveDateDiffers = () =>
  new InvalidFields([{ target_element: 'effectiveDate', key: 'completion.effective_date_differs' }]);

/**
 * The cart changed when priced and dated again under today's rules: `data.changes` says how (per
 * line the old and new price, the effective date no longer offered). The cart already holds the new
 * values (its writes stand), so completing again, once the person saw them, goes through.
 */
export class CartChanged extends DomainError {
  readonly status = 409;
  readonly key = 'completion.cart_changed';
  override readonly keepsWrites = true;
  override readonly data: Readonly<Record<string, unknown>>;
  constructor(changes: CartChanges) {
    super('cart changed');
    this.data = { changes };
  }
}

/** The agreement's signature no longer covers what completion would write: cleared, or another digest. */
export class SignatureOutdated extends DomainError {
  readonly status = 409;
  readonly key = 'completion.signature_outdated';
  override readonly fields: readonly FieldProblem[] = [{ target_element: 'agreement_info', key: this.key }];
}
