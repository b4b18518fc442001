// On PostgreSQL, each statement text with parameters is prepared once per connection and then
// only bound and run: the server parses and plans it once, not on every request (decision 0029).
// Kysely sends a statement as text and values; node-postgres prepares it when it carries a name.
import type pg from 'pg';

/** Names beyond this many texts are not given: statements built with varying text stay unprepared. */
const maxNamedTexts = 2000;

/** Makes every client of `pool` prepare the statements it runs, named by their text. */
export function prepareStatements(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < maxNamedTexts) {
      name = `bs${names.size}`;
      names.set(text, name);
    }
    return name;
  };
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
