// The household an enrollment's quote filter records, as the pricing engine reads it. Pure: no I/O.
import type { HouseholdRow } from '../../http/enrollment-ref';
import type { Household } from './household';

/** The rating area of a zip: its first three digits (the zip's sectional center). */
export const ratingAreaOf = (zip: string) => zip.slice(0, 3);

/** The first day of the month after `now` (UTC): the earliest coverage may start. */
export function effectiveDateAfter(now: Date): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 10);
}

/**
 * The date a household is rated on: the effective date chosen in the cart, while it is still ahead
 * (days as `YYYY-MM-DD` compare as text); else the earliest, the first of next month.
 */
export function ratingDateOf(chosen: string | null, now: Date): string {
  const earliest = effectiveDateAfter(now);
  return chosen !== null && chosen >= earliest ? chosen : earliest;
}

/**
 * The household to price for, or undefined while the filter has not been submitted. The filter asks
 * only how many children there are, so no child birth dates are known here (the wizard's dependents
 * add them later); `childCount` carries the number. A spouse is kept only when the tier covers one.
 */
export function householdOf(row: HouseholdRow, now: Date): Household | undefined {
  const { zip, state, birth_date: primaryBirthDate, tier } = row;
  if (zip === null || state === null || primaryBirthDate === null || tier === null) return undefined;
  return {
    primaryBirthDate,
    ...(row.spouse_birth_date === null ? {} : { spouseBirthDate: row.spouse_birth_date }),
    childCount: row.child_count ?? 0,
    childBirthDates: [],
    tier,
    tobacco: row.tobacco,
    state,
    ratingArea: ratingAreaOf(zip),
    ...(row.annual_income_cents === null ? {} : { annualIncomeCents: row.annual_income_cents }),
    ...(row.weekly_hours === null ? {} : { weeklyHours: row.weekly_hours }),
    // No portal chosen: only plans offered in every portal fit.
    portalId: row.platform_public_id ?? '',
    effectiveDate: ratingDateOf(row.effective_date, now),
  };
}
