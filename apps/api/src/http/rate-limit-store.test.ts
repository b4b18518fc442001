// Where the rate limit counts, and the database's count: one window per key on the database's
// clock, shared by every connection (so by every process), started again once it ended.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import type { Db } from '../db/database';
import { readConfig } from '../lib/config';
import { countCall, forgetEndedCounts, rateLimitStoreKind } from './rate-limit-store';

describe('rateLimitStoreKind', () => {
  it('keeps one process in memory, shares several in the database, and any in Redis when named', () => {
    const postgres = { DATABASE_URL: 'postgres://db/store' };
    expect(rateLimitStoreKind(readConfig({}))).toBe('memory');
    expect(rateLimitStoreKind(readConfig({ ...postgres, WEB_CONCURRENCY: '2' }))).toBe('database');
    expect(rateLimitStoreKind(readConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }))).toBe('redis');
    expect(rateLimitStoreKind(readConfig({ ...postgres, WEB_CONCURRENCY: '2', REDIS_URL: 'redis://r:6379' }))).toBe(
      'redis',
    );
    expect(rateLimitStoreKind(readConfig({ ...postgres, WEB_CONCURRENCY: '2', RATE_LIMIT_STORE: 'memory' }))).toBe(
      'memory',
    );
    expect(rateLimitStoreKind(readConfig({ RATE_LIMIT_STORE: 'database' }))).toBe('database');
    expect(() => readConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE: redis needs REDIS_URL/);
  });
});

describe.each(testDatabases)('the database rate-limit count on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db.destroy());

  it('counts each call of a key in one window, in parallel too', async () => {
    const counts = await Promise.all(Array.from({ length: 12 }, () => countCall(db, 'parallel', 60_000)));
    expect(counts.map((count) => count.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, n) => n + 1),
    );
    for (const { ttl } of counts) expect(ttl).toBeGreaterThan(55_000);
    expect((await countCall(db, 'another', 60_000)).current).toBe(1);
  });

  it('starts a new window once the last one ended, and the cleanup forgets ended ones', async () => {
    await countCall(db, 'ended', 60_000);
    await countCall(db, 'ended', 60_000);
    await sql`update rate_limit_counter set window_ends_at = now() - interval '1 second' where key = 'ended'`.execute(
      db,
    );
    expect(await countCall(db, 'ended', 60_000)).toMatchObject({ current: 1 });
    await sql`update rate_limit_counter set window_ends_at = now() - interval '1 second' where key = 'ended'`.execute(
      db,
    );
    await forgetEndedCounts(db, new Date());
    const keys = await db.selectFrom('rate_limit_counter').select('key').orderBy('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['another', 'parallel']);
  });
});
