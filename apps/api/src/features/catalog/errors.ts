// Failures of the catalog calls: an unknown plan, and a plan the household cannot be priced for.
import type { MessageKey } from '@benefit-store/contract/messages/en';
import { type PricingErrorCode, type PricingErrorData, pricingErrorMessages } from '@benefit-store/contract/pricing';
import { DomainError } from '../../http/errors';

export class PlanNotFound extends DomainError {
  readonly status = 404;
  readonly key = 'catalog.plan_not_found';
}

/**
 * A pricing error: 422 with the spec's `errorCode`, its message and data {pid, ppid}; for changePid,
 * pid is the plan to reload with; `minimums` are the plan's income and hours for salaryError and hourError.
 */
export class PricingFailed extends DomainError {
  readonly status = 422;
  readonly key: MessageKey;
  override readonly errorCode: PricingErrorCode;
  override readonly data: PricingErrorData;

  constructor(
    errorCode: PricingErrorCode,
    pid: string,
    minimums: Pick<PricingErrorData, 'min_annual_income' | 'min_working_hours'> = {},
  ) {
    super(`pricing failed: ${errorCode}`);
    this.errorCode = errorCode;
    this.key = errorCode === 'changePid' ? 'pricing.change_pid' : pricingErrorMessages[errorCode];
    this.data = { pid, ppid: null, ...minimums };
  }
}
