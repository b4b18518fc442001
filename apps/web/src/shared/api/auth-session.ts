// Who this browser's session is (a signed-in rep or group administrator, or a storefront
// visitor) and when it ends unless used.
import type { authSession } from '@benefit-store/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './client';

export const authSessionQuery = queryOptions({
  queryKey: ['auth', 'auth-session'],
  queryFn: ({ signal }) => request<typeof authSession>('authSession', { input: {} }, { signal }),
});

export const useAuthSession = () => useQuery(authSessionQuery);
