// The landed rep's or group's header: logo, contact, tagline and colours.
import type { getAgentLandingPageInfo, getGroupLandingPageInfo } from '@benefit-store/contract/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export interface Party {
  open_type: 'agent' | 'group' | 'user' | null;
  agent_id: string | null;
  group_id: string | null;
}

/** The party whose page the visitor landed on, if any. */
export function landedParty({ open_type, agent_id, group_id }: Party) {
  if (open_type === 'agent' && agent_id) return { type: 'agent', id: agent_id } as const;
  if (open_type === 'group' && group_id) return { type: 'group', id: group_id } as const;
  return null;
}

export const partyLandingPageInfoQuery = (party: Party) => {
  const landed = landedParty(party);
  return queryOptions({
    queryKey: ['landing', 'get-party-landing-page-info', { type: landed?.type, id: landed?.id }],
    queryFn: async ({ signal }) => {
      if (landed?.type === 'agent') {
        const input = { agent_id: landed.id };
        return (await request<typeof getAgentLandingPageInfo>('getAgentLandingPageInfo', { input }, { signal })).result;
      }
      const input = { group_id: landed?.id ?? '' };
      return (await request<typeof getGroupLandingPageInfo>('getGroupLandingPageInfo', { input }, { signal })).result;
    },
    enabled: landed !== null,
    staleTime: 5 * 60 * 1000,
  });
};

export const usePartyLandingPageInfo = (party: Party) => useQuery(partyLandingPageInfoQuery(party));
