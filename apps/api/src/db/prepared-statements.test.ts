// On PostgreSQL each statement text with values is prepared once per connection (decision 0029):
// the server then holds it in pg_prepared_statements, and the next run only binds it.
import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/databases';
import { prepareStatements } from './prepared-statements';

describe.skipIf(testDatabaseUrl === undefined)('statements prepared on PostgreSQL', () => {
  let pool: pg.Pool;
  let db: Kysely<unknown>;
  beforeAll(() => {
    // One connection: every statement below runs on it, so it sees what that connection prepared.
    pool = new pg.Pool({ connectionString: testDatabaseUrl, max: 1 });
    prepareStatements(pool);
    db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  });
  afterAll(() => db.destroy());

  const prepared = async (text: string) =>
    (
      await sql<{
        count: number;
      }>`select count(*)::int as count from pg_prepared_statements where statement = ${text}`.execute(db)
    ).rows[0]?.count;

  it('prepares a statement with values once, and runs it again by name', async () => {
    const text = 'select $1::int + 1 as next';
    for (const value of [1, 2, 3]) {
      const { rows } = await db.executeQuery<{ next: number }>(CompiledQuery.raw(text, [value]));
      expect(rows[0]?.next).toBe(value + 1);
    }
    expect(await prepared(text)).toBe(1);
  });

  it('leaves a statement without values unprepared (it may hold several commands)', async () => {
    await sql`select 1; select 2`.execute(db);
    expect(await prepared('select 1; select 2')).toBe(0);
  });
});
