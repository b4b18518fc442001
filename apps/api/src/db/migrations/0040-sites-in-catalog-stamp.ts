// A site's words and colours are kept as answer bytes with the catalog's (decision 0029): a change
// to a site or its translations moves the catalog stamp, so every process writes them anew.
import { type Kysely, sql } from 'kysely';

const siteTables = ['site', 'site_translation'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of siteTables) {
    await sql`create trigger ${sql.raw(`${table}_bumps_catalog_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_catalog_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of siteTables) {
    await sql`drop trigger ${sql.raw(`${table}_bumps_catalog_version`)} on ${sql.table(table)}`.execute(db);
  }
}
