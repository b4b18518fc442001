// The health questions of a plan, numbered in order.
import type { getQuestions } from '@benefit-store/contract/underwriting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const questionsQuery = (enrollmentId: string, planId: string) =>
  queryOptions({
    queryKey: ['underwriting', 'get-questions', { enrollment_id: enrollmentId, plan_id: planId }],
    queryFn: ({ signal }) =>
      request<typeof getQuestions>(
        'getQuestions',
        { input: { enrollment_id: enrollmentId, plan_id: planId, type: 'save' } },
        { signal },
      ),
  });

export const useQuestions = (enrollmentId: string | null, planId: string) =>
  useQuery({ ...questionsQuery(enrollmentId ?? '', planId), enabled: enrollmentId !== null && planId !== '' });
