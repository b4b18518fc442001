// The household a plan is priced for: its members, tier and answers, and which members the tier covers.
import { ageOn } from '@benefit-store/contract/dates';
import { childrenRange, hasSpouse, type Tier } from '@benefit-store/contract/quoting';

/** The tobacco answer: unknown until the user answers the tobacco popup. */
export type TobaccoUse = 'unknown' | 'yes' | 'no';

/**
 * Everything pricing needs to know about the people insured. Days are `YYYY-MM-DD`; state and
 * rating area come from the zip (looked up elsewhere); the effective date is an input, never the clock.
 */
export interface Household {
  primaryBirthDate: string;
  spouseBirthDate?: string;
  /**
   * How many children the household has, when more are known than have birth dates (the quote
   * filter asks only the number); left out, it is the number of `childBirthDates`.
   */
  childCount?: number;
  /** The birth dates known, at most `childCount`: only these children's ages are checked. */
  childBirthDates: readonly string[];
  tier: Tier;
  tobacco: TobaccoUse;
  state: string;
  ratingArea: string;
  annualIncomeCents?: number;
  weeklyHours?: number;
  portalId: string;
  effectiveDate: string;
}

/** A member other than the primary whom the tier covers, with their age on the effective date. */
export interface CoveredDependent {
  role: 'spouse' | 'child';
  age: number;
}

const coversChildren = (tier: Tier) => tier === 'IC' || tier === 'IF';

/** The number of children, known birth dates or not. */
export const childrenIn = (household: Household) =>
  Math.max(household.childCount ?? 0, household.childBirthDates.length);

/**
 * True when the household has the members its tier needs: a spouse for IS and IF, 1 to 9 children
 * for IC and 1 to 8 for IF (spec 9). Members the tier does not cover are allowed and ignored.
 */
export function familyFitsTier(household: Household): boolean {
  if (hasSpouse(household.tier) && household.spouseBirthDate === undefined) return false;
  if (!coversChildren(household.tier)) return true;
  const { min, max } = childrenRange(household.tier);
  const children = childrenIn(household);
  return children >= min && children <= max;
}

export function primaryAge(household: Household): number {
  return ageOn(household.primaryBirthDate, household.effectiveDate);
}

/** The spouse and children the tier covers, aged on the effective date (a birthday counts on its day). */
export function coveredDependents(household: Household): CoveredDependent[] {
  const ageOf = (birthDate: string) => ageOn(birthDate, household.effectiveDate);
  const spouse: CoveredDependent[] =
    hasSpouse(household.tier) && household.spouseBirthDate !== undefined
      ? [{ role: 'spouse', age: ageOf(household.spouseBirthDate) }]
      : [];
  const children: CoveredDependent[] = coversChildren(household.tier)
    ? household.childBirthDates.map((birthDate) => ({ role: 'child', age: ageOf(birthDate) }))
    : [];
  return [...spouse, ...children];
}
