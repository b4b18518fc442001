// SQL for hand-offs of an enrollment's remaining steps to its client (migration 0034).
import type { Db } from '../../db/database';

export async function insertHandoff(
  db: Db,
  row: { enrollmentId: number; channel: 'email' | 'text'; sentBy: number; linkId: number; now: Date },
) {
  await db
    .insertInto('enrollment_handoff')
    .values({
      enrollment_id: row.enrollmentId,
      channel: row.channel,
      sent_by: row.sentBy,
      resume_link_id: row.linkId,
      sent_at: row.now,
    })
    .execute();
}

/** The client opened the link a hand-off went with. */
export const markOpened = (db: Db, linkId: number, now: Date) =>
  db
    .updateTable('enrollment_handoff')
    .set({ opened_at: now })
    .where('resume_link_id', '=', linkId)
    .where('opened_at', 'is', null)
    .execute();

/** The latest hand-off of each of the enrollments. */
export const latestHandoffs = (db: Db, enrollmentIds: readonly number[]) =>
  db
    .selectFrom('enrollment_handoff')
    .select(['enrollment_id', 'channel', 'sent_at', 'opened_at'])
    .distinctOn('enrollment_id')
    .where('enrollment_id', 'in', enrollmentIds)
    .orderBy('enrollment_id')
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
