// Every sealed column of the schema is declared by the feature that owns it (src/sealed-columns.ts,
// decision 0048), so key rotation re-seals it: a column named as sealed, or any text column holding
// a sealed value in the demo store seeded with a key, is in the list, and every declared column exists.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases';
import type { Db } from './db/database';
import { FieldCipher } from './lib/field-crypto';
import { sealedColumns } from './sealed-columns';
import { seedDemo } from './seed/demo';

const declared = sealedColumns.map((column) => column.name);

describe.each(testDatabases)('the declared sealed columns on $name', (database) => {
  let db: Db;
  let textColumns: string[];
  beforeAll(async () => {
    // The demo store seeded with a key, as the server seeds it: its quotes' recipients are sealed.
    db = await database.open();
    await seedDemo(db, new Date(), { cipher: new FieldCipher(randomBytes(32)) });
    const { rows } = await sql<{ name: string }>`select table_name || '.' || column_name as name
      from information_schema.columns
      where table_schema = current_schema() and data_type = 'text'
      order by 1`.execute(db);
    textColumns = rows.map((row) => row.name);
  });
  afterAll(() => db.destroy());

  it('are columns of the schema, each declared once', () => {
    expect(declared.filter((name) => !textColumns.includes(name))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('cover every column named as sealed', () => {
    const named = textColumns.filter((name) => /sealed/.test(name.split('.')[1] ?? ''));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !declared.includes(name))).toEqual([]);
  });

  it('cover every column holding a sealed value (v1 or v2) in the demo store', async () => {
    const holding: string[] = [];
    for (const name of textColumns) {
      const [table = '', column = ''] = name.split('.');
      const { rows } = await sql<{ found: boolean }>`select exists (
        select from ${sql.table(table)} where ${sql.ref(column)} ~ '^v[12]\\.') as found`.execute(db);
      if (rows[0]?.found) holding.push(name);
    }
    expect(holding.length).toBeGreaterThan(0);
    expect(holding.filter((name) => !declared.includes(name))).toEqual([]);
  });
});
