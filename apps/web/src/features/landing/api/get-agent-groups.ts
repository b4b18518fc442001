// The groups a rep sells to.
import type { getAgentGroups } from '@benefit-store/contract/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const agentGroupsQuery = (agentId: string) =>
  queryOptions({
    queryKey: ['landing', 'get-agent-groups', { agent_id: agentId }],
    queryFn: ({ signal }) =>
      request<typeof getAgentGroups>('getAgentGroups', { input: { agent_id: agentId } }, { signal }),
  });

export const useAgentGroups = (agentId: string, enabled = true) => useQuery({ ...agentGroupsQuery(agentId), enabled });
