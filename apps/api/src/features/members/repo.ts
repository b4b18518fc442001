// SQL for members and the member an enrollment is for.
import type { Db } from '../../db/database';

/** A member with the public ids of their rep, group and portal, the rep of their group, and the
 *  household their quotes are priced for. */
export const findMember = (db: Db, publicId: string) =>
  db
    .selectFrom('member')
    .leftJoin('agent', 'agent.id', 'member.agent_id')
    .leftJoin('employer_group', 'employer_group.id', 'member.employer_group_id')
    .leftJoin('platform', 'platform.id', 'member.platform_id')
    .select([
      'member.id',
      'member.public_id',
      'member.first_name',
      'member.last_name',
      'member.agent_id',
      'member.employer_group_id',
      'member.platform_id',
      'member.birth_date',
      'member.zip',
      'member.state',
      'member.gender',
      'member.tobacco',
      'employer_group.agent_id as group_agent_id',
      'agent.public_id as agent_public_id',
      'employer_group.public_id as group_public_id',
      'platform.public_id as platform_public_id',
    ])
    .where('member.public_id', '=', publicId)
    .executeTakeFirst();
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

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
