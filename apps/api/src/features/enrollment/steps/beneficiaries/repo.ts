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
