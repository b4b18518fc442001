// The special-carrier questions of a plan and their answers (get-aflac-questions, save-aflac-questions).
import type { getAflacQuestions, saveAflacQuestions } from '@benefit-store/contract/underwriting';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { type CallArgs, request } from '../../../shared/api/client';

export const aflacQuestionsQuery = (enrollmentId: string, planId: string) =>
  queryOptions({
    queryKey: ['underwriting', 'get-aflac-questions', { enrollment_id: enrollmentId, plan_id: planId }],
    queryFn: ({ signal }) =>
      request<typeof getAflacQuestions>(
        'getAflacQuestions',
        { input: { enrollment_id: enrollmentId, plan_id: planId } },
        { signal },
      ),
  });

export const useAflacQuestions = (enrollmentId: string | null, planId: string) =>
  useQuery({ ...aflacQuestionsQuery(enrollmentId ?? '', planId), enabled: enrollmentId !== null });

export type AflacAnswers = CallArgs<typeof saveAflacQuestions>['input'];

export const useSaveAflacAnswers = () =>
  useMutation({
    mutationFn: (input: AflacAnswers) => request<typeof saveAflacQuestions>('saveAflacQuestions', { input }),
  });
