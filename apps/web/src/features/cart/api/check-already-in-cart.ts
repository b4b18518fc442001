// Whether a plan at one of its prices is already in the cart (spec 000: check-already-in-cart), for
// tiles whose answer does not say it, such as Suggested Products.
import type { CartLine, checkAlreadyInCart } from '@benefit-store/contract/cart';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

/** Under the `cart` key, so adding or removing a plan asks again. */
export const useAlreadyInCart = (line: CartLine) =>
  useQuery({
    queryKey: ['cart', 'check-already-in-cart', line],
    queryFn: ({ signal }) => request<typeof checkAlreadyInCart>('checkAlreadyInCart', { input: line }, { signal }),
    select: (answer) => answer.status,
  });
