// The listing's tier prices: what each tier of a plan costs a non-smoker of the household's age and area.
import { administrativeFeePercent } from '@benefit-store/contract/pricing';
import type { Tier } from '@benefit-store/contract/quoting';
import { type Household, primaryAge } from './household';
import { defaultIssueAges, type RatedPlan } from './rate';
import { addPercent, applyFactor, baseRate, type RateTable } from './rate-table';

export interface TierPrice {
  tier: Tier;
  monthlyCents: number;
}

/** The benefit amounts a plan is priced at: each amount of a per-unit table, else none. */
export const benefitAmountsOf = (table: RateTable): readonly (number | undefined)[] =>
  table.form === 'per-unit' ? [...table.benefitAmounts].sort((a, b) => a - b) : [undefined];

/**
 * The base price of each tier the plan offers (male, non-smoker: the spec's price_male_nons) for the
 * primary's age and rating area, with the administrative fee when the plan includes it; per unit, at
 * the lowest benefit amount. Tiers without a price above 0 are left out, as the listing hides them;
 * eligibility (state, family, popups) is for `ratePlan`, when the user picks the plan. A listing
 * passes the primary's `age` it computed once for all its plans.
 */
export function tierPrices(plan: RatedPlan, household: Household, age = primaryAge(household)): TierPrice[] {
  const { table } = plan;
  const areaFactors = table.areaFactors;
  const areaFactor = areaFactors?.[household.ratingArea];
  if (areaFactors !== undefined && areaFactor === undefined) return [];
  const [benefitDollars] = benefitAmountsOf(table);
  return plan.tiers.flatMap((tier) => {
    const base = baseRate(table, tier, age, benefitDollars);
    if (!base.ok) return [];
    const local = areaFactor === undefined ? base.monthlyCents : applyFactor(base.monthlyCents, areaFactor);
    const monthlyCents = plan.includesAdminFee ? addPercent(local, administrativeFeePercent) : local;
    return monthlyCents > 0 ? [{ tier, monthlyCents }] : [];
  });
}

/** The ages a table has rows for: each band's first age, each single age; any age for a composite table. */
function agesOf(table: RateTable): number[] {
  switch (table.form) {
    case 'age-bands':
    case 'per-unit':
      return table.bands.map((band) => band.fromAge);
    case 'single-age':
      return table.rates.map((rate) => rate.age);
    case 'composite':
      return [defaultIssueAges.min];
  }
}

/**
 * The lowest price of each tier, for a listing before a household is entered: the cheapest age row
 * the plan issues to and the cheapest area, with the administrative fee when the plan includes it.
 */
export function startingTierPrices(plan: RatedPlan): TierPrice[] {
  const { table } = plan;
  const areaFactor = Math.min(...Object.values(table.areaFactors ?? {}));
  const [benefitDollars] = benefitAmountsOf(table);
  const issue = plan.issueAges;
  // A row starting below the issue ages still prices those of its ages the plan issues to.
  const ages = issue
    ? agesOf(table)
        .map((age) => Math.max(age, issue.min))
        .filter((age) => age <= issue.max)
    : agesOf(table);
  return plan.tiers.flatMap((tier) => {
    const rates = ages.flatMap((age) => {
      const base = baseRate(table, tier, age, benefitDollars);
      return base.ok ? [base.monthlyCents] : [];
    });
    if (rates.length === 0) return [];
    const lowest = Math.min(...rates);
    const local = Number.isFinite(areaFactor) ? applyFactor(lowest, areaFactor) : lowest;
    const monthlyCents = plan.includesAdminFee ? addPercent(local, administrativeFeePercent) : local;
    return monthlyCents > 0 ? [{ tier, monthlyCents }] : [];
  });
}
