// SQL for enrollments and the sessions that may touch them.
import type { Db } from '../../db/database';

export async function findForSession(db: Db, publicId: string, sessionId: string) {
  return db
    .selectFrom('enrollment')
    .innerJoin('enrollment_access', 'enrollment_access.enrollment_id', 'enrollment.id')
    .select(['enrollment.id', 'enrollment.public_id'])
    .where('enrollment.public_id', '=', publicId)
    .where('enrollment_access.session_id', '=', sessionId)
    .executeTakeFirst();
}

/** The enrollment if it is in the staff member's book: their agent's, or their group's. */
export async function findInBook(db: Db, publicId: string, staff: { agentId: number | null; groupId: number | null }) {
  return db
    .selectFrom('enrollment')
    .select(['id', 'public_id', 'agent_id', 'employer_group_id'])
    .where('public_id', '=', publicId)
    .where((eb) =>
      eb.or([
        ...(staff.agentId === null ? [] : [eb('agent_id', '=', staff.agentId)]),
        ...(staff.groupId === null ? [] : [eb('employer_group_id', '=', staff.groupId)]),
      ]),
    )
    .executeTakeFirst();
}

export async function insert(
  db: Db,
  row: { publicId: string; sessionId: string; agentId: number | null; groupId: number | null },
) {
  return db
    .insertInto('enrollment')
    .values({
      public_id: row.publicId,
      created_by_session: row.sessionId,
      agent_id: row.agentId,
      employer_group_id: row.groupId,
    })
    .returning(['id', 'public_id'])
    .executeTakeFirstOrThrow();
}

export async function grant(
  db: Db,
  sessionId: string,
  enrollmentId: number,
  via: 'created' | 'resumed' | 'link' | 'book',
) {
  await db
    .insertInto('enrollment_access')
    .values({ session_id: sessionId, enrollment_id: enrollmentId, via })
    .onConflict((oc) => oc.columns(['session_id', 'enrollment_id']).doNothing())
    .execute();
}
