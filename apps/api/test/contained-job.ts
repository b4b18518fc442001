// Run by jobs/contain.test.ts as a process of its own (tsx): the process's handler of uncaught
// errors installed as the server installs it, a job that throws from a setImmediate callback run
// until it is dead, then an error thrown outside any job, which must end the process.
import { containJobErrors } from '../src/jobs/contain';
import { listDead } from '../src/jobs/job-repo';
import { enqueue, type JobDefinition, runDueJobs } from '../src/jobs/runner';
import { pgliteDatabase } from './databases';

const logged: string[] = [];
process.on('uncaughtException', containJobErrors({ error: (_details, message) => logged.push(message) }));

const throwsLater: JobDefinition = {
  name: 'throws-later',
  run: () =>
    new Promise(() => {
      setImmediate(() => {
        throw new Error('thrown by the job, later');
      });
    }),
};

// A copy of the run's migrated database (the test's environment names it), not a migration of its own.
const db = await pgliteDatabase().open();
const now = new Date();
await enqueue(db, 'throws-later', {}, now);
const ran = await runDueJobs(db, [throwsLater], now, undefined, { maxAttempts: 3, baseDelayMs: 0 });
const dead = (await listDead(db)).map((job) => ({ name: job.name, attempts: job.attempts, error: job.last_error }));
await db.destroy();
process.stdout.write(`${JSON.stringify({ ran, dead, logged })}\n`);
setImmediate(() => {
  throw new Error('thrown outside any job');
});
