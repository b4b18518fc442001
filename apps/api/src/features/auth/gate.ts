// auth's side of the call pipeline's gate (http/gate.ts): sessions, the enrollment access rule,
// health refusal, scopes and the enrollment's lock, as app.ts hands them to http.
import type { Gate } from '../../http/gate';
import { findSessionWithAccess, requireEnrollment, withEnrollmentLock } from './enrollment-access';
import { refuseHealthTo } from './health-access';
import { requireScopes } from './scope-access';
import { clearSessionCookie, sessionToken, setSessionCookie, startSession } from './session-cookie';
import { findSession, visitorSession } from './session-service';

export const authGate: Gate = {
  sessionToken,
  startSession,
  visitorSession,
  findSession,
  findSessionWithAccess,
  requireEnrollment,
  refuseHealthTo,
  requireScopes,
  withEnrollmentLock,
  setSessionCookie,
  clearSessionCookie,
};
