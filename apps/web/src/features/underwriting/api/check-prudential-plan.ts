// Whether a plan is underwritten by the life insurer, and whether it still needs the spouse's birth date.
import type { checkPrudentialPlan } from '@benefit-store/contract/underwriting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const prudentialPlanQuery = (enrollmentId: string, planId: string) =>
  queryOptions({
    queryKey: ['underwriting', 'check-prudential-plan', { enrollment_id: enrollmentId, plan_id: planId }],
    queryFn: ({ signal }) =>
      request<typeof checkPrudentialPlan>(
        'checkPrudentialPlan',
        { input: { enrollment_id: enrollmentId, plan_id: planId } },
        { signal },
      ),
  });

// The check only decides whether to ask for the spouse first: a failed check is not worth the
// retries' delay before the cart buttons show.
export const usePrudentialPlan = (enrollmentId: string, planId: string, enabled: boolean) =>
  useQuery({ ...prudentialPlanQuery(enrollmentId, planId), enabled, retry: false });
