// Test fixtures of the rating engine: one plan per rate table form and a household priced on 2026-07-01.
import type { Household } from './household';
import { type RatedPlan, type RateOptions, ratePlan } from './rate';
import type { RateAdjustments, RateTable } from './rate-table';

export const effectiveDate = '2026-07-01';

/** Age bands 18-29, 30-39, 40-49, 50-64, 65-100; IF's factor 2.8333 makes half cents. */
export const bandTable = {
  form: 'age-bands',
  bands: [
    { fromAge: 18, toAge: 29, monthlyCents: 10_000 },
    { fromAge: 30, toAge: 39, monthlyCents: 12_000 },
    { fromAge: 40, toAge: 49, monthlyCents: 15_000 },
    { fromAge: 50, toAge: 64, monthlyCents: 22_000 },
    { fromAge: 65, toAge: 100, monthlyCents: 40_000 },
  ],
  tierFactors: { IO: 10_000, IS: 20_000, IC: 18_500, IF: 28_333 },
} satisfies RateTable;

export const singleAgeTable: RateTable = {
  form: 'single-age',
  rates: [
    { age: 45, monthlyCents: 15_100 },
    { age: 46, monthlyCents: 15_400 },
  ],
  tierFactors: { IO: 10_000, IS: 20_000 },
};

/** One price per tier; IF is not priced. */
export const compositeTable: RateTable = { form: 'composite', tierRates: { IO: 9_000, IS: 17_000, IC: 15_000 } };

/** Cents per 1,000 of benefit: 18-39 at 0.08, 40-59 at 0.23, 60-100 at 0.95. */
export const unitTable = {
  form: 'per-unit',
  bands: [
    { fromAge: 18, toAge: 39, centsPerThousand: 8 },
    { fromAge: 40, toAge: 59, centsPerThousand: 23 },
    { fromAge: 60, toAge: 100, centsPerThousand: 95 },
  ],
  tierFactors: { IO: 10_000 },
  benefitAmounts: [50_000, 100_000, 125_500, 250_000],
} satisfies RateTable;

/** Tobacco users pay x1.25; area 2 costs x1.1075; area 3 is not served. */
export const loads = { tobaccoLoad: 12_500, areaFactors: { '1': 10_000, '2': 11_075 } } as const;

export function givenPlan(overrides: Partial<RatedPlan> = {}): RatedPlan {
  return {
    id: 'PLAN1',
    states: 'all',
    tiers: ['IO', 'IS', 'IC', 'IF'],
    tobaccoRated: false,
    portalIds: 'all',
    includesAdminFee: false,
    table: bandTable,
    ...overrides,
  };
}

/** A primary aged 45 on the effective date (born the day after 1980's), alone, non-smoker, in TX area 1. */
export function givenHousehold(overrides: Partial<Household> = {}): Household {
  return {
    primaryBirthDate: '1980-07-02',
    childBirthDates: [],
    tier: 'IO',
    tobacco: 'no',
    state: 'TX',
    ratingArea: '1',
    portalId: 'P1',
    effectiveDate,
    ...overrides,
  };
}

/** Birth dates of `count` children, aged 0 to count - 1 on the effective date. */
export const children = (count: number) => Array.from({ length: count }, (_, index) => `${2026 - index}-01-01`);

/** The birth date of someone exactly `age` on the effective date. */
export const bornAged = (age: number) => `${2026 - age}-01-01`;

/** One table-driven case: the plan and household differ from the defaults as given. */
export interface Case {
  name: string;
  plan?: Partial<RatedPlan>;
  /** `null` prices without a household. */
  household?: Partial<Household> | null;
  options?: Partial<RateOptions>;
  want: Record<string, unknown>;
}

/** What a case wants: a price (and its id), or an error code. */
export const price = (monthly_cents: number, plan_pricing_id?: string) => ({
  ok: true,
  monthly_cents,
  ...(plan_pricing_id === undefined ? {} : { plan_pricing_id }),
});
export const error = (errorCode: string) => ({ ok: false, errorCode });

export function run({ plan, household, options }: Case) {
  const priced = household === null ? undefined : givenHousehold(household);
  return ratePlan(givenPlan(plan), priced, { answersNeeded: false, ...options });
}

/** A rate table with the usual tobacco load and area factors (or `extra`). */
export const table = (base: RateTable, extra: RateAdjustments = loads): { table: RateTable } => ({
  table: { ...base, ...extra },
});
