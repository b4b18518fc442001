// Each statement text with values is prepared once and then only run with its values: the database
// parses and plans it once, not on every request (decisions 0029 and 0032).
// - PostgreSQL: Kysely sends a statement as text and values; node-postgres prepares it on each
//   connection when it carries a name.
// - PGlite prepares nothing by itself, and a statement with values costs it six calls into its
//   WebAssembly (parse, describe, sync, bind, execute, sync), each parsed and planned anew. Here a
//   statement whose values are all plain (text, numbers, booleans, instants, nulls) is prepared once
//   on the instance's one connection (`PREPARE`) and run as one simple-protocol message,
//   `EXECUTE name('value', ...)`, its values written as quoted literals. The statement types each
//   value from where it stands, as it types a bound one, and `EXECUTE` casts the literal to that
//   type. Other values (arrays, JSON objects, bytes) go the extended protocol, as before.
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

/** Names beyond this many texts are not given: statements built with varying text stay unprepared. */
const maxNamedTexts = 2000;

/** Names texts in the order they are first seen, up to `maxNamedTexts`. */
function textNames(prefix: string) {
  const names = new Map<string, string>();
  return (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < maxNamedTexts) {
      name = `${prefix}${names.size}`;
      names.set(text, name);
    }
    return name;
  };
}

/** Makes every client of `pool` prepare the statements it runs, named by their text. */
export function prepareStatements(pool: pg.Pool): void {
  const nameOf = textNames('bs');
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (config: unknown, values?: unknown) => unknown;
    // Only statements with values: a text without any (a migration's) may hold several commands,
    // which a prepared statement cannot.
    const prepared = (config: unknown, values?: unknown) => {
      const name =
        typeof config === 'string' && Array.isArray(values) && values.length > 0 ? nameOf(config) : undefined;
      return name === undefined ? query(config, values) : query({ name, text: config, values });
    };
    Object.assign(client, { query: prepared });
  });
}

/** A value `EXECUTE` takes as a literal. */
type PlainValue = string | number | boolean | bigint | Date | null;

const isPlain = (value: unknown): value is PlainValue =>
  value === null ||
  value instanceof Date ||
  typeof value === 'string' ||
  typeof value === 'bigint' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

/**
 * A value as a quoted literal: text quoted as libpq's PQescapeLiteral quotes it (node-postgres'
 * `escapeLiteral`), with no type of its own, and other values as PGlite would send them bound.
 */
function literalOf(value: PlainValue): string {
  if (value === null) return 'null';
  const text = value instanceof Date ? value.toISOString() : String(value);
  // Most values hold neither a quote nor a backslash: nothing to escape.
  return /['\\]/.test(text) ? pg.escapeLiteral(text) : `'${text}'`;
}

/** The `EXECUTE` of the statement prepared as `name`, with `values` as its literals. */
export const executeOf = (name: string, values: readonly PlainValue[]) =>
  `execute ${name}(${values.map(literalOf).join(', ')})`;

type Runs = Pick<Transaction, 'query' | 'exec'>;

/**
 * Makes `pglite` (and each transaction it opens) run a statement with plain values as the `EXECUTE`
 * of its text prepared once. A prepared statement lives as long as the instance; one that failed to
 * prepare (a table not there yet) is prepared again on its next use.
 */
export function preparePgliteStatements(pglite: PGlite): void {
  const nameOf = textNames('pl');
  const prepared = new Map<string, Promise<void>>();
  /**
   * Prepares `text` as `name` on `runs` unless it is (or is being) prepared. Kysely hands PGlite's
   * one connection to one statement or transaction at a time, so a transaction's `PREPARE` that
   * failed (aborted) is never awaited by a statement outside it.
   */
  const prepare = (runs: Runs, name: string, text: string): Promise<void> => {
    let ready = prepared.get(name);
    if (ready === undefined) {
      ready = runs.exec(`prepare ${name} as ${text}`).then(() => undefined);
      ready.catch(() => prepared.delete(name));
      prepared.set(name, ready);
    }
    return ready;
  };
  const withPrepared = (runs: Runs): Runs['query'] => {
    const query = runs.query.bind(runs);
    return async <T>(text: string, values?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
      const name = values !== undefined && values.length > 0 && values.every(isPlain) ? nameOf(text) : undefined;
      if (name === undefined) return query<T>(text, values, options);
      await prepare(runs, name, text);
      const results = await runs.exec(executeOf(name, values as PlainValue[]), options);
      return results.at(-1) as Results<T>;
    };
  };
  pglite.query = withPrepared(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (callback) => transaction((tx) => callback(Object.assign(tx, { query: withPrepared(tx) })));
}
