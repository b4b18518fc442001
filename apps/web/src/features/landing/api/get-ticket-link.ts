// Where the footer's support request button leads.
import type { getTicketLink } from '@benefit-store/contract/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const ticketLinkQuery = queryOptions({
  queryKey: ['landing', 'get-ticket-link'],
  queryFn: ({ signal }) => request<typeof getTicketLink>('getTicketLink', { input: {} }, { signal }),
  staleTime: 5 * 60 * 1000,
});

export const useTicketLink = () => useQuery(ticketLinkQuery);
