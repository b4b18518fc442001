// The cart with its lines, costs and breakdown, via the typed client.
import type { getPlanCart } from '@benefit-store/contract/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const planCartQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['cart', 'get-plan-cart', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getPlanCart>('getPlanCart', { input: { enrollment_id: enrollmentId } }, { signal }),
  });

export const usePlanCart = (enrollmentId: string | null) =>
  useQuery({ ...planCartQuery(enrollmentId ?? ''), enabled: enrollmentId !== null });
