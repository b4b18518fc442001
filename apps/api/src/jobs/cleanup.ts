// The scheduled cleanup: sessions that ended (and, by cascade, their enrollment access and earned
// parties), guess counters whose window ended, resume links and codes and one-time passwords that
// expired, and the shared rate limit's counters whose minute ended.
import type { Db } from '../db/database';
import * as guessRepo from '../features/auth/guess-repo';
import { deleteEndedSessions } from '../features/auth/session-service';
import { forgetExpiredResumes } from '../features/resume/service';
import { forgetExpiredCodes } from '../features/verification/otp-service';
import { forgetEndedCounts } from '../http/rate-limit-store';
import type { JobDefinition } from './runner';

export const cleanupEveryMs = 60 * 60 * 1000;

export async function cleanUp(db: Db, now: Date): Promise<void> {
  await deleteEndedSessions(db, now);
  await guessRepo.deleteEnded(db, now);
  await forgetExpiredResumes(db, now);
  await forgetExpiredCodes(db, now);
  await forgetEndedCounts(db, now);
}

export const cleanupJob: JobDefinition = {
  name: 'cleanup',
  everyMs: cleanupEveryMs,
  run: (db, _payload, now) => cleanUp(db, now),
};
