// The review step's and the receipt's calls: each saved section (get-enrollment-temp-info), the
// order summary (get-plan-cart), whether an IHA plan is in the cart, completing the enrollment,
// the receipt and the first invoice.
import type { getPlanCart } from '@benefit-store/contract/cart';
import type {
  autoInvoiceGeneration,
  getEnrollmentTempInfo,
  getReceipt,
  saveReviewInfo,
  tempInfoColumns,
} from '@benefit-store/contract/enrollment';
import type { getCartPlanInfo } from '@benefit-store/contract/enrollment-employer';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallArgs, request } from '../../../../shared/api/client';

export type TempInfoColumn = (typeof tempInfoColumns)[number];

export const tempInfoQuery = (enrollmentId: string, column: TempInfoColumn) =>
  queryOptions({
    queryKey: ['enrollment', 'get-enrollment-temp-info', { enrollment_id: enrollmentId, column }],
    queryFn: ({ signal }) =>
      request<typeof getEnrollmentTempInfo>(
        'getEnrollmentTempInfo',
        { input: { enrollment_id: enrollmentId, column } },
        { signal },
      ),
  });
export const useTempInfo = (enrollmentId: string, column: TempInfoColumn) =>
  useQuery(tempInfoQuery(enrollmentId, column));

export const reviewCartQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['cart', 'get-plan-cart', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getPlanCart>('getPlanCart', { input: { enrollment_id: enrollmentId } }, { signal }),
  });
export const useReviewCart = (enrollmentId: string) => useQuery(reviewCartQuery(enrollmentId));

export const useCartIha = (enrollmentId: string) =>
  useQuery({
    queryKey: ['enrollment', 'get-cart-plan-info', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getCartPlanInfo>('getCartPlanInfo', { input: { enrollment_id: enrollmentId } }, { signal }),
  });

export function useCompleteEnrollment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallArgs<typeof saveReviewInfo>['input']) =>
      request<typeof saveReviewInfo>('saveReviewInfo', { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enrollment'] }),
  });
}

export const receiptQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'get-receipt', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getReceipt>('getReceipt', { input: { enrollment_id: enrollmentId } }, { signal }),
  });
export const useReceipt = (enrollmentId: string | null) =>
  useQuery({ ...receiptQuery(enrollmentId ?? ''), enabled: enrollmentId !== null });

export const useInvoice = () =>
  useMutation({
    mutationFn: (input: CallArgs<typeof autoInvoiceGeneration>['input']) =>
      request<typeof autoInvoiceGeneration>('autoInvoiceGeneration', { input }),
  });

/** Where a blob (the invoice PDF) is served to the session that may see it. */
export const blobPath = (blobId: string) => `/media/blobs/${encodeURIComponent(blobId)}`;
