// Send: the cart saved and emailed as a quote (save-enrollment with tab cart_info).
import type { saveEnrollment } from '@benefit-store/contract/quotes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export interface QuoteInput {
  enrollment_id: string;
  name: string;
  email: string;
  message?: string;
}

export function useSendQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuoteInput) =>
      request<typeof saveEnrollment>('saveEnrollment', { input: { ...input, tab: 'cart_info' } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['quotes'] }),
  });
}
