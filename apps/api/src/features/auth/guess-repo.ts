// SQL for guess counters: one row per kind and subject, counted up and tested in one statement
// (insert ... on conflict do update ... returning), so parallel requests and several API
// processes share one count.
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Counts one attempt for each subject, starting a new window for a subject whose window has
 * ended; returns each subject's attempts in its window and when the window ends.
 */
export async function countAttempts(
  db: Db,
  kind: string,
  subjects: readonly { subject: string; windowMs: number }[],
  now: Date,
) {
  return db
    .insertInto('guess_counter')
    .values(
      subjects.map(({ subject, windowMs }) => ({
        kind,
        subject,
        attempts: 1,
        window_ends_at: new Date(now.getTime() + windowMs),
      })),
    )
    .onConflict((oc) =>
      oc.columns(['kind', 'subject']).doUpdateSet((eb) => {
        const ended = eb('guess_counter.window_ends_at', '<=', now);
        return {
          attempts: eb
            .case()
            .when(ended)
            .then(1)
            .else(eb('guess_counter.attempts', '+', 1))
            .end(),
          window_ends_at: eb
            .case()
            .when(ended)
            .then(eb.ref('excluded.window_ends_at'))
            .else(eb.ref('guess_counter.window_ends_at'))
            .end(),
        };
      }),
    )
    .returning(['subject', 'attempts', 'window_ends_at'])
    .execute();
}

/** Takes back one attempt of each subject (a right secret is not a guess). */
export async function refund(db: Db, kind: string, subjects: readonly string[]) {
  await db
    .updateTable('guess_counter')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('kind', '=', kind)
    .where('subject', 'in', subjects)
    .where('attempts', '>', 0)
    .execute();
}

/**
 * Counts one attempt in a run of consecutive ones, unless the subject must still wait; an attempt
 * counted sets the wait the next one needs. Returns the attempts in the run, this one included, or
 * undefined when it was not counted (the subject waits).
 */
export async function countConsecutive(
  db: Db,
  kind: string,
  subject: string,
  now: Date,
  policy: { freeFailures: number; maxSeconds: number },
): Promise<number | undefined> {
  const attempts = sql<number>`guess_counter.attempts + 1`;
  // Capping the exponent keeps the power small; the cap on seconds makes it exact.
  const seconds = sql`least(${policy.maxSeconds}, case when ${attempts} <= ${policy.freeFailures} then 0
    else power(2, least(${attempts} - ${policy.freeFailures} - 1, 30)) end)`;
  const row = await db
    .insertInto('guess_counter')
    .values({ kind, subject, attempts: 1, window_ends_at: null, blocked_until: now })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'subject'])
        .doUpdateSet({
          attempts,
          blocked_until: sql`${now}::timestamptz + make_interval(secs => ${seconds})`,
        })
        .where('guess_counter.blocked_until', '<=', now),
    )
    .returning('attempts')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.attempts);
}

export async function findCounter(db: Db, kind: string, subject: string) {
  return db
    .selectFrom('guess_counter')
    .select(['attempts', 'blocked_until'])
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export async function deleteCounter(db: Db, kind: string, subject: string) {
  await db.deleteFrom('guess_counter').where('kind', '=', kind).where('subject', '=', subject).execute();
}

/** Deletes a subject's counter and those of every (subject, address) pair of it. */
export async function deleteCountersOf(db: Db, kind: string, subject: string) {
  await db
    .deleteFrom('guess_counter')
    .where('kind', '=', kind)
    .where((eb) =>
      eb.or([eb('subject', '=', subject), eb('subject', 'like', `${subject.replace(/[\\%_]/g, '\\$&')}|%`)]),
    )
    .execute();
}

/** Forgets windows that ended before `before`; consecutive counts stay until a success or a reset. */
export async function deleteEnded(db: Db, before: Date) {
  await db.deleteFrom('guess_counter').where('window_ends_at', '<', before).execute();
}
