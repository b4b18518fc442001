// The party values the session keeps from an address or a landing page: ids worth keeping, the
// landed rep or group, and whose information startup loads.
import type { LandingInfo } from '@benefit-store/contract/landing-entities';
import type { SessionValues } from './session-store';

/** An id from the address worth keeping; the server checks it again on every call. */
export const idLike = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);

export type PartyToLoad = { kind: 'rep' | 'applicant' | 'group'; id: string } | null;

/** A landing page forgets the stored session, then keeps the landed party; a group's own page
 *  joins the visitor to it (a rep's page does not: the rep access code does). */
export const landedValues = (info: LandingInfo): Partial<SessionValues> => ({
  open_type: info.type,
  agent_id: info.agent_id,
  group_id: info.group_id,
  eprocess: info.type === 'agent' ? 'rep' : 'group',
  groupAuthenticated: info.type === 'group',
});
