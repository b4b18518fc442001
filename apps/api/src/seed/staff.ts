// Demo staff accounts: two reps and a group administrator, with the passwords the README
// gives so a visitor can sign in.
import type { Db } from '../db/database';
import { hashPassword } from '../features/auth/password';
import { newPublicId } from '../lib/ids';

export const demoStaff = [
  { email: 'maria.alvarez@example.com', password: 'demo-rep-100', name: 'Maria Alvarez', rep: 'REP100' },
  { email: 'james.okafor@example.com', password: 'demo-rep-200', name: 'James Okafor', rep: 'REP200' },
  { email: 'hr@acme2026.example', password: 'demo-group-acme', name: 'Acme HR', group: 'ACME2026' },
] as const;

export async function seedStaff(db: Db): Promise<void> {
  for (const account of demoStaff) {
    const agent =
      'rep' in account
        ? await db.selectFrom('agent').select('id').where('agent_code', '=', account.rep).executeTakeFirstOrThrow()
        : undefined;
    const group =
      'group' in account
        ? await db
            .selectFrom('employer_group')
            .select('id')
            .where('group_code', '=', account.group)
            .executeTakeFirstOrThrow()
        : undefined;
    await db
      .insertInto('staff_account')
      .values({
        public_id: newPublicId(),
        email: account.email,
        display_name: account.name,
        password_hash: await hashPassword(account.password),
        role: agent ? 'rep' : 'group_admin',
        agent_id: agent?.id ?? null,
        employer_group_id: group?.id ?? null,
      })
      .execute();
  }
}
