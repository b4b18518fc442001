// SQL of the contact checks: whether a member already has an email.
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export async function memberHasEmail(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
