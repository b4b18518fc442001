// The request's session, opened with the access check of the enrollment its call names.
import type { CallDef } from '@benefit-store/contract/define';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenedSession } from './gate';
import { readsBody } from './modes/mode';

/**
 * Whether a call without a session gets one stored: a write (it stores something for the session:
 * an enrollment, a sign-in), unless it names an enrollment, which no new session may touch; and a
 * link that grants an enrollment. Reads need none: a visitor (or a crawler) leaves no row behind,
 * and the first page's parallel reads do not each hand the browser a cookie of its own. A read that
 * earns a party (landing page, rep or group code) stores the session then, with a new token.
 */
const startsSession = (call: CallDef, method: string, named: string | undefined) =>
  readsBody(method) ? named === undefined : call.grantsAccess === true;

/**
 * The request's live session, with the access check of the enrollment `named` read in the same
 * statement. Without a cookie, a call that `startsSession` starts one; otherwise a write is refused
 * (undefined) and a read runs for a visitor: a session neither stored nor sent, holding nothing.
 */
export async function openSession(
  req: FastifyRequest,
  reply: FastifyReply,
  now: Date,
  call: CallDef,
  named: string | undefined,
  opening: { snapshot: boolean; catalogStamp: boolean },
): Promise<OpenedSession | undefined> {
  const { db, gate } = req.server;
  const token = gate.sessionToken(req);
  let found: OpenedSession | undefined;
  if (token !== undefined && named !== undefined)
    found = await gate.findSessionWithAccess(db, token, now, named, { snapshot: opening.snapshot });
  else if (token !== undefined) {
    const session = await gate.findSession(db, token, now, opening.catalogStamp);
    found = session && { session };
  }
  if (found) return found;
  // A token that opens nothing (ended, revoked) is told so on a write, not silently replaced.
  if (token === undefined && startsSession(call, req.method, named))
    return { session: await gate.startSession(req, reply, now) };
  return readsBody(req.method) ? undefined : { session: gate.visitorSession(now) };
}

/** The enrollment a call names: its input's `enrollment_id`, or the path's `tempId` of an enrollment-scoped call. */
export function namedEnrollment(call: CallDef, input: object, params: object): unknown {
  if ('enrollment_id' in input) return input.enrollment_id;
  if (call.scopes?.includes('enrollment') && 'tempId' in params) return params.tempId;
  return undefined;
}
