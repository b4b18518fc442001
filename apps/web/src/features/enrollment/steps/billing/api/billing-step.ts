// The billing step's calls: its configured fields, the payment types, the banks and cards on file,
// bill dates, the statement descriptor, the contact address ("Choose physical address"), the
// routing directory and the two saves.
import type { getEnrollmentTempInfo } from '@benefit-store/contract/enrollment';
import type {
  getBillDate,
  getBillingText,
  getExistingBankInfo,
  getExistingCardInfo,
  getFormFieldsBillingInfo,
  getPaymentMethod,
  routingNumberBankLookup,
  saveBillingInfo,
  saveBillingInfoExisting,
} from '@benefit-store/contract/enrollment-billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallArgs, request } from '../../../../../shared/api/client';

const byEnrollment = (enrollmentId: string) => ({ input: { enrollment_id: enrollmentId } });
const key = (path: string, enrollmentId: string) => ['enrollment', path, { enrollment_id: enrollmentId }];

export const useBillingFields = (enrollmentId: string) =>
  useQuery({
    queryKey: key('get-form-fields-billing-info', enrollmentId),
    queryFn: ({ signal }) =>
      request<typeof getFormFieldsBillingInfo>('getFormFieldsBillingInfo', byEnrollment(enrollmentId), { signal }),
  });
export const usePaymentMethods = (enrollmentId: string) =>
  useQuery({
    queryKey: key('get-payment-method', enrollmentId),
    queryFn: ({ signal }) =>
      request<typeof getPaymentMethod>('getPaymentMethod', byEnrollment(enrollmentId), { signal }),
  });
export const useBanksOnFile = (enrollmentId: string) =>
  useQuery({
    queryKey: key('get-existing-bank-info', enrollmentId),
    queryFn: ({ signal }) =>
      request<typeof getExistingBankInfo>('getExistingBankInfo', byEnrollment(enrollmentId), { signal }),
  });
export const useCardsOnFile = (enrollmentId: string) =>
  useQuery({
    queryKey: key('get-existing-card-info', enrollmentId),
    queryFn: ({ signal }) =>
      request<typeof getExistingCardInfo>('getExistingCardInfo', byEnrollment(enrollmentId), { signal }),
  });
export const useBillDates = (enrollmentId: string) =>
  useQuery({
    queryKey: key('get-bill-date', enrollmentId),
    queryFn: ({ signal }) => request<typeof getBillDate>('getBillDate', byEnrollment(enrollmentId), { signal }),
  });
export const useBillingText = (enrollmentId: string) =>
  useQuery({
    queryKey: key('get-billing-text', enrollmentId),
    queryFn: ({ signal }) => request<typeof getBillingText>('getBillingText', byEnrollment(enrollmentId), { signal }),
  });

/** The contact step's address as saved, for "Choose physical address"; null while unsaved. */
export const useContactAddress = (enrollmentId: string) =>
  useQuery({
    queryKey: ['enrollment', 'get-enrollment-temp-info', { enrollment_id: enrollmentId, column: 'contact_info' }],
    queryFn: async ({ signal }) => {
      const { result } = await request<typeof getEnrollmentTempInfo>(
        'getEnrollmentTempInfo',
        { input: { enrollment_id: enrollmentId, column: 'contact_info' } },
        { signal },
      );
      if (typeof result !== 'object' || result === null) return null;
      const text = (name: string) => {
        const value = (result as Record<string, unknown>)[name];
        return typeof value === 'string' ? value : '';
      };
      return {
        address1: text('address1'),
        address2: text('address2'),
        city: text('city'),
        state: text('state'),
        zip: text('zip'),
      };
    },
  });

/** The bank a routing number belongs to, as the directory names it. */
export const lookupBank = (routing: string) =>
  request<typeof routingNumberBankLookup>('routingNumberBankLookup', { input: { q: routing } });

export function useSaveBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallArgs<typeof saveBillingInfo>['input']) =>
      request<typeof saveBillingInfo>('saveBillingInfo', { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enrollment'] }),
  });
}

export function useSaveBillingExisting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallArgs<typeof saveBillingInfoExisting>['input']) =>
      request<typeof saveBillingInfoExisting>('saveBillingInfoExisting', { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enrollment'] }),
  });
}
