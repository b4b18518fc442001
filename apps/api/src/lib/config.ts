// The server's environment, parsed and checked once at start.
import { isIP } from 'node:net';
import path from 'node:path';
import { translate } from '@benefit-store/contract/messages/translate';
import { z } from 'zod';

/**
 * Days a card number is kept after its last use, by default: a year of monthly charges and a
 * month's grace (decision 0039).
 */
export const cardRetentionDaysDefault = 400;

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyEntry(entry: string): boolean {
  if (proxyNames.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** `?tls=off` is the only TLS choice an SMTP_URL may make, and only for smtp:// (decision 0012). */
function smtpTlsChoice(url: string): boolean {
  try {
    const parsed = new URL(url);
    const tls = parsed.searchParams.get('tls');
    return tls === null || (tls === 'off' && parsed.protocol === 'smtp:');
  } catch {
    return false;
  }
}

/** Texts carry one-time passwords: only over TLS, or to a gateway on this very machine. */
function smsUrlSafe(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
}

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/=_-]{43,44}$/, 'must be 32 bytes in base64 (44 characters)')
    .optional(),
  /** A file holding the data key (first line) and older keys (next lines), kept outside DATA_DIR. */
  DATA_KEY_FILE: z.string().min(1).optional(),
  /** Older data keys, comma-separated base64: values sealed under them still open until re-sealed. */
  DATA_KEYS_OLD: z
    .string()
    .regex(/^[A-Za-z0-9+/=_-]{43,44}(,[A-Za-z0-9+/=_-]{43,44})*$/, 'must be 32-byte keys in base64, comma-separated')
    .optional(),
  /**
   * A key-encrypting key (32 bytes in base64), or a file holding one: the data keys in the key file
   * are kept sealed with it, so the key file beside the data opens nothing alone (decision 0039).
   */
  DATA_KEK: z
    .string()
    .regex(/^[A-Za-z0-9+/=_-]{43,44}$/, 'must be 32 bytes in base64 (44 characters)')
    .optional(),
  DATA_KEK_FILE: z.string().min(1).optional(),
  /**
   * `accepted`: production may keep an unsealed key file inside DATA_DIR, the risk the README
   * states (a copy of the data directory is a copy of its key) accepted. Refused otherwise.
   */
  DATA_KEY_IN_DATA_DIR: z.enum(['refused', 'accepted']).default('refused'),
  /**
   * Values of the first sealed format (v1, bound to no row): `until-rotated` opens them until
   * `npm run rotate-key` has re-sealed every value; `refused` never opens them.
   */
  SEALED_V1: z.enum(['until-rotated', 'refused']).default('until-rotated'),
  /**
   * Days a card number is kept after its last use (kept, chosen again, or carried into a policy);
   * then the cleanup job deletes it (decision 0039).
   */
  CARD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(cardRetentionDaysDefault),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .refine(smtpTlsChoice, 'tls may only be off, on an smtp:// address (smtps:// is always TLS)')
    .optional(),
  /**
   * An SMS gateway taking `{ to, body }` as JSON (decision 0017): https://, or http:// to this
   * machine only (a gateway beside the server, a test); user and password in it are sent as basic
   * authentication. Without it texts go to the development mailbox.
   */
  SMS_URL: z
    .url({ protocol: /^https?$/ })
    .refine(smsUrlSafe, 'must be https://, or http:// to localhost or 127.0.0.1')
    .optional(),
  /** Whether `validate-email-neverbounce` and the contact step ask the DNS for an email domain's mail servers. */
  EMAIL_MX_CHECK: z.enum(['true', 'false']).default('false'),
  /** The sender of the store's emails. */
  SMTP_FROM: z.string().min(3).default('Benefit Store <no-reply@localhost>'),
  /** Where blobs (screenshots, later signatures) are kept, sealed: default `DATA_DIR/blobs`. */
  BLOB_DIR: z.string().min(1).optional(),
  /**
   * The store's public address: every link in an email starts with it (never with a request's
   * Host or X-Forwarded-Host). Default outside production: `http://localhost:PORT`.
   */
  PUBLIC_URL: z.url().optional(),
  /**
   * Whether the OpenAPI document and Swagger UI are served at /api/docs: by default outside
   * production only, since they map every call for anyone who asks.
   */
  API_DOCS: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  /** Days a resume link or resume code stays valid (decision record 0014). */
  RESUME_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Requests a client address may make per minute before 429. Counted in this process's memory
   * when it is the only one, else in Redis (REDIS_URL) or the database (decision 0027).
   */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /**
   * Where the rate limit counts, when the default (memory for one process, else Redis with
   * REDIS_URL, else the database) is not wanted: `memory` counts per process (the cheapest, not
   * shared), `database` and `redis` share the count (decision 0027).
   */
  RATE_LIMIT_STORE: z.enum(['memory', 'database', 'redis']).optional(),
  /** How often the job runner looks for due jobs, in milliseconds (decision 0009). */
  JOB_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(5000),
  /** The delay before a failed job's first retry, doubling each time (decision 0035). */
  JOB_RETRY_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Attempts before a failing job is set aside as dead, never run again by itself (decision 0035). */
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
  /** API worker processes (node:cluster) sharing the port; above 1 only on PostgreSQL (decision 0027). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** A Redis server whose counters the rate limit shares with every process that names it. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** What this store's Redis keys start with, so stores (and test runs) sharing one Redis stay apart. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('benefit-store:'),
  /**
   * Whether an empty database gets the demo staff sign-ins (their passwords are in the README).
   * Never in production: a real store must not open with known passwords.
   */
  DEMO_ACCOUNTS: z.enum(['true', 'false']).optional(),
  /**
   * The proxies whose `X-Forwarded-For` names the client (whose address guesses are counted
   * against): `false`, or a comma-separated list of `loopback`, `linklocal`, `uniquelocal`,
   * addresses and CIDR ranges. A proxy not listed could forge a fresh address per guess.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .refine(
      (value) => value === 'false' || value.split(',').every((entry) => isProxyEntry(entry.trim())),
      'must be false, or a comma-separated list of loopback, linklocal, uniquelocal, addresses and CIDR ranges',
    ),
});

/** Production serves people's data: `__Host-` Secure cookies, HSTS, and no known passwords. */
const checkedConfig = configSchema.superRefine((config, ctx) => {
  // The embedded database's data directory belongs to one process.
  if (config.WEB_CONCURRENCY > 1 && !config.DATABASE_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['WEB_CONCURRENCY'],
      message:
        'above 1 needs DATABASE_URL: the embedded database (DATA_DIR) is opened by one process only; set DATABASE_URL to a PostgreSQL server, or leave WEB_CONCURRENCY at 1',
    });
  if (config.RATE_LIMIT_STORE === 'redis' && !config.REDIS_URL)
    ctx.addIssue({ code: 'custom', path: ['RATE_LIMIT_STORE'], message: 'redis needs REDIS_URL' });
  if (config.DATA_KEK && config.DATA_KEK_FILE)
    ctx.addIssue({ code: 'custom', path: ['DATA_KEK_FILE'], message: 'give DATA_KEK or DATA_KEK_FILE, not both' });
  if (config.DATA_KEY && (config.DATA_KEK || config.DATA_KEK_FILE))
    ctx.addIssue({
      code: 'custom',
      path: ['DATA_KEK'],
      message: 'seals the key file, and with DATA_KEY there is none: give one or the other',
    });
  if (config.NODE_ENV !== 'production') return;
  if (!config.PUBLIC_URL?.startsWith('https://'))
    ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'must be an https:// address in production' });
  if (config.DEMO_ACCOUNTS === 'true')
    ctx.addIssue({
      code: 'custom',
      path: ['DEMO_ACCOUNTS'],
      message: 'demo sign-ins are never created in production',
    });
});

