// The signed-in party's enrollments not yet completed, for its desk.
import type { membersEnrollmentsInProgress } from '@benefit-store/contract/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const enrollmentsInProgressQuery = queryOptions({
  queryKey: ['members', 'members-enrollments-in-progress'],
  queryFn: ({ signal }) =>
    request<typeof membersEnrollmentsInProgress>('membersEnrollmentsInProgress', { input: {} }, { signal }),
});

/** Read again every 15 seconds while the desk is open: a client's hand-off steps show as they happen. */
export const useEnrollmentsInProgress = () => useQuery({ ...enrollmentsInProgressQuery, refetchInterval: 15_000 });
