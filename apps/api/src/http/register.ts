// Registers every call of the contract: parse the input with the call's own schemas,
// check the session may touch what the call names, run the implementation in its access mode
// (http/modes/, or answer 501), and wrap the result in the spec's success envelope.
import type { CallDef, CallInput } from '@benefit-store/contract/define';
import { defaultBodyLimit } from '@benefit-store/contract/define';
import { errorEnvelope, type SuccessEnvelope, successEnvelope } from '@benefit-store/contract/envelope';
import { carriesHealth, healthRuleOf } from '@benefit-store/contract/health';
import { translate } from '@benefit-store/contract/messages/translate';
import { nulPaths } from '@benefit-store/contract/wire';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Answer, type CallContext, type Handler, settingsOf } from './call-context';
import { type Caller, callerOf, sessionCookieOf } from './caller';
import type { EnrollmentRef } from './enrollment-ref';
import { InvalidFields, NotImplemented, SessionRequired } from './errors';
import type {} from './fastify-types';
import { readsBody } from './modes/mode';
import { checkMode, type Mode, openingOf, runMode } from './modes/modes';
import { type StepSaveContext, type StepSaveMode, saveWithoutLock } from './modes/step-save';
import { namedEnrollment, openSession } from './open-session';
import { writerOf } from './serializer';
import type { Session } from './session';
import { fieldProblems } from './validation';

export interface Implementation {
  readonly call: CallDef;
  /** The answer's envelope; undefined once a kept answer has been sent (Fastify sends nothing more). */
  readonly run: (req: FastifyRequest, reply: FastifyReply, now: Date) => Promise<SuccessEnvelope<unknown> | undefined>;
}

const noParams: Readonly<Record<string, string>> = Object.freeze({});

/** Path parameters as strings (Fastify's router gives nothing else). */
function pathParamsOf(params: unknown): Readonly<Record<string, string>> {
  if (typeof params !== 'object' || params === null) return noParams;
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
}

function invalid(error: z.ZodError): InvalidFields {
  return new InvalidFields(fieldProblems(error.issues));
}

/**
 * Binds `handle` to `call` in the access mode `access` (http/modes/, decision 0049): every call
 * names its mode, and the handler sees typed, checked input and what its mode gives it.
 */
export function implement<C extends CallDef, S>(
  call: C,
  access: StepSaveMode<S>,
  handle: Handler<C, StepSaveContext<S>>,
): Implementation;
export function implement<C extends CallDef>(
  call: C,
  access: Exclude<Mode<C>, StepSaveMode<unknown>>,
  handle: Handler<C>,
): Implementation;
export function implement<C extends CallDef>(call: C, mode: Mode<C>, handle: Handler<C, never>): Implementation {
  checkMode(call, mode);
  // Whether the call carries health data, from the marks in its schemas (a branch its input picks).
  const health = healthRuleOf(call);
  let write: ((answer: unknown) => string) | undefined;
  const bytesOf = (req: FastifyRequest, caller: Caller, answer: Answer<C>) => {
    write ??= writerOf(successEnvelope(call.data), req.server.config.NODE_ENV !== 'production');
    return write(answered(caller, answer));
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
      const { db, cipher, blobs, gate } = req.server;
      const caller = callerOf(req, now);
      const contextOf = (
        input: CallInput<C>,
        session: Session,
        enrollment: EnrollmentRef | undefined,
      ): CallContext<C> => ({
        input,
        params,
        session,
        enrollment,
        db,
        caller,
        cipher,
        blobs,
        sessionCookie: sessionCookieOf(req, reply),
        settings: settingsOf(req),
      });
      const token = gate.sessionToken(req);
      // A staff session's step save goes the general way, where its book and health are checked.
      if (mode.access === 'step-save' && token !== undefined && typeof named === 'string' && checked.success) {
        const input = checked.data as CallInput<C>;
        const found = { db, token, now, publicId: named };
        // The handler was typed by the `step-save` overload: it takes the step's context.
        const handler = handle as Handler<C, StepSaveContext<unknown>>;
        const saved = await saveWithoutLock(mode, found, (session, ref) => contextOf(input, session, ref), handler);
        if (saved) return answered(caller, saved.done);
      }
      const publicId = typeof named === 'string' ? named : undefined;
      const opened = await openSession(req, reply, now, call, publicId, openingOf(mode));
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
        publicId === undefined
          ? undefined
          : await gate.requireEnrollment(db, caller, opened, publicId, call, { health: readsHealth });
      if (enrollment === undefined && readsHealth) await gate.refuseHealthTo(db, caller, session, call);
      await gate.requireScopes(db, caller, call, input, session);
      const ctx = contextOf(input, session, enrollment);
      const answer = await runMode(
        { call, ctx, req, reply, bytesOf: (found) => bytesOf(req, caller, found) },
        handle,
        mode,
      );
      return answer && answered(caller, answer);
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
  implement(call, call.methods.every(readsBody) ? { access: 'write' } : { access: 'read' }, async () => {
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
