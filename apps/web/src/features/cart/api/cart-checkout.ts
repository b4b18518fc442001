// Checkout: stores the chosen effective date before the wizard starts.
import type { cartCheckout } from '@benefit-store/contract/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export function useCartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { enrollment_id: string; effective_date: string }) =>
      request<typeof cartCheckout>('cartCheckout', { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}
