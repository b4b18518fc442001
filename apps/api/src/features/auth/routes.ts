// HTTP edge of staff sign-in, session expiry and the audit trail.
import {
  authAuditEvents,
  authExtendSession,
  authSession,
  authSignIn,
  authSignOut,
  type SessionState,
} from '@benefit-store/contract/auth';
import { SignInRequired } from '../../http/errors';
import { implement } from '../../http/register';
import type { Session } from '../../http/session';
import * as audit from './audit';
import { revokeSession } from './session-service';
import { signIn, type WarnHolder } from './staff-service';

/** What auth asks of the features above it, given by the composition root. */
export interface AuthNeeds {
  warnHolder: WarnHolder;
}

const stateOf = (session: Session): SessionState => ({
  signed_in: session.staff !== undefined,
  ...(session.staff ? { role: session.staff.role, name: session.staff.name } : {}),
  ...(session.staff?.agentPublicId ? { agent_id: session.staff.agentPublicId } : {}),
  ...(session.staff?.groupPublicId ? { group_id: session.staff.groupPublicId } : {}),
  idle_expires_at: session.idleExpiresAt.toISOString(),
  expires_at: session.expiresAt.toISOString(),
});

export const authImplementations = ({ warnHolder }: AuthNeeds) => [
  implement(authSignIn, { access: 'write' }, async ({ db, cipher, caller, sessionCookie, session, input }) => {
    const created = await signIn(db, cipher, caller, session, input.email, input.password, warnHolder);
    sessionCookie.set(created);
    return { data: stateOf(created.session) };
  }),
  implement(authSignOut, { access: 'write' }, async ({ db, caller, sessionCookie, session }) => {
    await revokeSession(db, session, caller.now);
    sessionCookie.clear();
    return { data: {} };
  }),
  implement(authSession, { access: 'read' }, async ({ session }) => ({ data: stateOf(session) })),
  implement(authExtendSession, { access: 'write' }, async ({ session }) => ({ data: stateOf(session) })),
  implement(authAuditEvents, { access: 'read' }, async ({ db, session }) => {
    if (!session.staff) throw new SignInRequired();
    return { data: { events: await audit.visibleTo(db, session) } };
  }),
];
