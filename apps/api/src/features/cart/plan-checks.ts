// Catalog flags of one plan for a household, asked before its price is shown.
import { hasSpouse } from '@benefit-store/contract/quoting';
import type { Db } from '../../db/database';
import { householdFor } from '../quoting/household-service';
import { planIs } from './service';

/**
 * Whether the plan is the special carrier's (status), and whether that carrier still needs the
 * spouse's birth date (depdob): the tier covers a spouse and none was entered.
 */
export async function prudentialCheck(db: Db, enrollmentId: number, planId: string, now: Date) {
  const status = await planIs(db, planId, (plan) => plan.isPrudential);
  const household = status ? await householdFor(db, enrollmentId, now) : undefined;
  const depdob = household !== undefined && hasSpouse(household.tier) && household.spouseBirthDate === undefined;
  return { status, depdob };
}
