// npm run jobs (decision 0035): the dead jobs listed with name, attempts, last error and time, one
// put back by id, and anything else answered with the usage, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import type { Db } from '../db/database';
import { jobsCommand } from './operator';
import { enqueue, runDueJobs } from './runner';

describe.each(testDatabases)('npm run jobs on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db.destroy());

  it('lists the dead jobs, puts one back, and refuses an unknown id or command', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const broken = [
      { name: 'broken', run: async () => Promise.reject(new Error('the worker failed: incorrect header check')) },
    ];
    expect(await jobsCommand(db, [], now)).toEqual({ ok: true, output: 'No dead jobs.\n' });
    await enqueue(db, 'broken', {}, now);
    await runDueJobs(db, broken, now, undefined, { maxAttempts: 3, baseDelayMs: 0 });
    const id = (await db.selectFrom('job').select('id').executeTakeFirstOrThrow()).id;
    const listed = await jobsCommand(db, ['list'], now);
    expect(listed.ok).toBe(true);
    expect(listed.output.split('\n')[1]).toBe(
      `${id}\tbroken\t3 attempts\tdead since 2026-06-01T12:00:00.000Z\tthe worker failed: incorrect header check`,
    );
    expect(await jobsCommand(db, ['retry', '999999'], now)).toEqual({
      ok: false,
      output: 'No dead job has the id 999999.\n',
    });
    expect((await jobsCommand(db, ['retry', 'x; drop table job'], now)).ok).toBe(false);
    expect(await jobsCommand(db, ['retry', id], now)).toEqual({
      ok: true,
      output: `Job ${id} put back: it runs at the next poll.\n`,
    });
    expect((await jobsCommand(db, [], now)).output).toBe('No dead jobs.\n');
    expect(await runDueJobs(db, broken, now, undefined, { maxAttempts: 3, baseDelayMs: 0 })).toBe(3);
    expect((await jobsCommand(db, ['frobnicate'], now)).ok).toBe(false);
  });
});
