// Startup of spec 000 sections 2 and 4, in one place: which routes sign in by themselves or
// forget the stored session, which party ids the address carries (agent_id, group, uid,
// group_id), whose information loads, where Home leads and where the root, referrals and
// failed lookups send the visitor. Pure functions; use-startup.ts applies them.
import { notFoundPath } from '../shared/not-found';
import { idLike, repQuoteCartOf } from '../shared/session/party';
import type { SessionValues } from '../shared/session/session-store';

const firstSegment = (pathname: string) => pathname.split('/').find((part) => part !== '') ?? '';

const resumeRoutes = [
  'continue-enrollment',
  'direct-continue',
  'save-cart-direct-continue',
  'group-census-direct-continue',
  'pqs-direct-continue',
];
const selfAuthenticating = new Set(['smarter', 'decline-reminder-email', ...resumeRoutes]);
/** Entering these forgets every stored value first (the homes and the resume links). */
const clearing = new Set(['agent-home', 'member-home', 'group-home', ...resumeRoutes]);

/** Routes whose first segment authenticates automatically. */
export const authenticatesItself = (pathname: string): boolean => selfAuthenticating.has(firstSegment(pathname));

/** Routes that start from an empty session. */
export const clearsSession = (pathname: string): boolean => clearing.has(firstSegment(pathname));

/** The top-level routes; any other first segment is a rep's or group's landing page. */
const topLevel = new Set([
  '404',
  'landing-config-error',
  'staff',
  'home',
  'agent-home',
  'member-home',
  'group-home',
  'agent-select-member',
  'group-select-member',
  'referrals',
  'external',
  'website',
  'member-benefit-store',
  'new-landing',
  'plans',
  'new-plans',
  'plan',
  'cart',
  'enrollment',
  'confirmation',
  'PlanQuestionView',
  'BenAdvanceHome',
  ...selfAuthenticating,
]);
/** Routes that act for a rep: only after the rep access code was confirmed. */
const repRoutes = new Set(['agent-home']);
/** Routes that act for a group: after its code or its own page, or for a confirmed rep. */
const groupRoutes = new Set(['group-home']);
// The current-member tables (/agent-select-member, /group-select-member) are neither: a code
// does not open them, a staff sign-in does, and their page sends anyone else to it.

type Authentication = Pick<SessionValues, 'repAuthenticated' | 'groupAuthenticated'> &
  Partial<Pick<SessionValues, 'landing_url'>>;

/**
 * The route guard of spec 000 section 2: where a visitor who may not open `pathname` goes instead
 * (the access page: the landing page of a landing route, else the root), or null when they may.
 * It mirrors what the server enforces (a session uses only the parties it earned), so the
 * screens a visitor may not use are not shown; it protects nothing by itself.
 */
export function guardRedirect(pathname: string, session: Authentication): string | null {
  if (authenticatesItself(pathname)) return null;
  const segments = pathname.split('/').filter((part) => part !== '');
  const [first = ''] = segments;
  const rep = session.repAuthenticated;
  const group = session.repAuthenticated || session.groupAuthenticated;
  if (repRoutes.has(first)) return rep ? null : '/';
  if (groupRoutes.has(first)) return group ? null : '/';
  // A landing page itself is the access page; the screens under it need the rep or the group, or a
  // visit through that landing page (its visitor quotes under its rep, as the server lets them).
  const underLanding = !topLevel.has(first) && segments.length > 1;
  if (underLanding) return group || first === encodeURIComponent(session.landing_url ?? '') ? null : `/${first}`;
  return null;
}

/**
 * What a route that clears the session keeps of the visitor's authentication: a confirmed rep or
 * a joined group stays so while the address names the same one (the homes name their party).
 */
export function keptAuthentication(
  before: Authentication & Pick<SessionValues, 'agent_id' | 'group_id'>,
  after: Partial<SessionValues>,
): Partial<SessionValues> {
  return {
    repAuthenticated: before.repAuthenticated && before.agent_id !== null && after.agent_id === before.agent_id,
    groupAuthenticated: before.groupAuthenticated && before.group_id !== null && after.group_id === before.group_id,
  };
}

/** Home breadcrumb and logo destination; the branded group-flow host always goes to /. */
export function homeDestination(
  session: Pick<SessionValues, 'referral' | 'open_type' | 'eprocess'>,
  groupFlow = false,
): string {
  if (groupFlow) return '/';
  if (session.referral) return `/referrals?rid=${encodeURIComponent(session.referral.id)}`;
  if (session.open_type) return '/';
  if (session.eprocess === 'rep') return '/agent-home';
  if (session.eprocess === 'applicant') return '/member-home';
  if (session.eprocess === 'group') return '/group-home';
  return '/';
}

