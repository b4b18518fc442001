// The cart: plans added at the price pricing gives the household now (never a price the browser
// sends), membership plans and the plans sold with them, counts and amounts.
import type { MessageKey } from '@benefit-store/contract/messages/en';
import { centsToDecimal } from '@benefit-store/contract/money';
import type { Db } from '../../db/database';
import { InvalidFields } from '../../http/errors';
import type { FieldCipher } from '../../lib/field-crypto';
import {
  type Catalog,
  type CatalogPlan,
  currentCatalog,
  optionOf,
  type PricedOption,
  priceOnePlan,
} from '../catalog/catalog-service';
import type { Household } from '../pricing/household';
import { pricingMessageKey } from '../pricing/rate';
import { householdFor } from '../quoting/household-service';
import { answeredQuestionIds, healthStatus, isDeclined, specialCarrierAnswered } from '../underwriting/service';
import * as repo from './repo';

/** Where a cart write runs: the transaction holding the enrollment's lock (the catalog is read through it too). */
export interface CartScope {
  db: Db;
  cipher: FieldCipher;
  enrollmentId: number;
  now: Date;
}

/** A plan and option as a call names them, with the fields to blame. */
interface Wanted {
  planId: string;
  planPricingId: string;
  fields: { plan: string; pricing: string };
}

interface Priced {
  plan: CatalogPlan;
  price: repo.LinePrice;
}

/** What a cart line keeps of a priced option. */
export const linePriceOf = (option: PricedOption): repo.LinePrice => ({
  planPricingId: option.plan_pricing_id,
  priceCents: option.monthly_cents,
  feeCents: option.fee_cents,
  benefitDollars: option.benefitDollars,
});

const refuse = (target_element: string, key: MessageKey): never => {
  throw new InvalidFields([{ target_element, key }]);
};

/**
 * The answers a plan needs before it may be added: none of its health answers declines it (an
 * answer given for another plan may), and its special-carrier questions are answered.
 */
async function requireUnderwriting(scope: CartScope, plan: CatalogPlan, field: string): Promise<void> {
  if ((await healthStatus(scope.db, scope.cipher, scope.enrollmentId, plan)) === 'declined')
    refuse(field, 'underwriting.declined');
  if (!(await specialCarrierAnswered(scope.db, scope.cipher, scope.enrollmentId, plan)))
    refuse(field, 'underwriting.answer_all');
}

/**
 * Prices the plan for the household as stored now, with the health answers given so far. An unknown
 * plan, a household the plan does not fit (the pricing error's message), a plan declined or not
 * sold for the household's effective date (blackout), one the enrollment's member already holds
 * ACTIVE, and an option pricing no longer gives are field errors.
 */
async function priceNow(scope: CartScope, wanted: Wanted): Promise<Priced> {
  const catalog = await currentCatalog(scope.db);
  const household = await householdFor(scope.db, scope.enrollmentId, scope.now);
  const answered = await answeredQuestionIds(scope.db, scope.enrollmentId);
  const pricing = priceOnePlan(catalog, wanted.planId, household, { answeredQuestionIds: answered });
  if (pricing === undefined) return refuse(wanted.fields.plan, 'catalog.plan_not_found');
  if (await isDeclined(scope.db, scope.enrollmentId, pricing.plan.id))
    return refuse(wanted.fields.plan, 'underwriting.declined');
  if (!pricing.ok) {
    const key = pricingMessageKey(pricing.failure.errorCode) ?? 'catalog.plan_not_found';
    return refuse(wanted.fields.plan, key);
  }
  await requireUnderwriting(scope, pricing.plan, wanted.fields.plan);
  const { blackout } = pricing.plan;
  const starts = household?.effectiveDate ?? '';
  if (blackout && blackout.from <= starts && starts <= blackout.to) refuse(wanted.fields.plan, 'cart.blackout');
  if (await repo.memberHoldsActivePlan(scope.db, scope.enrollmentId, pricing.plan.id))
    refuse(wanted.fields.plan, 'cart.already_active');
  const option = optionOf(pricing, wanted.planPricingId);
  if (option === undefined) return refuse(wanted.fields.pricing, 'cart.price_changed');
  return { plan: pricing.plan, price: linePriceOf(option) };
}

async function refuseIfInCart(scope: CartScope, planId: string, field: string): Promise<void> {
  if (await repo.findLine(scope.db, scope.enrollmentId, planId)) refuse(field, 'cart.already_in_cart');
}

const lineOf = (priced: Priced, membershipLineId?: number): repo.NewLine => ({
  planId: priced.plan.id,
  ...priced.price,
  removable: true,
  ...(membershipLineId === undefined ? {} : { membershipLineId }),
});

/** Adds the line of a plan sold with a membership, linked to that membership's line, which then stays. */
async function addLinked(scope: CartScope, priced: Priced, membershipLineId: number): Promise<void> {
  await repo.insertLine(scope.db, scope.enrollmentId, lineOf(priced, membershipLineId));
  await repo.keepLine(scope.db, membershipLineId);
}

/** Adds one plan; a plan sold with a membership needs that membership in the cart already. */
export async function addPlan(scope: CartScope, planId: string, planPricingId: string): Promise<number> {
  await refuseIfInCart(scope, planId, 'plan_id');
  const priced = await priceNow(scope, {
    planId,
    planPricingId,
    fields: { plan: 'plan_id', pricing: 'plan_pricing_id' },
  });
  const membershipId = priced.plan.membershipPlanId;
  if (membershipId === undefined) {
    await repo.insertLine(scope.db, scope.enrollmentId, lineOf(priced));
  } else {
    const membership = await repo.findLine(scope.db, scope.enrollmentId, membershipId);
    if (membership === undefined) return refuse('plan_id', 'cart.membership_required');
    await addLinked(scope, priced, membership.id);
  }
  return repo.countLines(scope.db, scope.enrollmentId);
}

