// The job runner: work queued in the database (in the transaction of the change that causes it)
// and run after commit, by whichever process claims it first; recurring jobs share one row per
// schedule. A job that keeps failing is set aside as dead: never run again by itself, logged at
// error level, listed and put back by an operator (npm run jobs). Decision records 0009 and 0035.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import * as jobRepo from './job-repo';

export interface JobDefinition {
  readonly name: string;
  /** Does the job; throwing puts it back for a retry, later. */
  readonly run: (db: Db, payload: unknown, now: Date) => Promise<void>;
  /** A recurring job runs again this long after each run. */
  readonly everyMs?: number;
}

export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

const minute = 60 * 1000;
/** How long a claimed job is held; a process that dies mid-job frees it for another after this. */
const leaseMs = 5 * minute;

/** How often a failing job is tried, and the first delay before a retry (doubling each time). */
export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
}

/** 1, 2, 4, 8 minutes between the five attempts (JOB_MAX_ATTEMPTS, JOB_RETRY_MS). */
export const defaultRetry: RetryPolicy = { maxAttempts: 5, baseDelayMs: 30 * 1000 };
const retryDelayMs = (retry: RetryPolicy, attempts: number) => 2 ** attempts * retry.baseDelayMs;

const after = (start: Date, ms: number) => new Date(start.getTime() + ms);

/** Queues `name` to run at `runAt` (default: as soon as a runner looks), in the caller's transaction. */
export async function enqueue(
  db: Db | Transaction<Database>,
  name: string,
  payload: unknown,
  runAt: Date,
): Promise<void> {
  await jobRepo.insert(db, { name, payload, runAt });
}

/** The job whose code is running, in every callback it schedules: a throw there is that job's. */
const runningJob = new AsyncLocalStorage<{ name: string; fail: (error: unknown) => void }>();

/**
 * For the process's 'uncaughtException' handler (contain.ts): when the error was thrown by a job's
 * own code, from a callback after it returned, that run fails (retried, then dead) and the job's
 * name is answered; undefined for an error of anything else.
 */
export function failRunningJob(error: unknown): string | undefined {
  const job = runningJob.getStore();
  if (!job) return undefined;
  job.fail(error);
  return job.name;
}

/** The job's run, failed also by a throw from any callback it scheduled (through failRunningJob). */
const runContained = (definition: JobDefinition, db: Db, payload: unknown, now: Date) =>
  new Promise<void>((resolve, reject) => {
    runningJob.run({ name: definition.name, fail: reject }, () => {
      definition.run(db, payload, now).then(resolve, reject);
    });
  });

async function runClaimed(
  db: Db,
  jobs: readonly JobDefinition[],
  job: jobRepo.ClaimedJob,
  now: Date,
  log: JobLog | undefined,
  retry: RetryPolicy,
) {
  const definition = jobs.find((candidate) => candidate.name === job.name);
  try {
    if (!definition) throw new Error(`no job is named ${job.name}`);
    await runContained(definition, db, job.payload, now);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log?.error({ jobId: job.id, job: job.name, attempts: job.attempts, reason }, 'job failed');
    if (job.schedule_key !== null && definition?.everyMs !== undefined)
      return jobRepo.release(db, job.id, after(now, definition.everyMs), { attempts: 0, lastError: reason });
    if (job.attempts >= retry.maxAttempts) {
      log?.error(
        { jobId: job.id, job: job.name, attempts: job.attempts, reason },
        'job dead: set aside, never run again by itself',
      );
      return jobRepo.markFailed(db, job.id, now, reason);
    }
    return jobRepo.release(db, job.id, after(now, retryDelayMs(retry, job.attempts)), { lastError: reason });
  }
  log?.info({ jobId: job.id, job: job.name }, 'job done');
  if (job.schedule_key !== null && definition.everyMs !== undefined)
    return jobRepo.release(db, job.id, after(now, definition.everyMs), { attempts: 0 });
  return jobRepo.remove(db, job.id);
}

/** Runs every job due at `now`, one after another; the number run. Tests call this with their clock. */
export async function runDueJobs(
  db: Db,
  jobs: readonly JobDefinition[],
  now: Date,
  log?: JobLog,
  retry: RetryPolicy = defaultRetry,
): Promise<number> {
  let ran = 0;
  for (;;) {
    const claimed = await jobRepo.claimNext(db, now, after(now, leaseMs));
    if (!claimed) return ran;
    await runClaimed(db, jobs, claimed, now, log, retry);
    ran += 1;
  }
}

/** Makes the row of each recurring job (due now), unless a process made it before. */
export async function scheduleRecurring(db: Db, jobs: readonly JobDefinition[], now: Date): Promise<void> {
  for (const job of jobs) if (job.everyMs !== undefined) await jobRepo.insertSchedule(db, job.name, now);
}

export interface JobRunner {
  /** Stops looking for jobs; resolves once the job being run, if any, is done. */
  stop(): Promise<void>;
}

/** Runs due jobs in this process every `pollMs` until stopped (server.ts; tests call runDueJobs). */
export async function startJobRunner({
  db,
  jobs,
  clock = () => new Date(),
  pollMs = 5000,
  log,
  retry = defaultRetry,
}: {
  db: Db;
  jobs: readonly JobDefinition[];
  clock?: () => Date;
  pollMs?: number;
  log?: JobLog;
  retry?: RetryPolicy;
}): Promise<JobRunner> {
  await scheduleRecurring(db, jobs, clock());
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    running = runDueJobs(db, jobs, clock(), log, retry)
      .then(() => undefined)
      .catch((error: unknown) => log?.error({ reason: String(error) }, 'job runner failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
