// The quote filter: the household a temporary enrollment is quoted for, its parties and its family rules.

import type { CartChanges } from '@benefit-store/contract/cart';
import { isoToUsDay, usToIsoDay } from '@benefit-store/contract/dates';
import type { CallInput } from '@benefit-store/contract/define';
import type { Language } from '@benefit-store/contract/messages/translate';
import {
  type addFilterForNewUser,
  type changeFilterInfo,
  checkFamily,
  childrenRange,
  type FilterInfo,
  hasSpouse,
  type Tier,
} from '@benefit-store/contract/quoting';
import { z } from '@benefit-store/contract/zod';
import type { Db } from '../../db/database';
import { type FieldProblem, InvalidFields, NotFound } from '../../http/errors';
import type { Session, Staff } from '../../http/session';
import { fieldProblems } from '../../http/validation';
import { memberOfBook } from '../auth/member-book';
import type { Earned } from '../landing/earned-service';
import type { TobaccoUse } from '../pricing/household';
import { forgetDeclines } from '../underwriting/service';
import * as repo from './repo';
import { lookupZip } from './zip-service';

type FilterChange = CallInput<typeof changeFilterInfo>;
type NewFilter = CallInput<typeof addFilterForNewUser>;

/** The household fields of a filter as stored, before a change is applied. */
type StoredFamily = Pick<repo.FilterRow, 'tier' | 'spouse_birth_date' | 'child_count'>;

export const noFamily: StoredFamily = { tier: null, spouse_birth_date: null, child_count: null };

export const tobaccoOf = (isSmoker: number | undefined): TobaccoUse | undefined =>
  isSmoker === undefined ? undefined : isSmoker === 1 ? 'yes' : 'no';

const isoDay = (typed: string | undefined) => (typed === undefined ? undefined : (usToIsoDay(typed) ?? typed));

/** The state of a zip; an unknown zip joins the other field problems. */
async function stateOf(db: Db, zip: string | undefined, problems: FieldProblem[]): Promise<string | undefined> {
  if (zip === undefined) return undefined;
  try {
    return (await lookupZip(db, zip)).state_abbreviation;
  } catch (error) {
    if (!(error instanceof InvalidFields)) throw error;
    problems.push(...error.fields);
    return undefined;
  }
}

/** Problems `checkFamily` finds in a family, as field problems. */
export function familyProblems(
  tier: Tier,
  family: { spouse: string | null; children: number | null },
  fields: { spouse: string; children: string },
  required: boolean,
): FieldProblem[] {
  const checked = z
    .unknown()
    .superRefine((_, ctx) =>
      checkFamily(
        ctx,
        { tier, spouseDob: family.spouse ?? undefined, children: family.children ?? undefined },
        fields,
        required,
      ),
    );
  const result = checked.safeParse(null);
  return result.success ? [] : fieldProblems(result.error.issues);
}

/**
 * The spouse and children after a change: those sent, else those stored while the tier still covers
 * them. A tier that no longer covers a spouse or children drops them.
 */
function familyAfter(stored: StoredFamily, change: FilterChange, tier: Tier) {
  const coversChildren = childrenRange(tier).max > 0;
  return {
    spouse: isoDay(change.spouse_dop) ?? (hasSpouse(tier) ? stored.spouse_birth_date : null),
    children: change.child_num ?? (coversChildren ? stored.child_count : null),
  };
}

/**
 * A new tier the family cannot fill: a spouse tier (IS, IF) with no spouse's birth date, a
 * children tier (IC, IF) with no children, sent or kept. The problem is the tier's.
 */
function unfilledTier(tier: Tier, family: { spouse: string | null; children: number | null }): FieldProblem[] {
  return [
    ...(hasSpouse(tier) && family.spouse === null
      ? [{ target_element: 'tier', key: 'quoting.tier_needs_spouse' as const }]
      : []),
    ...(childrenRange(tier).min > 0 && family.children === null
      ? [{ target_element: 'tier', key: 'quoting.tier_needs_children' as const }]
      : []),
  ];
}

/**
 * The household columns a change writes; field problems (zip, family) are thrown together. With
 * `fillTier`, a tier changed to one the family cannot fill is one too (a new quote's banner asks
 * no spouse or children: the dependent modal does, before pricing).
 */
export async function filterColumns(
  db: Db,
  stored: StoredFamily,
  change: FilterChange,
  fillTier = false,
): Promise<repo.FilterColumns> {
  const problems: FieldProblem[] = [];
  const state = await stateOf(db, change.zip, problems);
  const tier = change.tier ?? stored.tier;
  const family = tier === null ? undefined : familyAfter(stored, change, tier);
  if (tier !== null && family !== undefined)
    problems.push(...familyProblems(tier, family, { spouse: 'spouse_dop', children: 'child_num' }, false));
  if (fillTier && tier !== null && family !== undefined && change.tier !== undefined && change.tier !== stored.tier)
    problems.push(...unfilledTier(tier, family));
  if (problems.length > 0) throw new InvalidFields(problems);
  const tobacco = tobaccoOf(change.is_smoker);
  return {
    ...(change.zip === undefined ? {} : { zip: change.zip, state }),
    ...(change.dob === undefined ? {} : { birth_date: isoDay(change.dob) }),
    ...(change.gender === undefined ? {} : { gender: change.gender }),
    ...(tier === null || family === undefined
      ? {}
      : { tier, spouse_birth_date: family.spouse, child_count: family.children }),
    ...(tobacco === undefined ? {} : { tobacco }),
    ...(change.annual_incode === undefined ? {} : { annual_income_cents: change.annual_incode * 100 }),
    ...(change.working_hours === undefined ? {} : { weekly_hours: change.working_hours }),
  };
}

