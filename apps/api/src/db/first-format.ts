// Whether the first sealed format (v1: bound to no row, so a copy opens anywhere) is retired: a
// rotation that re-sealed every value records it, and from then on the store's cipher refuses v1
// values (decision 0039; SEALED_V1=refused refuses them from the start).
import { cipherOf } from '../lib/field-crypto';
import type { Db } from './database';

export async function firstFormatRetired(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('sealed_format_retired')
    .select('format')
    .where('format', '=', 'v1')
    .executeTakeFirst();
  return row !== undefined;
}

/** Records that no v1 value is left (rotate-key.ts, after every value was re-sealed). */
export async function retireFirstFormat(db: Db, now: Date): Promise<void> {
  await db
    .insertInto('sealed_format_retired')
    .values({ format: 'v1', retired_at: now })
    .onConflict((conflict) => conflict.column('format').doNothing())
    .execute();
}

/** The store's cipher for a migrated database: v1 values refused once retired there. */
export const storeCipherOf = async (config: Parameters<typeof cipherOf>[0], db: Db) =>
  cipherOf(config, { rotated: await firstFormatRetired(db) });
