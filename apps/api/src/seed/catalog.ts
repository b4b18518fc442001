// The demo catalog: carriers, 70 plans over every category, their descriptions, suggested plans
// and questions. The plans are in seed/catalog/; this file writes them.
import type { Tier } from '@benefit-store/contract/quoting';
import type { Db } from '../db/database';
import type { RateTable } from '../features/pricing/rate-table';
import { type CarrierCode, carriers, type SeedPlan } from './catalog/plan';
import { healthPlans } from './catalog/plans-health';
import { protectionPlans } from './catalog/plans-protection';
import { questionSets, specialCarrierQuestions } from './catalog/questions';
import { descriptionOf } from './catalog/texts';
import { wordmark } from './logo';

export const demoPlans: readonly SeedPlan[] = [...healthPlans, ...protectionPlans];

/** The tiers a table prices: a plan offers those unless it says otherwise. */
function tiersOf(table: RateTable): Tier[] {
  const priced = table.form === 'composite' ? table.tierRates : table.tierFactors;
  return (['IO', 'IS', 'IC', 'IF'] as const).filter((tier) => priced[tier] !== undefined);
}

/** The first and last day of the `months` months starting with `now`'s month (UTC). */
function monthsFrom(now: Date, months: number) {
  const day = (month: number, date: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + month, date)).toISOString().slice(0, 10);
  return { blackout_from: day(0, 1), blackout_to: day(months, 0) };
}

function planRow(plan: SeedPlan, carrierId: number, sortOrder: number, now: Date) {
  return {
    public_id: plan.id,
    carrier_id: carrierId,
    name: plan.name,
    category: plan.category,
    plan_type: plan.planType ?? '',
    network: plan.network ?? null,
    short_text: plan.summary,
    callout_text: plan.callout ?? '',
    states: plan.states ? [...plan.states] : null,
    tiers: [...(plan.tiers ?? tiersOf(plan.table))],
    issue_min_age: plan.issueAges?.[0] ?? null,
    issue_max_age: plan.issueAges?.[1] ?? null,
    spouse_min_age: plan.spouseAges?.[0] ?? null,
    spouse_max_age: plan.spouseAges?.[1] ?? null,
    child_min_age: plan.childAges?.[0] ?? null,
    child_max_age: plan.childAges?.[1] ?? null,
    min_annual_income_cents: plan.minIncomeDollars === undefined ? null : plan.minIncomeDollars * 100,
    min_weekly_hours: plan.minWeeklyHours ?? null,
    tobacco_rated: plan.tobaccoRated ?? false,
    portal_codes: plan.portals ? [...plan.portals] : null,
    includes_admin_fee: plan.includesAdminFee ?? false,
    replaced_by: plan.replacedBy ?? null,
    featured: plan.featured ?? false,
    footer_plan: plan.footerPlan ?? false,
    hide_add_to_cart: plan.hideAddToCart ?? false,
    bundle_plan_count: plan.bundlePlanCount ?? 0,
    is_prudential: plan.specialCarrierFees !== undefined,
    special_fee_text: plan.specialCarrierFees ?? '',
    is_membership: plan.isMembership ?? false,
    membership_plan_id: plan.membershipPlan ?? null,
    is_premier: plan.premier ?? false,
    is_iha: plan.iha ?? false,
    sort_order: sortOrder,
    ...(plan.blackoutMonths === undefined ? {} : monthsFrom(now, plan.blackoutMonths)),
    start_months: plan.startMonths ? [...plan.startMonths] : null,
    rate_table: JSON.stringify(plan.table),
    facts: plan.facts ? JSON.stringify(plan.facts) : null,
  };
}

/** Writes `plans` (the demo catalog by default) and the carriers they name; blackouts start in `now`'s month. */
export async function seedCatalog(
  db: Db,
  plans: readonly SeedPlan[] = demoPlans,
  now: Date = new Date(),
): Promise<void> {
  const carrierRows = await db
    .insertInto('carrier')
    .values(
      carriers.map((carrier) => ({
        code: carrier.code,
        name: carrier.name,
        logo: wordmark(carrier.name, carrier.color),
      })),
    )
    .returning(['id', 'code'])
    .execute();
  const carrierIds = new Map(carrierRows.map((row) => [row.code as CarrierCode, row.id]));
  const carrierNames = new Map<string, string>(carriers.map((carrier) => [carrier.code, carrier.name]));
  // One statement: plans that name another plan (replaced by, membership) are checked at its end.
  const planRows = await db
    .insertInto('plan')
    .values(plans.map((plan, index) => planRow(plan, carrierIds.get(plan.carrier) ?? 0, (index + 1) * 10, now)))
    .returning(['id', 'public_id'])
    .execute();
  const planIds = new Map(planRows.map((row) => [row.public_id, row.id]));
  const idOf = (publicId: string) => {
    const id = planIds.get(publicId);
    if (id === undefined) throw new Error(`demo plan ${publicId} is not in the catalog`);
    return id;
  };
  await db
    .insertInto('plan_description')
    .values(
      plans.map((plan) => ({
        plan_id: idOf(plan.id),
        ...descriptionOf({
          name: plan.name,
          carrierName: carrierNames.get(plan.carrier) ?? '',
          category: plan.category,
          summary: plan.summary,
          membershipLinked: plan.membershipPlan !== undefined,
          ...(plan.highlights ? { highlights: plan.highlights } : {}),
        }),
      })),
    )
    .execute();
  const related = plans.flatMap((plan) =>
    (plan.related ?? []).map((other, index) => ({
      plan_id: idOf(plan.id),
      related_plan_id: idOf(other),
      sort_order: index,
    })),
  );
  if (related.length > 0) await db.insertInto('related_plan').values(related).execute();
  await seedQuestions(db, plans, idOf);
}

async function seedQuestions(db: Db, plans: readonly SeedPlan[], idOf: (publicId: string) => number) {
  const asked = plans.flatMap((plan) =>
    (plan.questions ?? []).flatMap((set) => questionSets[set] ?? []).map((question) => ({ plan, question })),
  );
  if (asked.length > 0) {
    const rows = await db
      .insertInto('plan_question')
      .values(
        asked.map(({ plan, question }, index) => ({
          plan_id: idOf(plan.id),
          question_id: question.id,
          question_text: question.text,
          sub_type: question.subType,
          require_detail: question.requireDetail ?? false,
          declining_answer: question.declines ?? null,
          sort_order: index,
        })),
      )
      .returning(['id', 'plan_id', 'question_id'])
      .execute();
    const rowIds = new Map(rows.map((row) => [`${row.plan_id}/${row.question_id}`, row.id]));
    const options = asked.flatMap(({ plan, question }) =>
      (question.options ?? []).map(([option_id, option_text, option_group], order) => ({
        question_id: rowIds.get(`${idOf(plan.id)}/${question.id}`) ?? 0,
        option_id,
        option_text,
        option_group,
        sort_order: order,
      })),
    );
    if (options.length > 0) await db.insertInto('plan_question_option').values(options).execute();
  }
  const special = plans
    .filter((plan) => plan.specialQuestions)
    .flatMap((plan) =>
      specialCarrierQuestions.map((question, index) => ({ plan_id: idOf(plan.id), ...question, sort_order: index })),
    );
  if (special.length > 0) await db.insertInto('special_carrier_question').values(special).execute();
}
