// The landed rep's or group's About text.
import type { getAgentAboutPageInfo, getGroupAboutPageInfo } from '@benefit-store/contract/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const partyAboutPageInfoQuery = (type: 'agent' | 'group', id: string) =>
  queryOptions({
    queryKey: ['landing', 'get-party-about-page-info', { type, id }],
    queryFn: async ({ signal }) =>
      type === 'agent'
        ? (
            await request<typeof getAgentAboutPageInfo>(
              'getAgentAboutPageInfo',
              { input: { agent_id: id } },
              { signal },
            )
          ).result
        : (
            await request<typeof getGroupAboutPageInfo>(
              'getGroupAboutPageInfo',
              { input: { group_id: id } },
              { signal },
            )
          ).result,
  });

export const usePartyAboutPageInfo = (type: 'agent' | 'group', id: string, enabled: boolean) =>
  useQuery({ ...partyAboutPageInfoQuery(type, id), enabled });
