// The databases a server process is killed on: a new embedded data dir always, and a new
// PostgreSQL database when TEST_DATABASE_URL is set (dropped by the cleanups afterwards); both
// copies of what the built server seeded at the start of the run, when global setup made it.
import { createDatabase, testDatabaseUrl } from './databases';
import { newDataDir } from './server-process';
import { readTemplates } from './templates';

export interface Target {
  name: string;
  /** The environment of a server on a fresh database. */
  env: () => Promise<Record<string, string>>;
}

function postgresTarget(url: string, cleanups: (() => Promise<void>)[]): Target {
  return {
    name: 'postgres',
    env: async () => {
      const created = await createDatabase(url, 'server', readTemplates()?.serverPostgres);
      cleanups.push(created.drop);
      return { DATABASE_URL: created.url, DATA_DIR: newDataDir() };
    },
  };
}

export function crashTargets(cleanups: (() => Promise<void>)[]): Target[] {
  const pglite: Target = { name: 'pglite', env: async () => ({ DATA_DIR: newDataDir() }) };
  return testDatabaseUrl ? [pglite, postgresTarget(testDatabaseUrl, cleanups)] : [pglite];
}
