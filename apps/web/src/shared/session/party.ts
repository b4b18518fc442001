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

/** A rep's or group's landing page by its party and its url. */
export interface LandingParty {
  type: 'agent' | 'group';
  id: string;
  landing_url: string;
}

/**
 * Where a rep-quote portal sends its root (spec 000 section 4) on a landing: the landing's cart,
 * when the stored portal is a rep-quote one of this landing's party and the visitor may open the
 * landing's pages (as the route guard says); else null.
 */
export function repQuoteCartOf(
  session: Pick<SessionValues, 'portal_type' | 'agent_id' | 'group_id' | 'repAuthenticated' | 'groupAuthenticated'>,
  landing: LandingParty,
): string | null {
  if (session.portal_type !== 'rep-quote') return null;
  const sameParty = (landing.type === 'agent' ? session.agent_id : session.group_id) === landing.id;
  const mayOpen =
    landing.type === 'agent' ? session.repAuthenticated : session.repAuthenticated || session.groupAuthenticated;
  return sameParty && mayOpen ? `/${encodeURIComponent(landing.landing_url)}/cart` : null;
}
