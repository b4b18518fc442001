// The databases every database test runs on: embedded PGlite always, and PostgreSQL
// when TEST_DATABASE_URL is set (each open gets a database of its own there, dropped on
// destroy). Both start from the run's templates when global-setup.ts made them.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type LogEvent, PGliteDialect } from 'kysely';
import pg from 'pg';
import { type Db, migrate, openDatabase } from '../src/db/database';
import { guardedHandle } from '../src/db/lock-guard';
import { preparePgliteStatements } from '../src/db/prepared-statements';
import type { Database } from '../src/db/schema';
import { runsOnPglite } from '../src/db/written-statements';
import { seedDemo } from '../src/seed/demo';
import { storedSql } from '../src/stored-sql';
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

/** Embedded PGlite; `log` sees the SQL of every statement (tests that count statements). */
export function pgliteDatabase(log?: (statement: string) => void): TestDatabase {
  const open = async (dump: string | undefined, seed: boolean) => {
    let instance: PGlite | undefined;
    const pglite = async () => {
      instance = await PGlite.create(dump ? { loadDataDir: dumpBlob(dump) } : {});
      // Statements prepared as the server prepares them (decision 0032).
      preparePgliteStatements(instance);
      return instance;
    };
    // Guarded like the server's handle outside production (lock-guard.ts).
    const db = guardedHandle(
      new Kysely<Database>({
        dialect: new PGliteDialect({ pglite }),
        ...(log ? { log: (event: LogEvent) => log(event.query.sql) } : {}),
      }),
    );
    runsOnPglite(db, () => instance);
    if (dump) return db;
    await migrate(db, { storedSql: storedSql() });
    return seed ? seeded(db) : db;
  };
  return {
    name: 'pglite',
    open: () => open(templates?.pgliteMigrated, false),
    openSeeded: () => open(templates?.pgliteSeeded, true),
  };
}

const pglite = pgliteDatabase();

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

/**
 * Drops the database `name`, once the connections of the pool that used it have gone (up to 5 s):
 * a connection still closing when `with (force)` ends it reports an error no one listens for.
 */
async function dropDatabase(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (open.rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** A new database on the server of `url`, copied from `template` when given; dropped by `drop`. */
export async function createDatabase(url: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    name,
    url: databaseUrl(url, name),
    drop: () => dropDatabase(url, name),
  };
}

/**
 * `url` whose connections commit without waiting for the WAL to reach the disk (about 2 ms a
 * commit here, thousands of commits a run): a test database is dropped at its end and the tests
 * kill the app, never PostgreSQL, so no commit they read back can be lost (CI time).
 */
export const withoutCommitFlush = (url: string) => {
  const target = new URL(url);
  target.searchParams.set('options', '-c synchronous_commit=off');
  return target.toString();
};

function postgres(url: string): TestDatabase {
  const open = async (template: string | undefined) => {
    const created = await createDatabase(url, 'test', template);
    const db = openDatabase({ kind: 'postgres', url: withoutCommitFlush(created.url) });
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
      await migrate(db, { storedSql: storedSql() });
      return db;
    },
    openSeeded: async () => {
      if (templates?.postgresSeeded) return open(templates.postgresSeeded);
      const db = await open(undefined);
      await migrate(db, { storedSql: storedSql() });
      return seeded(db);
    },
  };
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export const testDatabases: readonly TestDatabase[] = testDatabaseUrl ? [pglite, postgres(testDatabaseUrl)] : [pglite];
