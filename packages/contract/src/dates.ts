// Days: `YYYY-MM-DD` inside and on the wire, mm/dd/yyyy where the spec types it so.
import { z } from './zod';

const isoDayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const usDayPattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** True when year, month and day name a real calendar day. */
export function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** "07/04/1980" -> "1980-07-04"; `undefined` unless a real day. */
export function usToIsoDay(text: string): string | undefined {
  const match = usDayPattern.exec(text);
  if (!match) return undefined;
  const [, mm = '', dd = '', yyyy = ''] = match;
  return isRealDay(Number(yyyy), Number(mm), Number(dd)) ? `${yyyy}-${mm}-${dd}` : undefined;
}

/** "1980-07-04" -> "07/04/1980". */
export function isoToUsDay(day: string): string {
  const match = isoDayPattern.exec(day);
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  const [, yyyy, mm, dd] = match;
  return `${mm}/${dd}/${yyyy}`;
}

export function isIsoDay(text: string): boolean {
  const match = isoDayPattern.exec(text);
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** A `YYYY-MM-DD` day on the wire. */
export const isoDay = z.string().refine(isIsoDay, 'quoting.date_format');

/** A day typed as mm/dd/yyyy (10 characters), as the spec's forms send it. */
export const usDay = z
  .string()
  .max(10, 'quoting.date_format')
  .refine((text) => usToIsoDay(text) !== undefined, 'quoting.date_format');

/** The number written in `text` from `start` to `end`: a day's digits, without a new string. */
function digitsAt(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

/** `[year, month, day]` of a `YYYY-MM-DD` text; anything else is split on its dashes. */
function dayParts(day: string): number[] {
  if (day.length === 10 && day[4] === '-' && day[7] === '-') {
    const parts = [digitsAt(day, 0, 4), digitsAt(day, 5, 7), digitsAt(day, 8, 10)];
    if (!parts.some(Number.isNaN)) return parts;
  }
  return day.split('-').map(Number);
}

/**
 * Whole years from `birthDay` to `onDay`, both `YYYY-MM-DD`: a birthday counts on its day. Listings
 * call it for every plan, so the digits are read in place.
 */
export function ageOn(birthDay: string, onDay: string): number {
  const [by = 0, bm = 0, bd = 0] = dayParts(birthDay);
  const [oy = 0, om = 0, od = 0] = dayParts(onDay);
  const beforeBirthday = om < bm || (om === bm && od < bd);
  return oy - by - (beforeBirthday ? 1 : 0);
}
