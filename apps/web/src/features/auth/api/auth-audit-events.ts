// The signed-in party's audit trail: its sign-ins, and reads and changes in its books.
import type { authAuditEvents } from '@benefit-store/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const auditEventsQuery = queryOptions({
  queryKey: ['auth', 'auth-audit-events'],
  queryFn: ({ signal }) => request<typeof authAuditEvents>('authAuditEvents', { input: {} }, { signal }),
});

/** Asked only once the session is known to be signed in: otherwise the server answers 401. */
export const useAuditEvents = (signedIn: boolean) => useQuery({ ...auditEventsQuery, enabled: signedIn });
