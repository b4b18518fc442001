// Stored functions kept as files (decision 0047): each function's current text is one `.sql` file
// beside the repository that calls it, and `applyStoredSql` creates or replaces it after the
// versioned migrations, only when its text changed since it was last applied (a hash per file in
// `stored_sql`, migration 0053). Migrations stay as they ran; the list of files is the composition
// root's (src/stored-sql.ts), so this module knows no feature.
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/** One stored function: `file` names it (its path under src/, kept in `stored_sql`), `text` is its one statement. */
export interface StoredSql {
  file: string;
  text: string;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Creates or replaces each function whose text is new or changed, in the list's order (a function
 * is created after those it calls). Runs inside the migrations' transaction (`migrate`), so a
 * failing file leaves the schema as it was. Answers the files it applied.
 */
export async function applyStoredSql<Schema>(db: Kysely<Schema>, files: readonly StoredSql[]): Promise<string[]> {
  const stored = await sql<{ file: string; hash: string }>`select file, hash from stored_sql`.execute(db);
  const applied = new Map(stored.rows.map((row) => [row.file, row.hash]));
  const changed: string[] = [];
  for (const { file, text } of files) {
    const hash = hashOf(text);
    if (applied.get(file) === hash) continue;
    try {
      await sql.raw(text).execute(db);
    } catch (cause) {
      throw new Error(`stored function ${file} failed`, { cause });
    }
    await sql`insert into stored_sql (file, hash) values (${file}, ${hash})
      on conflict (file) do update set hash = excluded.hash`.execute(db);
    changed.push(file);
  }
  return changed;
}
