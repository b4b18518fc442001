import type { Db } from '../../db/database';
import { runWritten } from '../../db/written-statements';

/** A live session's row, as `findLive` reads it (times as ISO text: it comes as one JSON value). */
export interface LiveRow {
  id: string;
  kind: 'storefront' | 'staff';
  last_seen_at: string;
  expires_at: string;
  signed_in_at: string | null;
  staff_account_id: number | null;
  catalog_stamp?: string;
}

/**
 * The live session statement, written once: every call with a cookie runs it, and building it anew
 * each time cost more than running it. Its row comes as one JSON value, which the embedded database
 * hands over for less than typed columns (decision 0029). With `catalog`, the catalog stamp too.
 */
const liveStatement = (catalog: boolean) =>
  `select json_build_object('id', s.id, 'kind', s.kind, 'last_seen_at', s.last_seen_at,
    'expires_at', s.expires_at, 'signed_in_at', s.signed_in_at, 'staff_account_id', s.staff_account_id${
      catalog ? ", 'catalog_stamp', v.instance || ':' || v.version" : ''
    }) as live
  from session s${catalog ? ' left join catalog_version v on v.id = 1' : ''}
  where s.id = $1 and s.revoked_at is null and s.expires_at > $2`;
const live = { plain: liveStatement(false), withCatalog: liveStatement(true) };

/**
 * The live session `id`; with `catalog`, the catalog stamp too (for calls that read the catalog).
 * Staff details are read apart, for staff sessions alone; a call naming an enrollment reads its
 * session with `session_with_enrollment` instead.
 */
export async function findLive(db: Db, id: string, now: Date, catalog = false): Promise<LiveRow | undefined> {
  const rows = await runWritten<{ live: LiveRow }>(db, catalog ? live.withCatalog : live.plain, [id, now]);
  return rows[0]?.live;
}

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
