// The health step's calls: the questions the enrollment asks, the answers on file (the
// enrollment's, or an existing member's), and the save.
import type {
  getExistingPrimaryHealthInfo,
  getHealthQuestionsPrimaryHealthInfo,
  savePrimaryHealthInfo,
} from '@benefit-store/contract/enrollment-health';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallArgs, request } from '../../../../../shared/api/client';

export const healthQuestionsQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'get-health-questions-primary-health-info', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getHealthQuestionsPrimaryHealthInfo>(
        'getHealthQuestionsPrimaryHealthInfo',
        { input: { enrollment_id: enrollmentId } },
        { signal },
      ),
  });
export const useHealthQuestions = (enrollmentId: string) => useQuery(healthQuestionsQuery(enrollmentId));

export const healthOnFileQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'get-existing-primary-health-info', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getExistingPrimaryHealthInfo>(
        'getExistingPrimaryHealthInfo',
        { input: { enrollment_id: enrollmentId } },
        { signal },
      ),
  });
export const useHealthOnFile = (enrollmentId: string) => useQuery(healthOnFileQuery(enrollmentId));

export type HealthInput = CallArgs<typeof savePrimaryHealthInfo>['input'];

export function useSaveHealth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HealthInput) => request<typeof savePrimaryHealthInfo>('savePrimaryHealthInfo', { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enrollment'] }),
  });
}
