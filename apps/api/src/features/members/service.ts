// Members as the entry calls show them: one member to the staff whose book holds them, and
// who an enrollment (or a group's new member) is enrolling, with the portals on offer.

import { maskSsn } from '@benefit-store/contract/enrollment-fields';
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import type { getGroupAgentMemberInfo } from '@benefit-store/contract/landing';
import type { MemberInfo } from '@benefit-store/contract/landing-entities';
import type { EnrollmentInProgress, MemberRow as MemberListRow, StepStatus } from '@benefit-store/contract/members';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { StepState } from '../../db/schema-steps';
import type { Caller } from '../../http/caller';
import type { EnrollmentRef } from '../../http/enrollment-ref';
import { NotFound } from '../../http/errors';
import type { Staff } from '../../http/session';
import { memberOfBook } from '../auth/member-book';
import { stepStatesOfMany } from '../enrollment/step-service';
import { stepsOfEnrollments } from '../enrollment/tabs-service';
import { agentInfoOf, findAgent, findGroup, groupInfoOf, portalsOffered } from '../landing/party-service';
import { siteRowOf } from '../landing/service';
import { type HandoffSeen, latestHandoffsOf } from '../resume/handoff';
import * as membersRepo from './repo';

type GroupAgentMemberInfo = z.input<(typeof getGroupAgentMemberInfo)['data']>;

/** The member `publicId` for `staff`; outside their book it does not exist. */
export async function memberInfoFor(db: Db, staff: Staff, publicId: string): Promise<MemberInfo> {
  const member = await memberOfBook(db, staff, publicId);
  const agent = member.agent_public_id ? await findAgent(db, member.agent_public_id) : undefined;
  const group = member.group_public_id ? await findGroup(db, member.group_public_id) : undefined;
  return {
    userid: member.public_id,
    first_name: member.first_name,
    last_name: member.last_name,
    portal_id: member.platform_public_id,
    agent_info: agent ? agentInfoOf(agent) : null,
    group_info: group ? groupInfoOf(group) : null,
  };
}

/** Who an enrollment is for (an existing member, a group's new member or a new member), or a
 *  group's new member when only the group is named. */
export async function groupAgentMemberInfo(
  db: Db,
  caller: Caller,
  enrollment: EnrollmentRef | undefined,
  groupId: string | undefined,
): Promise<GroupAgentMemberInfo> {
  const parties = enrollment ? await membersRepo.findEnrollmentParties(db, enrollment.id) : undefined;
  const groupPublicId = parties ? parties.group_public_id : (groupId ?? null);
  const group = groupPublicId ? await findGroup(db, groupPublicId, caller.language) : undefined;
  if (!parties && !group) throw new NotFound();
  const member = parties?.member_public_id
    ? {
        user_id: parties.member_public_id,
        first_name: parties.member_first_name ?? '',
        last_name: parties.member_last_name ?? '',
      }
    : null;
  const enrollmentType = member ? 'existing-member' : group ? 'new-group-member' : 'new-member';
  const portals = await portalsOffered(
    db,
    parties ? parties.agent_id : (group?.agent_id ?? null),
    (await siteRowOf(db, caller)).id,
    caller.language,
  );
  return {
    enrollment_type: enrollmentType,
    user_info: member,
    group_info: group ? groupInfoOf(group) : null,
    // A rep-quote portal is where the rep quotes for a client: a group's employees (the group home's
    // portal choice) are not offered their rep's; the rep picks it on the agent home.
    platforms: enrollmentType === 'new-group-member' ? portals.filter((p) => p.platform_type !== 'rep-quote') : portals,
  };
}

/**
 * The current members of a book, as the member tables show them: never a full SSN (only the last
 * four digits are read, and shown masked), the policy of their first plan, and every plan's status.
 */
