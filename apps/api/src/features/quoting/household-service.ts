// An enrollment's household as pricing reads it: the quote filter's columns, made a household.
import type { Db } from '../../db/database';
import type { HouseholdRow } from '../../http/enrollment-ref';
import type { Household } from '../pricing/household';
import { householdOf } from '../pricing/household-row';
import { filterRowOf } from './repo';

/** The household columns of an enrollment, days as `YYYY-MM-DD` text; undefined for no such enrollment. */
export async function householdRowOf(db: Db, enrollmentId: number): Promise<HouseholdRow | undefined> {
  const row = await filterRowOf(db, enrollmentId);
  if (row === undefined) return undefined;
  // bigint arrives as text from the drivers; incomes stay far below 2^53 cents.
  const income = row.annual_income_cents;
  return { ...row, annual_income_cents: income === null ? null : Number(income) };
}

/** The household to price an enrollment for, or undefined before its quote filter was submitted. */
export async function householdFor(db: Db, enrollmentId: number, now: Date): Promise<Household | undefined> {
  const row = await householdRowOf(db, enrollmentId);
  return row === undefined ? undefined : householdOf(row, now);
}
