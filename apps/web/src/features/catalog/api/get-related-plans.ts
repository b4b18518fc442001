// Suggested products to go with a plan, priced for the household.
import type { getRelatedPlans } from '@benefit-store/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const relatedPlansQuery = (enrollmentId: string, planId: string) =>
  queryOptions({
    queryKey: ['catalog', 'get-related-plans', { enrollment_id: enrollmentId, plan_id: planId }],
    queryFn: ({ signal }) =>
      request<typeof getRelatedPlans>(
        'getRelatedPlans',
        { input: { enrollment_id: enrollmentId, plan_id: planId } },
        { signal },
      ),
  });

export const useRelatedPlans = (enrollmentId: string | null, planId: string) =>
  useQuery({ ...relatedPlansQuery(enrollmentId ?? '', planId), enabled: enrollmentId !== null });
