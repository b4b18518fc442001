// Builders of the demo rate tables: believable carrier shapes from a few numbers each.
import type { Tier } from '@benefit-store/contract/quoting';
import type { Factor, RateTable, TierFactors } from '../../features/pricing/rate-table';

/** Tier factors: member + spouse about twice, children less, family close to three times. */
export const familyFactors: TierFactors = { IO: 10_000, IS: 19_500, IC: 17_800, IF: 28_000 };
export const memberOnly: TierFactors = { IO: 10_000 };
export const adultFactors: TierFactors = { IO: 10_000, IS: 20_000 };

/** The usual carrier age bands and how each band's price relates to the youngest (in percent). */
const bandShape: readonly [number, number, number][] = [
  [18, 29, 100],
  [30, 39, 118],
  [40, 49, 146],
  [50, 54, 190],
  [55, 59, 228],
  [60, 64, 275],
  [65, 100, 340],
];

/** Age bands from the youngest band's monthly cents; `fromAge`/`toAge` keep only bands inside. */
export function ageBands(
  youngestCents: number,
  tierFactors: TierFactors = familyFactors,
  ages: { fromAge?: number; toAge?: number; steepness?: number } = {},
): RateTable {
  const steepness = ages.steepness ?? 1;
  const bands = bandShape
    .filter(([from, to]) => from >= (ages.fromAge ?? 18) && to <= (ages.toAge ?? 100))
    .map(([fromAge, toAge, percent]) => ({
      fromAge,
      toAge,
      monthlyCents: Math.round((youngestCents * (100 + (percent - 100) * steepness)) / 100),
    }));
  return { form: 'age-bands', bands, tierFactors };
}

/** One rate per age, growing `growthPerMille` per year from `fromAge` (medical style). */
export function singleAges(
  fromAgeCents: number,
  growthPerMille: number,
  ages: { fromAge: number; toAge: number },
  tierFactors: TierFactors = familyFactors,
): RateTable {
  const rates = [];
  let cents = fromAgeCents;
  for (let age = ages.fromAge; age <= ages.toAge; age++) {
    rates.push({ age, monthlyCents: Math.round(cents) });
    cents = (cents * (1000 + growthPerMille)) / 1000;
  }
  return { form: 'single-age', rates, tierFactors };
}

/** One price per tier, any age (group and association plans). */
export function composite(prices: Partial<Record<Tier, number>>): RateTable {
  return { form: 'composite', tierRates: prices };
}

/** The same price for every tier (memberships, flat fees). */
export const flat = (cents: number) => composite({ IO: cents, IS: cents, IC: cents, IF: cents });

/** Cents per 1,000 of benefit by age band (life, critical illness, disability). */
export function perUnit(
  bands: readonly [number, number, number][],
  benefitAmounts: readonly number[],
  tierFactors: TierFactors = memberOnly,
): RateTable {
  return {
    form: 'per-unit',
    bands: bands.map(([fromAge, toAge, centsPerThousand]) => ({ fromAge, toAge, centsPerThousand })),
    tierFactors,
    benefitAmounts,
  };
}

/** Rating areas (zip3) from inclusive ranges, each with its factor. */
export function zip3Areas(ranges: readonly [number, number, Factor][]): Record<string, Factor> {
  const areas: Record<string, Factor> = {};
  for (const [from, to, factor] of ranges) {
    for (let zip3 = from; zip3 <= to; zip3++) areas[String(zip3).padStart(3, '0')] = factor;
  }
  return areas;
}

/** A table with a tobacco load (x1.0 to x1.5) and, optionally, rating areas. */
export const loaded = (table: RateTable, tobaccoLoad: Factor, areaFactors?: Record<string, Factor>): RateTable => ({
  ...table,
  tobaccoLoad,
  ...(areaFactors ? { areaFactors } : {}),
});
