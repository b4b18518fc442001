// The send-quote view's quote: as sent, and its prices now.
import type { getQuote } from '@benefit-store/contract/quotes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const quoteQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['quotes', 'get-quote', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getQuote>('getQuote', { input: { enrollment_id: enrollmentId } }, { signal }),
  });

export const useQuote = (enrollmentId: string) => useQuery(quoteQuery(enrollmentId));
