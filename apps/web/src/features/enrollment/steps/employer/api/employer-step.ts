// The employer step's calls: its fields (values saved or prefilled from the group), whether the
// cart lets it be skipped (an IHA plan), its save, and its skip.
import type {
  getCartPlanInfo,
  getFormFieldsEmployerInfo,
  saveEmployerInfo,
  skipEmployerInfo,
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

/** Skip (offered with an IHA plan in the cart): recorded by the server, so completion accepts it. */
export function useSkipEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enrollmentId: string) =>
      request<typeof skipEmployerInfo>('skipEmployerInfo', { input: { enrollment_id: enrollmentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enrollment'] }),
  });
}
