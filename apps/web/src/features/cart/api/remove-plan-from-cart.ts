// Removing a line from the cart (POST: decision 0013); the cart, its dates, the badge and the
// listings that mark plans as in the cart are stale after it.
import type { CartLine, removePlanFromCart } from '@benefit-store/contract/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

const staleAfterRemoval = ['cart', 'catalog', 'pricing'];

export function useRemovePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (line: CartLine) => request<typeof removePlanFromCart>('removePlanFromCart', { input: line }),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => staleAfterRemoval.includes(String(query.queryKey[0])) }),
  });
}
