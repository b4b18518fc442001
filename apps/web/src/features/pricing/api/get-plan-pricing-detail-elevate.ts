// The membership plans offered with membership-linked plans, priced for the household.
import type { getPlanPricingDetailElevate } from '@benefit-store/contract/pricing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const membershipPlansQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['pricing', 'get-plan-pricing-detail-elevate', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getPlanPricingDetailElevate>(
        'getPlanPricingDetailElevate',
        { input: { enrollment_id: enrollmentId } },
        { signal },
      ),
  });

export const useMembershipPlans = (enrollmentId: string | null, enabled: boolean) =>
  useQuery({ ...membershipPlansQuery(enrollmentId ?? ''), enabled: enabled && enrollmentId !== null });
