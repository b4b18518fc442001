// What the call pipeline asks of auth, which owns sessions and every access rule: http imports
// no feature, so app.ts hands it auth's implementation (features/auth/gate.ts) as `app.gate`.
import type { CallDef } from '@benefit-store/contract/define';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { Caller } from './caller';
import type { EnrollmentRef } from './enrollment-ref';
import type { Session } from './session';

/** A request's session, read with the access check of the enrollment its call names. */
export interface OpenedSession {
  session: Session;
  /** The enrollment as a storefront session may touch it (undefined: it may not), when read. */
  access?: { ref: EnrollmentRef | undefined };
}

export interface Gate {
  /** The session token the request's cookie carries, when well formed. */
  sessionToken(req: FastifyRequest): string | undefined;
  /** A new session, its cookie set on the reply. */
  startSession(req: FastifyRequest, reply: FastifyReply, now: Date): Promise<Session>;
  /** A session for a visitor without one: neither stored nor sent, holding nothing. */
  visitorSession(now: Date): Session;
  /** The live session of `token`, with the catalog stamp when `catalogStamp`. */
  findSession(db: Db, token: string, now: Date, catalogStamp: boolean): Promise<Session | undefined>;
  /** The live session of `token` and whether it may touch the enrollment `publicId`, in one statement. */
  findSessionWithAccess(
    db: Db,
    token: string,
    now: Date,
    publicId: string,
    read: { snapshot: boolean },
  ): Promise<OpenedSession | undefined>;
  /** The enrollment `publicId` as the opened session may touch it; EnrollmentNotFound otherwise. */
  requireEnrollment(
    db: Db,
    caller: Caller,
    opened: OpenedSession,
    publicId: string,
    call: CallDef,
    reads: { health: boolean },
  ): Promise<EnrollmentRef>;
  /** Refuses a call carrying health data, naming no enrollment, to a party that may not see it. */
  refuseHealthTo(db: Db, caller: Caller, session: Session, call: CallDef): Promise<void>;
  /** Refuses a call naming a rep, group, member or policy outside the session's book. */
  requireScopes(db: Db, caller: Caller, call: CallDef, input: object, session: Session): Promise<void>;
  /** Runs `work` in a transaction holding the enrollment's row lock; a completed enrollment refuses it unless `afterCompletion`. */
  withEnrollmentLock<T>(
    db: Db,
    enrollment: EnrollmentRef,
    work: (trx: Db) => Promise<T>,
    completed: { afterCompletion: boolean },
  ): Promise<T>;
  /** Hands the browser `token` as its session cookie, kept until `session` expires at the latest. */
  setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, session: Session): void;
  clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void;
}
