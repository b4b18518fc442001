// Registers every call of the contract: parse the input with the call's own schemas,
// check the session may touch what the call names, run the implementation (or answer
// 501), and wrap the result in the spec's success envelope.
import type { CallDef, CallInput } from '@benefit-store/contract/define';
import { defaultBodyLimit } from '@benefit-store/contract/define';
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import { errorEnvelope, type SuccessEnvelope, successEnvelope } from '@benefit-store/contract/envelope';
import { carriesHealth, healthRuleOf } from '@benefit-store/contract/health';
import type { MessageKey } from '@benefit-store/contract/messages/en';
import { translate } from '@benefit-store/contract/messages/translate';
import { nulPaths } from '@benefit-store/contract/wire';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { publicOriginOf } from '../config';
import type { Db } from '../db/database';
import {
  findSessionWithAccess,
  type OpenedSession,
  requireEnrollment,
  withEnrollmentLock,
} from '../features/auth/enrollment-access';
import type { EnrollmentRef } from '../features/auth/enrollment-ref';
import { refuseHealthTo } from '../features/auth/health-access';
import { requireScopes } from '../features/auth/scope-access';
import { sessionToken, startSession } from '../features/auth/session-cookie';
import { findSession, type Session, visitorSession } from '../features/auth/session-service';
import type { BlobFiles } from '../features/documents/blob-files';
import { type StepRead, withStepRead } from '../features/enrollment/step-save-read';
import type { FieldCipher } from '../lib/field-crypto';
import type {} from '../types';
import { type Caller, callerOf, type SessionCookie, sessionCookieOf } from './caller';
import { InvalidFields, NotImplemented, SessionRequired } from './errors';
import { writerOf } from './serializer';
import { fieldProblems } from './validation';

/**
 * What a handler gets: its checked input, session and enrollment, the database (`db`, the only way
 * in: inside an enrollment's lock, the lock's transaction), the caller, the field cipher and the
 * session cookie. Never the request or the app, whose own database handle is the lock trap.
 */
export interface CallContext<C extends CallDef> {
  input: CallInput<C>;
  /** Path parameters as sent, after the call's params schema has accepted them. */
  params: Readonly<Record<string, string>>;
  session: Session;
  /** The enrollment the call names, already checked to be this session's. */
  enrollment: EnrollmentRef | undefined;
  /** The database to use: for a write naming an enrollment, a transaction holding its lock. */
  db: Db;
  caller: Caller;
  cipher: FieldCipher;
  /** Blob files (BLOB_DIR): written by the call, named in `db` (features/documents/blob-service.ts). */
  blobs: BlobFiles;
  sessionCookie: SessionCookie;
  /** Settings a call needs (how long a resume link lives), and the origin links in emails name. */
  settings: CallSettings;
  /**
   * A wizard step's save (`implement`'s `step`): the step's context with the versions it was read at,
   * by the statement that checked the access (`withStepRead`); its write is then conditional on
   * them. Undefined when the save goes the general way, under the enrollment's lock.
   */
  step?: StepRead;
}

export interface CallSettings {
  resumeLinkDays: number;
  /**
   * PUBLIC_URL's origin; without it (development), `http://localhost:PORT`. Never the request's
   * Host or X-Forwarded-Host, which a caller writes (a link in an email would lead elsewhere).
   */
  origin: string;
  /** EMAIL_MX_CHECK: email checks ask the DNS for the domain's mail servers. */
  emailMxCheck: boolean;
}

function settingsOf(req: FastifyRequest): CallSettings {
  const { config } = req.server;
  // The port the server listens on (PORT 0 lets the system choose), not one a request names.
  const listening = req.server.server.address();
  return {
    resumeLinkDays: config.RESUME_LINK_DAYS,
    origin: publicOriginOf(config, typeof listening === 'object' && listening !== null ? listening.port : undefined),
    emailMxCheck: config.EMAIL_MX_CHECK === 'true',
  };
}

export interface Answer<C extends CallDef> {
  data: z.input<C['data']>;
  message?: MessageKey;
}

export interface Implementation {
  readonly call: CallDef;
  /** The answer's envelope; undefined once a kept answer has been sent (Fastify sends nothing more). */
  readonly run: (req: FastifyRequest, reply: FastifyReply, now: Date) => Promise<SuccessEnvelope<unknown> | undefined>;
}

/** What names a kept answer: everything it depends on beyond the call (decision 0029). */
export type KeepKey<C extends CallDef> = (ctx: CallContext<C>) => Promise<string | undefined> | string | undefined;

const noParams: Readonly<Record<string, string>> = Object.freeze({});

/** Path parameters as strings (Fastify's router gives nothing else). */
function pathParamsOf(params: unknown): Readonly<Record<string, string>> {
  if (typeof params !== 'object' || params === null) return noParams;
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
}

const readsBody = (method: string) => method !== 'GET' && method !== 'DELETE';

