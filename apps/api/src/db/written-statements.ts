// Statements written once (constant text with `$1`, `$2`... for their values) that every request
// runs: the session read, the access checks, a wizard step's read and write. Each database prepares
// them once and then only runs them with their values (prepared-statements.ts, decisions 0029 and
// 0032); they are written by hand because a statement built anew each time cost more than running it.
import type { PGlite } from '@electric-sql/pglite';
import { CompiledQuery } from 'kysely';
import type { Db } from './database';

/** The values a written statement takes: each is sent as text, as a bound value would be. */
export type WrittenValue = string | number | boolean | Date | null;

/** The PGlite instances behind the handles that `openDatabase` made (not their transactions). */
const embedded = new WeakMap<object, () => PGlite | undefined>();

/** Registers `db` as the top-level handle of `pglite` (openDatabase). */
export function runsOnPglite(db: Db, pglite: () => PGlite | undefined): void {
  embedded.set(db, pglite);
}

/**
 * Whether `db` is PGlite's own handle (not a transaction), whose one connection runs every
 * statement and transaction one at a time: a row lock taken by a statement of its own would never
 * be waited for.
 */
export const runsAlone = (db: Db) => !db.isTransaction && embedded.get(db)?.() !== undefined;

/** Runs a written statement and answers its rows. */
export async function runWritten<R>(db: Db, text: string, values: readonly WrittenValue[]): Promise<R[]> {
  return (await db.executeQuery<R>(CompiledQuery.raw(text, [...values]))).rows;
}
