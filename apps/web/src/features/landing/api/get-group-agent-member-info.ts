// Who a group's new member enrolls under: the group and the portals offered.
import type { getGroupAgentMemberInfo } from '@benefit-store/contract/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const groupAgentMemberInfoQuery = (groupId: string) =>
  queryOptions({
    queryKey: ['landing', 'get-group-agent-member-info', { group_id: groupId }],
    queryFn: ({ signal }) =>
      request<typeof getGroupAgentMemberInfo>('getGroupAgentMemberInfo', { input: { group_id: groupId } }, { signal }),
  });

export const useGroupAgentMemberInfo = (groupId: string | null) =>
  useQuery({ ...groupAgentMemberInfoQuery(groupId ?? ''), enabled: groupId !== null });
