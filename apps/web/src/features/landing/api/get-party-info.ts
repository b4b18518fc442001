// The information startup loads for the session's party: a rep, an applicant or a group.
import type { getAgentInfoEnroll, getGroupInfoEnroll, getMemberInfo } from '@benefit-store/contract/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import type { PartyToLoad } from '../../../shared/session/party';

export const agentInfoQuery = (agentId: string) =>
  queryOptions({
    queryKey: ['landing', 'get-agent-info-enroll', { agent_id: agentId }],
    queryFn: async ({ signal }) =>
      (await request<typeof getAgentInfoEnroll>('getAgentInfoEnroll', { input: { agent_id: agentId } }, { signal }))
        .result,
    staleTime: 5 * 60 * 1000,
  });

export const groupInfoQuery = (groupId: string) =>
  queryOptions({
    queryKey: ['landing', 'get-group-info-enroll', { group_id: groupId }],
    queryFn: async ({ signal }) =>
      (await request<typeof getGroupInfoEnroll>('getGroupInfoEnroll', { input: { group_id: groupId } }, { signal }))
        .result,
    staleTime: 5 * 60 * 1000,
  });

export const memberInfoQuery = (userId: string) =>
  queryOptions({
    queryKey: ['landing', 'get-member-info', { user_id: userId }],
    queryFn: async ({ signal }) =>
      (await request<typeof getMemberInfo>('getMemberInfo', { input: { user_id: userId } }, { signal })).result,
    retry: false,
  });

export const useAgentInfo = (agentId: string | null) =>
  useQuery({ ...agentInfoQuery(agentId ?? ''), enabled: agentId !== null });
export const useGroupInfo = (groupId: string | null) =>
  useQuery({ ...groupInfoQuery(groupId ?? ''), enabled: groupId !== null });
export const useMemberInfo = (userId: string | null) =>
  useQuery({ ...memberInfoQuery(userId ?? ''), enabled: userId !== null });

/** The party startup loads, by kind; each kind's query runs only when it is the one. */
export function usePartyInfo(party: PartyToLoad) {
  const agent = useAgentInfo(party?.kind === 'rep' ? party.id : null);
  const member = useMemberInfo(party?.kind === 'applicant' ? party.id : null);
  const group = useGroupInfo(party?.kind === 'group' ? party.id : null);
  return { agent: agent.data, member: member.data, group: group.data };
}
