// The rating engine: one plan priced for one household, or the pricing error the user should fix first.
import type { MessageKey } from '@benefit-store/contract/messages/en';
import { administrativeFeePercent, type PricingErrorCode, pricingErrorMessages } from '@benefit-store/contract/pricing';
import { maxAge, minAge, type Tier } from '@benefit-store/contract/quoting';
import { coveredDependents, familyFitsTier, type Household, primaryAge } from './household';
import { addPercent, applyFactor, baseRate, InvalidRateTable, type RateTable, rateTableProblems } from './rate-table';

/** Inclusive ages, on the effective date. */
export interface AgeLimits {
  min: number;
  max: number;
}

/** A plan as pricing sees it; optional limits are not checked when absent. */
export interface RatedPlan {
  id: string;
  /** Set when the plan was replaced: pricing answers changePid with this pid. */
  replacedBy?: string;
  states: readonly string[] | 'all';
  tiers: readonly Tier[];
  /** Issue ages of the primary; the storefront's 18 to 100 when absent. */
  issueAges?: AgeLimits;
  /** Spouse ages; the issue ages when absent. */
  spouseAges?: AgeLimits;
  /** Child ages; 0 to 25 (covered until 26) when absent. */
  childAges?: AgeLimits;
  minAnnualIncomeCents?: number;
  minWeeklyHours?: number;
  /** The price depends on tobacco use, so an unknown answer cannot be priced. */
  tobaccoRated: boolean;
  portalIds: readonly string[] | 'all';
  /** The price includes the 3% administrative fee (some life plans). */
  includesAdminFee: boolean;
  table: RateTable;
}

export interface RateOptions {
  /** The plan asks health questions the household has not answered yet. */
  answersNeeded: boolean;
  /** The benefit priced, in dollars; required for a per-unit table and one of its amounts. */
  benefitDollars?: number;
}

export type RateFailure =
  | { ok: false; errorCode: Exclude<PricingErrorCode, 'changePid'> }
  | { ok: false; errorCode: 'changePid'; pid: string };

/** A price: `monthly_cents` includes `fee_cents`, the administrative fee of a plan that includes it (else 0). */
export type RateResult = { ok: true; plan_pricing_id: string; monthly_cents: number; fee_cents: number } | RateFailure;

export const defaultIssueAges: AgeLimits = { min: minAge, max: maxAge };
export const defaultChildAges: AgeLimits = { min: 0, max: 25 };

const within = (age: number, limits: AgeLimits) => limits.min <= age && age <= limits.max;
const offered = (list: readonly string[] | 'all', value: string) => list === 'all' || list.includes(value);
const fail = (errorCode: Exclude<PricingErrorCode, 'changePid'>): RateFailure => ({ ok: false, errorCode });

/** The message key of an error code; changePid has none (the client reloads with the returned pid). */
export function pricingMessageKey(errorCode: PricingErrorCode): MessageKey | undefined {
  return errorCode === 'changePid' ? undefined : pricingErrorMessages[errorCode];
}

/**
 * The id of a priced option: plan, tier and rate row, so the cart can tell it came from pricing.
 * Joined by `_` because the cart's plan_pricing_id allows only letters, digits, `_` and `-`.
 */
export function planPricingId(planId: string, tier: Tier, rowKey: string): string {
  return `${planId}_${tier}_${rowKey}`;
}

function dependentsOutsideLimits(plan: RatedPlan, household: Household): boolean {
  const issueAges = plan.issueAges ?? defaultIssueAges;
  const limits = { spouse: plan.spouseAges ?? issueAges, child: plan.childAges ?? defaultChildAges };
  return coveredDependents(household).some((member) => !within(member.age, limits[member.role]));
}

/** The first eligibility error of a household, in the order `ratePlan` documents. */
function eligibilityError(plan: RatedPlan, household: Household, options: RateOptions): RateFailure | undefined {
  if (!offered(plan.portalIds, household.portalId)) return fail('portalError');
  if (!offered(plan.states, household.state)) return fail('stateError');
  const areaFactors = plan.table.areaFactors;
  if (areaFactors !== undefined && areaFactors[household.ratingArea] === undefined) return fail('metError');
  if (!plan.tiers.includes(household.tier) || !familyFitsTier(household)) return fail('tierError');
  if (!within(primaryAge(household), plan.issueAges ?? defaultIssueAges)) return fail('ageError');
  if (dependentsOutsideLimits(plan, household)) return fail('planAgeError');
  if (plan.tobaccoRated && household.tobacco === 'unknown') return fail('smokerError');
  const income = household.annualIncomeCents;
  if (plan.minAnnualIncomeCents !== undefined && (income ?? -1) < plan.minAnnualIncomeCents) return fail('salaryError');
  const hours = household.weeklyHours;
  if (plan.minWeeklyHours !== undefined && (hours ?? -1) < plan.minWeeklyHours) return fail('hourError');
  if (options.answersNeeded) return fail('newQuestionsError');
  return undefined;
}

/**
 * Prices a plan for a household, in integer cents.
 *
 * Errors are checked in this order, so the first one reported is the first thing to fix:
 * changePid (the client reloads on its own), enrollmentIdError (nothing to price without a household),
 * portalError (chosen before basic info), then the basic-info edits from the zip down: stateError, metError,
 * tierError (also a family that does not fit the tier), ageError (primary), planAgeError (spouse, children);
 * then the popups: smokerError, salaryError, hourError; last newQuestionsError, as health answers are the
 * longest step and wasted if anything else fails. A table without a row for the tier or age answers
 * tierError or ageError after all of these.
 *
 * Rounding: half up to the cent after each step, in this order: tier price (row x tier factor; per unit,
 * rate x benefit / 1,000 first), tobacco load (tobacco users), area factor, then the 3% administrative fee
 * when the plan includes it. Throws InvalidRateTable for a table that cannot be read (tobacco load outside
 * x1.0 to x1.5, negative or fractional rates...): a data fault, not a user's.
 */
export function ratePlan(plan: RatedPlan, household: Household | undefined, options: RateOptions): RateResult {
  const problems = rateTableProblems(plan.table);
  if (problems.length > 0) throw new InvalidRateTable(problems);
  if (plan.replacedBy !== undefined) return { ok: false, errorCode: 'changePid', pid: plan.replacedBy };
  if (household === undefined) return fail('enrollmentIdError');
  const error = eligibilityError(plan, household, options);
  if (error !== undefined) return error;
  const { table } = plan;
  const base = baseRate(table, household.tier, primaryAge(household), options.benefitDollars);
  if (!base.ok) return fail(base.errorCode);
  const tobaccoLoad = household.tobacco === 'yes' ? table.tobaccoLoad : undefined;
  const loaded = tobaccoLoad === undefined ? base.monthlyCents : applyFactor(base.monthlyCents, tobaccoLoad);
  const areaFactor = table.areaFactors?.[household.ratingArea];
  const local = areaFactor === undefined ? loaded : applyFactor(loaded, areaFactor);
  const monthlyCents = plan.includesAdminFee ? addPercent(local, administrativeFeePercent) : local;
  return {
    ok: true,
    plan_pricing_id: planPricingId(plan.id, household.tier, base.rowKey),
    monthly_cents: monthlyCents,
    fee_cents: monthlyCents - local,
  };
}
