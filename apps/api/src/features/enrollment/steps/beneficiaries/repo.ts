// SQL for a current member's beneficiaries on file (migration 0025), found through an enrollment.
import type { Db } from '../../../../db/database';

/** The member an enrollment is for, with the beneficiaries on file (null when none). */
export const memberBeneficiariesOf = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('enrollment')
    .innerJoin('member', 'member.id', 'enrollment.member_id')
    .leftJoin('member_beneficiary', 'member_beneficiary.member_id', 'member.id')
    .select(['member.public_id', 'member_beneficiary.data', 'member_beneficiary.sealed_data'])
    .where('enrollment.id', '=', enrollmentId)
    .executeTakeFirst();

export interface MemberBeneficiariesRow {
  memberId: number;
  data: unknown;
  sealedData: string;
  savedAt: Date;
}

export async function keepMemberBeneficiaries(db: Db, row: MemberBeneficiariesRow): Promise<void> {
  const values = { data: JSON.stringify(row.data), sealed_data: row.sealedData, saved_at: row.savedAt };
  await db
    .insertInto('member_beneficiary')
    .values({ member_id: row.memberId, ...values })
    .onConflict((conflict) => conflict.column('member_id').doUpdateSet(values))
    .execute();
}

/** Members' sealed beneficiaries in member order after `after`, for key rotation. */
export async function sealedAfter(db: Db, after: number | undefined, limit: number) {
  let query = db
    .selectFrom('member_beneficiary')
    .innerJoin('member', 'member.id', 'member_beneficiary.member_id')
    .select(['member_beneficiary.member_id', 'member_beneficiary.sealed_data', 'member.public_id'])
    .orderBy('member_beneficiary.member_id')
    .limit(limit);
  if (after !== undefined) query = query.where('member_beneficiary.member_id', '>', after);
  return query.execute();
}

/** Replaces one member's sealed beneficiaries unless they changed since they were read (key rotation). */
export async function replaceSealed(db: Db, memberId: number, before: string, after: string): Promise<void> {
  await db
    .updateTable('member_beneficiary')
    .set({ sealed_data: after })
    .where('member_id', '=', memberId)
    .where('sealed_data', '=', before)
    .execute();
}
