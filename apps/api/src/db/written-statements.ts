// Statements written once (constant text with `$1`, `$2`... for their values) that every request
// runs: the session read, the access checks, a wizard step's read and write. PostgreSQL prepares
// each once per connection and then only binds it (prepared-statements.ts, decision 0029). PGlite
// prepares nothing, and a statement with values costs it six calls into its WebAssembly (parse,
// describe, sync, bind, execute, sync); so on PGlite's own handle such a statement goes as one
// simple-protocol message, its values written as quoted literals (decision 0031).
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

/** Texts already checked to hold their placeholders outside quotes. */
const checkedTexts = new Set<string>();

/**
 * `text` with its placeholders replaced by the values' literals. The text is the program's own; it
 * must hold no placeholder inside a quoted string (which a literal would break), checked once a text.
 */
export function withLiterals(text: string, values: readonly WrittenValue[]): string {
  if (!checkedTexts.has(text)) {
    const quoted = text.split("'").filter((_, index) => index % 2 === 1);
    if (text.includes('$$') || quoted.some((part) => /\$\d/.test(part)))
      throw new Error(`a written statement holds a placeholder inside quotes: ${text}`);
    checkedTexts.add(text);
  }
  return text.replace(/\$(\d+)/g, (_, position: string) => {
    const value = values[Number(position) - 1];
    if (value === undefined) throw new Error(`no value for $${position}`);
    return literalOf(value);
  });
}

/** PGlite behind `db` when `db` is its own handle (not a transaction); touching `db` keeps the lock guard's refusal. */
const pgliteOf = (db: Db) => (db.isTransaction ? undefined : embedded.get(db)?.());

/**
 * Whether `db` is PGlite's own handle, whose one connection runs every statement and transaction
 * one at a time: a row lock taken by a statement of its own would never be waited for.
 */
export const runsAlone = (db: Db) => pgliteOf(db) !== undefined;

/** Runs a written statement and answers its rows: on PGlite's own handle in one message, else bound. */
export async function runWritten<R>(db: Db, text: string, values: readonly WrittenValue[]): Promise<R[]> {
  const pglite = pgliteOf(db);
  if (pglite === undefined) return (await db.executeQuery<R>(CompiledQuery.raw(text, [...values]))).rows;
  const results = await pglite.exec(withLiterals(text, values));
  return (results.at(-1)?.rows ?? []) as R[];
}
