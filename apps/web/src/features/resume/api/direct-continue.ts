// A resume link as this browser may read it: its context once this session opened it (a reload
// after confirming), else the server's refusal (confirm first, used, unknown or expired).
import type { directContinue } from '@benefit-store/contract/resume';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const directContinueQuery = (token: string) =>
  queryOptions({
    queryKey: ['resume', 'direct-continue', { tempId: token }],
    queryFn: ({ signal }) =>
      request<typeof directContinue>('directContinue', { input: {}, params: { tempId: token } }, { signal }),
    retry: false,
  });

export const useDirectContinue = (token: string) => useQuery(directContinueQuery(token));
