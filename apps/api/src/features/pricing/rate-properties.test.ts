// Properties of the rating engine over generated tables and households, and its guards on bad tables.
import { en } from '@benefit-store/contract/messages/en';
import { pricingErrorCodes } from '@benefit-store/contract/pricing';
import { type Tier, tiers } from '@benefit-store/contract/quoting';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TobaccoUse } from './household';
import { pricingMessageKey, ratePlan } from './rate';
import { bandTable, bornAged, children, givenHousehold, givenPlan, unitTable } from './rate-fixtures';
import { divRoundHalfUp, InvalidRateTable, type RateTable } from './rate-table';

const bandEdges = [
  [18, 29],
  [30, 39],
  [40, 49],
  [50, 64],
  [65, 100],
] as const;

const factor = fc.integer({ min: 1, max: 40_000 });
const tierFactors = fc.record({ IO: factor, IS: factor, IC: factor, IF: factor });
/** Band rates, sorted ascending when `rising`, so older never means cheaper. */
const bandRates = (rising: boolean) =>
  fc
    .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 5, maxLength: 5 })
    .map((cents) => (rising ? [...cents].sort((a, b) => a - b) : cents));
/** An age-band or per-unit table over the same five bands, tier factors and rates. */
const bandedTable = (rising: boolean) =>
  fc
    .record({ rates: bandRates(rising), tierFactors, perUnit: fc.boolean() })
    .map(({ rates, tierFactors, perUnit }): RateTable => {
      const ranges = bandEdges.map(([fromAge, toAge], index) => ({ fromAge, toAge, cents: rates[index] ?? 0 }));
      return perUnit
        ? {
            form: 'per-unit',
            bands: ranges.map(({ cents, ...range }) => ({ ...range, centsPerThousand: cents })),
            tierFactors,
            benefitAmounts: [100_000],
          }
        : {
            form: 'age-bands',
            bands: ranges.map(({ cents, ...range }) => ({ ...range, monthlyCents: cents })),
            tierFactors,
          };
    });
const withLoads = (table: fc.Arbitrary<RateTable>) =>
  fc
    .record({
      table,
      tobaccoLoad: fc.integer({ min: 10_000, max: 15_000 }),
      area: fc.integer({ min: 1, max: 20_000 }),
    })
    .map(({ table, tobaccoLoad, area }): RateTable => ({ ...table, tobaccoLoad, areaFactors: { '1': area } }));

const anyTable = (rising: boolean) => withLoads(bandedTable(rising));
const age = fc.integer({ min: 18, max: 100 });
const tier = fc.constantFrom(...tiers);

const familyOf = (tier: Tier) => ({ spouseBirthDate: bornAged(40), childBirthDates: tier === 'IS' ? [] : children(1) });

/** The monthly price, or undefined when refused. */
function priceOf(table: RateTable, tier: Tier, primaryAge: number, tobacco: TobaccoUse, includesAdminFee = false) {
  const household = givenHousehold({
    tier,
    tobacco,
    primaryBirthDate: bornAged(primaryAge),
    spouseBirthDate: bornAged(40),
    childBirthDates: children(2),
  });
  const result = ratePlan(givenPlan({ table, tobaccoRated: true, includesAdminFee }), household, {
    answersNeeded: false,
    benefitDollars: 100_000,
  });
  return result.ok ? result.monthly_cents : undefined;
}

