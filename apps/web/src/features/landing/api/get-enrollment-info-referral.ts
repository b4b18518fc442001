// A referral link: its rep, group and portal, whether it is still valid, and who referred.
import type { getEnrollmentInfoReferral } from '@benefit-store/contract/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const referralQuery = (referralId: string) =>
  queryOptions({
    queryKey: ['landing', 'get-enrollment-info-referral', { referral_id: referralId }],
    queryFn: ({ signal }) =>
      request<typeof getEnrollmentInfoReferral>(
        'getEnrollmentInfoReferral',
        { input: { referral_id: referralId } },
        { signal },
      ),
    retry: false,
  });

export const useReferral = (referralId: string) => useQuery(referralQuery(referralId));