/** The party the address names: a rep (agent_id), an applicant (uid) or a group (group_id, or
 *  group outside /website, where group names the branded site instead). */
export function partyFromQuery(pathname: string, search: URLSearchParams): Partial<SessionValues> {
  const agent = search.get('agent_id');
  const user = search.get('uid');
  const group = search.get('group_id') ?? (firstSegment(pathname) === 'website' ? null : search.get('group'));
  const values: Partial<SessionValues> = {};
  if (idLike(group)) Object.assign(values, { group_id: group, open_type: 'group', eprocess: 'group' });
  if (idLike(user)) Object.assign(values, { user_id: user, open_type: 'user', eprocess: 'applicant' });
  if (idLike(agent)) Object.assign(values, { agent_id: agent, open_type: 'agent', eprocess: 'rep' });
  return values;
}

export interface StartupStep {
  /** Forget every stored value before anything else. */
  clear: boolean;
  /** Then keep these. */
  values: Partial<SessionValues>;
  /** Then go there instead (replacing the address). */
  redirect: string | null;
}

/** What entering `pathname?search` does to the session. */
export function startupStep(pathname: string, search: URLSearchParams): StartupStep {
  const redirect = firstSegment(pathname) === 'referrals' && !search.get('rid') ? notFoundPath : null;
  return { clear: clearsSession(pathname), values: partyFromQuery(pathname, search), redirect };
}

/** Whose information startup loads: the rep from the agent id, the applicant from the user id,
 *  the group from the group id, as the enrollment process says. */
export function partyToLoad(session: Pick<SessionValues, 'eprocess' | 'agent_id' | 'user_id' | 'group_id'>) {
  const { eprocess, agent_id, user_id, group_id } = session;
  if (eprocess === 'rep' && agent_id) return { kind: 'rep', id: agent_id } as const;
  if (eprocess === 'applicant' && user_id) return { kind: 'applicant', id: user_id } as const;
  if (eprocess === 'group' && group_id) return { kind: 'group', id: group_id } as const;
  return null;
}

type RootSession = Pick<
  SessionValues,
  'open_type' | 'portal_type' | 'agent_id' | 'group_id' | 'repAuthenticated' | 'groupAuthenticated'
>;

/**
 * Where the root sends a visitor (spec 000 section 4). A landed rep or group: their landing page,
 * or the landing-config-error page when they have no landing url. A rep-quote portal: the cart,
 * the landing's when the visitor may open its pages (else /cart). `landed` is null until the
 * session's rep or group is loaded (or when it has none): the root waits for it when it has one.
 */
export function rootRedirect(
  session: RootSession,
  landed: { type: 'agent' | 'group'; landing_url: string | null } | null,
): string | null {
  const repQuote = session.portal_type === 'rep-quote';
  const partyId =
    session.open_type === 'agent' ? session.agent_id : session.open_type === 'group' ? session.group_id : null;
  if (!landed || session.open_type !== landed.type) return repQuote && partyId === null ? '/cart' : null;
  if (!landed.landing_url) return `/landing-config-error/${landed.type === 'agent' ? 'agent' : 'group'}`;
  if (!repQuote) return `/${encodeURIComponent(landed.landing_url)}`;
  const landing = partyId === null ? null : { type: landed.type, id: partyId, landing_url: landed.landing_url };
  return (landing && repQuoteCartOf(session, landing)) ?? '/cart';
}

/** The branded host's group flow begins (no open type yet): its site's group becomes the party. */
export const brandedGroupValues = (site: { gid: string }): Partial<SessionValues> => ({
  group_id: site.gid,
  open_type: 'group',
  eprocess: 'group',
  // The branded site is the group's own page: the server has joined the visitor to it.
  groupAuthenticated: true,
});

/** Whether the branded host's group flow must start by fetching its site information. */
export const startsGroupFlow = (site: { group_flow: boolean } | undefined, session: Pick<SessionValues, 'open_type'>) =>
  site?.group_flow === true && session.open_type === null;

/** `?site=` (outside production) tries a branded site by its domain without its host name:
 *  the domain to remember, '' to forget it, undefined when the address does not say. */
export function siteOverrideOf(pathname: string, search: URLSearchParams): string | undefined {
  // On /external, site names the external entry site instead.
  const site = firstSegment(pathname) === 'external' ? null : search.get('site');
  if (site === null) return undefined;
  return /^[a-z0-9.-]{0,253}$/i.test(site) ? site.toLowerCase() : '';
}

/** The branded site's domain as get-domainSite-infromation takes it (base64). */
export const encodedDomain = (host: string) => btoa(host.toLowerCase());
