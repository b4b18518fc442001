// A written statement answers the same on both engines, whatever its values hold: on PGlite its
// values go as quoted literals to the statement prepared once (decision 0032), so quotes,
// backslashes, placeholders and SQL in a value must arrive as the value, never as statement text.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import type { Db } from './database';
import { runWritten } from './written-statements';

const hostile = [
  "it's",
  'back\\slash',
  "\\'; drop table session; --",
  '$1 $2 $$',
  "E'\\x41'",
  'ñandú 日本 😀',
  '',
  '{"a": "b\\"c"}',
];

describe.each(testDatabases)('written statements on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db.destroy());

  it('hands every value over as it was, as text and as JSON', async () => {
    for (const value of hostile) {
      const rows = await runWritten<{ text: string; json: unknown }>(db, 'select $1::text as text, $2::jsonb as json', [
        value,
        JSON.stringify({ value }),
      ]);
      expect(rows).toEqual([{ text: value, json: { value } }]);
    }
    // The value naming a table to drop dropped nothing.
    const sessions = await sql<{ count: number }>`select count(*)::int as count from session`.execute(db);
    expect(sessions.rows).toHaveLength(1);
  });

  it('types a value as the statement types a bound one', async () => {
    const at = new Date('2026-11-25T03:00:00.000Z');
    const rows = await runWritten<{ next: number; later: boolean; none: boolean }>(
      db,
      'select $1::int + 1 as next, $2::timestamptz > $3::timestamptz as later, $4::text is null as none',
      [41, at, new Date(at.getTime() - 1), null],
    );
    expect(rows).toEqual([{ next: 42, later: true, none: true }]);
  });

  it('answers each run of a text from its values, a placeholder inside quotes as text', async () => {
    const text = "select $1::int * 2 as twice, '$1' as quoted";
    for (let n = 0; n < 12; n++) expect(await runWritten(db, text, [n])).toEqual([{ twice: 2 * n, quoted: '$1' }]);
  });

  it('runs inside a transaction on the transaction, as any statement does', async () => {
    const rows = await db
      .transaction()
      .execute((trx) => runWritten<{ value: string }>(trx, 'select $1::text as value', ["it's"]));
    expect(rows).toEqual([{ value: "it's" }]);
  });
});
