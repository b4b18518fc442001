// The footer's own data: the association membership plan its note links to, if the store has one.
import type { getGoenrollFooterPlan } from '@benefit-store/contract/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../shared/api/client';

export const footerPlanQuery = queryOptions({
  queryKey: ['landing', 'get-goenroll-footer-plan'],
  queryFn: async ({ signal }) =>
    (await request<typeof getGoenrollFooterPlan>('getGoenrollFooterPlan', { input: {} }, { signal })).plan_id,
  staleTime: 5 * 60 * 1000,
  retry: false,
});

export const useFooterPlan = () => useQuery(footerPlanQuery);
