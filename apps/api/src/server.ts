// Entry point: read config, open and migrate the database, load demo data into an empty
// one, listen; on SIGTERM or SIGINT stop accepting, finish requests, close the database. With
// WEB_CONCURRENCY above 1 this process forks the workers that listen instead (cluster.ts).
import cluster from 'node:cluster';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from './app';
import { runPrimary, runWorker, sayListening, startJobs, warnAboutMissingTransports } from './cluster';
import { DataDirOpen, secureDataDir } from './db/data-dir';
import { DataDirLocked, lockDataDir } from './db/data-dir-lock';
import { migrate, openDatabase } from './db/database';
import { storeCipherOf } from './db/first-format';
import { compileWasmWithoutTierUp, freeClosedDatabases } from './db/pglite-memory';
import { RedisUnreachable } from './http/rate-limit-store';
import { ConfigError, demoAccountsWanted, readConfig } from './lib/config';
import { cipherOf, KeyBesideData, KeyFileMissing } from './lib/field-crypto';
import { KeyFileUnreadable } from './lib/key-encryption';
import { clearAll, isEmpty, seedDemo } from './seed/demo';
import { storedSql } from './stored-sql';

async function main() {
  if (cluster.isWorker) {
    await runWorker(readConfig(process.env));
    return;
  }
  const { values: flags } = parseArgs({
    options: { 'seed-only': { type: 'boolean', default: false }, reset: { type: 'boolean', default: false } },
    strict: true,
  });
  const config = readConfig(process.env);
  // Whatever this process creates (the embedded database's files, keys, blobs) is its user's only.
  process.umask(0o077);
  secureDataDir(config.DATA_DIR);
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
  process.on('exit', unlock);
  // The embedded database's WebAssembly stays on V8's baseline compiler: the optimizing compiler's
  // work on it was most of the server's peak memory (decision 0028). The flags are process-wide and
  // read when a module is compiled, so the process sets them here, once, before PGlite starts.
  if (!config.DATABASE_URL) compileWasmWithoutTierUp();
  const open = () =>
    openDatabase(
      config.DATABASE_URL
        ? { kind: 'postgres', url: config.DATABASE_URL }
        : { kind: 'pglite', dataDir: config.DATA_DIR },
      // The lock trap throws at once outside production; production is spared the check per query.
      { guardLocks: config.NODE_ENV !== 'production' },
    );
  let db = open();
  // Migration 0049 moves sealed card numbers, so it is given the keys (v1 values still open for it).
  await migrate(db, { storedSql: storedSql(), sealer: cipherOf(config) });
  // PGlite makes its first files with modes of its own (0644): a first start tightens them too.
  secureDataDir(config.DATA_DIR);
  if (flags.reset) await clearAll(db);
  // The demo quotes' recipients are sealed with the store's own key.
  const cipher = await storeCipherOf(config, db);
  const seeding = await isEmpty(db);
  if (seeding) await seedDemo(db, new Date(), { staffAccounts: demoAccountsWanted(config), cipher });
  if (flags['seed-only']) {
    await db.destroy();
    return;
  }
  // The embedded database's heap never shrinks, and migrating and loading a new store grew it by
  // what a warm start never holds: the server serves from a fresh one, opened as a warm start opens
  // it (decision 0055).
  if (seeding && !config.DATABASE_URL) {
    await db.destroy();
    freeClosedDatabases();
    db = open();
    // Its first statement starts it, and it writes its relation caches' files anew (0644): closed too.
    await sql`select 1`.execute(db);
    secureDataDir(config.DATA_DIR);
  }

  if (config.WEB_CONCURRENCY > 1) {
    // The workers open the database themselves: the primary's handle is for the job runner.
    await runPrimary({ config, db, cipher });
    return;
  }
  const app = await buildApp({ config, db, cipher });
  warnAboutMissingTransports(app.log, config);
  const jobs = await startJobs({ config, db, cipher, log: app.log, blobs: app.blobs });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await jobs.stop();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  sayListening(address);
}

/** Failures the operator can fix: said as they are, without a stack trace. */
const startupErrors = [
  ConfigError,
  DataDirLocked,
  DataDirOpen,
  KeyBesideData,
  KeyFileMissing,
  KeyFileUnreadable,
  RedisUnreachable,
];

main().catch((error: unknown) => {
  if (error instanceof Error && startupErrors.some((kind) => error instanceof kind)) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Benefit Store could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    if (error instanceof Error && error.cause) process.stderr.write(`  cause: ${String(error.cause)}\n`);
  }
  process.exit(1);
});
