// The effective dates the cart may start on, the dates left out and why, and the cutoff.
import type { getCartEffectiveDates } from '@benefit-store/contract/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const effectiveDatesQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['cart', 'get-cart-effective-dates', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getCartEffectiveDates>(
        'getCartEffectiveDates',
        { input: { enrollment_id: enrollmentId } },
        { signal },
      ),
  });

export const useCartEffectiveDates = (enrollmentId: string | null) =>
  useQuery({ ...effectiveDatesQuery(enrollmentId ?? ''), enabled: enrollmentId !== null });
