// Once per test run: build the migrated and the seeded database on each engine, and what the
// built server makes of an empty data dir, so that tests copy them instead of building their
// own (initdb alone costs PGlite seconds per database). Torn down after the run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { type Db, migrate, openDatabase } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { seedDemo } from '../src/seed/demo';
import { storedSql } from '../src/stored-sql';
import { createDatabase, withoutCommitFlush } from './databases';
import { serverEntry, serverEnvironment } from './server-process';
import { type Templates, templatesVariable } from './templates';

async function pgliteDumps(dir: string, now: Date) {
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: async () => pglite }) });
  const dump = async (name: string) => {
    const file = path.join(dir, name);
    // Uncompressed: every PGlite test database is loaded from one, and gunzip was a third of a load.
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  await migrate(db, { storedSql: storedSql() });
  const pgliteMigrated = await dump('migrated.tar');
  await seedDemo(db, now);
  const pgliteSeeded = await dump('seeded.tar');
  await db.destroy();
  return { pgliteMigrated, pgliteSeeded };
}

/** Runs the built server with --seed-only: it migrates and seeds, then exits. */
function seedWithServer(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [serverEntry, '--seed-only'], {
      env: serverEnvironment(env),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding failed (${code}): ${errors}`))));
  });
}

async function postgresTemplates(url: string, now: Date, cleanups: (() => Promise<void>)[]) {
  const make = async (prefix: string, fill: (db: Db) => Promise<void>) => {
    const created = await createDatabase(url, prefix);
    cleanups.push(created.drop);
    const db = openDatabase({ kind: 'postgres', url: withoutCommitFlush(created.url) });
    await fill(db);
    await db.destroy();
    return created;
  };
  const migrated = await make('tpl_migrated', (db) => migrate(db, { storedSql: storedSql() }));
  const seeded = await make('tpl_seeded', async (db) => {
    await migrate(db, { storedSql: storedSql() });
    await seedDemo(db, now);
  });
  return { postgresMigrated: migrated.name, postgresSeeded: seeded.name };
}

/** A PostgreSQL database the built server seeded; its name. */
async function serverSeededPostgres(url: string, dir: string, cleanups: (() => Promise<void>)[]) {
  const created = await createDatabase(url, 'tpl_server');
  cleanups.push(created.drop);
  await seedWithServer({ DATA_DIR: path.join(dir, 'server-pg'), DATABASE_URL: created.url });
  return created.name;
}

export default async function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'benefit-store-templates-'));
  const cleanups: (() => Promise<void>)[] = [async () => rmSync(dir, { recursive: true, force: true })];
  const now = new Date();
  const url = process.env.TEST_DATABASE_URL;
  const hasServer = existsSync(serverEntry);
  // The four builds are independent: on two cores, side by side.
  const serverDataDir = path.join(dir, 'server-data');
  const [pglite, postgres, serverPostgres] = await Promise.all([
    pgliteDumps(dir, now),
    url ? postgresTemplates(url, now, cleanups) : {},
    hasServer && url ? serverSeededPostgres(url, dir, cleanups) : undefined,
    hasServer ? seedWithServer({ DATA_DIR: serverDataDir }) : undefined,
  ]);
  const templates: Templates = {
    ...pglite,
    ...postgres,
    ...(hasServer ? { serverDataDir } : {}),
    ...(serverPostgres ? { serverPostgres } : {}),
  };
  process.env[templatesVariable] = JSON.stringify(templates);
  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}
