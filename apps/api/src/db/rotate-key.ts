// Key rotation: re-sealing every sealed value under the current data key in batches, one
// transaction per batch (`npm run rotate-key`; decision records 0008 and 0048). The columns are
// declared by the features that own them (each feature's `sealed.ts`) and listed by the
// composition root (src/sealed-columns.ts): a new sealed column is declared there, or rotation
// would leave its values under an old key. This module knows no feature.
import type { FieldCipher, SealedPlace } from '../lib/field-crypto';
import type { Db } from './database';
import { retireFirstFormat } from './first-format';

/** A sealed value as rotation sees it: where it is bound, and how to find its row again. */
export interface SealedRow<Key> {
  key: Key;
  place: SealedPlace;
  sealed: string;
}

/** A sealed column as its owner declares it: `table.column`, and how to walk and rewrite its values. */
export interface SealedColumn<Key> {
  name: string;
  /** The next rows in key order after `after` (all rows, current or not: the cursor must move on). */
  batch(db: Db, after: Key | undefined, limit: number): Promise<SealedRow<Key>[]>;
  /** Writes the re-sealed value unless the row changed since it was read. */
  replace(db: Db, key: Key, before: string, after: string): Promise<void>;
}

/** Sealed files beside the database (the blob files of BLOB_DIR), walked by their rows' ids. */
export interface SealedFiles {
  name: string;
  /** The next files' row ids and names after `after`, in id order. */
  batch(db: Db, after: string | undefined, limit: number): Promise<{ id: string; public_id: string }[]>;
  /** Re-seals one file under the current key; whether it had to. */
  reseal(publicId: string): Promise<boolean>;
}

/** A column with its key type hidden, so columns of different keys share one list. */
export interface Rotatable {
  name: string;
  rotate(db: Db, cipher: FieldCipher, batchSize: number): Promise<number>;
}

export const rotatable = <Key>(column: SealedColumn<Key>): Rotatable => ({
  name: column.name,
  rotate: (db, cipher, batchSize) => rotateColumn(db, cipher, column, batchSize),
});

/** Re-seals one column's values that are not under the current key; returns how many it re-sealed. */
async function rotateColumn<Key>(db: Db, cipher: FieldCipher, column: SealedColumn<Key>, batchSize: number) {
  let after: Key | undefined;
  let resealed = 0;
  for (;;) {
    const rows = await db.transaction().execute(async (trx) => {
      const batch = await column.batch(trx, after, batchSize);
      for (const row of batch) {
        if (cipher.isCurrent(row.sealed)) continue;
        await column.replace(trx, row.key, row.sealed, cipher.seal(cipher.open(row.sealed, row.place), row.place));
        resealed += 1;
      }
      return batch;
    });
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return resealed;
    after = last.key;
  }
}

/** Re-seals the files not under the current key; how many it re-sealed. */
async function rotateFiles(db: Db, files: SealedFiles, batchSize: number): Promise<number> {
  let after: string | undefined;
  let resealed = 0;
  for (;;) {
    const rows = await files.batch(db, after, batchSize);
    for (const row of rows) if (await files.reseal(row.public_id)) resealed += 1;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return resealed;
    after = last.id;
  }
}

/** What `rotateSealedValues` re-seals, and how. */
export interface Rotation {
  /** Every sealed column of the store (src/sealed-columns.ts). */
  columns: readonly Rotatable[];
  /** The sealed files, under the same cipher, re-sealed last. */
  files?: SealedFiles;
  batchSize?: number;
  now?: Date;
}

/**
 * Re-seals every sealed value under the cipher's current key (values of older keys and of the
 * first format, v1). A value that does not open stops the rotation with its column named: the
 * batch it was in is rolled back, the batches before it stay done, and a second run goes on.
 * When every value is re-sealed, no v1 value is left: the store refuses them from then on.
 */
export async function rotateSealedValues(
  db: Db,
  cipher: FieldCipher,
  { columns, files, batchSize = 500, now = new Date() }: Rotation,
): Promise<{ column: string; resealed: number }[]> {
  const done: { column: string; resealed: number }[] = [];
  for (const column of columns) {
    try {
      done.push({ column: column.name, resealed: await column.rotate(db, cipher, batchSize) });
    } catch (error) {
      throw new Error(`re-sealing ${column.name} failed`, { cause: error });
    }
  }
  if (files) {
    try {
      done.push({ column: files.name, resealed: await rotateFiles(db, files, batchSize) });
    } catch (error) {
      throw new Error(`re-sealing the ${files.name} failed`, { cause: error });
    }
  }
  await retireFirstFormat(db, now);
  return done;
}
