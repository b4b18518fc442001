// The dependents entered for pricing in the dependent modal: the spouse's birth date and the number
// of children, checked against the tier (store-temp-dependent-info) or making it (update-tier-info).

import { isoToUsDay, usToIsoDay } from '@benefit-store/contract/dates';
import type { CallInput } from '@benefit-store/contract/define';
import { type storeTempDependentInfo, type Tier, tierOf } from '@benefit-store/contract/quoting';
import type { Db } from '../../db/database';
import { InvalidFields } from '../../http/errors';
import { forgetDeclines } from '../underwriting/service';
import * as repo from './repo';
import { familyProblems, householdChanged, requireFilterRow } from './service';

type DependentInput = CallInput<typeof storeTempDependentInfo>;

/** The spouse's birth date as sent: the spec's clients call it dep_dob, ours spouse_dob. */
const spouseOf = (input: DependentInput) => input.spouse_dob ?? input.dep_dob;
const fieldsOf = (input: DependentInput) => ({
  spouse: input.spouse_dob === undefined ? 'dep_dob' : 'spouse_dob',
  children: 'no_of_children',
});

function check(tier: Tier, input: DependentInput): { spouse: string | null; children: number | null } {
  const family = { spouse: spouseOf(input) ?? null, children: input.no_of_children ?? null };
  const problems = familyProblems(tier, family, fieldsOf(input), true);
  if (problems.length > 0) throw new InvalidFields(problems);
  return { spouse: family.spouse === null ? null : (usToIsoDay(family.spouse) ?? null), children: family.children };
}

/** Saves dependents (and a tier); a household that changed forgets its declines. */
async function saveHousehold(db: Db, enrollmentId: number, columns: repo.FilterColumns): Promise<void> {
  if (householdChanged(await requireFilterRow(db, enrollmentId), columns)) await forgetDeclines(db, enrollmentId);
  await repo.saveFilter(db, enrollmentId, columns);
}

const noQuote = () => new InvalidFields([{ target_element: 'enrollment_id', key: 'pricing.enrollment_id_error' }]);

/** Stores the dependents the stored tier needs: a spouse for IS and IF, 1 to 9 (IC) or 8 (IF) children. */
export async function storeDependents(db: Db, enrollmentId: number, input: DependentInput): Promise<void> {
  const { tier } = await requireFilterRow(db, enrollmentId);
  if (tier === null) throw noQuote();
  const family = check(tier, input);
  await saveHousehold(db, enrollmentId, { spouse_birth_date: family.spouse, child_count: family.children });
}

/** Stores the dependents entered and the tier they make; the filter must have been submitted. */
export async function updateTier(db: Db, enrollmentId: number, input: DependentInput): Promise<Tier> {
  const stored = await requireFilterRow(db, enrollmentId);
  if (stored.tier === null) throw noQuote();
  const tier = tierOf(spouseOf(input) !== undefined, input.no_of_children ?? 0);
  const family = check(tier, input);
  await saveHousehold(db, enrollmentId, { tier, spouse_birth_date: family.spouse, child_count: family.children });
  return tier;
}

/** The dependents stored for pricing, the spouse's birth date under both of its names. */
export async function dependentsOf(db: Db, enrollmentId: number) {
  const stored = await requireFilterRow(db, enrollmentId);
  const spouse = stored.spouse_birth_date === null ? null : isoToUsDay(stored.spouse_birth_date);
  return { no_of_children: stored.child_count ?? 0, dep_dob: spouse, spouse_dob: spouse };
}
