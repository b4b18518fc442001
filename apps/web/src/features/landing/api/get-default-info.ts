// The site serving this page: contact, tagline, logo and colours.
import type { getDefaultInfo } from '@benefit-store/contract/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const defaultInfoQuery = queryOptions({
  queryKey: ['landing', 'get-default-info'],
  queryFn: ({ signal }) => request<typeof getDefaultInfo>('getDefaultInfo', { input: {} }, { signal }),
  staleTime: 5 * 60 * 1000,
});

export const useDefaultInfo = () => useQuery(defaultInfoQuery);
