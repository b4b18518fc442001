// SQL for storefront sessions.
import type { Db } from '../../db/database';

export async function findLive(db: Db, id: string, now: Date) {
  return db
    .selectFrom('session')
    .select(['id', 'kind', 'last_seen_at'])
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function insert(db: Db, id: string, now: Date, expiresAt: Date) {
  await db
    .insertInto('session')
    .values({ id, kind: 'storefront', created_at: now, last_seen_at: now, expires_at: expiresAt })
    .execute();
}

export async function touch(db: Db, id: string, now: Date, expiresAt: Date) {
  await db.updateTable('session').set({ last_seen_at: now, expires_at: expiresAt }).where('id', '=', id).execute();
}
