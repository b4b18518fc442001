// The portals offered: a rep's, or without a rep the site's own.
import type { getEnrollmentPlatforms } from '@benefit-store/contract/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const enrollmentPlatformsQuery = (agentId: string | null) =>
  queryOptions({
    queryKey: ['landing', 'get-enrollment-platforms', { agent_id: agentId }],
    queryFn: async ({ signal }) =>
      (
        await request<typeof getEnrollmentPlatforms>(
          'getEnrollmentPlatforms',
          { input: agentId ? { agent_id: agentId } : {} },
          { signal },
        )
      ).result,
  });

export const useEnrollmentPlatforms = (agentId: string | null) => useQuery(enrollmentPlatformsQuery(agentId));
