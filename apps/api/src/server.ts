// Entry point: read config, open and migrate the database, load demo data into an empty
// one, listen; on SIGTERM or SIGINT stop accepting, finish requests, close the database.
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildApp } from './app';
import { ConfigError, demoAccountsWanted, readConfig } from './config';
import { DataDirLocked, lockDataDir } from './db/data-dir-lock';
import { migrate, openDatabase } from './db/database';
import { FieldCipher, loadDataKey } from './lib/field-crypto';
import { clearAll, isEmpty, seedDemo } from './seed/demo';

async function main() {
  const { values: flags } = parseArgs({
    options: { 'seed-only': { type: 'boolean', default: false }, reset: { type: 'boolean', default: false } },
    strict: true,
  });
  const config = readConfig(process.env);
  mkdirSync(config.DATA_DIR, { recursive: true });
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
  process.on('exit', unlock);
  const db = openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  await migrate(db);
  if (flags.reset) await clearAll(db);
  if (await isEmpty(db)) await seedDemo(db, new Date(), { staffAccounts: demoAccountsWanted(config) });
  if (flags['seed-only']) {
    await db.destroy();
    return;
  }

  const cipher = new FieldCipher(loadDataKey(config.DATA_KEY, config.DATA_DIR));
  const app = await buildApp({ config, db, cipher });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  // Said whatever the log level, so a newcomer (and the test harness) sees where the store is.
  process.stdout.write(`Benefit Store listening at ${address.replace('0.0.0.0', 'localhost')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLocked) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Benefit Store could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    if (error instanceof Error && error.cause) process.stderr.write(`  cause: ${String(error.cause)}\n`);
  }
  process.exit(1);
});