export async function currentMembers(db: Db, book: membersRepo.Book): Promise<MemberListRow[]> {
  const members = await membersRepo.listMembers(db, book);
  const plans = await membersRepo.plansOfMembers(
    db,
    members.map((member) => member.id),
  );
  return members.map((member) => {
    const held = plans.filter((plan) => plan.member_id === member.id);
    return {
      name: `${member.first_name} ${member.last_name}`,
      dob: member.birth_date,
      policy_id: held[0]?.policy_id ?? '',
      user_id: member.public_id,
      email: member.email,
      ssn: member.ssn_last4 ? maskSsn(member.ssn_last4) : '',
      group_info:
        member.group_public_id && member.group_name
          ? { group_id: member.group_public_id, group_name: member.group_name }
          : null,
      plan_info: held.map((plan) => ({ plan_name: plan.plan_name ?? plan.plan_id, plan_status: plan.plan_status })),
    };
  });
}

/** The book of one group's member list. */
export async function bookOfGroup(db: Db, groupPublicId: string): Promise<membersRepo.Book> {
  const group = await findGroup(db, groupPublicId);
  if (!group) throw new NotFound();
  return { groupId: group.id };
}

/** The book of a signed-in party: a rep's agent, a group administrator's group. */
export function bookOfStaff(staff: Staff): membersRepo.Book {
  if (staff.role === 'rep' && staff.agentId !== null) return { agentId: staff.agentId };
  if (staff.groupId !== null) return { groupId: staff.groupId };
  throw new NotFound();
}

/** The desk's enrollments in progress: who each is for, where it came through, its cart. */
/**
 * Where each step stands: done (signed, for the agreement) once saved; in progress, the first step
 * not saved (or saved only as a draft) once someone works on the enrollment (a step saved, or the client opened a hand-off);
 * not started otherwise.
 */
export function stepStatusesOf(
  steps: readonly TabName[],
  saved: ReadonlyMap<TabName, StepState>,
  handoff: HandoffSeen | undefined,
): { tab_name: TabName; status: StepStatus }[] {
  // A draft (saved for later as it stood) is still in progress.
  const done = (tab: TabName) => (saved.get(tab) ?? 'draft') !== 'draft';
  const current = steps.find((tab) => !done(tab));
  const worked = saved.size > 0 || Boolean(handoff?.openedAt);
  return steps.map((tab) => {
    const status: StepStatus =
      saved.get(tab) === 'signed'
        ? 'signed'
        : done(tab)
          ? 'done'
          : tab === current && worked
            ? 'in_progress'
            : 'not_started';
    return { tab_name: tab, status };
  });
}

export async function enrollmentsInProgress(db: Db, staff: Staff): Promise<EnrollmentInProgress[]> {
  const rows = await membersRepo.enrollmentsInProgress(db, bookOfStaff(staff), 50);
  const ids = rows.map((row) => row.id);
  const [steps, states, handoffs] = await Promise.all([
    stepsOfEnrollments(db, ids),
    stepStatesOfMany(db, ids),
    latestHandoffsOf(db, ids),
  ]);
  return rows.map((row) => {
    const handoff = handoffs.get(row.id);
    return {
      enrollment_id: row.public_id,
      member_name:
        row.member_first_name && row.member_last_name
          ? `${row.member_first_name} ${row.member_last_name}`
          : row.personal_first_name && row.personal_last_name
            ? `${row.personal_first_name} ${row.personal_last_name}`
            : null,
      group_name: row.group_name,
      portal_name: row.portal_name,
      tier: row.tier,
      zip: row.zip,
      plans_in_cart: Number(row.plans_in_cart ?? 0),
      started_at: new Date(row.created_at).toISOString(),
      steps: stepStatusesOf(steps.get(row.id) ?? [], states.get(row.id) ?? new Map(), handoff),
      handoff: handoff
        ? {
            channel: handoff.channel,
            sent_at: handoff.sentAt.toISOString(),
            opened_at: handoff.openedAt?.toISOString() ?? null,
          }
        : null,
    };
  });
}
