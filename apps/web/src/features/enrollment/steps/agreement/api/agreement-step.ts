// The agreement step's calls: its texts (with the digest of the text shown), its verification
// fields, and the signature.
import type {
  getAgreementTexts,
  getFormFieldsAgreementInfo,
  saveAgreementInfo,
} from '@benefit-store/contract/enrollment-agreement';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallArgs, request } from '../../../../../shared/api/client';

export const agreementTextsQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'get-agreement-texts', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getAgreementTexts>('getAgreementTexts', { input: { enrollment_id: enrollmentId } }, { signal }),
  });
export const useAgreementTexts = (enrollmentId: string) => useQuery(agreementTextsQuery(enrollmentId));

export const agreementFieldsQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'get-form-fields-agreement-info', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getFormFieldsAgreementInfo>(
        'getFormFieldsAgreementInfo',
        { input: { enrollment_id: enrollmentId } },
        { signal },
      ),
  });
export const useAgreementFields = (enrollmentId: string) => useQuery(agreementFieldsQuery(enrollmentId));

export type AgreementInput = CallArgs<typeof saveAgreementInfo>['input'];

export function useSaveAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AgreementInput) => request<typeof saveAgreementInfo>('saveAgreementInfo', { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enrollment'] }),
  });
}
