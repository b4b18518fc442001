// Accept (1) or decline (0) the quote.
import type { quoteUpdateQuoteseenStatus } from '@benefit-store/contract/quotes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export function useAnswerQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { enrollment_id: string; quote_status: 0 | 1 }) =>
      request<typeof quoteUpdateQuoteseenStatus>('quoteUpdateQuoteseenStatus', { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['quotes'] }),
  });
}