describe('rating properties', () => {
  it('prices every household of a table it covers in whole, non-negative cents', () => {
    const tobacco = fc.constantFrom<TobaccoUse>('yes', 'no');
    fc.assert(
      fc.property(anyTable(false), tier, age, tobacco, fc.boolean(), (table, tier, age, tobacco, fee) => {
        const cents = priceOf(table, tier, age, tobacco, fee);
        expect(cents).toBeDefined();
        expect(Number.isSafeInteger(cents) && (cents ?? -1) >= 0).toBe(true);
      }),
    );
  });

  it('never charges less for an older primary when band rates rise with age', () => {
    fc.assert(
      fc.property(anyTable(true), tier, age, age, (table, tier, first, second) => {
        const [younger, older] = first <= second ? [first, second] : [second, first];
        expect(priceOf(table, tier, younger, 'no')).toBeLessThanOrEqual(priceOf(table, tier, older, 'no') ?? 0);
      }),
    );
  });

  it('never charges a tobacco user less than a non-user', () => {
    fc.assert(
      fc.property(anyTable(false), tier, age, (table, tier, age) => {
        expect(priceOf(table, tier, age, 'yes')).toBeGreaterThanOrEqual(priceOf(table, tier, age, 'no') ?? 0);
      }),
    );
  });

  it('gives the same pricing id for the same row, and another for another tier', () => {
    fc.assert(
      fc.property(age, (age) => {
        const rate = (tier: Tier) =>
          ratePlan(givenPlan(), givenHousehold({ tier, primaryBirthDate: bornAged(age), ...familyOf(tier) }), {
            answersNeeded: false,
          });
        expect(rate('IO')).toEqual(rate('IO'));
        expect(rate('IO')).not.toEqual(rate('IF'));
      }),
    );
  });
});

describe('leap-day birthdays', () => {
  it.each([
    ['2026-02-28', { ok: false, errorCode: 'ageError' }],
    ['2026-03-01', { ok: true, monthly_cents: 10_000 }],
  ])('born 29 February 2008, priced on %s', (effectiveDate, want) => {
    const household = givenHousehold({ primaryBirthDate: '2008-02-29', effectiveDate });
    expect(ratePlan(givenPlan(), household, { answersNeeded: false })).toMatchObject(want);
  });
});

describe('rounding', () => {
  it.each([
    [0, 1, 0],
    [1, 2, 1],
    [5, 10, 1],
    [4, 10, 0],
    [15, 10, 2],
    [149, 100, 1],
    [150, 100, 2],
  ])('%i / %i rounds half up to %i', (numerator, denominator, want) => {
    expect(divRoundHalfUp(numerator, denominator)).toBe(want);
  });
});

describe('bad tables and requests', () => {
  it.each([
    ['a tobacco load above x1.5', { ...bandTable, tobaccoLoad: 15_001 }],
    ['a tobacco load below x1.0', { ...bandTable, tobaccoLoad: 9_999 }],
    ['a fractional tobacco load', { ...bandTable, tobaccoLoad: 12_500.5 }],
    ['a zero area factor', { ...bandTable, areaFactors: { '1': 0 } }],
    ['a negative rate', { form: 'composite', tierRates: { IO: -1 } }],
    ['fractional cents', { form: 'single-age', rates: [{ age: 45, monthlyCents: 10.5 }], tierFactors: { IO: 10_000 } }],
    ['an inverted band', { ...bandTable, bands: [{ fromAge: 30, toAge: 20, monthlyCents: 1 }] }],
    ['a zero benefit amount', { ...unitTable, benefitAmounts: [0] }],
  ] satisfies [string, RateTable][])('refuses %s', (_, table) => {
    expect(() => ratePlan(givenPlan({ table }), givenHousehold(), { answersNeeded: false })).toThrow(InvalidRateTable);
  });

  it.each([undefined, 75_000])('refuses to price a benefit of %s the table does not offer', (benefitDollars) => {
    const price = () =>
      ratePlan(givenPlan({ table: unitTable }), givenHousehold(), { answersNeeded: false, benefitDollars });
    expect(price).toThrow(RangeError);
  });
});

describe('error messages', () => {
  it.each(pricingErrorCodes.filter((code) => code !== 'changePid'))('%s has an English message', (code) => {
    const key = pricingMessageKey(code);
    expect(key === undefined ? undefined : en[key]).toMatch(/\w/);
  });

  it('changePid has no message: the client reloads with the returned pid', () => {
    expect(pricingMessageKey('changePid')).toBeUndefined();
  });
});
