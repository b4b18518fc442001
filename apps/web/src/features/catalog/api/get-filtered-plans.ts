// The plans of the household's enrollment, by category and medical network; before a household
// exists, the plans of one menu category for the visitor's party.
import type { CategoryCode, getFilteredPlans, getMenuFilteredPlans } from '@benefit-store/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { type PartyQuery, usePartyQuery } from './get-featured-plans';

export const filteredPlansQuery = (
  enrollmentId: string,
  categories: readonly CategoryCode[],
  network?: string,
  over65 = false,
) => {
  const input = {
    enrollment_id: enrollmentId,
    categories: categories.length > 0 ? categories.join(',') : undefined,
    plan_network: network,
    over_65: over65 ? (1 as const) : (0 as const),
  };
  return queryOptions({
    queryKey: ['catalog', 'get-filtered-plans', input],
    queryFn: ({ signal }) => request<typeof getFilteredPlans>('getFilteredPlans', { input }, { signal }),
  });
};

export const menuFilteredPlansQuery = (category: CategoryCode, party: PartyQuery, network?: string) => {
  const input = { category, plan_network: network, ...party };
  return queryOptions({
    queryKey: ['catalog', 'get-menu-filtered-plans', input],
    queryFn: ({ signal }) => request<typeof getMenuFilteredPlans>('getMenuFilteredPlans', { input }, { signal }),
  });
};

/** The listing's plans: the enrollment's when there is one, else the menu category's. */
export function usePlans(enrollmentId: string | null, categories: readonly CategoryCode[], network?: string) {
  const party = usePartyQuery();
  const [first] = categories;
  const byEnrollment = useQuery({
    ...filteredPlansQuery(enrollmentId ?? '', categories, network, party.over_65 === 1),
    enabled: enrollmentId !== null,
  });
  const byMenu = useQuery({
    ...menuFilteredPlansQuery(first ?? 'dental', party, network),
    enabled: enrollmentId === null && first !== undefined,
  });
  return enrollmentId !== null ? byEnrollment : byMenu;
}
