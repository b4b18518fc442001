// The header's data: the plan category menu (common, or a group's) and the cart badge.
// Cart keys start with ['cart'] so any screen that changes the cart can refresh the badge;
// menu keys start with ['menu'] and carry the over-65 flag, so the age bar refreshes them.
import type { getCartAmount, getCartCount } from '@benefit-store/contract/cart';
import type { getCommonMenu, getGroupMenu } from '@benefit-store/contract/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../shared/api/client';
import type { SessionValues } from '../../shared/session/session-store';

export const cartCountQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['cart', 'get-cart-count', { enrollment_id: enrollmentId }],
    queryFn: async ({ signal }) =>
      (await request<typeof getCartCount>('getCartCount', { input: { enrollment_id: enrollmentId } }, { signal }))
        .result,
    retry: false,
  });

export const cartAmountQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['cart', 'get-cart-amount', { enrollment_id: enrollmentId }],
    queryFn: async ({ signal }) =>
      (await request<typeof getCartAmount>('getCartAmount', { input: { enrollment_id: enrollmentId } }, { signal }))
        .result,
    retry: false,
  });

/** Count and amount of the session's cart; undefined while unknown or when either call fails. */
export function useCartSummary(enrollmentId: string | null) {
  const count = useQuery({ ...cartCountQuery(enrollmentId ?? ''), enabled: enrollmentId !== null });
  const amount = useQuery({ ...cartAmountQuery(enrollmentId ?? ''), enabled: enrollmentId !== null });
  return count.data !== undefined && amount.data !== undefined ? { count: count.data, amount: amount.data } : undefined;
}

type MenuParty = Pick<
  SessionValues,
  'agent_id' | 'group_id' | 'portal_id' | 'eprocess' | 'open_type' | 'tempId' | 'over65' | 'fromSite'
>;

/** The menu of a landed group comes from the group; everyone else's from the common menu. */
export const menuQuery = (party: MenuParty) => {
  const asGroup = party.open_type === 'group' && party.group_id !== null;
  return queryOptions({
    queryKey: ['menu', asGroup ? 'get-group-menu' : 'get-common-menu', party],
    queryFn: async ({ signal }) => {
      if (asGroup) {
        const input = { group_id: party.group_id ?? '', ...(party.fromSite ? { from_site: party.fromSite } : {}) };
        return (await request<typeof getGroupMenu>('getGroupMenu', { input }, { signal })).categories;
      }
      const input = {
        ...(party.agent_id ? { agent_id: party.agent_id } : {}),
        ...(party.group_id ? { group_id: party.group_id } : {}),
        ...(party.portal_id ? { portal_id: party.portal_id } : {}),
        ...(party.eprocess ? { eprocess: party.eprocess } : {}),
        ...(party.open_type ? { open_type: party.open_type } : {}),
        ...(party.tempId ? { enrollment_id: party.tempId } : {}),
        over_65: party.over65 ? (1 as const) : (0 as const),
      };
      return (await request<typeof getCommonMenu>('getCommonMenu', { input }, { signal })).categories;
    },
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
};

/** Only the fields the menu depends on make its key (not the whole session). */
export const useMenu = ({ agent_id, group_id, portal_id, eprocess, open_type, tempId, over65, fromSite }: MenuParty) =>
  useQuery(menuQuery({ agent_id, group_id, portal_id, eprocess, open_type, tempId, over65, fromSite }));
