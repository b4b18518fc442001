// The current members of the signed-in administrator's group.
import type { getGroupUsers } from '@benefit-store/contract/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const groupUsersQuery = (groupId: string) =>
  queryOptions({
    queryKey: ['members', 'get-group-users', { group_id: groupId }],
    queryFn: ({ signal }) =>
      request<typeof getGroupUsers>('getGroupUsers', { input: { group_id: groupId } }, { signal }),
  });

export const useGroupUsers = (groupId: string | undefined) =>
  useQuery({ ...groupUsersQuery(groupId ?? ''), enabled: groupId !== undefined });
