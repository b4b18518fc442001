// The effective dates a cart may start on, from today and the rules of its portal and plans. Pure:
// no database, no clock (today comes in); days are `YYYY-MM-DD` strings in UTC.
import type { CartEffectiveDates, MissingDateReason } from '@benefit-store/contract/cart';

/** How many dates are offered. */
export const offeredCount = 3;
/** How many months ahead a date may be looked for (a quarter-only plan in a blackout still finds some). */
export const horizonMonths = 12;

export interface PortalRules {
  /** After this day of a month (1 to 28), the first of the next month is no longer offered. */
  cutoffDay: number | undefined;
  /** No coverage starts before this day (a first of a month). */
  earliest: string | undefined;
}

export interface PlanRules {
  name: string;
  /** Coverage starting from `from` to `to` (inclusive) is not sold. */
  blackout: { from: string; to: string } | undefined;
  /** The months (1 to 12) coverage may start in. */
  startMonths: readonly number[] | undefined;
  /** Whether the plan is offered for the household's ages on a date (an issue age passed); always when absent. */
  agesFitOn?: (date: string) => boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The first of the month `months` after the month of `day`. */
export function firstOfMonth(day: string, months: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const shifted = new Date(Date.UTC(year, month, 1));
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-01`;
}

/** Whole days from `from` to `to`. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The day `cutoffDay` of the month before `date`: the last day `date` may be chosen. */
const lastDayFor = (date: string, cutoffDay: number) => `${firstOfMonth(date, -1).slice(0, 8)}${pad(cutoffDay)}`;

/** Today as the store counts days (UTC). */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Why coverage cannot start on `date`, the first reason that holds: the portal's cutoff passed, the
 * portal's earliest date is later, a plan's blackout holds it, a plan does not start in its month,
 * a plan is not offered for the household's ages on it.
 */
function whyMissing(
  today: string,
  date: string,
  portal: PortalRules,
  plans: readonly PlanRules[],
): { reason: MissingDateReason; plan_name: string } | undefined {
  if (portal.cutoffDay !== undefined && today > lastDayFor(date, portal.cutoffDay))
    return { reason: 'cutoff', plan_name: '' };
  if (portal.earliest !== undefined && date < portal.earliest) return { reason: 'portal_earliest', plan_name: '' };
  const blackedOut = plans.find((plan) => plan.blackout && plan.blackout.from <= date && date <= plan.blackout.to);
  if (blackedOut) return { reason: 'blackout', plan_name: blackedOut.name };
  const month = Number(date.slice(5, 7));
  const offMonth = plans.find((plan) => plan.startMonths !== undefined && !plan.startMonths.includes(month));
  if (offMonth) return { reason: 'plan_months', plan_name: offMonth.name };
  const tooOld = plans.find((plan) => plan.agesFitOn !== undefined && !plan.agesFitOn(date));
  if (tooOld) return { reason: 'plan_ages', plan_name: tooOld.name };
  return undefined;
}

/**
 * The firsts of the next months, from next month's on, that every rule allows: the first three
 * within `horizonMonths`. The dates passed over on the way are listed with their reason; the
 * cutoff tells until when the earliest offered date it governs may be chosen.
 */
export function effectiveDatesOn(
  today: string,
  portal: PortalRules,
  plans: readonly PlanRules[],
): Omit<CartEffectiveDates, 'selected'> {
  const result: string[] = [];
  const missing: CartEffectiveDates['missing'] = [];
  for (let months = 1; months <= horizonMonths && result.length < offeredCount; months += 1) {
    const date = firstOfMonth(today, months);
    const why = whyMissing(today, date, portal, plans);
    if (why) missing.push({ date, ...why });
    else result.push(date);
  }
  const { cutoffDay } = portal;
  // Only next month's first can be past its cutoff; the one after is governed by this month's.
  const governed = result.find((date) => cutoffDay !== undefined && date <= firstOfMonth(today, 2));
  const cutoff =
    cutoffDay === undefined || governed === undefined
      ? null
      : {
          day: cutoffDay,
          effective_date: governed,
          last_day: lastDayFor(governed, cutoffDay),
          days_left: daysBetween(today, lastDayFor(governed, cutoffDay)),
        };
  return { result, missing, cutoff };
}
