// The job runner: a job queued in a transaction exists only if the transaction commits, runs once
// when due (at a time the test gives), and a failing job comes back later, then stops.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import type { Db } from '../db/database';
import { listDead, retryDead } from './job-repo';
import { enqueue, type JobDefinition, type JobLog, runDueJobs } from './runner';

const minute = 60 * 1000;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

describe.each(testDatabases)('the job runner on $name', (database) => {
  let db: Db;
  const ran: unknown[] = [];
  const jobs: JobDefinition[] = [
    {
      name: 'note',
      run: async (_db, payload) => {
        ran.push(payload);
      },
    },
    {
      name: 'broken',
      run: async () => {
        throw new Error('transport down');
      },
    },
  ];
  beforeAll(async () => {
    db = await database.open();
  });
  beforeEach(async () => {
    ran.length = 0;
    await db.deleteFrom('job').execute();
  });
  afterAll(() => db.destroy());

  it("queues in the caller's transaction: a rollback leaves no job, a commit one that runs once", async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueue(trx, 'note', { n: 1 }, now);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db.transaction().execute((trx) => enqueue(trx, 'note', { n: 2 }, now));
    expect(await runDueJobs(db, jobs, now)).toBe(1);
    expect(ran).toEqual([{ n: 2 }]);
    expect(await runDueJobs(db, jobs, now)).toBe(0);
    expect(await db.selectFrom('job').select('id').execute()).toEqual([]);
  });

  it('runs a job only once it is due', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    await enqueue(db, 'note', { later: true }, at(now, 10 * minute));
    expect(await runDueJobs(db, jobs, now)).toBe(0);
    expect(await runDueJobs(db, jobs, at(now, 10 * minute))).toBe(1);
    expect(ran).toEqual([{ later: true }]);
  });

  it('retries a failing job later, with growing delays, then marks it failed', async () => {
    let now = new Date('2026-06-01T12:00:00Z');
    await enqueue(db, 'broken', {}, now);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await runDueJobs(db, jobs, now), `attempt ${attempt}`).toBe(1);
      expect(await runDueJobs(db, jobs, now)).toBe(0);
      const row = await db.selectFrom('job').select(['run_at', 'failed_at', 'last_error']).executeTakeFirstOrThrow();
      expect(row.last_error).toBe('transport down');
      if (attempt < 5) expect(row.failed_at).toBeNull();
      now = new Date(row.run_at);
    }
    const failed = await db.selectFrom('job').select(['attempts', 'failed_at']).executeTakeFirstOrThrow();
    expect(failed.attempts).toBe(5);
    expect(failed.failed_at).not.toBeNull();
    expect(await runDueJobs(db, jobs, at(now, 365 * 24 * 60 * minute))).toBe(0);
  });

  it('sets a job of an unknown name aside instead of looping on it', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    await enqueue(db, 'no-such-job', {}, now);
    expect(await runDueJobs(db, jobs, now)).toBe(1);
    expect(await runDueJobs(db, jobs, now)).toBe(0);
  });

  it('sets a job aside as dead after the attempts the policy gives, logs it at error level, and an operator can put it back', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const errors: { details: object; message: string }[] = [];
    const log: JobLog = { info: () => {}, error: (details, message) => errors.push({ details, message }) };
    const retry = { maxAttempts: 2, baseDelayMs: 0 };
    await enqueue(db, 'broken', { n: 1 }, now);
    expect(await runDueJobs(db, jobs, now, log, retry)).toBe(2);
    const [dead, ...more] = await listDead(db);
    expect(more).toEqual([]);
    expect(dead).toMatchObject({ name: 'broken', attempts: 2, last_error: 'transport down' });
    expect(errors.at(-1)).toEqual({
      details: { jobId: dead?.id, job: 'broken', attempts: 2, reason: 'transport down' },
      message: 'job dead: set aside, never run again by itself',
    });
    // Never run again by itself, however late.
    expect(await runDueJobs(db, jobs, at(now, 365 * 24 * 60 * minute), log, retry)).toBe(0);
    // Put back by an operator: due at once, its attempts counted anew.
    expect(await retryDead(db, dead?.id ?? '', now)).toBe(true);
    expect(await retryDead(db, dead?.id ?? '', now)).toBe(false);
    expect(await listDead(db)).toEqual([]);
    expect(await runDueJobs(db, jobs, now, log, { maxAttempts: 1, baseDelayMs: 0 })).toBe(1);
    expect((await listDead(db)).map((job) => job.attempts)).toEqual([1]);
  });
});
