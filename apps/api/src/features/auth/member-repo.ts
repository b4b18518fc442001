// SQL for one member as the book rule reads them: who files them (rep, group) and their household.
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
      'platform.platform_type',
    ])
    .where('member.public_id', '=', publicId)
    .executeTakeFirst();
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;