/** The filter fields still empty once `columns` are written: a filter is submitted only when complete. */
function missingFields(stored: repo.FilterRow, columns: repo.FilterColumns): FieldProblem[] {
  const present = {
    zip: (columns.zip ?? stored.zip) !== null,
    dob: (columns.birth_date ?? stored.birth_date) !== null,
    gender: (columns.gender ?? stored.gender) !== null,
    tier: (columns.tier ?? stored.tier) !== null,
  };
  return Object.entries(present)
    .filter(([, isPresent]) => !isPresent)
    .map(([field]) => ({ target_element: field, key: 'common.required' as const }));
}

/** Who is covered, and where: an answer declined a plan for these, so a change forgets the declines. */
const householdKeys = ['zip', 'birth_date', 'gender', 'tier', 'spouse_birth_date', 'child_count'] as const;

export const householdChanged = (stored: repo.FilterRow, columns: repo.FilterColumns) =>
  householdKeys.some((key) => columns[key] !== undefined && String(columns[key]) !== String(stored[key]));

/** What a price depends on: the household, and its tobacco use, income and hours. */
const pricedKeys = [...householdKeys, 'tobacco', 'annual_income_cents', 'weekly_hours'] as const;

const pricedHouseholdChanged = (stored: repo.FilterRow, columns: repo.FilterColumns) =>
  pricedKeys.some((key) => columns[key] !== undefined && String(columns[key]) !== String(stored[key]));

export async function requireFilterRow(db: Db, enrollmentId: number): Promise<repo.FilterRow> {
  const row = await repo.filterRowOf(db, enrollmentId);
  if (row === undefined) throw new Error(`enrollment ${enrollmentId} vanished under its lock`);
  return row;
}

/**
 * Prices an enrollment's cart again after its household changed; what changed, or undefined when
 * nothing did: the cart's, which sits above quoting, given by the composition root.
 */
export type RepriceCart = (
  db: Db,
  enrollmentId: number,
  now: Date,
  language: Language,
) => Promise<CartChanges | undefined>;

/**
 * Applies a partial change to a stored filter; an enrollment without one must be sent all of it.
 * `member` is the member user_id names, already matched to the staff's book. plan_id only says
 * which plan the user was looking at: nothing stores it. A household change prices the cart again
 * (lines no longer priced leave it, a date no longer offered moves): what changed is answered.
 */
export async function changeFilter(
  db: Db,
  enrollmentId: number,
  change: FilterChange,
  caller: { now: Date; language: Language },
  member: number | undefined,
  repriceCart: RepriceCart,
): Promise<{ filter_info: FilterInfo; cart_changes?: CartChanges }> {
  const { now } = caller;
  const stored = await requireFilterRow(db, enrollmentId);
  const columns = await filterColumns(db, stored, change, true);
  const missing = missingFields(stored, columns);
  if (missing.length > 0) throw new InvalidFields(missing);
  if (householdChanged(stored, columns)) await forgetDeclines(db, enrollmentId);
  const repriced = pricedHouseholdChanged(stored, columns);
  await repo.saveFilter(db, enrollmentId, {
    ...columns,
    ...(stored.filter_submitted_at === null ? { filter_submitted_at: now } : {}),
    ...(stored.enrollment_type === null ? { enrollment_type: 'new-user' } : {}),
    ...(member === undefined ? {} : { member_id: member }),
  });
  const filter_info = filterInfoOf(await requireFilterRow(db, enrollmentId));
  const cart_changes = repriced ? await repriceCart(db, enrollmentId, now, caller.language) : undefined;
  return cart_changes ? { filter_info, cart_changes } : { filter_info };
}

/** The member a staff session names, as a row id; outside their book (or for a storefront) it does not exist. */
export async function memberInBook(db: Db, session: Session, publicId: string): Promise<number> {
  if (!session.staff) throw new NotFound();
  return (await memberOfBook(db, session.staff, publicId)).id;
}

/**
 * The parties a new filter names, resolved from their public ids. One the session did not earn is
 * refused like an unknown one, with the field error: a rep it earned (or the rep of a group it
 * earned, whose book the group's enrollments join), a group it earned.
 */