function invalid(error: z.ZodError): InvalidFields {
  return new InvalidFields(fieldProblems(error.issues));
}

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
async function openSession(
  req: FastifyRequest,
  reply: FastifyReply,
  now: Date,
  call: CallDef,
  named: string | undefined,
  readsCatalog: boolean,
  snapshot: boolean,
): Promise<OpenedSession | undefined> {
  const token = sessionToken(req);
  let found: OpenedSession | undefined;
  if (token !== undefined && named !== undefined)
    found = await findSessionWithAccess(req.server.db, token, now, named, { snapshot });
  else if (token !== undefined) {
    const session = await findSession(req.server.db, token, now, readsCatalog);
    found = session && { session };
  }
  if (found) return found;
  // A token that opens nothing (ended, revoked) is told so on a write, not silently replaced.
  if (token === undefined && startsSession(call, req.method, named))
    return { session: await startSession(req, reply, now) };
  return readsBody(req.method) ? undefined : { session: visitorSession(now) };
}

function namedEnrollment(call: CallDef, input: object, params: object): unknown {
  if ('enrollment_id' in input) return input.enrollment_id;
  if (call.scopes?.includes('enrollment') && 'tempId' in params) return params.tempId;
  return undefined;
}

/**
 * Binds `handle` to `call`: the handler sees typed, checked input. A call that `readsCatalog` finds
 * the catalog stamp on its session (an enrollment's snapshot always has it). A write naming an
 * enrollment runs in the enrollment's lock, unless it `countsGuesses`: then it gets the server's
 * handle, counts its guesses on it first (a count must outlive any transaction, decision 0007) and
 * opens its own transactions, whose writes must be safe against parallel repeats by themselves.
 * A call that reads no `snapshot` of its enrollment (household, cart, catalog stamp) with its access
 * check gets the enrollment's ids and revision from a lighter one (the same rule); it may read the
 * snapshot later (`withSnapshot`: a listing, only when none is kept for the revision). A wizard
 * `step`'s save by a storefront session checks access and reads the step's context in one
 * statement, without a transaction, and writes its step in one more only if nothing changed since
 * (`withStepRead`; `ctx.step`, decision 0031); a staff session's save, or one whose rows changed,
 * goes the general way.
 */
