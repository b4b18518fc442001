// The databases a server process is killed on: a fresh embedded data dir always, and a fresh
// PostgreSQL database when TEST_DATABASE_URL is set (dropped by the cleanups afterwards).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { testDatabaseUrl } from './databases';

export interface Target {
  name: string;
  /** The environment of a server on a fresh database. */
  env: () => Promise<Record<string, string>>;
}

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'benefit-store-'));

async function onAdmin(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function postgresTarget(url: string, cleanups: (() => Promise<void>)[]): Target {
  return {
    name: 'postgres',
    env: async () => {
      const name = `server_${randomBytes(6).toString('hex')}`;
      await onAdmin(url, `create database ${name}`);
      cleanups.push(() => onAdmin(url, `drop database if exists ${name} with (force)`));
      const target = new URL(url);
      target.pathname = `/${name}`;
      return { DATABASE_URL: target.toString(), DATA_DIR: freshDataDir() };
    },
  };
}

export function crashTargets(cleanups: (() => Promise<void>)[]): Target[] {
  const pglite: Target = { name: 'pglite', env: async () => ({ DATA_DIR: freshDataDir() }) };
  return testDatabaseUrl ? [pglite, postgresTarget(testDatabaseUrl, cleanups)] : [pglite];
}
