// SQL for the audit trail: rows are only ever inserted (the table refuses updates and deletes).
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AuditEventTable } from '../../db/schema';

export async function insert(db: Db, event: Insertable<AuditEventTable>): Promise<void> {
  await db.insertInto('audit_event').values(event).execute();
}

/**
 * The latest events of one book: a rep's (their own actions and their agent's), or a group's.
 * Each names its subject (the member an enrollment is for, a member, a rep, a group) only when
 * that subject is in this book: a refused read of another book's record shows its kind, never
 * whose it is, so an id tried in vain teaches nothing.
 */
export async function latestFor(
  db: Db,
  book: { staffAccountId: number; agentId: number | null; groupId: number | null },
) {
  const { agentId, groupId } = book;
  return db
    .selectFrom('audit_event')
    .leftJoin('staff_account', 'staff_account.id', 'audit_event.staff_account_id')
    .leftJoin('enrollment', (join) =>
      join
        .on('audit_event.subject_kind', '=', 'enrollment')
        .onRef('enrollment.public_id', '=', 'audit_event.subject_id')
        .on((eb) =>
          eb.or([
            ...(agentId === null ? [] : [eb('enrollment.agent_id', '=', agentId)]),
            ...(groupId === null ? [] : [eb('enrollment.employer_group_id', '=', groupId)]),
          ]),
        ),
    )
    .leftJoin('member as enrolled', 'enrolled.id', 'enrollment.member_id')
    .leftJoin('member', (join) =>
      join
        .on('audit_event.subject_kind', '=', 'member')
        .onRef('member.public_id', '=', 'audit_event.subject_id')
        .on((eb) =>
          eb.or([
            ...(agentId === null
              ? []
              : [
                  eb('member.agent_id', '=', agentId),
                  eb(
                    'member.employer_group_id',
                    'in',
                    eb
                      .selectFrom('employer_group')
                      .select('employer_group.id')
                      .where('employer_group.agent_id', '=', agentId),
                  ),
                ]),
            ...(groupId === null ? [] : [eb('member.employer_group_id', '=', groupId)]),
          ]),
        ),
    )
    .leftJoin('agent', (join) =>
      join
        .on('audit_event.subject_kind', '=', 'agent')
        .onRef('agent.public_id', '=', 'audit_event.subject_id')
        .on((eb) => (agentId === null ? eb.val(false) : eb('agent.id', '=', agentId))),
    )
    .leftJoin('employer_group as named_group', (join) =>
      join
        .on('audit_event.subject_kind', '=', 'group')
        .onRef('named_group.public_id', '=', 'audit_event.subject_id')
        .on((eb) =>
          eb.or([
            ...(agentId === null ? [] : [eb('named_group.agent_id', '=', agentId)]),
            ...(groupId === null ? [] : [eb('named_group.id', '=', groupId)]),
          ]),
        ),
    )
    .select([
      'audit_event.at',
      'audit_event.actor_kind',
      'staff_account.display_name',
      'audit_event.action',
      'audit_event.subject_kind',
      'audit_event.subject_id',
      'audit_event.address',
      'audit_event.result',
    ])
    .select(
      sql<string | null>`coalesce(
        enrolled.first_name || ' ' || enrolled.last_name,
        member.first_name || ' ' || member.last_name,
        agent.first_name || ' ' || agent.last_name,
        named_group.name
      )`.as('subject_name'),
    )
    .where((eb) =>
      eb.or([
        eb('audit_event.staff_account_id', '=', book.staffAccountId),
        ...(agentId === null ? [] : [eb('audit_event.agent_id', '=', agentId)]),
        ...(groupId === null ? [] : [eb('audit_event.employer_group_id', '=', groupId)]),
      ]),
    )
    .orderBy('audit_event.id', 'desc')
    .limit(200)
    .execute();
}

/** The book an enrollment, a group or a rep named on the wire belongs to; undefined when none exists. */
export async function bookOf(db: Db, subject: { kind: 'enrollment' | 'group' | 'agent'; id: string }) {
  if (subject.kind === 'enrollment')
    return db
      .selectFrom('enrollment')
      .select(['agent_id as agentId', 'employer_group_id as groupId'])
      .where('public_id', '=', subject.id)
      .executeTakeFirst();
  if (subject.kind === 'group')
    return db
      .selectFrom('employer_group')
      .select(['agent_id as agentId', 'id as groupId'])
      .where('public_id', '=', subject.id)
      .executeTakeFirst();
  const agent = await db.selectFrom('agent').select('id').where('public_id', '=', subject.id).executeTakeFirst();
  return agent && { agentId: agent.id, groupId: null };
}
