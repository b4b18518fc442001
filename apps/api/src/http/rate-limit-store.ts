// Where the rate limit counts (decision 0027): one process alone counts in its own memory (the
// plugin's store, the cheapest); with REDIS_URL every process counts in Redis; several processes
// without Redis count in the database, one upsert per call on a small unlogged table.

import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Config } from '../lib/config';

export type RateLimitStoreKind = 'memory' | 'redis' | 'database';

/**
 * RATE_LIMIT_STORE when set; else Redis when named, else the database when the allowance must be
 * shared between processes, else memory.
 */
export const rateLimitStoreKind = (
  config: Pick<Config, 'RATE_LIMIT_STORE' | 'REDIS_URL' | 'WEB_CONCURRENCY'>,
): RateLimitStoreKind =>
  config.RATE_LIMIT_STORE ?? (config.REDIS_URL ? 'redis' : config.WEB_CONCURRENCY > 1 ? 'database' : 'memory');

/** REDIS_URL named a server that did not answer at start: said to the operator without a stack. */
export class RedisUnreachable extends Error {}

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Counts one call of `key` in its window and answers the count and the milliseconds left, in one
 * statement on the database's clock (the same for every process): a window that ended starts again.
 */
export async function countCall(db: Db, key: string, windowMs: number) {
  const { rows } = await sql<{ hits: number; ttl: number }>`
    insert into rate_limit_counter as c (key, hits, window_ends_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs}::double precision / 1000))
    on conflict (key) do update set
      hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
      window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
    returning hits, greatest(0, ceil(extract(epoch from c.window_ends_at - now()) * 1000))::integer as ttl
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('rate_limit_counter answered no row');
  return { current: row.hits, ttl: row.ttl };
}

/** Deletes the counters whose window ended (the scheduled cleanup). */
export async function forgetEndedCounts(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('rate_limit_counter').where('window_ends_at', '<=', now).execute();
}

/** A store class for @fastify/rate-limit (which builds it itself, with `new`) over `db`. */
export function databaseStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    readonly prefix: string;
    constructor(_options: unknown, prefix = '') {
      this.prefix = prefix;
    }
    incr(key: string, callback: Counted, timeWindow: number) {
      countCall(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    // A route with a limit of its own counts apart, as the plugin's Redis store does.
    child(route: { method: string | string[]; url: string }) {
      return new DatabaseStore(undefined, `${this.prefix}${String(route.method)}${route.url}-`);
    }
  };
}

/** What the plugin is given for the store, and how to let it go when the app closes. */
export interface RateLimitStore {
  kind: RateLimitStoreKind;
  options: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace' | 'skipOnError'>;
  close(): Promise<void>;
}

/** Where the host and port of a Redis address are, without the password it may carry. */
const redisHost = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '6379'}`;
};

/**
 * Connects to Redis at start, so a wrong REDIS_URL stops the start; afterwards calls are not held
 * while Redis is away (no offline queue): the limit lets them through (`skipOnError`) and the log
 * says so once per outage. A flood guard that fails closed would take the store down with Redis.
 */
async function redisStore(url: string, prefix: string, log: FastifyBaseLogger): Promise<RateLimitStore> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Until the first connection, an error is the reason the start fails, not an outage.
  let reason = '';
  const starting = (error: Error) => {
    reason = error.message;
  };
  redis.on('error', starting);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new RedisUnreachable(
      `REDIS_URL: no Redis answered at ${redisHost(url)} (${reason || (error instanceof Error ? error.message : String(error))})`,
    );
  }
  redis.off('error', starting);
  let up = true;
  redis.on('error', (error: Error) => {
    if (!up) return;
    up = false;
    log.error({ reason: error.message }, 'Redis is unreachable: calls pass without a rate limit until it is back');
  });
  redis.on('ready', () => {
    if (up) return;
    up = true;
    log.info('Redis is back: the rate limit counts again');
  });
  return {
    kind: 'redis',
    options: { redis, nameSpace: `${prefix}rate-limit:`, skipOnError: true },
    close: async () => {
      await redis.quit();
    },
  };
}

export async function rateLimitStoreOf(config: Config, db: Db, log: FastifyBaseLogger): Promise<RateLimitStore> {
  const kind = rateLimitStoreKind(config);
  if (kind === 'redis' && config.REDIS_URL) return redisStore(config.REDIS_URL, config.REDIS_KEY_PREFIX, log);
  if (kind === 'database') return { kind, options: { store: databaseStore(db) }, close: async () => {} };
  return { kind, options: {}, close: async () => {} };
}
