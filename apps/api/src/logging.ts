// Logger options: the one redaction list for everything personal a request may carry, applied at
// any depth, and request lines that name the route, never the raw path.
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { stdSerializers } from 'pino';

/** Field names whose values never reach a log line, wherever they appear (compared ignoring case). */
export const secretFields = [
  'ssn',
  'account',
  'account_number',
  'bank_account',
  'routing_number',
  'bank_routing',
  'card',
  'card_number',
  'expiration_month',
  'expiration_year',
  'security_code',
  'cvv',
  'cvc',
  'code',
  'otp',
  'verification_code',
  'agent_code',
  'gagent_code',
  'group_code',
  'contact',
  'contact_info',
  'password',
  'password_hash',
  'signature',
  'typed_signature',
  'signer_name',
  'signed_text',
  'image',
  'answers',
  'condition_questions',
  'codition_questions',
  'medication_question',
  'conditions',
  'medications',
  'notes',
  'aflac_data',
  'health_info',
  'cookie',
  'authorization',
  'set-cookie',
] as const;

const secretNames: ReadonlySet<string> = new Set(secretFields);
const censor = '[redacted]';

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** An error as pino shows it (type, message, stack, its own fields), as a plain object. */
const plainError = (error: Error) => ({ ...stdSerializers.err(error) });

/**
 * A copy of `value` with every secret field censored, at any depth, through plain objects, arrays
 * and errors. Returns `value` itself when there is nothing to censor, so an ordinary line (ids, a
 * request object, a status) costs one pass over its top-level keys and no copy.
 */
export function redactSecrets(value: unknown, ancestors: readonly object[] = []): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (ancestors.includes(value)) return '[circular]';
  const inside = [...ancestors, value];
  if (Array.isArray(value)) {
    const items = value.map((item) => redactSecrets(item, inside));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (value instanceof Error) return redactSecrets(plainError(value), inside);
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const clean = secretNames.has(key.toLowerCase()) && item !== undefined ? censor : redactSecrets(item, inside);
    if (clean === item) continue;
    copy ??= { ...value };
    copy[key] = clean;
  }
  return copy ?? value;
}

/** A log line must be an object: redaction keeps every object an object. */
const redactObject = (object: Record<string, unknown>): Record<string, unknown> => {
  const clean = redactSecrets(object);
  return typeof clean === 'object' && clean !== null && isPlainObject(clean) ? clean : object;
};

/**
 * The path as a log may show it. A matched route is named by its pattern
 * (`/api/v1/continue-enrollment/:code`), so its parameters never reach the log; any other path (a
 * page of the web app, a probe) keeps its first segment only, since a link may carry a secret after
 * it. The query string is never logged: it carries codes, phones and routing numbers.
 */
export function loggedPath(req: FastifyRequest): string {
  const pattern = req.routeOptions.url;
  if (pattern !== undefined) return pattern;
  const [first = '', ...rest] = (req.url.split('?')[0] ?? '').split('/').slice(1);
  return `/${[first, ...rest.map(() => '*')].join('/')}`;
}

export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: loggedPath(req), remoteAddress: req.ip }),
      err: (error: Error) => {
        const plain = plainError(error);
        return { ...plain, ...redactObject(plain) };
      },
    },
    // pino's `redact` paths cannot say "at any depth": the walk runs on every logged object instead.
    formatters: { log: redactObject, bindings: redactObject },
  };
}

/**
 * One line per request once it is answered: the route, the address, the status and the time taken.
 * Fastify's own request logging writes two (received, answered), each walked for secrets; the first
 * says nothing the second does not (decision 0029).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(req)) return;
    const line = { req, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
