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
import * as audit from './audit';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { revokeSession, type Session } from './session-service';
import { signIn } from './staff-service';

const stateOf = (session: Session): SessionState => ({
  signed_in: session.staff !== undefined,
  ...(session.staff ? { role: session.staff.role, name: session.staff.name } : {}),
  idle_expires_at: session.idleExpiresAt.toISOString(),
  expires_at: session.expiresAt.toISOString(),
});

export const authImplementations = [
  implement(authSignIn, async ({ req, reply, session, input }) => {
    const created = await signIn(req, session, input.email, input.password);
    setSessionCookie(req, reply, created.token, created.session);
    return { data: stateOf(created.session) };
  }),
  implement(authSignOut, async ({ req, reply, session }) => {
    await revokeSession(req.server.db, session, req.server.now());
    clearSessionCookie(req, reply);
    return { data: {} };
  }),
  implement(authSession, async ({ session }) => ({ data: stateOf(session) })),
  implement(authExtendSession, async ({ session }) => ({ data: stateOf(session) })),
  implement(authAuditEvents, async ({ req, session }) => {
    if (!session.staff) throw new SignInRequired();
    return { data: { events: await audit.visibleTo(req.server.db, session) } };
  }),
];
