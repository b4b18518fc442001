// How to use (for the cart, underwriting and anyone else pricing a plan): get the catalog with
// `currentCatalog(db, knownVersion?)`, where db is the call's database (`ctx.db`: for a write, the
// transaction holding the enrollment's lock).
// It is loaded once per process and database, and reloaded when the `catalog_version` row changed;
// pass the stamp you already have (`enrollment.snapshot.catalogVersion` of the EnrollmentRef a handler
// gets) to skip reading it again. Then `priceOnePlan(catalog, planId, household, { answeredQuestionIds })`
// prices ONE plan for a household (`householdOf` in quoting/household.ts): undefined for an unknown
// plan, else the plan's facts (`plan.isPrudential` special carrier with `plan.specialFeeText`,
// `plan.membershipPlanId` the membership plan it is sold with, `plan.isMembership`, `plan.isDisability`,
// `plan.isPremier` L713, `plan.hideAddToCart`...) with either its priced options (one per benefit amount
// of a per-unit plan, else one) or the engine's failure (`errorCode`, and `pid` for changePid).
// `optionOf(pricing, ppid)` finds the option a cart line names: a plan_pricing_id that no longer prices
// is not in the list. Leave `answeredQuestionIds` out to price without asking for health answers.
import { catalogStamp } from '../../db/catalog-stamp';
import type { Db } from '../../db/database';
import type { Household } from '../pricing/household';
import { type RateFailure, ratePlan } from '../pricing/rate';
import { benefitAmountsOf } from '../pricing/tier-prices';
import { buildCatalog, type Catalog, type CatalogPlan } from './catalog';
import * as catalogRepo from './repo';

export type { Catalog, CatalogPlan } from './catalog';

export interface PricedOption {
  plan_pricing_id: string;
  monthly_cents: number;
  /** The administrative fee included in `monthly_cents` (0 for a plan without it). */
  fee_cents: number;
  /** The benefit of a per-unit plan, in dollars. */
  benefitDollars: number | undefined;
}

export type PlanPricing =
  | { ok: true; plan: CatalogPlan; options: readonly PricedOption[] }
  | { ok: false; plan: CatalogPlan; failure: RateFailure };

/**
 * Catalogs by stamp (database id and version): one process may serve several databases (tests), and
 * a transaction must find the catalog its database loaded. Only the newest few are kept.
 */
const catalogs = new Map<string, Catalog>();
const loading = new Map<string, Promise<Catalog>>();
const kept = 8;

function remember(catalog: Catalog) {
  const instance = catalog.stamp.slice(0, catalog.stamp.indexOf(':'));
  for (const stamp of catalogs.keys()) if (stamp.startsWith(`${instance}:`)) catalogs.delete(stamp);
  catalogs.set(catalog.stamp, catalog);
  for (const stamp of catalogs.keys()) if (catalogs.size > kept) catalogs.delete(stamp);
}

async function load(db: Db, stamp: string): Promise<Catalog> {
  try {
    const catalog = buildCatalog(await catalogRepo.catalogRows(db));
    remember(catalog);
    return catalog;
  } finally {
    loading.delete(stamp);
  }
}

/** The catalog at `knownVersion` (a stamp; read from the database when not given), loaded when not cached. */
export async function currentCatalog(db: Db, knownVersion?: string): Promise<Catalog> {
  const stamp = knownVersion ?? (await catalogStamp(db));
  const cached = catalogs.get(stamp);
  if (cached) return cached;
  // Concurrent requests that find the catalog stale share one load.
  let pending = loading.get(stamp);
  if (!pending) {
    pending = load(db, stamp);
    loading.set(stamp, pending);
  }
  return pending;
}

export interface PriceOptions {
  /** The health questions the household answered; left out, answers are not asked for. */
  answeredQuestionIds?: ReadonlySet<string>;
}

/** True when the plan asks health questions the household has not answered. */
export const answersNeeded = (plan: CatalogPlan, answered: ReadonlySet<string> | undefined) =>
  answered !== undefined && plan.questions.some((question) => !answered.has(question.question_id));

/** Prices one plan of the catalog for a household; undefined for a plan the catalog does not have. */
export function priceOnePlan(
  catalog: Catalog,
  planId: string,
  household: Household | undefined,
  options: PriceOptions = {},
): PlanPricing | undefined {
  const plan = catalog.byId.get(planId);
  if (!plan) return undefined;
  const needed = answersNeeded(plan, options.answeredQuestionIds);
  const priced: PricedOption[] = [];
  for (const benefitDollars of benefitAmountsOf(plan.rated.table)) {
    const result = ratePlan(plan.rated, household, {
      answersNeeded: needed,
      ...(benefitDollars === undefined ? {} : { benefitDollars }),
    });
    if (!result.ok) return { ok: false, plan, failure: result };
    priced.push({
      plan_pricing_id: result.plan_pricing_id,
      monthly_cents: result.monthly_cents,
      fee_cents: result.fee_cents,
      benefitDollars,
    });
  }
  return { ok: true, plan, options: priced };
}

/** The priced option a plan_pricing_id names, if the plan still prices it for this household. */
export function optionOf(pricing: PlanPricing | undefined, planPricingId: string): PricedOption | undefined {
  return pricing?.ok ? pricing.options.find((option) => option.plan_pricing_id === planPricingId) : undefined;
}
