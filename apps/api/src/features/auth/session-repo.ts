import { catalogStampColumn } from '../../db/catalog-stamp';
import type { Db } from '../../db/database';

/** The catalog's stamp (see catalog/repo.ts), read with a session so a catalog call needs no other read. */

/**
 * The live session `id`; with `catalog`, the catalog stamp too (for calls that read the catalog).
 * Staff details are read apart, for staff sessions alone; a call naming an enrollment reads its
 * session with `session_with_enrollment` instead.
 */
export function findLive(db: Db, id: string, now: Date, catalog = false) {
  return db
    .selectFrom('session')
    .$if(catalog, (query) => query.leftJoin('catalog_version', (join) => join.on('catalog_version.id', '=', 1)))
    .select([
      'session.id',
      'session.kind',
      'session.last_seen_at',
      'session.expires_at',
      'session.signed_in_at',
      'session.staff_account_id',
    ])
    .$if(catalog, (query) => query.select(catalogStampColumn))
    .where('session.id', '=', id)
    .where('session.revoked_at', 'is', null)
    .where('session.expires_at', '>', now)
    .executeTakeFirst();
}

export type LiveRow = NonNullable<Awaited<ReturnType<typeof findLive>>>;

/** The staff account of a staff session, with its rep's and group's public ids. */
export async function findStaffAccount(db: Db, accountId: number) {
  return db
    .selectFrom('staff_account')
    .leftJoin('agent', 'agent.id', 'staff_account.agent_id')
    .leftJoin('employer_group', 'employer_group.id', 'staff_account.employer_group_id')
    .select([
      'staff_account.id',
      'staff_account.role',
      'staff_account.display_name',
      'staff_account.agent_id',
      'staff_account.employer_group_id',
      'agent.public_id as agent_public_id',
      'employer_group.public_id as group_public_id',
    ])
    .where('staff_account.id', '=', accountId)
    .executeTakeFirst();
}

export async function insert(
  db: Db,
  row: { id: string; now: Date; expiresAt: Date; staffAccountId?: number },
): Promise<void> {
  await db
    .insertInto('session')
    .values({
      id: row.id,
      kind: row.staffAccountId === undefined ? 'storefront' : 'staff',
      created_at: row.now,
      last_seen_at: row.now,
      expires_at: row.expiresAt,
      staff_account_id: row.staffAccountId ?? null,
      signed_in_at: row.staffAccountId === undefined ? null : row.now,
    })
    .execute();
}

export async function touch(db: Db, id: string, now: Date, expiresAt: Date) {
  await db.updateTable('session').set({ last_seen_at: now, expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function revoke(db: Db, id: string, now: Date) {
  await db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Deletes sessions expired or revoked at `now`; their enrollment access and earned parties go with them. */
export async function deleteEnded(db: Db, now: Date) {
  await db
    .deleteFrom('session')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
    .execute();
}
