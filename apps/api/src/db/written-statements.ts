// Statements written once (constant text with `$1`, `$2`... for their values) that every request
// runs: the session read, the access checks, a wizard step's read and write. PostgreSQL prepares
// each once per connection and then only binds it (prepared-statements.ts, decision 0029). PGlite
// prepares nothing by itself, and a statement with values costs it six calls into its WebAssembly
// (parse, describe, sync, bind, execute, sync); so on PGlite's own handle such a statement goes as
// one simple-protocol message, its values written as quoted literals (decision 0031): `EXECUTE` of
// the text prepared once (`PREPARE`) on that handle, so it is parsed and planned once, as on
// PostgreSQL (decision 0032).
import type { PGlite } from '@electric-sql/pglite';
import { CompiledQuery } from 'kysely';
import pg from 'pg';
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
 * A value as a quoted literal: text quoted as libpq's PQescapeLiteral quotes it (node-postgres'
 * `escapeLiteral`), with no type of its own, so the statement types it as it types a bound value.
 */
function literalOf(value: WrittenValue): string {
  if (value === null) return 'null';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`not a value to write: ${value}`);
  const text = String(value);
  // Most values hold neither a quote nor a backslash: nothing to escape.
  return /['\\]/.test(text) ? pg.escapeLiteral(text) : `'${text}'`;
}

/** The `EXECUTE` of the statement prepared as `name`, with the values as its literals. */
export const executeOf = (name: string, values: readonly WrittenValue[]) =>
  `execute ${name}(${values.map(literalOf).join(', ')})`;

/** PGlite behind `db` when `db` is its own handle (not a transaction); touching `db` keeps the lock guard's refusal. */
const pgliteOf = (db: Db) => (db.isTransaction ? undefined : embedded.get(db)?.());

/**
 * Whether `db` is PGlite's own handle, whose one connection runs every statement and transaction
 * one at a time: a row lock taken by a statement of its own would never be waited for.
 */
export const runsAlone = (db: Db) => pgliteOf(db) !== undefined;

/** The statements prepared on each PGlite instance, by text: their names once prepared. */
const preparedOn = new WeakMap<PGlite, Map<string, Promise<string>>>();
let preparedCount = 0;

/**
 * The name `text` is prepared under on `pglite`, preparing it on first use (once, however many
 * requests ask at the same time). Its values are typed there as bound values are, from where they
 * stand, and `EXECUTE` casts each literal to that type. It lives as long as the instance.
 */
function preparedName(pglite: PGlite, text: string): Promise<string> {
  let names = preparedOn.get(pglite);
  if (names === undefined) {
    names = new Map();
    preparedOn.set(pglite, names);
  }
  let name = names.get(text);
  if (name === undefined) {
    const named = `written_${preparedCount++}`;
    name = pglite.exec(`prepare ${named} as ${text}`).then(() => named);
    // A text that failed to prepare is tried again next time (and fails as loudly).
    name.catch(() => names.delete(text));
    names.set(text, name);
  }
  return name;
}

/** Runs a written statement and answers its rows: on PGlite's own handle in one message, else bound. */
export async function runWritten<R>(db: Db, text: string, values: readonly WrittenValue[]): Promise<R[]> {
  const pglite = pgliteOf(db);
  if (pglite === undefined) return (await db.executeQuery<R>(CompiledQuery.raw(text, [...values]))).rows;
  const name = await preparedName(pglite, text);
  const results = await pglite.exec(executeOf(name, values));
  return (results.at(-1)?.rows ?? []) as R[];
}
