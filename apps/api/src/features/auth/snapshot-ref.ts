// An enrollment's row as the access check read it, as the ref a call gets.
import type { EnrollmentRef } from '../../http/enrollment-ref';
import type * as accessRepo from './access-repo';

/** The ref of a row read with its snapshot (a storefront session's check, a staff session's book check, `withSnapshot`). */
export function refOf(row: accessRepo.SnapshotRow): EnrollmentRef {
  // bigint arrives as text from the drivers; incomes stay far below 2^53.
  const income = row.annual_income_cents;
  return {
    id: row.id,
    public_id: row.public_id,
    ...(row.revision === undefined ? {} : { revision: String(row.revision) }),
    snapshot: {
      household: {
        zip: row.zip,
        state: row.state,
        birth_date: row.birth_date,
        tier: row.tier,
        tobacco: row.tobacco,
        annual_income_cents: income === null ? null : Number(income),
        weekly_hours: row.weekly_hours,
        spouse_birth_date: row.spouse_birth_date,
        child_count: row.child_count,
        platform_public_id: row.platform_public_id,
        effective_date: row.effective_date,
      },
      catalogVersion: row.catalog_stamp,
      cartPlanIds: row.cart_plan_ids,
      cartPricingIds: row.cart_pricing_ids,
      answeredQuestionIds: row.answered_question_ids,
      declinedPlanIds: row.declined_plan_ids,
    },
  };
}
