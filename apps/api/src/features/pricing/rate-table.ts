// Carrier rate tables (age bands, single ages, composite tiers, per unit of benefit) and the integer arithmetic that reads them.
import type { Tier } from '@benefit-store/contract/quoting';

/**
 * A multiplier in ten-thousandths: 10_000 is x1.0, 12_500 is x1.25. Integers keep every step exact;
 * each product is rounded half up to the cent before the next factor applies.
 */
export type Factor = number;
export const unitFactor: Factor = 10_000;
/** The highest tobacco load a table may carry: x1.5. */
export const maxTobaccoLoad: Factor = 15_000;

/** Inclusive age range with its monthly price in cents. */
export interface AgeBand {
  fromAge: number;
  toAge: number;
  monthlyCents: number;
}
export interface SingleAgeRate {
  age: number;
  monthlyCents: number;
}
/** Inclusive age range with the monthly price in cents of each 1,000 (dollars) of benefit. */
export interface UnitBand {
  fromAge: number;
  toAge: number;
  centsPerThousand: number;
}
export type TierFactors = Partial<Record<Tier, Factor>>;

/** What any form may add: a tobacco load (tobacco users) and factors by rating area. */
export interface RateAdjustments {
  tobaccoLoad?: Factor;
  areaFactors?: Readonly<Record<string, Factor>>;
}

export type RateTable = RateAdjustments &
  (
    | { form: 'age-bands'; bands: readonly AgeBand[]; tierFactors: TierFactors }
    | { form: 'single-age'; rates: readonly SingleAgeRate[]; tierFactors: TierFactors }
    | { form: 'composite'; tierRates: Partial<Record<Tier, number>> }
    | { form: 'per-unit'; bands: readonly UnitBand[]; tierFactors: TierFactors; benefitAmounts: readonly number[] }
  );

/** A rate table that cannot be read: a data fault for the operator, never something a user caused. */
export class InvalidRateTable extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid rate table: ${problems.join('; ')}`);
    this.name = 'InvalidRateTable';
  }
}

/** `numerator / denominator` rounded half up, for a non-negative numerator and positive denominator. */
export function divRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function applyFactor(cents: number, factor: Factor): number {
  return divRoundHalfUp(cents * factor, unitFactor);
}

export function addPercent(cents: number, percent: number): number {
  return divRoundHalfUp(cents * (100 + percent), 100);
}

const isCents = (value: number) => Number.isSafeInteger(value) && value >= 0;
const isFactor = (value: number) => Number.isSafeInteger(value) && value > 0 && value <= 10 * unitFactor;

function rowProblems(table: RateTable): string[] {
  const bad = (what: string, ok: boolean) => (ok ? [] : [what]);
  const factors = (tierFactors: TierFactors) =>
    Object.entries(tierFactors).flatMap(([tier, factor]) => bad(`tier factor ${tier}`, isFactor(factor)));
  const ranges = (bands: readonly { fromAge: number; toAge: number }[]) =>
    bands.flatMap((band) => bad(`age band ${band.fromAge}-${band.toAge}`, band.fromAge <= band.toAge));
  switch (table.form) {
    case 'age-bands':
      return [
        ...ranges(table.bands),
        ...table.bands.flatMap((band) => bad(`rate of ${band.fromAge}-${band.toAge}`, isCents(band.monthlyCents))),
        ...factors(table.tierFactors),
      ];
    case 'single-age':
      return [
        ...table.rates.flatMap((rate) => bad(`rate of age ${rate.age}`, isCents(rate.monthlyCents))),
        ...factors(table.tierFactors),
      ];
    case 'composite':
      return Object.entries(table.tierRates).flatMap(([tier, cents]) => bad(`rate of tier ${tier}`, isCents(cents)));
    case 'per-unit':
      return [
        ...ranges(table.bands),
        ...table.bands.flatMap((band) =>
          bad(`unit rate of ${band.fromAge}-${band.toAge}`, isCents(band.centsPerThousand)),
        ),
        ...table.benefitAmounts.flatMap((amount) => bad(`benefit amount ${amount}`, isCents(amount) && amount > 0)),
        ...factors(table.tierFactors),
      ];
  }
}

/** Every reason the table cannot be read; empty when it is sound. */
export function rateTableProblems(table: RateTable): string[] {
  const load = table.tobaccoLoad;
  const loadProblems =
    load === undefined || (Number.isSafeInteger(load) && load >= unitFactor && load <= maxTobaccoLoad)
      ? []
      : [`tobacco load ${load} outside ${unitFactor}-${maxTobaccoLoad}`];
  const areaProblems = Object.entries(table.areaFactors ?? {}).flatMap(([area, factor]) =>
    isFactor(factor) ? [] : [`area factor ${area}`],
  );
  return [...loadProblems, ...areaProblems, ...rowProblems(table)];
}

/** The rate row a household reads: its key (part of the plan pricing id) and its tier price in cents. */
export type BaseRate =
  | { ok: true; rowKey: string; monthlyCents: number }
  | { ok: false; errorCode: 'tierError' | 'ageError' };

const bandOf = <T extends { fromAge: number; toAge: number }>(bands: readonly T[], age: number) =>
  bands.find((band) => band.fromAge <= age && age <= band.toAge);

function tiered(factor: Factor | undefined, rowKey: string | undefined, cents: number): BaseRate {
  if (factor === undefined) return { ok: false, errorCode: 'tierError' };
  if (rowKey === undefined) return { ok: false, errorCode: 'ageError' };
  return { ok: true, rowKey, monthlyCents: applyFactor(cents, factor) };
}

/**
 * The price before tobacco, area and fee: the row for the primary's age (or the tier's composite rate),
 * times the tier factor. A tier the table does not price is a tierError, an age outside it an ageError.
 * Per unit, `benefitDollars` must be one of the table's amounts (the caller prices each one offered).
 */
export function baseRate(table: RateTable, tier: Tier, age: number, benefitDollars?: number): BaseRate {
  switch (table.form) {
    case 'age-bands': {
      const band = bandOf(table.bands, age);
      return tiered(table.tierFactors[tier], band && `age-${band.fromAge}-${band.toAge}`, band?.monthlyCents ?? 0);
    }
    case 'single-age': {
      const rate = table.rates.find((row) => row.age === age);
      return tiered(table.tierFactors[tier], rate && `age-${rate.age}`, rate?.monthlyCents ?? 0);
    }
    case 'composite': {
      const cents = table.tierRates[tier];
      return cents === undefined
        ? { ok: false, errorCode: 'tierError' }
        : { ok: true, rowKey: 'tier', monthlyCents: cents };
    }
    case 'per-unit': {
      if (benefitDollars === undefined || !table.benefitAmounts.includes(benefitDollars)) {
        throw new RangeError(`benefit ${benefitDollars} is not one of the amounts the table offers`);
      }
      const band = bandOf(table.bands, age);
      const cents = divRoundHalfUp((band?.centsPerThousand ?? 0) * benefitDollars, 1000);
      return tiered(table.tierFactors[tier], band && `unit-${band.fromAge}-${band.toAge}-${benefitDollars}`, cents);
    }
  }
}
