// SQL for sessions, storefront and staff.
import type { Tier } from '@benefit-store/contract/quoting';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** What every call reads of its session. */
export interface LiveRow {
  id: string;
  kind: 'storefront' | 'staff';
  last_seen_at: Date;
  expires_at: Date;
  signed_in_at: Date | null;
  staff_account_id: number | null;
}

/**
 * A row of `session_with_enrollment` (migration 0010): the live session and, when the call names an
 * enrollment this session may touch (enrollment_access), what a call reads of it (the household
 * columns with days as `YYYY-MM-DD` text, the portal's public id, the cart's plan and pricing ids)
 * and the catalog stamp (see catalog/repo.ts). The enrollment's columns are null otherwise.
 */
export interface LiveWithEnrollmentRow extends LiveRow {
  enrollment_id: number | null;
  enrollment_public_id: string | null;
  zip: string | null;
  state: string | null;
  birth_date: string | null;
  tier: Tier | null;
  tobacco: 'unknown' | 'yes' | 'no' | null;
  annual_income_cents: string | number | null;
  weekly_hours: number | null;
  spouse_birth_date: string | null;
  child_count: number | null;
  platform_public_id: string | null;
  catalog_stamp: string;
  cart_plan_ids: string[] | null;
  cart_pricing_ids: string[] | null;
}

/**
 * The live session `id`, with the enrollment `enrollmentPublicId` when the call names one: one
 * statement, a function so its plan is kept (decision record 0006).
 */
export function findLive(db: Db, id: string, now: Date, enrollmentPublicId: string | null = null) {
  return db
    .selectFrom(sql<LiveWithEnrollmentRow>`session_with_enrollment(${id}, ${now}, ${enrollmentPublicId})`.as('found'))
    .selectAll()
    .executeTakeFirst();
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
