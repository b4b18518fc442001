// SQL of the contact checks: whether a member already has an email or a phone.
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

/** Whether a member other than the enrollment's own (an existing member's) has the email. */
export async function otherMemberHasEmail(db: Db, email: string, enrollmentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where(sql<boolean>`id is distinct from (select member_id from enrollment where id = ${enrollmentId})`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a member other than the enrollment's own has the phone of this keyed hash. */
export async function otherMemberHasPhone(db: Db, phoneMac: string, enrollmentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select('id')
    .where('phone_mac', '=', phoneMac)
    .where(sql<boolean>`id is distinct from (select member_id from enrollment where id = ${enrollmentId})`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
