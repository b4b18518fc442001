// The beneficiary step's calls: its form's fields, the list on file (the enrollment's, or an
// existing member's), one beneficiary checked before it is listed, and the list saved.
import type {
  getBeneficiariesExistingUserEnrollment,
  getFormFieldsBeneficiaryInfo,
  saveBeneficiaryInfo,
  validateSingleBeneficiary,
} from '@benefit-store/contract/enrollment-beneficiaries';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallArgs, request } from '../../../../../shared/api/client';

export const beneficiaryFieldsQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'get-form-fields-beneficiary-info', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getFormFieldsBeneficiaryInfo>(
        'getFormFieldsBeneficiaryInfo',
        { input: { enrollment_id: enrollmentId } },
        { signal },
      ),
  });
export const useBeneficiaryFields = (enrollmentId: string) => useQuery(beneficiaryFieldsQuery(enrollmentId));

export const beneficiariesQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'get-beneficiaries-existing-user-enrollment', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getBeneficiariesExistingUserEnrollment>(
        'getBeneficiariesExistingUserEnrollment',
        { input: { enrollment_id: enrollmentId } },
        { signal },
      ),
  });
export const useBeneficiaries = (enrollmentId: string) => useQuery(beneficiariesQuery(enrollmentId));

export type BeneficiaryInput = CallArgs<typeof validateSingleBeneficiary>['input'];

export const useValidateBeneficiary = () =>
  useMutation({
    mutationFn: (input: BeneficiaryInput) =>
      request<typeof validateSingleBeneficiary>('validateSingleBeneficiary', { input }),
  });

export function useSaveBeneficiaries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallArgs<typeof saveBeneficiaryInfo>['input']) =>
      request<typeof saveBeneficiaryInfo>('saveBeneficiaryInfo', { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enrollment'] }),
  });
}
