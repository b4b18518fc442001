// Checkout: stores the effective date chosen (the selector, and Proceed before the wizard starts);
// the server re-rates the cart for it, so the cart is read again.
import type { cartCheckout } from '@benefit-store/contract/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, request } from '../../../shared/api/client';

/** The words saying why checkout refused the date, for the selector. */
export const checkoutRefusal = (error: unknown) =>
  error instanceof ApiError ? (error.fieldErrors[0]?.error_message ?? error.message) : String(error);

export function useCartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { enrollment_id: string; effective_date: string }) =>
      request<typeof cartCheckout>('cartCheckout', { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}
