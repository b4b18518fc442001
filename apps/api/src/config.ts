// The server's environment, parsed and checked once at start.
import { translate } from '@benefit-store/contract/messages/translate';
import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  /** Requests a client address may make per minute before 429 (a per-process flood guard). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /**
   * Whether an empty database gets the demo staff sign-ins (their passwords are in the README).
   * Off in production unless asked for: a real store must not open with known passwords.
   */
  DEMO_ACCOUNTS: z.enum(['true', 'false']).optional(),
});

export type Config = z.infer<typeof configSchema>;

export const demoAccountsWanted = (config: Config) =>
  config.DEMO_ACCOUNTS === undefined ? config.NODE_ENV !== 'production' : config.DEMO_ACCOUNTS === 'true';

export class ConfigError extends Error {}

/** Reads the configuration from `env`; a bad value is a ConfigError naming the variable. */
export function readConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${translate('en', issue.message)}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
