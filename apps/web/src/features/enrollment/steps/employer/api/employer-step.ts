// The employer step's calls: its fields (values saved or prefilled from the group), whether the
// cart lets it be skipped (an IHA plan), and its save.
import type {
  getCartPlanInfo,
  getFormFieldsEmployerInfo,
  saveEmployerInfo,
} from '@benefit-store/contract/enrollment-employer';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallArgs, request } from '../../../../../shared/api/client';

export const employerFieldsQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'get-form-fields-employer-info', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getFormFieldsEmployerInfo>(
        'getFormFieldsEmployerInfo',
        { input: { enrollment_id: enrollmentId } },
        { signal },
      ),
  });
export const useEmployerFields = (enrollmentId: string) => useQuery(employerFieldsQuery(enrollmentId));

export const cartPlanInfoQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'get-cart-plan-info', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getCartPlanInfo>('getCartPlanInfo', { input: { enrollment_id: enrollmentId } }, { signal }),
  });
export const useCartPlanInfo = (enrollmentId: string) => useQuery(cartPlanInfoQuery(enrollmentId));

export type EmployerInput = CallArgs<typeof saveEmployerInfo>['input'];

export function useSaveEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmployerInput) => request<typeof saveEmployerInfo>('saveEmployerInfo', { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enrollment'] }),
  });
}
