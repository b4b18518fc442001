// The portal the branded site enrolls into (get-elevate-info); none on the plain store.
import type { getElevateInfo } from '@benefit-store/contract/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const elevateInfoQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['landing', 'get-elevate-info'],
    queryFn: ({ signal }) => request<typeof getElevateInfo>('getElevateInfo', { input: {} }, { signal }),
    enabled,
    staleTime: 5 * 60 * 1000,
  });

export const useElevateInfo = (enabled: boolean) => useQuery(elevateInfoQuery(enabled));
