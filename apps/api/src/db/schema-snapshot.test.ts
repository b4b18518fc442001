// The schema as the migrated database has it, in schema-snapshot.sql: tables and their columns,
// constraints, indexes, triggers and the stored functions' signatures (decision 0047). A reader
// finds the database as it is now without replaying 50 migrations. The file is written from
// embedded PGlite (`UPDATE_SCHEMA_SNAPSHOT=1`, the command in its header) and checked on both
// databases: PostgreSQL 15 and PGlite (18) answer the same text.
import { readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import type { Db } from './database';

const file = new URL('./schema-snapshot.sql', import.meta.url);

/** Each query answers one line per row, in a fixed order. */
const sections: { title: string; query: ReturnType<typeof sql<{ line: string }>> }[] = [
  {
    title: 'Tables and columns: type, null or not, default',
    query: sql`select c.table_name || '.' || c.column_name || ' ' || format_type(a.atttypid, a.atttypmod)
        || case when c.is_nullable = 'NO' then ' not null' else '' end
        || coalesce(' default ' || c.column_default, '') as line
      from information_schema.columns c
      join pg_attribute a on a.attrelid = (quote_ident(c.table_name))::regclass and a.attname = c.column_name
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.table_name not like 'kysely\\_%'
      order by c.table_name, c.ordinal_position`,
  },
  {
    title: 'Constraints (not null ones are in the columns)',
    query: sql`select r.relname || ' ' || k.conname || ': ' || pg_get_constraintdef(k.oid) as line
      from pg_constraint k join pg_class r on r.oid = k.conrelid
      where r.relnamespace = current_schema()::regnamespace and r.relname not like 'kysely\\_%'
        and k.contype <> 'n'
      order by r.relname, k.conname`,
  },
  {
    title: 'Indexes',
    query: sql`select replace(pg_get_indexdef(i.indexrelid), current_schema() || '.', '') as line
      from pg_index i join pg_class r on r.oid = i.indrelid join pg_class x on x.oid = i.indexrelid
      where r.relnamespace = current_schema()::regnamespace and r.relname not like 'kysely\\_%'
      order by r.relname, x.relname`,
  },
  {
    title: 'Triggers',
    query: sql`select replace(pg_get_triggerdef(g.oid), current_schema() || '.', '') as line
      from pg_trigger g join pg_class r on r.oid = g.tgrelid
      where r.relnamespace = current_schema()::regnamespace and not g.tgisinternal
      order by r.relname, g.tgname`,
  },
  {
    title: 'Functions (their text: the files of src/stored-sql.ts)',
    query: sql`select p.proname || '(' || pg_get_function_arguments(p.oid) || ') returns '
        || pg_get_function_result(p.oid) || ' language ' || l.lanname as line
      from pg_proc p join pg_language l on l.oid = p.prolang
      where p.pronamespace = current_schema()::regnamespace
      order by p.proname, pg_get_function_identity_arguments(p.oid)`,
  },
];

async function snapshotOf(db: Db): Promise<string> {
  const parts = [
    '-- The schema of the migrated database, written by src/db/schema-snapshot.test.ts, which fails when',
    '-- it differs. After a migration, rewrite it (from the repository root):',
    '--   UPDATE_SCHEMA_SNAPSHOT=1 npx vitest run --project api apps/api/src/db/schema-snapshot.test.ts',
  ];
  for (const { title, query } of sections) {
    const { rows } = await query.execute(db);
    parts.push('', `-- ${title}`, ...rows.map((row) => row.line));
  }
  return `${parts.join('\n')}\n`;
}

describe.each(testDatabases)('the schema snapshot on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db.destroy());

  it('is the migrated database as it is now', async () => {
    const now = await snapshotOf(db);
    if (process.env.UPDATE_SCHEMA_SNAPSHOT === '1' && database.name === 'pglite') writeFileSync(file, now);
    expect(now).toBe(readFileSync(file, 'utf8'));
  });
});