export type Config = z.infer<typeof checkedConfig>;

export const demoAccountsWanted = (config: Config) =>
  config.NODE_ENV !== 'production' && config.DEMO_ACCOUNTS !== 'false';

/**
 * The origin emailed links start with: PUBLIC_URL's; without it (never in production) this machine
 * as HOST names it (`localhost` for every interface) on PORT, or on `listeningPort`, the port the
 * server was given, when PORT is 0. From the configuration only, never from a request's headers.
 */
export function publicOriginOf(config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'HOST'>, listeningPort?: number): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const everywhere = config.HOST === '0.0.0.0' || config.HOST === '::';
  const host = everywhere ? 'localhost' : isIP(config.HOST) === 6 ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${config.PORT === 0 && listeningPort !== undefined ? listeningPort : config.PORT}`;
}

/** Whether /api/docs is served: API_DOCS when set, else outside production only. */
export const apiDocsServed = (config: Pick<Config, 'API_DOCS' | 'NODE_ENV'>) =>
  config.API_DOCS === undefined ? config.NODE_ENV !== 'production' : config.API_DOCS === 'true';

/** Fastify's `trustProxy`: the proxies TRUST_PROXY lists, or none. */
export const trustedProxies = (config: Config): false | string[] =>
  config.TRUST_PROXY === 'false' ? false : config.TRUST_PROXY.split(',').map((entry) => entry.trim());

/** The folder of blob files: BLOB_DIR, else `DATA_DIR/blobs`. */
export const blobDirOf = (config: Pick<Config, 'BLOB_DIR' | 'DATA_DIR'>) =>
  config.BLOB_DIR ?? path.join(config.DATA_DIR, 'blobs');

export class ConfigError extends Error {}

/** Reads the configuration from `env`; a bad value is a ConfigError naming the variable. */
export function readConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = checkedConfig.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${translate('en', issue.message)}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
