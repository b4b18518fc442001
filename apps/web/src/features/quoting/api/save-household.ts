// Saves the household: a new temporary enrollment when none is stored, else an update of the stored
// one (spec 000 section 4, filter submit); the id and the tier are kept in the session, the household
// itself only on the server.
import type { Tier } from '@benefit-store/contract/quoting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/client';
import { useCartNotice } from '../../../shared/session/cart-notice';
import { type SessionValues, useSession } from '../../../shared/session/session-store';
import { addFilterForNewUserRequest, type NewUserFilter } from './add-filter-for-new-user';
import { changeFilterInfoRequest } from './change-filter-info';
import { householdQueryPrefixes } from './household-queries';

export interface Household {
  zip: string;
  dob: string;
  gender: number;
  tier: Tier;
  spouse_dop?: string | undefined;
  child_num?: number | undefined;
  /** Categories chosen on the get-a-quote landing; only a new enrollment records them. */
  categories?: NewUserFilter['categories'];
}

const orUndefined = <T>(value: T | null) => value ?? undefined;

/** The parties a new enrollment belongs to, from the session. */
export function partiesOf(session: SessionValues, referral?: string): Partial<NewUserFilter> {
  return {
    eprocess: orUndefined(session.eprocess),
    agent_id: orUndefined(session.agent_id),
    group_id: orUndefined(session.group_id),
    platform_group_id: orUndefined(session.portal_id),
    open_type: orUndefined(session.open_type),
    referral: referral ?? (session.referral?.valid ? session.referral.id : undefined),
  };
}

export function useSaveHousehold({ referral }: { referral?: string | undefined } = {}) {
  const queryClient = useQueryClient();
  const set = useSession((state) => state.set);
  return useMutation({
    mutationFn: async ({ gender, categories, ...rest }: Household) => {
      // The contract's gender rule reads 0 or 1 and gives a number back; send the code it takes.
      const household = { ...rest, gender: gender === 1 ? (1 as const) : (0 as const) };
      const session = useSession.getState();
      if (session.tempId) {
        try {
          const changed = await changeFilterInfoRequest(session.tempId, household);
          useCartNotice.getState().show(changed.cart_changes);
          return session.tempId;
        } catch (error) {
          // A stored id this session may no longer touch: start a new enrollment instead.
          if (!(error instanceof ApiError && error.statusCode === 404)) throw error;
        }
      }
      const created = await addFilterForNewUserRequest({
        ...household,
        ...partiesOf(session, referral),
        type: 'new-user',
        categories,
      });
      return created.temp_enrollment_id;
    },
    onSuccess: async (tempId, household) => {
      set({ tempId, selectedTier: household.tier });
      await queryClient.invalidateQueries({
        predicate: (query) => householdQueryPrefixes.includes(String(query.queryKey[0])),
      });
    },
  });
}
