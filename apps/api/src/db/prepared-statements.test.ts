// Each statement text with values is prepared once: on PostgreSQL once per connection (decision
// 0029), on PGlite once per instance, run by `EXECUTE` with its values as literals (decision 0032).
// The database then holds it in pg_prepared_statements, and the next run only runs it.
import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/databases';
import { executeOf, preparePgliteStatements, prepareStatements } from './prepared-statements';

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

describe('statements prepared on PGlite', () => {
  let pglite: PGlite;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    pglite = await PGlite.create();
    preparePgliteStatements(pglite);
    db = new Kysely({ dialect: new PGliteDialect({ pglite }) });
  });
  afterAll(() => db.destroy());

  const prepared = async (text: string) =>
    (
      await pglite.query<{ count: number }>(
        'select count(*)::int as count from pg_prepared_statements where statement like $1',
        [`%${text}`],
      )
    ).rows[0]?.count;

  it('writes each value as a literal: text quoted as libpq quotes it, the rest as PGlite sends them', () => {
    const at = new Date('2026-11-25T03:00:00.000Z');
    expect(executeOf('pl7', ["it's", 7, true, at, null, 12n])).toBe(
      "execute pl7('it''s', '7', 'true', '2026-11-25T03:00:00.000Z', null, '12')",
    );
    // A backslash makes an escape string, as libpq writes it (with a space before it).
    expect(executeOf('pl7', ['a\\b'])).toBe("execute pl7( E'a\\\\b')");
  });

  it('prepares a statement with plain values once, in a transaction or not, and answers each run', async () => {
    const text = 'select $1::int + 1 as next, $2::timestamptz as at, $3::boolean as yes';
    const at = new Date('2026-11-25T03:00:00.000Z');
    for (const value of [1, 2, 3]) {
      const { rows } = await db.executeQuery(CompiledQuery.raw(text, [value, at, value === 2]));
      expect(rows).toEqual([{ next: value + 1, at, yes: value === 2 }]);
    }
    const inside = await db.transaction().execute((trx) => trx.executeQuery(CompiledQuery.raw(text, [41, at, false])));
    expect(inside.rows).toEqual([{ next: 42, at, yes: false }]);
    expect(await prepared(text)).toBe(1);
  });

  it('answers the rows a write changed, as the extended protocol does', async () => {
    await sql`create table counted (n int)`.execute(db);
    await db.executeQuery(CompiledQuery.raw('insert into counted values ($1), ($2)', [1, 2]));
    const { numAffectedRows } = await db.executeQuery(CompiledQuery.raw('update counted set n = n + $1', [10]));
    expect(numAffectedRows).toBe(2n);
  });

  it('sends other values (an array) unprepared, and prepares a text again after a failure', async () => {
    const { rows } = await db.executeQuery<{ n: number }>(
      CompiledQuery.raw('select cardinality($1::int[]) as n', [[1, 2, 3]]),
    );
    expect(rows[0]?.n).toBe(3);
    expect(await prepared('select cardinality($1::int[]) as n')).toBe(0);
    const later = 'select n from later_table where n = $1';
    await expect(db.executeQuery(CompiledQuery.raw(later, [1]))).rejects.toThrow(/later_table/);
    await sql`create table later_table (n int)`.execute(db);
    await sql`insert into later_table values (1)`.execute(db);
    expect((await db.executeQuery(CompiledQuery.raw(later, [1]))).rows).toEqual([{ n: 1 }]);
  });
});
