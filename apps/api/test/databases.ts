// The databases every database test runs on: embedded PGlite always, and PostgreSQL
// when TEST_DATABASE_URL is set (each open gets a database of its own there, dropped on
// destroy). Both start from the run's templates when global-setup.ts made them.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, migrate, openDatabase } from '../src/db/database';
import { seedDemo } from '../src/seed/demo';
import { dumpBlob, readTemplates } from './templates';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A migrated, empty database. */
  open(): Promise<Db>;
  /** A migrated database holding the demo data (seeded at the start of the run). */
  openSeeded(): Promise<Db>;
}

const templates = readTemplates();

async function seeded(db: Db): Promise<Db> {
  await seedDemo(db, new Date());
  return db;
}

async function freshPglite(): Promise<Db> {
  const db = openDatabase({ kind: 'pglite', dataDir: undefined });
  await migrate(db);
  return db;
}

const pglite: TestDatabase = {
  name: 'pglite',
  open: async () =>
    templates
      ? openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: dumpBlob(templates.pgliteMigrated) })
      : freshPglite(),
  openSeeded: async () =>
    templates
      ? openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: dumpBlob(templates.pgliteSeeded) })
      : seeded(await freshPglite()),
};

/** Runs one statement on the server of `url`, over a connection of its own. */
export async function onServer(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** `url` pointing at the database `name` of the same server. */
export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** A new database on the server of `url`, copied from `template` when given; dropped by `drop`. */
export async function createDatabase(url: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    name,
    url: databaseUrl(url, name),
    drop: () => onServer(url, `drop database if exists ${name} with (force)`),
  };
}

function postgres(url: string): TestDatabase {
  const open = async (template: string | undefined) => {
    const created = await createDatabase(url, 'test', template);
    const db = openDatabase({ kind: 'postgres', url: created.url });
    const destroy = db.destroy.bind(db);
    // Leave no test database behind.
    db.destroy = async () => {
      await destroy();
      await created.drop();
    };
    return db;
  };
  return {
    name: 'postgres',
    open: async () => {
      if (templates?.postgresMigrated) return open(templates.postgresMigrated);
      const db = await open(undefined);
      await migrate(db);
      return db;
    },
    openSeeded: async () => {
      if (templates?.postgresSeeded) return open(templates.postgresSeeded);
      const db = await open(undefined);
      await migrate(db);
      return seeded(db);
    },
  };
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export const testDatabases: readonly TestDatabase[] = testDatabaseUrl ? [pglite, postgres(testDatabaseUrl)] : [pglite];