async function partiesOf(db: Db, input: NewFilter, now: Date, earned: Earned) {
  const problems: FieldProblem[] = [];
  const resolve = async <T>(
    field: string,
    publicId: string | undefined,
    find: (id: string) => Promise<T | undefined>,
    allowed: (found: T) => boolean = () => true,
  ) => {
    if (publicId === undefined) return undefined;
    const found = await find(publicId);
    if (found === undefined || !allowed(found)) {
      problems.push({ target_element: field, key: 'common.invalid_value' });
      return undefined;
    }
    return found;
  };
  const group = await resolve('group_id', input.group_id, (id) => repo.findGroup(db, id), earned.mayUseGroup);
  const agent = await resolve(
    'agent_id',
    input.agent_id,
    (id) => repo.findAgent(db, id),
    (found) => earned.mayUseAgent(found.id) || (group !== undefined && group.agent_id === found.id),
  );
  const platform = await resolve('platform_group_id', input.platform_group_id, (id) => repo.findPlatform(db, id));
  const referral = await resolve('referral', input.referral, (id) => repo.findLiveReferral(db, id, now));
  // The landing to go back to is the page the visitor opened: the group's or the rep's.
  const landing = input.open_type === 'group' ? group?.landing_url : (agent?.landing_url ?? group?.landing_url);
  return {
    problems,
    // A group's enrollment is also in the book of the group's rep.
    book: { agentId: agent?.id ?? group?.agent_id ?? undefined, groupId: group?.id },
    columns: {
      platform_id: platform?.id ?? null,
      referral_id: referral?.id ?? null,
      landing_url: landing ?? null,
      eprocess: input.eprocess ?? null,
      open_type: input.open_type ?? null,
      categories: input.categories ?? null,
      coverage: input.coverage ?? null,
    } satisfies repo.FilterColumns,
  };
}

/**
 * A signed-in rep or group administrator quoting from the store enrolls a client into their own
 * book (issue 32, item 18): a filter naming no rep and no group is theirs, as a rep's or a group's
 * process. The session stays a staff session: it reads the quote through its book, audited.
 */
function staffFilter(input: NewFilter, staff: Staff): NewFilter {
  const eprocess = input.eprocess ?? (staff.role === 'group_admin' ? 'group' : 'rep');
  if (input.agent_id !== undefined || input.group_id !== undefined) return { ...input, eprocess };
  if (staff.role === 'group_admin') return { ...input, eprocess, group_id: staff.groupPublicId ?? undefined };
  return { ...input, eprocess, agent_id: staff.agentPublicId ?? undefined };
}

/** Whether a staff session's quote is filed where its book would find it again. */
const inStaffBook = (book: { agentId?: number | undefined; groupId?: number | undefined }, staff: Staff) =>
  staff.role === 'group_admin' ? book.groupId === staff.groupId : book.agentId === staff.agentId;

/** Checks a new filter and its parties; returns what `createEnrollment` needs to store it. */
export async function newFilter(db: Db, sent: NewFilter, now: Date, earned: Earned, staff?: Staff) {
  const input = staff ? staffFilter(sent, staff) : sent;
  const parties = await partiesOf(db, input, now, earned);
  if (staff && parties.problems.length === 0 && !inStaffBook(parties.book, staff))
    parties.problems.push({
      target_element: staff.role === 'group_admin' ? 'group_id' : 'agent_id',
      key: 'common.invalid_value',
    });
  let household: repo.FilterColumns = {};
  try {
    household = await filterColumns(db, noFamily, input);
  } catch (error) {
    if (!(error instanceof InvalidFields)) throw error;
    parties.problems.unshift(...error.fields);
  }
  if (parties.problems.length > 0) throw new InvalidFields(parties.problems);
  const columns: repo.FilterColumns = {
    ...household,
    ...parties.columns,
    tobacco: tobaccoOf(input.is_smoker) ?? 'unknown',
    enrollment_type: 'new-user',
    filter_submitted_at: now,
  };
  return { book: parties.book, store: (trx: Db, enrollmentId: number) => repo.saveFilter(trx, enrollmentId, columns) };
}

const smokerFlag = { yes: 1, no: 0, unknown: null } as const;
const usDay = (day: string | null) => (day === null ? null : isoToUsDay(day));

/** The stored filter as the wire shows it: days mm/dd/yyyy, income in whole dollars. */
export function filterInfoOf(row: repo.FilterRow): FilterInfo {
  const { zip, birth_date, state, tier, gender } = row;
  if (zip === null || birth_date === null || state === null || tier === null || gender === null)
    throw new InvalidFields([{ target_element: 'enrollment_id', key: 'pricing.enrollment_id_error' }]);
  const income = row.annual_income_cents;
  return {
    zip,
    dob: isoToUsDay(birth_date),
    state,
    tier,
    gender,
    is_smoker: smokerFlag[row.tobacco],
    annual_incode: income === null ? null : Math.round(Number(income) / 100),
    working_hours: row.weekly_hours,
    user_id: row.member_public_id,
    spouse_dop: usDay(row.spouse_birth_date),
    child_num: row.child_count,
    eprocess: row.eprocess,
    agent_id: row.agent_public_id,
    group_id: row.group_public_id,
    platform_group_id: row.platform_public_id,
    open_type: row.open_type,
    type: row.enrollment_type ?? 'new-user',
  };
}
