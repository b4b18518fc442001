// SQL for the audit trail: rows are only ever inserted (the table refuses updates and deletes).
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { AuditEventTable } from '../../db/schema';

export async function insert(db: Db, event: Insertable<AuditEventTable>): Promise<void> {
  await db.insertInto('audit_event').values(event).execute();
}

/** The latest events of one book: a rep's (their own actions and their agent's), or a group's. */
export async function latestFor(
  db: Db,
  book: { staffAccountId: number; agentId: number | null; groupId: number | null },
) {
  return db
    .selectFrom('audit_event')
    .leftJoin('staff_account', 'staff_account.id', 'audit_event.staff_account_id')
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
    .where((eb) =>
      eb.or([
        eb('audit_event.staff_account_id', '=', book.staffAccountId),
        ...(book.agentId === null ? [] : [eb('audit_event.agent_id', '=', book.agentId)]),
        ...(book.groupId === null ? [] : [eb('audit_event.employer_group_id', '=', book.groupId)]),
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
