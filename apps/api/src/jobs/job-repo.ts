// SQL for the job table: enqueue (in the caller's transaction), claim, finish; the dead jobs an
// operator lists and puts back (npm run jobs, decision 0035).
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

export async function insert(db: Db | Transaction<Database>, job: { name: string; payload: unknown; runAt: Date }) {
  await db
    .insertInto('job')
    .values({ name: job.name, payload: JSON.stringify(job.payload), run_at: job.runAt })
    .execute();
}

/** The row of a recurring job, made once: a second process starting finds it there. */
export async function insertSchedule(db: Db, name: string, runAt: Date) {
  await db
    .insertInto('job')
    .values({ name, schedule_key: name, run_at: runAt })
    .onConflict((oc) => oc.column('schedule_key').doNothing())
    .execute();
}

/**
 * Takes the next job due at `now` that no live process holds, leased until `lockedUntil`. `skip
 * locked`: two processes claiming at once take different jobs, neither waits for the other.
 */
export async function claimNext(db: Db, now: Date, lockedUntil: Date) {
  return db
    .updateTable('job')
    .set((eb) => ({ locked_until: lockedUntil, attempts: eb('attempts', '+', 1) }))
    .where(
      'id',
      '=',
      sql<string>`(select id from job where failed_at is null and run_at <= ${now}
        and (locked_until is null or locked_until < ${now})
        order by run_at, id limit 1 for update skip locked)`,
    )
    .returning(['id', 'name', 'payload', 'schedule_key', 'attempts'])
    .executeTakeFirst();
}

export type ClaimedJob = NonNullable<Awaited<ReturnType<typeof claimNext>>>;

export async function remove(db: Db, id: string) {
  await db.deleteFrom('job').where('id', '=', id).execute();
}

/** Puts a job back for `runAt`: the next run of a recurring job, or the retry of a failed one. */
export async function release(db: Db, id: string, runAt: Date, change: { attempts?: number; lastError?: string }) {
  await db
    .updateTable('job')
    .set({
      run_at: runAt,
      locked_until: null,
      ...(change.attempts === undefined ? {} : { attempts: change.attempts }),
      ...(change.lastError === undefined ? {} : { last_error: change.lastError }),
    })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(db: Db, id: string, now: Date, lastError: string) {
  await db
    .updateTable('job')
    .set({ failed_at: now, locked_until: null, last_error: lastError })
    .where('id', '=', id)
    .execute();
}

/** Jobs set aside after their last attempt, oldest first: never claimed again until put back. */
export async function listDead(db: Db) {
  return db
    .selectFrom('job')
    .select(['id', 'name', 'attempts', 'last_error', 'failed_at', 'created_at'])
    .where('failed_at', 'is not', null)
    .orderBy('failed_at')
    .orderBy('id')
    .execute();
}

/** Puts a dead job back, due at `now` with its attempts counted anew; false when no dead job has that id. */
export async function retryDead(db: Db, id: string, now: Date): Promise<boolean> {
  if (!/^\d+$/.test(id)) return false;
  const result = await db
    .updateTable('job')
    .set({ failed_at: null, attempts: 0, run_at: now, locked_until: null })
    .where('id', '=', id)
    .where('failed_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
