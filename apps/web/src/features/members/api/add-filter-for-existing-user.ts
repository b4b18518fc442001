// Enroll Now for a current member: a new quote for them with the tier chosen (and the spouse and
// children it covers), kept in the session as the enrollment the plans are priced for, with its portal.
import type { addFilterForExistingUser, Tier } from '@benefit-store/contract/quoting';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/session-store';

export interface ExistingMemberQuote {
  user_id: string;
  tier: Tier;
  /** Who enrolls: a rep for their book, a group for its employees. */
  eprocess: 'rep' | 'group';
  policy_id?: string;
  /** The spouse's birth date (mm/dd/yyyy) and the number of children, where the tier covers them. */
  spouse_dop?: string | undefined;
  child_num?: number | undefined;
}

export function useAddFilterForExistingUser() {
  return useMutation({
    mutationFn: (quote: ExistingMemberQuote) =>
      request<typeof addFilterForExistingUser>('addFilterForExistingUser', {
        input: { ...quote, policy_id: quote.policy_id || undefined },
      }),
    onSuccess: (created, quote) =>
      useSession.getState().set({
        selectedTier: quote.tier,
        user_id: quote.user_id,
        eprocess: quote.eprocess,
        tempId: created.temp_enrollment_id,
        portal_id: created.portal_id,
        portal_type: created.portal_type,
        enroll_type: 'existing-member',
      }),
  });
}
