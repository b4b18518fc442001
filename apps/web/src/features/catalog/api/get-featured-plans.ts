// Featured plans for the visitor's party.
import type { getFeaturedPlans } from '@benefit-store/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallArgs, request } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/session-store';

export type PartyQuery = CallArgs<typeof getFeaturedPlans>['input'];

export const featuredPlansQuery = (party: PartyQuery) =>
  queryOptions({
    queryKey: ['catalog', 'get-featured-plans', party],
    queryFn: ({ signal }) => request<typeof getFeaturedPlans>('getFeaturedPlans', { input: party }, { signal }),
  });

/** The party the session belongs to and its age market, as catalog queries take them. */
export function usePartyQuery(): PartyQuery {
  const agentId = useSession((state) => state.agent_id);
  const groupId = useSession((state) => state.group_id);
  const portalId = useSession((state) => state.portal_id);
  const eprocess = useSession((state) => state.eprocess);
  const openType = useSession((state) => state.open_type);
  const over65 = useSession((state) => state.over65);
  return {
    agent_id: agentId ?? undefined,
    group_id: groupId ?? undefined,
    portal_id: portalId ?? undefined,
    eprocess: eprocess ?? undefined,
    open_type: openType ?? undefined,
    over_65: over65 ? 1 : 0,
  };
}

export const useFeaturedPlans = () => useQuery(featuredPlansQuery(usePartyQuery()));
