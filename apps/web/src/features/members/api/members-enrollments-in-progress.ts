// The signed-in party's enrollments not yet completed, for its desk.
import type { membersEnrollmentsInProgress } from '@benefit-store/contract/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const enrollmentsInProgressQuery = queryOptions({
  queryKey: ['members', 'members-enrollments-in-progress'],
  queryFn: ({ signal }) =>
    request<typeof membersEnrollmentsInProgress>('membersEnrollmentsInProgress', { input: {} }, { signal }),
});

export const useEnrollmentsInProgress = () => useQuery(enrollmentsInProgressQuery);
