// Preview: the quote email as it would be sent; nothing is stored or sent.
import type { getQuotePreviewContent } from '@benefit-store/contract/quotes';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import type { QuoteInput } from './save-enrollment';

/** A mutation, not a query: the preview is asked for by a button, with the form as it is then. */
export function useQuotePreview() {
  return useMutation({
    mutationFn: (input: QuoteInput) =>
      request<typeof getQuotePreviewContent>('getQuotePreviewContent', {
        input: { ...input, tab: 'cart_info', type: 'preview' },
      }),
  });
}
