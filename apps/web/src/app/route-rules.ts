// Route rules of spec 000 section 2: which routes sign in by themselves, where Home leads.
import type { SessionValues } from '../shared/session/session-store';

const selfAuthenticating = new Set([
  'smarter',
  'continue-enrollment',
  'direct-continue',
  'save-cart-direct-continue',
  'group-census-direct-continue',
  'pqs-direct-continue',
  'decline-reminder-email',
]);

/** Routes whose first segment authenticates automatically. */
export function authenticatesItself(pathname: string): boolean {
  const first = pathname.split('/').find((part) => part !== '') ?? '';
  return selfAuthenticating.has(first);
}

/** Home breadcrumb and logo destination. */
export function homeDestination(session: Pick<SessionValues, 'referral' | 'open_type' | 'eprocess'>): string {
  if (session.referral) return `/referrals?rid=${encodeURIComponent(session.referral.id)}`;
  if (session.open_type) return '/';
  if (session.eprocess === 'rep') return '/agent-home';
  if (session.eprocess === 'applicant') return '/member-home';
  if (session.eprocess === 'group') return '/group-home';
  return '/';
}
