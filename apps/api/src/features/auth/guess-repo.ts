// SQL for failed guesses.
import type { Db } from '../../db/database';

/** Per subject: failures since `since` and the oldest of them. */
export async function countSince(db: Db, kind: string, subjects: readonly string[], since: Date) {
  return db
    .selectFrom('failed_guess')
    .select((eb) => ['subject', eb.fn.countAll<string>().as('failures'), eb.fn.min('failed_at').as('oldest')])
    .where('kind', '=', kind)
    .where('subject', 'in', subjects)
    .where('failed_at', '>', since)
    .groupBy('subject')
    .execute();
}

export async function insertFailures(db: Db, kind: string, subjects: readonly string[], at: Date) {
  await db
    .insertInto('failed_guess')
    .values(subjects.map((subject) => ({ kind, subject, failed_at: at })))
    .execute();
}

export async function deleteBefore(db: Db, before: Date) {
  await db.deleteFrom('failed_guess').where('failed_at', '<', before).execute();
}
