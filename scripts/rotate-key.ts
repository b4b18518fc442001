// npm run rotate-key [-- --new-key] [-- --batch-size N]: re-seals every sealed value of the store
// under the current data key, in batches, one transaction each, then the blob files of BLOB_DIR
// (decision records 0008 and 0012).
//
// With a key file (DATA_KEY_FILE, or DATA_DIR/data.key), `--new-key` first writes a new key on top
// of it (sealed with DATA_KEK or DATA_KEK_FILE when given); the keys below stay to open what is not
// re-sealed yet. Once every value is re-sealed, values of the first format (v1) are refused. With DATA_KEY, set the new key there
// and the old one in DATA_KEYS_OLD. On the embedded database stop the server first (it holds the
// database); on PostgreSQL restart every server with the new keys first, then run this.
import { parseArgs } from 'node:util';
import { DataDirOpen, secureDataDir } from '../apps/api/src/db/data-dir';
import { DataDirLocked, lockDataDir } from '../apps/api/src/db/data-dir-lock';
import { migrate, openDatabase } from '../apps/api/src/db/database';
import { compileWasmWithoutTierUp } from '../apps/api/src/db/pglite-memory';
import { rotateSealedValues } from '../apps/api/src/db/rotate-key';
import { sealedBlobFiles } from '../apps/api/src/features/documents/sealed-files';
import { BlobFiles } from '../apps/api/src/lib/blob-files';
import { blobDirOf, ConfigError, readConfig } from '../apps/api/src/lib/config';
import {
  addKeyToFile,
  cipherOf,
  KeyBesideData,
  KeyFileMissing,
  keyFileOf,
  keyIdOf,
} from '../apps/api/src/lib/field-crypto';
import { KeyFileUnreadable, loadKek } from '../apps/api/src/lib/key-encryption';
import { sealedColumns } from '../apps/api/src/sealed-columns';
import { storedSql } from '../apps/api/src/stored-sql';

async function main() {
  const { values: flags } = parseArgs({
    options: { 'new-key': { type: 'boolean', default: false }, 'batch-size': { type: 'string', default: '500' } },
    strict: true,
  });
  const batchSize = Number(flags['batch-size']);
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new ConfigError('--batch-size must be a whole number');
  const config = readConfig(process.env);
  process.umask(0o077);
  secureDataDir(config.DATA_DIR);
  if (flags['new-key']) {
    if (config.DATA_KEY) {
      throw new ConfigError(
        '--new-key writes a key file: with DATA_KEY, put the new key there and the old in DATA_KEYS_OLD',
      );
    }
    const key = addKeyToFile(keyFileOf(config), loadKek(config));
    process.stdout.write(`new data key ${keyIdOf(key)} written on top of ${keyFileOf(config)}\n`);
  }
  const cipher = cipherOf(config);

  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
  process.on('exit', unlock);
  // As the server does (server.ts): the embedded database's WebAssembly on V8's baseline compiler.
  if (!config.DATABASE_URL) compileWasmWithoutTierUp();
  const db = openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  try {
    await migrate(db, { storedSql: storedSql(), sealer: cipher });
    const files = sealedBlobFiles(new BlobFiles(blobDirOf(config), cipher));
    for (const { column, resealed } of await rotateSealedValues(db, cipher, {
      columns: sealedColumns,
      files,
      batchSize,
    })) {
      process.stdout.write(`${column}: ${resealed} re-sealed\n`);
    }
  } finally {
    await db.destroy();
  }
  process.stdout.write(
    `Every sealed value is now under key ${cipher.keyId}, and values of the first format (v1) are refused from now on. Older keys open nothing any more: remove them (DATA_KEYS_OLD, the key file's lines after the first) once no backup you keep needs them.\n`,
  );
}

const operatorErrors = [ConfigError, DataDirLocked, DataDirOpen, KeyBesideData, KeyFileMissing, KeyFileUnreadable];

main().catch((error: unknown) => {
  if (error instanceof Error && operatorErrors.some((kind) => error instanceof kind)) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`rotate-key failed: ${error instanceof Error ? error.message : String(error)}\n`);
    if (error instanceof Error && error.cause) process.stderr.write(`  cause: ${String(error.cause)}\n`);
  }
  process.exit(1);
});
