// npm run jobs [-- list] | npm run jobs -- retry ID: the jobs set aside as dead after their last
// attempt (name, attempts, last error, when), and putting one back (decision 0035). On the
// embedded database stop the server first (it holds the database); on PostgreSQL run it any time.

import { DataDirOpen, secureDataDir } from '../apps/api/src/db/data-dir';
import { DataDirLocked, lockDataDir } from '../apps/api/src/db/data-dir-lock';
import { migrate, openDatabase } from '../apps/api/src/db/database';
import { compileWasmWithoutTierUp } from '../apps/api/src/db/pglite-memory';
import { jobsCommand } from '../apps/api/src/jobs/operator';
import { ConfigError, readConfig } from '../apps/api/src/lib/config';
import { storedSql } from '../apps/api/src/stored-sql';

async function main() {
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
    const result = await jobsCommand(db, process.argv.slice(2), new Date());
    (result.ok ? process.stdout : process.stderr).write(result.output);
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

const operatorErrors = [ConfigError, DataDirLocked, DataDirOpen];

main().catch((error: unknown) => {
  if (error instanceof Error && operatorErrors.some((kind) => error instanceof kind)) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`jobs failed: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
