// A plan and its description texts.
import type { getPlanDetail } from '@benefit-store/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const planDetailQuery = (planId: string, enrollmentId: string | null) => {
  const input = { enrollment_id: enrollmentId ?? undefined };
  return queryOptions({
    queryKey: ['catalog', 'get-plan-detail', { planId, ...input }],
    queryFn: ({ signal }) => request<typeof getPlanDetail>('getPlanDetail', { input, params: { planId } }, { signal }),
  });
};

export const usePlanDetail = (planId: string, enrollmentId: string | null) =>
  useQuery(planDetailQuery(planId, enrollmentId));
