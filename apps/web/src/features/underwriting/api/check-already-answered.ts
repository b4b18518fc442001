// Whether the household already answered a plan's health questions (Add to Cart instead of Enroll Now).
import type { checkAlreadyAnswered } from '@benefit-store/contract/underwriting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const alreadyAnsweredQuery = (enrollmentId: string, planId: string) =>
  queryOptions({
    queryKey: ['underwriting', 'check-already-answered', { enrollment_id: enrollmentId, plan_id: planId }],
    queryFn: ({ signal }) =>
      request<typeof checkAlreadyAnswered>(
        'checkAlreadyAnswered',
        { input: { enrollment_id: enrollmentId, plan_id: planId } },
        { signal },
      ),
  });

export const useAlreadyAnswered = (enrollmentId: string | null, planId: string) =>
  useQuery({ ...alreadyAnsweredQuery(enrollmentId ?? '', planId), enabled: enrollmentId !== null });
