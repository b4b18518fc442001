// The signed-in rep's current members.
import type { getAgentMembers } from '@benefit-store/contract/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const agentMembersQuery = (agentId: string) =>
  queryOptions({
    queryKey: ['members', 'get-agent-members', { agent_id: agentId }],
    queryFn: ({ signal }) =>
      request<typeof getAgentMembers>('getAgentMembers', { input: { agent_id: agentId } }, { signal }),
  });

export const useAgentMembers = (agentId: string | undefined) =>
  useQuery({ ...agentMembersQuery(agentId ?? ''), enabled: agentId !== undefined });
