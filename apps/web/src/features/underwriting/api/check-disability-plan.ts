// Whether a plan is disability income, which asks for annual income and working hours before pricing.
import type { checkDisabilityPlan } from '@benefit-store/contract/underwriting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const disabilityPlanQuery = (enrollmentId: string, planId: string) =>
  queryOptions({
    queryKey: ['underwriting', 'check-disability-plan', { enrollment_id: enrollmentId, plan_id: planId }],
    queryFn: ({ signal }) =>
      request<typeof checkDisabilityPlan>(
        'checkDisabilityPlan',
        { input: { enrollment_id: enrollmentId, plan_id: planId } },
        { signal },
      ),
  });

export const useDisabilityPlan = (enrollmentId: string, planId: string) =>
  useQuery(disabilityPlanQuery(enrollmentId, planId));
