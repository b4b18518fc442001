// SQL for staff accounts.
import type { Db } from '../../db/database';

export async function findByEmail(db: Db, email: string) {
  return db
    .selectFrom('staff_account')
    .select(['id', 'display_name', 'password_hash', 'role', 'agent_id', 'employer_group_id'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}
