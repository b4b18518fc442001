// The scheduled cleanup, run through the job runner with a test clock: ended sessions (and what
// hangs off them) and ended guess windows go; live ones stay.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { allJobs as jobsOf } from '../all-jobs';
import type { Db } from '../db/database';
import { createEnrollment } from '../features/auth/enrollment-access';
import * as guessRepo from '../features/auth/guess-repo';
import { createSession, revokeSession } from '../features/auth/session-service';
import { mailboxTransport } from '../features/messaging/transport';
import { BlobFiles } from '../lib/blob-files';
import { FieldCipher } from '../lib/field-crypto';
import { cleanupEveryMs, cleanupJob } from './cleanup';
import { runDueJobs, scheduleRecurring } from './runner';

const day = 24 * 60 * 60 * 1000;
const minute = 60 * 1000;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);
const cipher = new FieldCipher(randomBytes(32));
// No blob is written here: the folder is never made.
// The cleanup alone: the other recurring job (the blob sweep) is tested with the documents.
const allJobs = jobsOf({
  cipher,
  transport: mailboxTransport,
  blobs: new BlobFiles(path.join(tmpdir(), 'unused-blobs'), cipher),
}).filter((job) => job.name === 'cleanup');

describe('the cleanup job', () => {
  it("runs the parts the root gives it, one after the other, in order, at the run's time", async () => {
    const ran: string[] = [];
    const part = (name: string) => async (_db: Db, now: Date) => {
      ran.push(`${name} started ${now.toISOString()}`);
      await new Promise((resolve) => setTimeout(resolve, 1));
      ran.push(`${name} done`);
    };
    const job = cleanupJob([part('sessions'), part('guesses')]);
    await job.run({} as Db, undefined, new Date('2026-06-01T12:00:00Z'));
    expect(ran).toEqual([
      'sessions started 2026-06-01T12:00:00.000Z',
      'sessions done',
      'guesses started 2026-06-01T12:00:00.000Z',
      'guesses done',
    ]);
    expect(job).toMatchObject({ name: 'cleanup', everyMs: cleanupEveryMs });
  });
});

describe.each(testDatabases)('the scheduled cleanup on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db.destroy());

  it('deletes ended sessions, their enrollment access and ended guess windows, on schedule', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const expired = await createSession(db, at(now, -31 * day));
    const revoked = await createSession(db, at(now, -1 * day));
    await revokeSession(db, revoked.session, at(now, -1 * day));
    const live = await createSession(db, at(now, -1 * day));
    const abandoned = await createEnrollment(db, expired.session, {});
    await guessRepo.countAttempts(db, 'rep_code', [{ subject: 'session:old', windowMs: 10 * minute }], at(now, -day));
    await guessRepo.countAttempts(db, 'rep_code', [{ subject: 'session:new', windowMs: 10 * minute }], now);

    await scheduleRecurring(db, allJobs, now);
    await scheduleRecurring(db, allJobs, now); // a second process starting: still one schedule
    expect(await runDueJobs(db, allJobs, now)).toBe(1);

    const sessions = await db.selectFrom('session').select('id').execute();
    expect(sessions.map((row) => row.id)).toEqual([live.session.id]);
    const access = await db.selectFrom('enrollment_access').select('session_id').execute();
    expect(access).toEqual([]);
    const enrollment = await db
      .selectFrom('enrollment')
      .select('created_by_session')
      .where('public_id', '=', abandoned.public_id)
      .executeTakeFirst();
    expect(enrollment).toEqual({ created_by_session: null });
    const guesses = await db.selectFrom('guess_counter').select('subject').execute();
    expect(guesses.map((row) => row.subject)).toEqual(['session:new']);

    // Not again until its next turn, then again.
    expect(await runDueJobs(db, allJobs, at(now, cleanupEveryMs - minute))).toBe(0);
    expect(await runDueJobs(db, allJobs, at(now, cleanupEveryMs))).toBe(1);
    expect(await db.selectFrom('job').select(['name', 'attempts', 'failed_at']).execute()).toEqual([
      { name: 'cleanup', attempts: 0, failed_at: null },
    ]);
  });
});
