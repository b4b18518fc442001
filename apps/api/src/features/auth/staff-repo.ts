// SQL for staff accounts and the books they hold.
import type { Db } from '../../db/database';

/** The enabled account of `email`: a disabled account signs in as no account. */
export async function findByEmail(db: Db, email: string) {
  return db
    .selectFrom('staff_account')
    .leftJoin('agent', 'agent.id', 'staff_account.agent_id')
    .leftJoin('employer_group', 'employer_group.id', 'staff_account.employer_group_id')
    .select([
      'staff_account.id',
      'staff_account.display_name',
      'staff_account.password_hash',
      'staff_account.role',
      'staff_account.agent_id',
      'staff_account.employer_group_id',
      'agent.public_id as agent_public_id',
      'employer_group.public_id as group_public_id',
    ])
    .where('staff_account.email', '=', email.toLowerCase())
    .where('staff_account.disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function setPasswordHash(db: Db, accountId: number, passwordHash: string) {
  await db.updateTable('staff_account').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();
}

export async function disable(db: Db, accountId: number, at: Date) {
  await db
    .updateTable('staff_account')
    .set({ disabled_at: at })
    .where('id', '=', accountId)
    .where('disabled_at', 'is', null)
    .execute();
}

export async function revokeSessionsOf(db: Db, accountId: number, at: Date) {
  await db
    .updateTable('session')
    .set({ revoked_at: at })
    .where('staff_account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The rep (agent id) whose book holds the group named on the wire by `groupPublicId`. */
export async function agentOfGroup(db: Db, groupPublicId: string) {
  const row = await db
    .selectFrom('employer_group')
    .select('agent_id')
    .where('public_id', '=', groupPublicId)
    .executeTakeFirst();
  return row?.agent_id ?? undefined;
}
