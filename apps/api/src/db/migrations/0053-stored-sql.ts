// Stored functions as files (decision 0047): the hash of the text each function file last applied,
// so a file is applied again only when it changed (db/stored-sql.ts). The functions themselves
// keep the text they were last given when this is undone; below 0053 they are the migrations'.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table stored_sql (
    file text primary key,
    hash text not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table stored_sql`.execute(db);
}