export function implement<C extends CallDef>(
  call: C,
  handle: (ctx: CallContext<C>) => Promise<Answer<C>>,
  {
    readsCatalog = false,
    countsGuesses = false,
    afterCompletion = false,
    outsideLock = false,
    snapshot = true,
    step,
    keep,
  }: {
    readsCatalog?: boolean;
    countsGuesses?: boolean;
    /** The write runs on a completed enrollment too (completing it again answers the same policy). */
    afterCompletion?: boolean;
    /** A write that renders a document: no lock (decision 0012), its writes safe against repeats by themselves. */
    outsideLock?: boolean;
    snapshot?: boolean;
    /** A wizard step's save: the step whose context is read with the access check (decision 0031). */
    step?: TabName;
    /**
     * A read whose answer is kept as bytes under the key this gives (undefined: not kept), with the
     * call's name and the caller's language; the key must name everything else the answer depends
     * on (decision 0029).
     */
    keep?: KeepKey<C>;
  } = {},
): Implementation {
  // A step save writes under the enrollment's lock (conditionally, or the general way): a call that
  // counts guesses, renders outside the lock or names scoped parties (audited apart) cannot be one.
  if (
    step !== undefined &&
    (countsGuesses || outsideLock || (call.scopes?.length ?? 0) > 0 || !call.methods.every(readsBody))
  )
    throw new Error(`${call.name}: a step save is a write under the enrollment's lock`);
  if (keep !== undefined && call.methods.some(readsBody)) throw new Error(`${call.name}: only a read keeps its answer`);
  // Whether the call carries health data, from the marks in its schemas (a branch its input picks).
  const health = healthRuleOf(call);
  let write: ((answer: unknown) => string) | undefined;
  const writeAnswer = (req: FastifyRequest, answer: unknown) => {
    write ??= writerOf(successEnvelope(call.data), req.server.config.NODE_ENV !== 'production');
    return write(answer);
  };
  return {
    call,
    run: async (req, reply, now) => {
      // The input is checked before the session is read, so one statement can read the session and
      // the enrollment the call names; a missing session is still the first error reported.
      const sent: unknown = (readsBody(req.method) ? req.body : req.query) ?? {};
      const checked = call.input.safeParse(sent);
      const params = pathParamsOf(req.params);
      const checkedParams = call.params?.safeParse(params);
      // NUL in any string (or key) is refused as a field error, whatever the field's schema: the
      // database cannot store it, and a statement that fails on it would answer 500.
      const nul = [...nulPaths(sent), ...nulPaths(params)];
      const named =
        checked.success && checkedParams?.success !== false && nul.length === 0 && !call.grantsAccess
          ? namedEnrollment(call, checked.data, params)
          : undefined;
      const { db, cipher, blobs } = req.server;
      const caller = callerOf(req, now);
      const contextOf = (
        input: CallInput<C>,
        session: Session,
        enrollment: EnrollmentRef | undefined,
        handlerDb: Db,
        read?: StepRead,
      ): CallContext<C> => ({
        input,
        params,
        session,
        enrollment,
        db: handlerDb,
        caller,
        cipher,
        blobs,
        sessionCookie: sessionCookieOf(req, reply),
        settings: settingsOf(req),
        ...(read ? { step: read } : {}),
      });
      const token = sessionToken(req);
      // A staff session's step save goes the general way (`withStepRead`), where health is checked.
      if (
        step !== undefined &&
        token !== undefined &&
        typeof named === 'string' &&
        checked.success &&
        nul.length === 0
      ) {
        const input = checked.data as CallInput<C>;
        const saved = await withStepRead(db, token, now, named, step, (found) =>
          handle(contextOf(input, found.session, found.enrollment, db, found.read)),
        );
        if (saved) return answered(caller, saved.done);
      }
      const opened = await openSession(
        req,
        reply,
        now,
        call,
        typeof named === 'string' ? named : undefined,
        readsCatalog,
        snapshot,
      );
      if (!opened) throw new SessionRequired();
      if (nul.length > 0)
        throw new InvalidFields(
          nul.map((path) => ({ target_element: path.map(String).join('.'), key: 'common.no_nul' })),
        );
      if (!checked.success) throw invalid(checked.error);
      if (checkedParams?.success === false) throw invalid(checkedParams.error);
      const input = checked.data as CallInput<C>;
      const { session } = opened;
      const readsHealth = carriesHealth(health, sent);
      const enrollment =
        typeof named === 'string'
          ? await requireEnrollment(db, caller, opened, named, call, { health: readsHealth })
          : undefined;
      if (enrollment === undefined && readsHealth) await refuseHealthTo(db, caller, session, call);
      await requireScopes(db, caller, call, input, session);
      if (keep !== undefined) {
        const ctx = contextOf(input, session, enrollment, db);
        const key = await keep(ctx);
        if (key !== undefined) {
          const kept = await req.server.keptAnswers.answer(`${call.name}\n${caller.language}\n${key}`, async () =>
            writeAnswer(req, answered(caller, await handle(ctx))),
          );
          // A reply is thenable: awaiting it waits until the answer is sent.
          await req.server.keptAnswers.send(req, reply, kept);
          return undefined;
        }
      }
      const run = (handlerDb: Db) => handle(contextOf(input, session, enrollment, handlerDb));
      // Parallel repeats of a write to one enrollment (double submits) run one after another.
      const locks = enrollment !== undefined && readsBody(req.method) && !countsGuesses && !outsideLock;
      const answer = locks ? await withEnrollmentLock(db, enrollment, run, { afterCompletion }) : await run(db);
      return answered(caller, answer);
    },
  };
}

/** The spec's success envelope of an answer, its message in the caller's language. */
const answered = <C extends CallDef>(caller: Caller, answer: Answer<C>) => ({
  status: 'success' as const,
  statusCode: 200,
  ...(answer.message ? { message: translate(caller.language, answer.message) } : {}),
  data: answer.data,
});

/** A declared call whose capability is not built yet: checked like the rest, then 501. */
export const notImplemented = (call: CallDef) =>
  implement(call, async () => {
    throw new NotImplemented();
  });

const toRoutePath = (path: string) => `/api/v1/${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** Registers every declared call; those without an implementation answer 501. */
export function registerCalls(
  app: FastifyInstance,
  calls: readonly CallDef[],
  implementations: readonly Implementation[],
) {
  const byName = new Map(implementations.map((implementation) => [implementation.call.name, implementation]));
  for (const implementation of implementations) {
    if (!calls.includes(implementation.call))
      throw new Error(`${implementation.call.name} is implemented but not declared`);
  }
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const call of calls) {
    const implementation = byName.get(call.name) ?? notImplemented(call);
    // Fastify documents no body on GET: a call taking both methods is documented by its query.
    const input = call.methods.includes('GET') ? { querystring: call.input } : { body: call.input };
    typed.route({
      method: [...call.methods],
      url: toRoutePath(call.path),
      bodyLimit: call.bodyLimit ?? defaultBodyLimit,
      schema: {
        operationId: call.name,
        summary: call.summary,
        tags: [call.feature],
        ...input,
        ...(call.params ? { params: call.params } : {}),
        response: { 200: successEnvelope(call.data), '4xx': errorEnvelope, '5xx': errorEnvelope },
      },
      // The input is parsed once, by `implement`, where its type is known.
      validatorCompiler: () => (value) => ({ value }),
      handler: (req, reply) => implementation.run(req, reply, req.server.now()),
    });
  }
}

export const implementedNames = (implementations: readonly Implementation[]) =>
  new Set(implementations.map((implementation) => implementation.call.name));
