// A plan priced for the household, or the pricing error that stops it. The error envelope's data
// carries the plan to reload with (changePid), which the shared client does not expose, so this
// call reads its envelope itself (the URL still comes from the typed client). Only lazy pages
// import it, so the contract's schema may check the answer here.
import type { CallData } from '@benefit-store/contract/define';
import { languageHeader } from '@benefit-store/contract/messages/translate';
import {
  type getPlanPricingDetail,
  type PricingErrorCode,
  pricingDetail,
  pricingErrorCodes,
  pricingErrorData,
} from '@benefit-store/contract/pricing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/i18n';
import { ApiError, callUrl } from '../../../shared/api/client';

/** A pricing error code, or `decline`: an answer declined the plan for this household. */
export type PricingRefusal = PricingErrorCode | 'decline';

export type Pricing =
  | { ok: true; detail: CallData<typeof getPlanPricingDetail> }
  | {
      ok: false;
      errorCode: PricingRefusal | undefined;
      message: string;
      pid: string | undefined;
      /** The plan's minimum income and hours, sent with salaryError and hourError. */
      minimums: { min_annual_income?: number | undefined; min_working_hours?: number | undefined };
    };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const codes: readonly string[] = [...pricingErrorCodes, 'decline'];
const isPricingError = (code: unknown): code is PricingRefusal => typeof code === 'string' && codes.includes(code);

export async function fetchPricing(pid: string, enrollmentId: string, signal?: AbortSignal): Promise<Pricing> {
  const url = callUrl<typeof getPlanPricingDetail>('getPlanPricingDetail', {
    input: { pid, enrollment_id: enrollmentId },
  });
  const response = await fetch(url, {
    credentials: 'same-origin',
    signal,
    headers: { accept: 'application/json', [languageHeader]: currentLanguage() },
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!isRecord(body) || (body.status !== 'success' && body.status !== 'error'))
    throw new ApiError(response.status, response.statusText || 'Request failed', undefined, []);
  if (response.ok && body.status === 'success' && isRecord(body.data)) {
    return { ok: true, detail: pricingDetail.parse(body.data) };
  }
  const message = typeof body.message === 'string' ? body.message : response.statusText;
  const errorCode = isPricingError(body.errorCode) ? body.errorCode : undefined;
  // Any other failure is shown the same way: its message where the price would be.
  const data = pricingErrorData.partial().safeParse(body.data);
  const { pid: pidBack, min_annual_income, min_working_hours } = data.success ? data.data : {};
  return { ok: false, errorCode, message, pid: pidBack, minimums: { min_annual_income, min_working_hours } };
}

export const pricingQuery = (pid: string, enrollmentId: string) =>
  queryOptions({
    queryKey: ['pricing', 'get-plan-pricing-detail', { pid, enrollment_id: enrollmentId }],
    queryFn: ({ signal }) => fetchPricing(pid, enrollmentId, signal),
  });

export const usePricing = (pid: string, enrollmentId: string | null) =>
  useQuery({ ...pricingQuery(pid, enrollmentId ?? ''), enabled: enrollmentId !== null });
