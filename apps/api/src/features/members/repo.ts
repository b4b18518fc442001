// SQL for members, the current members of a book, and the member an enrollment is for.
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** What an enrollment says about who it is for: its rep, group and member. */
export const findEnrollmentParties = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('enrollment')
    .leftJoin('member', 'member.id', 'enrollment.member_id')
    .leftJoin('employer_group', 'employer_group.id', 'enrollment.employer_group_id')
    .select([
      'enrollment.agent_id',
      'employer_group.public_id as group_public_id',
      'member.public_id as member_public_id',
      'member.first_name as member_first_name',
      'member.last_name as member_last_name',
    ])
    .where('enrollment.id', '=', enrollmentId)
    .executeTakeFirstOrThrow();

/** Who a member list is for: a rep's book (their members and their groups'), or one group. */
export type Book = { agentId: number } | { groupId: number };

/** The members of `book`, by last and first name, with their group. */
export const listMembers = (db: Db, book: Book) =>
  db
    .selectFrom('member')
    .leftJoin('employer_group', 'employer_group.id', 'member.employer_group_id')
    .select([
      'member.id',
      'member.public_id',
      'member.first_name',
      'member.last_name',
      'member.birth_date',
      'member.email',
      'member.ssn_last4',
      'employer_group.public_id as group_public_id',
      'employer_group.name as group_name',
    ])
    .where((eb) =>
      'agentId' in book
        ? eb.or([eb('member.agent_id', '=', book.agentId), eb('employer_group.agent_id', '=', book.agentId)])
        : eb('member.employer_group_id', '=', book.groupId),
    )
    .orderBy('member.last_name')
    .orderBy('member.first_name')
    .orderBy('member.id')
    .execute();

/** The plans the members `memberIds` hold, with the catalog's name where the plan is still in it. */
export const plansOfMembers = (db: Db, memberIds: readonly number[]) =>
  memberIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('member_plan')
        .leftJoin('plan', 'plan.public_id', 'member_plan.plan_id')
        .select(['member_plan.member_id', 'member_plan.plan_id', 'member_plan.policy_id', 'member_plan.plan_status'])
        .select('plan.name as plan_name')
        .where('member_plan.member_id', 'in', memberIds)
        .orderBy('member_plan.member_id')
        .orderBy('member_plan.plan_id')
        .execute();

/**
 * The enrollments of a staff party's book not yet completed, newest first: a rep's those of their
 * agent, a group administrator's those of their group (the access rule of decision 0004). Nothing
 * marks an enrollment completed until the wizard does; then this list leaves those out.
 */
export const enrollmentsInProgress = (db: Db, book: Book, limit: number) =>
  db
    .selectFrom('enrollment')
    .leftJoin('member', 'member.id', 'enrollment.member_id')
    .leftJoin('employer_group', 'employer_group.id', 'enrollment.employer_group_id')
    .leftJoin('platform', 'platform.id', 'enrollment.platform_id')
    // A new member's name, once the personal step saved it (names are open fields, decision 0016).
    .leftJoin('enrollment_step as personal', (join) =>
      join.onRef('personal.enrollment_id', '=', 'enrollment.id').on('personal.tab_name', '=', 'primary_info'),
    )
    .select((eb) => [
      'enrollment.id',
      'enrollment.public_id',
      'enrollment.created_at',
      'enrollment.tier',
      'enrollment.zip',
      'member.first_name as member_first_name',
      'member.last_name as member_last_name',
      sql<string | null>`personal.data->>'first_name'`.as('personal_first_name'),
      sql<string | null>`personal.data->>'last_name'`.as('personal_last_name'),
      'employer_group.name as group_name',
      'platform.platform_name as portal_name',
      eb
        .selectFrom('cart_line')
        .select((c) => c.fn.countAll<string>().as('n'))
        .whereRef('cart_line.enrollment_id', '=', 'enrollment.id')
        .as('plans_in_cart'),
    ])
    .where((eb) =>
      'agentId' in book
        ? eb('enrollment.agent_id', '=', book.agentId)
        : eb('enrollment.employer_group_id', '=', book.groupId),
    )
    .where('enrollment.completed_at', 'is', null)
    .orderBy('enrollment.created_at', 'desc')
    .orderBy('enrollment.id', 'desc')
    .limit(limit)
    .execute();
