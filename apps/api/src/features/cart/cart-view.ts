// The cart as the cart screen shows it (lines, costs, where each dollar goes, notices), its
// effective dates, removing a line, and checkout's chosen date.
import type { CartEffectiveDates, CartItem, CartResponse } from '@benefit-store/contract/cart';
import type { MessageKey } from '@benefit-store/contract/messages/en';
import { centsToDecimal } from '@benefit-store/contract/money';
import type { Db } from '../../db/database';
import type { Caller } from '../../http/caller';
import { InvalidFields } from '../../http/errors';
import { catalogIn } from '../catalog/catalog-languages';
import { type Catalog, type CatalogPlan, currentCatalog } from '../catalog/catalog-service';
import { householdFor } from '../quoting/household-service';
import { dayOf, effectiveDatesOn } from './effective-dates';
import * as repo from './repo';
import { agesFitOn, rerateLines } from './service';

/** The months `total_cost` counts: a year of coverage. */
export const totalMonths = 12;

type Line = Awaited<ReturnType<typeof repo.linesOf>>[number];

const refuse = (target_element: string, key: MessageKey): never => {
  throw new InvalidFields([{ target_element, key }]);
};

/** The effective dates of a cart's lines, and the stored date while it is still offered. */
async function datesOf(db: Db, enrollmentId: number, catalog: Catalog, lines: readonly Line[], now: Date) {
  const row = await repo.datesRowOf(db, enrollmentId);
  const plans = lines.flatMap((line) => catalog.byId.get(line.plan_id) ?? []);
  const household = await householdFor(db, enrollmentId, now);
  const dates = effectiveDatesOn(
    dayOf(now),
    { cutoffDay: row?.effective_cutoff_day ?? undefined, earliest: row?.earliest_effective_date ?? undefined },
    plans.map((plan) => ({
      name: plan.name,
      blackout: plan.blackout,
      startMonths: plan.startMonths,
      agesFitOn: (date: string) => agesFitOn(catalog, plan.id, household, date),
    })),
  );
  const stored = row?.effective_date ?? null;
  return { ...dates, selected: stored !== null && dates.result.includes(stored) ? stored : null };
}

/** The dates offered now for the cart as it stands, and the stored one while it is still offered. */
export async function offeredDatesOf(db: Db, enrollmentId: number, now: Date) {
  return datesOf(db, enrollmentId, await currentCatalog(db), await repo.linesOf(db, enrollmentId), now);
}

export async function cartEffectiveDates(db: Db, enrollmentId: number, caller: Caller): Promise<CartEffectiveDates> {
  const catalog = catalogIn(await currentCatalog(db), caller.language);
  return datesOf(db, enrollmentId, catalog, await repo.linesOf(db, enrollmentId), caller.now);
}

interface Priced {
  item: CartItem;
  plan: CatalogPlan | undefined;
  premium: number;
  fee: number;
}

