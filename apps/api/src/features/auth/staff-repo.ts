// SQL for staff accounts and the books they hold.
import type { Db } from '../../db/database';

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
    .executeTakeFirst();
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
