// SQL of cart lines.
import { activePlanStatus } from '@benefit-store/contract/members';
import type { Db } from '../../db/database';

/** A line's price as pricing gave it: the option, its monthly price, the fee in it and its benefit. */
export interface LinePrice {
  planPricingId: string;
  priceCents: number;
  feeCents: number;
  benefitDollars: number | undefined;
}

export interface NewLine extends LinePrice {
  planId: string;
  membershipLineId?: number;
  removable: boolean;
}

export const linesOf = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('cart_line')
    .select([
      'id',
      'plan_id',
      'plan_pricing_id',
      'price_cents',
      'fee_cents',
      'benefit_dollars',
      'membership_line_id',
      'removable',
    ])
    .where('enrollment_id', '=', enrollmentId)
    .orderBy('added_at')
    .orderBy('id')
    .execute();

export const findLine = (db: Db, enrollmentId: number, planId: string) =>
  db
    .selectFrom('cart_line')
    .select(['id', 'plan_pricing_id', 'membership_line_id', 'removable'])
    .where('enrollment_id', '=', enrollmentId)
    .where('plan_id', '=', planId)
    .executeTakeFirst();

export async function countLines(db: Db, enrollmentId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_line')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('enrollment_id', '=', enrollmentId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function totalCents(db: Db, enrollmentId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_line')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | null>('price_cents'), eb.lit(0)).as('total'))
    .where('enrollment_id', '=', enrollmentId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

const priceColumns = (price: LinePrice) => ({
  plan_pricing_id: price.planPricingId,
  price_cents: price.priceCents,
  fee_cents: price.feeCents,
  benefit_dollars: price.benefitDollars ?? null,
});

/** A line re-rated (for another effective date). */
export const repriceLine = (db: Db, lineId: number, price: LinePrice) =>
  db.updateTable('cart_line').set(priceColumns(price)).where('id', '=', lineId).execute();

export async function insertLine(db: Db, enrollmentId: number, line: NewLine): Promise<number> {
  const row = await db
    .insertInto('cart_line')
    .values({
      enrollment_id: enrollmentId,
      plan_id: line.planId,
      ...priceColumns(line),
      membership_line_id: line.membershipLineId ?? null,
      removable: line.removable,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A membership line stays while a plan added with it is in the cart. */
export const keepLine = (db: Db, lineId: number) =>
  db.updateTable('cart_line').set({ removable: false }).where('id', '=', lineId).execute();

/** Whether the member the enrollment is for (a current member) already holds the plan ACTIVE. */
export async function memberHoldsActivePlan(db: Db, enrollmentId: number, planId: string): Promise<boolean> {
  const row = await db
    .selectFrom('enrollment')
    .innerJoin('member_plan', 'member_plan.member_id', 'enrollment.member_id')
    .select('member_plan.plan_id')
    .where('enrollment.id', '=', enrollmentId)
    .where('member_plan.plan_id', '=', planId)
    .where('member_plan.plan_status', '=', activePlanStatus)
    .executeTakeFirst();
  return row !== undefined;
}

/** The effective date checkout stored and the rules of the enrollment's portal (none without a portal). */
export const datesRowOf = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('enrollment')
    .leftJoin('platform', 'platform.id', 'enrollment.platform_id')
    .select(['enrollment.effective_date', 'platform.effective_cutoff_day', 'platform.earliest_effective_date'])
    .where('enrollment.id', '=', enrollmentId)
    .executeTakeFirst();

export const storeEffectiveDate = (db: Db, enrollmentId: number, effectiveDate: string) =>
  db.updateTable('enrollment').set({ effective_date: effectiveDate }).where('id', '=', enrollmentId).execute();

export const deleteLine = (db: Db, lineId: number) => db.deleteFrom('cart_line').where('id', '=', lineId).execute();

/** A membership line no plan added with it still needs may be removed again. */
export async function freeUnneededMembership(db: Db, membershipLineId: number): Promise<void> {
  const needed = await db
    .selectFrom('cart_line')
    .select('id')
    .where('membership_line_id', '=', membershipLineId)
    .executeTakeFirst();
  if (needed === undefined)
    await db.updateTable('cart_line').set({ removable: true }).where('id', '=', membershipLineId).execute();
}
