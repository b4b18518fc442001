// Where a resumed enrollment goes and what the browser remembers of it (spec 000 section 4,
// spec 001 section 2): the saved tab's step, or the cart; a rep's or group's enrollment without a
// landing url goes to landing-config-error; an unknown tab to /404; a cart saved under a landing
// page to that landing's cart. Pure functions.
import { shortStepOfTab } from '@benefit-store/contract/enrollment-tabs';
import { type ResumeOthers, type SavedTab, tabOfSavedTab } from '@benefit-store/contract/resume';
import { notFoundPath } from '../../shared/not-found';
import type { SessionValues } from '../../shared/session/session-store';

export interface Resumed {
  enrollment_id: string;
  saved_tab: SavedTab;
  others: ResumeOthers;
}

const isSavedTab = (tab: string): tab is SavedTab => Object.hasOwn(tabOfSavedTab, tab);

/** base64 or base64url text, decoded; undefined when it is not. */
export function decodeSegment(segment: string | undefined): string | undefined {
  if (!segment || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(segment)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(atob(segment.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)),
    );
  } catch {
    return undefined;
  }
}

/** The saved tab a link's tab segment names, or undefined (the link goes to /404). */
export function savedTabOfSegment(segment: string | undefined): SavedTab | undefined {
  const tab = decodeSegment(segment);
  return tab !== undefined && isSavedTab(tab) ? tab : undefined;
}

/** The link id a segment carries: the server's token (22 base64url characters). */
export function linkTokenOfSegment(segment: string | undefined): string | undefined {
  const token = decodeSegment(segment);
  return token !== undefined && /^[A-Za-z0-9_-]{22}$/.test(token) ? token : undefined;
}

/** Where the resumed enrollment opens. */
export function resumeDestination({ saved_tab, others }: Resumed): string {
  const party =
    others.open_type === 'group' || others.eprocess === 'group' ? 'group' : others.agent_id ? 'agent' : null;
  if (party !== null && (others.open_type === 'agent' || others.open_type === 'group') && !others.landing_url)
    return `/landing-config-error/${party}`;
  if (!isSavedTab(saved_tab)) return notFoundPath;
  return placeOf(tabOfSavedTab[saved_tab], others.landing_url);
}

/**
 * The saved tab's step by its short name (continue-enrollment and resume links), or the cart: under
 * the landing page it was saved under, /{landingUrl}/cart (spec 001 section 2); else /cart.
 */
function placeOf(place: (typeof tabOfSavedTab)[SavedTab], landing: string | null): string {
  if (place === 'cart') return landing ? `/${encodeURIComponent(landing)}/cart` : '/cart';
  return `/enrollment/${shortStepOfTab[place]}`;
}

/**
 * What the browser keeps of a resumed enrollment (its stored values start empty on these routes).
 * A saved cart (cart_info) also sets the quotation-hidden and personal-code-redirection markers
 * (spec 000 section 4, spec 001 section 2): the person back at it is the client a quote or a
 * save-for-later code was sent to, not the rep who would send one.
 */
export function sessionOfResumed({ enrollment_id, saved_tab, others }: Resumed): Partial<SessionValues> {
  const cart = saved_tab === 'cart_info';
  return {
    tempId: enrollment_id,
    landing_url: others.landing_url,
    agent_id: others.agent_id,
    group_id: others.group_id,
    portal_id: others.platform_group_id,
    portal_type: others.platform_type,
    quotation_hidden: cart,
    personal_code_redirection: cart,
    eprocess: others.eprocess,
    open_type: others.open_type,
    enroll_type: others.type === 'existing-user' ? 'existing-member' : 'new-member',
    continue_track: saved_tab,
  };
}
