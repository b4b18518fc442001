// SQL for a current member's dependents on file (kept by a completed enrollment, migration 0032),
// found through an enrollment.
import type { Db } from '../../../../db/database';

/** The member an enrollment is for, with the dependents on file (null when none). */
export const memberDependentsOf = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('enrollment')
    .innerJoin('member', 'member.id', 'enrollment.member_id')
    .leftJoin('member_dependent', 'member_dependent.member_id', 'member.id')
    .select(['member.public_id', 'member_dependent.data', 'member_dependent.sealed_data'])
    .where('enrollment.id', '=', enrollmentId)
    .executeTakeFirst();
