// The catalog stamp as a column of a statement that joins `catalog_version`: which catalog is
// current (instance and version). Several features' statements read it with their own rows.
import { sql } from 'kysely';

export const catalogStampColumn = sql<string>`catalog_version.instance || ':' || catalog_version.version`.as(
  'catalog_stamp',
);