export interface MembershipPair {
  plan_id1: string;
  plan_pricing_id1: string;
  plan_id?: string | undefined;
  plan_pricing_id?: string | undefined;
}

/**
 * Adds a membership plan and the plan sold with it (both or neither: the caller's transaction); a
 * membership already in the cart is kept as it is. A current member sends the membership alone.
 */
export async function addMembershipPair(scope: CartScope, pair: MembershipPair): Promise<number> {
  const linked =
    pair.plan_id === undefined || pair.plan_pricing_id === undefined
      ? undefined
      : {
          planId: pair.plan_id,
          planPricingId: pair.plan_pricing_id,
          fields: { plan: 'plan_id', pricing: 'plan_pricing_id' },
        };
  const existing = await repo.findLine(scope.db, scope.enrollmentId, pair.plan_id1);
  if (linked === undefined && existing !== undefined) refuse('plan_id1', 'cart.already_in_cart');
  if (linked !== undefined) await refuseIfInCart(scope, linked.planId, 'plan_id');

  const catalog = await currentCatalog(scope.db);
  const membershipPlan = catalog.byId.get(pair.plan_id1);
  if (membershipPlan === undefined) return refuse('plan_id1', 'catalog.plan_not_found');
  if (!membershipPlan.isMembership) return refuse('plan_id1', 'cart.not_membership');
  const linkedPlan = linked && catalog.byId.get(linked.planId);
  if (linkedPlan && linkedPlan.membershipPlanId !== pair.plan_id1)
    return refuse('plan_id', 'cart.not_sold_with_membership');

  const membership =
    existing === undefined
      ? await priceNow(scope, {
          planId: pair.plan_id1,
          planPricingId: pair.plan_pricing_id1,
          fields: { plan: 'plan_id1', pricing: 'plan_pricing_id1' },
        })
      : undefined;
  const plan = linked && (await priceNow(scope, linked));
  const membershipLineId =
    existing?.id ?? (membership && (await repo.insertLine(scope.db, scope.enrollmentId, lineOf(membership))));
  if (plan && membershipLineId !== undefined) await addLinked(scope, plan, membershipLineId);
  return repo.countLines(scope.db, scope.enrollmentId);
}

/** Pricing errors that depend on the date rated on: the household's ages on it. */
const ageErrors: ReadonlySet<string> = new Set(['ageError', 'planAgeError']);

/**
 * Whether a plan is offered for the household's ages on `date` (the effective dates leave out those
 * it is not: an issue age passed); other pricing errors do not depend on the date.
 */
export function agesFitOn(catalog: Catalog, planId: string, household: Household | undefined, date: string) {
  if (household === undefined) return true;
  const pricing = priceOnePlan(catalog, planId, { ...household, effectiveDate: date });
  return !(pricing?.ok === false && ageErrors.has(pricing.failure.errorCode));
}

/**
 * Re-rates every line for the household as stored, on the effective date it now has (cart-checkout
 * stored one of the dates offered, so every plan fits the household's ages on it): each line keeps
 * its option (the same benefit, for a per-unit plan) at the price pricing gives on that date, with
 * the fee in it. A line that no longer prices for another reason (the household changed after it was
 * added) keeps the price it had, as it did before a date was chosen.
 */
export async function rerateLines(db: Db, enrollmentId: number, now: Date): Promise<void> {
  const catalog = await currentCatalog(db);
  const household = await householdFor(db, enrollmentId, now);
  for (const line of await repo.linesOf(db, enrollmentId)) {
    const pricing = priceOnePlan(catalog, line.plan_id, household);
    const option = pricing?.ok
      ? pricing.options.find((candidate) => candidate.benefitDollars === (line.benefit_dollars ?? undefined))
      : undefined;
    if (option) await repo.repriceLine(db, line.id, linePriceOf(option));
  }
}

export async function isInCart(db: Db, enrollmentId: number, planId: string): Promise<boolean> {
  return (await repo.findLine(db, enrollmentId, planId)) !== undefined;
}

export const cartCount = repo.countLines;

/** The cart's lines at the prices and fees they were rated at (completion makes them a policy's plans). */
export const cartLines = repo.linesOf;

export async function cartAmount(db: Db, enrollmentId: number): Promise<string> {
  return centsToDecimal(await repo.totalCents(db, enrollmentId));
}

/** Whether any plan in the cart has a catalog flag (premier, special carrier...). */
export async function cartHolds(
  db: Db,
  enrollmentId: number,
  flagged: (plan: CatalogPlan) => boolean,
): Promise<boolean> {
  const catalog = await currentCatalog(db);
  const lines = await repo.linesOf(db, enrollmentId);
  return lines.some((line) => {
    const plan = catalog.byId.get(line.plan_id);
    return plan !== undefined && flagged(plan);
  });
}

/** Whether a plan of the catalog has a flag; an unknown plan is a field error. */
export async function planIs(db: Db, planId: string, flagged: (plan: CatalogPlan) => boolean): Promise<boolean> {
  const plan = (await currentCatalog(db)).byId.get(planId);
  if (plan === undefined) return refuse('plan_id', 'catalog.plan_not_found');
  return flagged(plan);
}