function itemOf(line: Line, lines: readonly Line[], catalog: Catalog): Priced {
  const plan = catalog.byId.get(line.plan_id);
  const nameOf = (other: Line) => catalog.byId.get(other.plan_id)?.name ?? other.plan_id;
  // Pricing said which part of the price is the administrative fee when the line was rated.
  const fee = line.fee_cents;
  const premium = line.price_cents - fee;
  return {
    plan,
    premium,
    fee,
    item: {
      plan_id: line.plan_id,
      plan_pricing_id: line.plan_pricing_id,
      plan_name: plan ? plan.name : line.plan_id,
      plan_logo: plan?.logo ?? '',
      price: centsToDecimal(line.price_cents),
      removable: line.removable ? 1 : 0,
      line_type: plan?.isMembership ? 'membership' : 'plan',
      premium: centsToDecimal(premium),
      administrative_fee: centsToDecimal(fee),
      kept_by: lines.filter((other) => other.membership_line_id === line.id).map(nameOf),
    },
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Whether the enrollment asks for a signature (its agreement step) and has it: the wizard's, which
 * sits above the cart, given by the composition root (or by the wizard itself).
 */
export type SignatureOf = (db: Db, enrollmentId: number) => Promise<{ signed: boolean; required: boolean }>;

/**
 * The cart: each line at the price it was rated at, split into premium and administrative fee; the
 * costs (no one-time fees exist in the catalog, so the first month costs what each month does); the
 * special carrier's fee texts; the premier (L713) plan's premium; the notices the lines call for;
 * whether the enrollment asks for a signature (its agreement step) and has it (signed).
 */
export async function cartView(
  db: Db,
  enrollmentId: number,
  caller: Caller,
  signatureOf: SignatureOf,
): Promise<CartResponse> {
  const catalog = catalogIn(await currentCatalog(db), caller.language);
  const lines = await repo.linesOf(db, enrollmentId);
  const priced = lines.map((line) => itemOf(line, lines, catalog));
  const dates = await datesOf(db, enrollmentId, catalog, lines, caller.now);
  const signature = await signatureOf(db, enrollmentId);
  const memberships = priced.filter((line) => line.plan?.isMembership === true);
  const plans = priced.filter((line) => line.plan?.isMembership !== true);
  const recurring = sum(lines.map((line) => line.price_cents));
  const oneTimeFees = 0;
  const premier = priced.filter((line) => line.plan?.isPremier === true);
  const feeTexts = new Set(priced.flatMap((line) => (line.plan?.isPrudential ? [line.plan.specialFeeText] : [])));
  const withFee = priced.filter((line) => line.plan?.rated.includesAdminFee === true);
  return {
    result: priced.map((line) => line.item),
    initial_month_cost: centsToDecimal(recurring + oneTimeFees),
    recurring_month_cost: centsToDecimal(recurring),
    total_cost: centsToDecimal(recurring + oneTimeFees + recurring * (totalMonths - 1)),
    total_months: totalMonths,
    breakdown: {
      premiums: centsToDecimal(sum(plans.map((line) => line.premium))),
      membership_fees: centsToDecimal(sum(memberships.map((line) => line.premium))),
      administrative_fees: centsToDecimal(sum(priced.map((line) => line.fee))),
    },
    special_message: [...feeTexts].filter((text) => text !== '').join(' '),
    has_l713: premier.length > 0,
    l713_net_price: centsToDecimal(sum(premier.map((line) => line.premium))),
    quote_name: '',
    effective_date: dates.selected,
    has_already_signed: signature.signed,
    signature_required: signature.required,
    admin_fee_notice: withFee.length > 0,
    optional_life_notice: withFee.some((line) => line.plan?.category === 'term_life'),
  };
}

/** Removes a removable line; a membership no plan needs any more becomes removable. */
export async function removePlan(db: Db, enrollmentId: number, planId: string, planPricingId: string) {
  const line = await repo.findLine(db, enrollmentId, planId);
  if (line === undefined) return refuse('plan_id', 'cart.not_in_cart');
  if (line.plan_pricing_id !== planPricingId) return refuse('plan_pricing_id', 'cart.not_in_cart');
  if (!line.removable) return refuse('plan_id', 'cart.not_removable');
  await repo.deleteLine(db, line.id);
  if (line.membership_line_id !== null) await repo.freeUnneededMembership(db, line.membership_line_id);
  return repo.countLines(db, enrollmentId);
}

/**
 * Stores the effective date chosen (the selector, and Proceed's confirmation): the cart must hold a
 * plan, and the date be offered. The lines are re-rated for the household's ages on that date, in the
 * same transaction, so the costs and breakdown follow the date.
 */
export async function checkout(db: Db, enrollmentId: number, effectiveDate: string, now: Date): Promise<string> {
  const lines = await repo.linesOf(db, enrollmentId);
  if (lines.length === 0) refuse('enrollment_id', 'cart.empty');
  const dates = await datesOf(db, enrollmentId, await currentCatalog(db), lines, now);
  if (!dates.result.includes(effectiveDate)) refuse('effective_date', 'cart.effective_date_invalid');
  await repo.storeEffectiveDate(db, enrollmentId, effectiveDate);
  await rerateLines(db, enrollmentId, now);
  return effectiveDate;
}
