// The quotes sent from the signed-in party's book, for its desk.
import type { membersQuotesSent } from '@benefit-store/contract/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const quotesSentQuery = queryOptions({
  queryKey: ['members', 'members-quotes-sent'],
  queryFn: ({ signal }) => request<typeof membersQuotesSent>('membersQuotesSent', { input: {} }, { signal }),
});

export const useQuotesSent = () => useQuery(quotesSentQuery);
