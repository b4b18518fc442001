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

export async function insert(db: Db, publicId: string, sessionId: string) {
  return db
    .insertInto('enrollment')
    .values({ public_id: publicId, created_by_session: sessionId })
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
