// A call as the pipeline hands it to an access mode (http/modes/mode.ts), for the modes' own
// tests: the handler's context on the app's handle, and a request carrying the app.
import type { CallDef } from '@benefit-store/contract/define';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../src/db/database';
import type { Answer, CallContext } from '../src/http/call-context';
import type { EnrollmentRef } from '../src/http/enrollment-ref';
import type { Gate } from '../src/http/gate';
import type { Checked } from '../src/http/modes/mode';
import type { Session } from '../src/http/session';

export const storefrontSession = (now: Date): Session => ({
  id: 'session',
  kind: 'storefront',
  idleExpiresAt: now,
  expiresAt: now,
});

/** The call `call`, checked, as a mode gets it: `server` is the app (or as much of it as the mode reads). */
export function checkedOf<C extends CallDef>(
  call: C,
  server: Partial<FastifyInstance>,
  enrollment: EnrollmentRef | undefined,
  method = call.methods[0],
): Checked<C> {
  const now = new Date('2026-11-29T12:00:00Z');
  const ctx = {
    input: {},
    params: {},
    session: storefrontSession(now),
    enrollment,
    db: server.db,
    caller: { ip: '127.0.0.1', now, language: 'en', siteHost: 'localhost', fetchSite: undefined },
  } as unknown as CallContext<C>;
  return {
    call,
    ctx,
    req: { server, method } as unknown as FastifyRequest,
    reply: {} as FastifyReply,
    bytesOf: (answer: Answer<C>) => JSON.stringify(answer.data),
  };
}

/** An app whose lock refuses to be taken: a mode that runs without it runs its handler on `db`. */
export function serverWithoutLock(): { db: Db; server: Partial<FastifyInstance> } {
  const db = {} as Db;
  const gate = {
    withEnrollmentLock: () => {
      throw new Error('the lock was taken');
    },
  } as unknown as Gate;
  return { db, server: { db, gate } };
}
