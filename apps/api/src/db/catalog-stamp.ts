// The catalog stamp as a column of a statement that joins `catalog_version`: which catalog is
// current (instance and version). Several features' statements read it with their own rows; a kept
// answer's key reads it alone.
import { sql } from 'kysely';
import type { Db } from './database';

export const catalogStampColumn = sql<string>`catalog_version.instance || ':' || catalog_version.version`.as(
  'catalog_stamp',
);

/**
 * The catalog's stamp: the database's id and the version counter a trigger bumps on every catalog
 * write (it moves with sites too: answers kept with it, decision 0029).
 */
export async function catalogStamp(db: Db): Promise<string> {
  const row = await db.selectFrom('catalog_version').select(['instance', 'version']).executeTakeFirstOrThrow();
  return `${row.instance}:${row.version}`;
}
