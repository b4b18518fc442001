// The scheduled cleanup: one hourly job that runs, in turn, each part a feature gives it (what ended
// or expired before the run's time). The list of parts is the composition root's (all-jobs.ts):
// this runner knows no feature.
import type { Db } from '../db/database';
import type { JobDefinition } from './runner';

export const cleanupEveryMs = 60 * 60 * 1000;

/** One part of the cleanup: forgets what ended before `now`. */
export type Cleanup = (db: Db, now: Date) => Promise<unknown>;

/** Runs every part of the cleanup, one after the other, in the order given. */
export async function cleanUpWith(cleanups: readonly Cleanup[], db: Db, now: Date): Promise<void> {
  for (const cleanup of cleanups) await cleanup(db, now);
}

export const cleanupJob = (cleanups: readonly Cleanup[]): JobDefinition => ({
  name: 'cleanup',
  everyMs: cleanupEveryMs,
  run: (db, _payload, now) => cleanUpWith(cleanups, db, now),
});
