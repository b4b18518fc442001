// SQL for blob metadata: which enrollment a blob belongs to, its kind and name, type and file name.
import type { Db } from '../../db/database';
import type { BlobTable } from '../../db/schema-outbox';

type NewBlob = Pick<BlobTable, 'public_id' | 'enrollment_id' | 'kind' | 'name' | 'content_type' | 'filename' | 'size'>;

/** Removes the enrollment's blob of that kind and name, if any; its public id (its file is to go). */
export async function removeNamed(db: Db, enrollmentId: number, kind: BlobTable['kind'], name: string) {
  const removed = await db
    .deleteFrom('blob')
    .where('enrollment_id', '=', enrollmentId)
    .where('kind', '=', kind)
    .where('name', '=', name)
    .returning('public_id')
    .executeTakeFirst();
  return removed?.public_id;
}

export async function insert(db: Db, blob: NewBlob) {
  await db.insertInto('blob').values(blob).execute();
}

/** Inserts the blob unless the enrollment has one of that kind and name already; whether it did. */
export async function insertUnlessNamed(db: Db, blob: NewBlob): Promise<boolean> {
  const inserted = await db
    .insertInto('blob')
    .values(blob)
    .onConflict((conflict) => conflict.columns(['enrollment_id', 'kind', 'name']).doNothing())
    .returning('public_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A blob with the public id of the enrollment it belongs to. */
export async function findWithOwner(db: Db, publicId: string) {
  return db
    .selectFrom('blob')
    .leftJoin('enrollment', 'enrollment.id', 'blob.enrollment_id')
    .select([
      'blob.public_id',
      'blob.content_type',
      'blob.filename',
      'blob.name',
      'enrollment.public_id as enrollment_public_id',
    ])
    .where('blob.public_id', '=', publicId)
    .executeTakeFirst();
}

/** The public ids of blobs after `after`, in id order (key rotation walks them in batches). */
export async function idsAfter(db: Db, after: string | undefined, limit: number) {
  let query = db.selectFrom('blob').select(['id', 'public_id']).orderBy('id').limit(limit);
  if (after !== undefined) query = query.where('id', '>', after);
  return query.execute();
}

/** Which of `publicIds` name a blob. */
export async function existing(db: Db, publicIds: readonly string[]): Promise<Set<string>> {
  if (publicIds.length === 0) return new Set();
  const rows = await db.selectFrom('blob').select('public_id').where('public_id', 'in', publicIds).execute();
  return new Set(rows.map((row) => row.public_id));
}

/** The public id of the enrollment's blob of that kind and name, if any. */
export async function findNamed(db: Db, enrollmentId: number, kind: BlobTable['kind'], name: string) {
  const row = await db
    .selectFrom('blob')
    .select('public_id')
    .where('enrollment_id', '=', enrollmentId)
    .where('kind', '=', kind)
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.public_id;
}
