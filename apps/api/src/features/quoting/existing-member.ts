// Quotes for current members (Enroll Now on the current-members table, the member benefit
// store): the user chooses only the tier; the household comes from the member's record and the
// books from the member, so a rep or group administrator quotes only members of their own book.
import type { CallInput } from '@benefit-store/contract/define';
import type { addFilterForExistingUser } from '@benefit-store/contract/quoting';
import type { Db } from '../../db/database';
import { type FieldProblem, InvalidFields, SignInRequired } from '../../http/errors';
import type { Session } from '../../http/session';
import { type MemberRow, memberOfBook } from '../auth/member-book';
import * as repo from './repo';
import { filterColumns, noFamily } from './service';

/** Both calls' input: add-filter-for-member sends only user_id, tier and open_type. */
type MemberFilter = Pick<CallInput<typeof addFilterForExistingUser>, 'user_id' | 'tier' | 'open_type'> &
  Partial<
    Pick<
      CallInput<typeof addFilterForExistingUser>,
      'eprocess' | 'agent_id' | 'group_id' | 'platform_group_id' | 'spouse_dop' | 'child_num'
    >
  >;

/**
 * The rep, group and portal the caller sent, checked against the member: the rep and group must be
 * the member's own (the enrollment is filed in the member's books whatever is sent), the portal any
 * known one. Mismatches are field problems.
 */
async function sentParties(db: Db, member: MemberRow, input: MemberFilter) {
  const problems: FieldProblem[] = [];
  const invalid = (field: string) => problems.push({ target_element: field, key: 'common.invalid_value' });
  if (input.agent_id !== undefined) {
    const agent = await repo.findAgent(db, input.agent_id);
    if (!agent || (agent.id !== member.agent_id && agent.id !== member.group_agent_id)) invalid('agent_id');
  }
  if (input.group_id !== undefined && input.group_id !== member.group_public_id) invalid('group_id');
  const platform =
    input.platform_group_id === undefined ? undefined : await repo.findPlatform(db, input.platform_group_id);
  if (input.platform_group_id !== undefined && !platform) invalid('platform_group_id');
  if (problems.length > 0) throw new InvalidFields(problems);
  return platform && input.platform_group_id !== undefined
    ? { platformId: platform.id, portal: input.platform_group_id, portalType: platform.platform_type }
    : { platformId: member.platform_id, portal: member.platform_public_id, portalType: member.platform_type };
}

/**
 * Checks a current member's quote and returns what `createEnrollment` needs to store it: the
 * member's books, the portal (the one sent, else the member's, with its type) and the filter
 * columns. The member's spouse and children are not on record: Enroll Now asks for those the tier
 * needs (spouse_dop, child_num), and a caller sending only the tier leaves them to the dependent modal.
 */
export async function memberFilter(db: Db, session: Session, input: MemberFilter, now: Date) {
  // The calls' member scope already asked storefront sessions to sign in.
  if (!session.staff) throw new SignInRequired();
  const member = await memberOfBook(db, session.staff, input.user_id);
  const { platformId, portal, portalType } = await sentParties(db, member, input);
  const family = await filterColumns(db, noFamily, {
    tier: input.tier,
    spouse_dop: input.spouse_dop,
    child_num: input.child_num,
  });
  const columns: repo.FilterColumns = {
    ...family,
    zip: member.zip,
    state: member.state,
    birth_date: member.birth_date,
    gender: member.gender,
    tobacco: member.tobacco,
    member_id: member.id,
    platform_id: platformId,
    eprocess: input.eprocess ?? (session.staff.role === 'group_admin' ? 'group' : 'rep'),
    open_type: input.open_type ?? null,
    enrollment_type: 'existing-user',
    filter_submitted_at: now,
  };
  return {
    // A group's member is also in the book of the group's rep.
    book: {
      agentId: member.agent_id ?? member.group_agent_id ?? undefined,
      groupId: member.employer_group_id ?? undefined,
    },
    portal,
    portalType,
    store: (trx: Db, enrollmentId: number) => repo.saveFilter(trx, enrollmentId, columns),
  };
}
