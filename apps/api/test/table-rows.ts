// Every row of every table of the database's own schema, as JSON texts: what tests compare
// before and after a call, or search for secrets.
import { sql } from 'kysely';
import type { Db } from '../src/db/database';

export type Rows = ReadonlyMap<string, readonly string[]>;

/**
 * Reference data a migration loads and no call writes (42,555 zip codes): read as its row count,
 * so a test that reads every table for each call stays fast, and a row added or removed still shows.
 */
const referenceTables = new Set(['zip_place']);

export async function allRows(db: Db): Promise<Rows> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const rows = new Map<string, string[]>();
  for (const { table_name } of tables.rows) {
    if (referenceTables.has(table_name)) {
      const counted = await sql<{ rows: string }>`select count(*)::text as rows from ${sql.table(table_name)}`.execute(
        db,
      );
      rows.set(table_name, [`${counted.rows[0]?.rows} rows`]);
      continue;
    }
    const found = await sql<{ row: string }>`
      select row_to_json(t)::text as row from ${sql.table(table_name)} t`.execute(db);
    rows.set(
      table_name,
      found.rows.map(({ row }) => row),
    );
  }
  return rows;
}
