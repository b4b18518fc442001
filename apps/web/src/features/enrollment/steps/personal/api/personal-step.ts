// The personal step's calls: its configured fields, its save, and the enroller code.
import type {
  checkEnrollCode,
  getFormFieldsPersonalInfo,
  saveEnrollerCode,
  savePersonalInfo,
} from '@benefit-store/contract/enrollment-personal';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallArgs } from '../../../../../shared/api/client';
import { request } from '../../../../../shared/api/client';

export const personalFieldsQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'get-form-fields-personal-info', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getFormFieldsPersonalInfo>(
        'getFormFieldsPersonalInfo',
        { input: { enrollment_id: enrollmentId } },
        { signal },
      ),
  });
export const usePersonalFields = (enrollmentId: string) => useQuery(personalFieldsQuery(enrollmentId));

export function useSavePersonalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallArgs<typeof savePersonalInfo>['input']) =>
      request<typeof savePersonalInfo>('savePersonalInfo', { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enrollment', 'get-form-fields-personal-info'] }),
  });
}

export const enrollCodeQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'check-enroll-code', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof checkEnrollCode>('checkEnrollCode', { input: { enrollment_id: enrollmentId } }, { signal }),
  });
/** Whether the enroller-code popup shows for this enrollment (a rep's), and whether it may be skipped. */
export const useEnrollCode = (enrollmentId: string) => useQuery(enrollCodeQuery(enrollmentId));

export function useSaveEnrollerCode() {
  return useMutation({
    mutationFn: (input: { enrollment_id: string; enrollerCode: string }) =>
      request<typeof saveEnrollerCode>('saveEnrollerCode', { input }),
  });
}
