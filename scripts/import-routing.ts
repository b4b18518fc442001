// npm run import:routing -- <FedACH directory file>: loads the Federal Reserve's FedACH participant
// directory (FedACHdir.txt, fixed width) into the routing directory that routing-number-bank-lookup
// answers from: new routing numbers added, known ones renamed, in one transaction. Lines it cannot
// use (short, failing the ABA checksum, nameless) are counted and listed by number.
import { readFileSync } from 'node:fs';
import { DataDirOpen, secureDataDir } from '../apps/api/src/db/data-dir';
import { DataDirLocked, lockDataDir } from '../apps/api/src/db/data-dir-lock';
import { migrate, openDatabase } from '../apps/api/src/db/database';
import { compileWasmWithoutTierUp } from '../apps/api/src/db/pglite-memory';
import { readFedAchDirectory } from '../apps/api/src/features/enrollment/steps/billing/fedach';
import { upsertRoutingBanks } from '../apps/api/src/features/enrollment/steps/billing/repo';
import { ConfigError, readConfig } from '../apps/api/src/lib/config';
import { storedSql } from '../apps/api/src/stored-sql';

const batchSize = 1000;

async function main() {
  const file = process.argv[2];
  if (!file) throw new ConfigError('usage: npm run import:routing -- <FedACH directory file>');
  const { banks, skipped } = readFedAchDirectory(readFileSync(file, 'latin1'));
  const config = readConfig(process.env);
  process.umask(0o077);
  secureDataDir(config.DATA_DIR);
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
  process.on('exit', unlock);
  // As the server does (server.ts): the embedded database's WebAssembly on V8's baseline compiler.
  if (!config.DATABASE_URL) compileWasmWithoutTierUp();
  const db = openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  try {
    await migrate(db, { storedSql: storedSql() });
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < banks.length; start += batchSize)
        await upsertRoutingBanks(trx, banks.slice(start, start + batchSize));
    });
  } finally {
    await db.destroy();
  }
  process.stdout.write(`${banks.length} routing numbers loaded, ${skipped.length} lines skipped\n`);
  for (const { line, reason } of skipped.slice(0, 20)) process.stdout.write(`  line ${line}: ${reason}\n`);
  if (skipped.length > 20) process.stdout.write(`  ... and ${skipped.length - 20} more\n`);
}

const operatorErrors = [ConfigError, DataDirLocked, DataDirOpen];

main().catch((error: unknown) => {
  if (error instanceof Error && operatorErrors.some((kind) => error instanceof kind)) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`import:routing failed: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
