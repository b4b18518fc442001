// Several API processes on one PostgreSQL (WEB_CONCURRENCY, decision 0027). The primary has
// migrated and seeded the database; it runs the job runner and forks the workers, which share the
// port (node:cluster hands connections out in turn). A worker that dies is replaced (a replacement
// that cannot start is tried again, later and later); SIGTERM or SIGINT stops the workers (each
// finishing its requests), then the runner, then the primary.
import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { z } from 'zod';
import { allJobs } from './all-jobs';
import { buildApp } from './app';
import { type Db, openDatabase } from './db/database';
import { storeCipherOf } from './db/first-format';
import { textTransportOf, transportOf } from './features/messaging/transport';
import { containJobErrors } from './jobs/contain';
import { type JobLog, startJobRunner } from './jobs/runner';
import { BlobFiles } from './lib/blob-files';
import { blobDirOf, type Config, ConfigError } from './lib/config';
import type { FieldCipher } from './lib/field-crypto';
import { loggerOptions } from './logging';

/** Said once the store answers, whatever the log level: a newcomer (and the test harness) waits for it. */
export const sayListening = (address: string) =>
  process.stdout.write(`Benefit Store listening at ${address.replace('0.0.0.0', 'localhost')}\n`);

export function warnAboutMissingTransports(log: FastifyBaseLogger, config: Config) {
  if (config.NODE_ENV !== 'production') return;
  if (!config.SMTP_URL)
    log.warn('SMTP_URL is not set: emails stay in the outbox, marked for the development mailbox, and reach no one');
  if (!config.SMS_URL)
    log.warn('SMS_URL is not set: texts stay in the outbox, marked for the development mailbox, and reach no one');
}

/** The job runner with every job and the transports they send through; `stop` closes them all. */
/**
 * The job runner of the process that runs jobs (server.ts, or the primary of several), with the
 * process's handler of uncaught errors: a job's callback that throws fails that run, not the
 * process (jobs/contain.ts, decision 0035).
 */
export async function startJobs(parts: { config: Config; db: Db; cipher: FieldCipher; blobs: BlobFiles; log: JobLog }) {
  process.on('uncaughtException', containJobErrors(parts.log));
  const transport = transportOf(parts.config);
  const texts = textTransportOf(parts.config);
  const runner = await startJobRunner({
    db: parts.db,
    jobs: allJobs({
      cipher: parts.cipher,
      transport,
      texts,
      blobs: parts.blobs,
      cardRetentionDays: parts.config.CARD_RETENTION_DAYS,
    }),
    log: parts.log,
    pollMs: parts.config.JOB_POLL_MS,
    retry: { maxAttempts: parts.config.JOB_MAX_ATTEMPTS, baseDelayMs: parts.config.JOB_RETRY_MS },
  });
  return {
    stop: async () => {
      await runner.stop();
      transport.close();
    },
  };
}

/** What a worker tells the primary: that it listens, and where. */
const workerMessage = z.object({ kind: z.literal('listening'), address: z.string() });

/** How long a stopping worker may take to finish its requests before it is killed. */
const workerStopMs = 30_000;

/** A worker: the API on its own connections to PostgreSQL, no migrations, no job runner. */
export async function runWorker(config: Config) {
  if (!config.DATABASE_URL) throw new ConfigError('WEB_CONCURRENCY above 1 needs DATABASE_URL');
  process.umask(0o077);
  const db = openDatabase(
    { kind: 'postgres', url: config.DATABASE_URL },
    { guardLocks: config.NODE_ENV !== 'production' },
  );
  const app = await buildApp({ config, db, cipher: await storeCipherOf(config, db) });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'worker shutting down');
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // The primary is gone (killed): no connection reaches this worker any more.
  process.on('disconnect', () => void shutdown('primary gone'));
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  process.send?.({ kind: 'listening', address });
}

/** The primary: runs the jobs and keeps WEB_CONCURRENCY workers listening until told to stop. */
export async function runPrimary({ config, db, cipher }: { config: Config; db: Db; cipher: FieldCipher }) {
  const log = pino(loggerOptions(config.LOG_LEVEL) as pino.LoggerOptions);
  warnAboutMissingTransports(log, config);
  // One runner for the store, here: the primary lives as long as the store, a worker may die and
  // be replaced, and rendering a PDF here takes nothing from a worker's requests.
  const jobs = await startJobs({ config, db, cipher, log, blobs: new BlobFiles(blobDirOf(config), cipher) });
  const wanted = config.WEB_CONCURRENCY;
  const listening = new Set<number>();
  let ready = false;
  let closing = false;
  /** How long to wait before starting again a replacement that could not start (doubling, at most 30 s). */
  let retryMs = 1000;

  const stopWorker = (worker: Worker) =>
    new Promise<void>((resolve) => {
      if (worker.isDead()) return resolve();
      const kill = setTimeout(() => worker.process.kill('SIGKILL'), workerStopMs);
      worker.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      worker.process.kill('SIGTERM');
    });
  const shutdown = async (reason: string, code: number) => {
    if (closing) return;
    closing = true;
    log.info({ reason }, 'shutting down');
    await Promise.all(Object.values(cluster.workers ?? {}).flatMap((worker) => (worker ? [stopWorker(worker)] : [])));
    await jobs.stop();
    await db.destroy();
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.on('SIGINT', () => void shutdown('SIGINT', 0));

  cluster.on('message', (worker, raw) => {
    const message = workerMessage.safeParse(raw);
    if (!message.success) return;
    listening.add(worker.id);
    if (ready) {
      retryMs = 1000;
      log.info({ worker: worker.process.pid }, 'replacement worker listening');
    } else if (listening.size === wanted) {
      ready = true;
      log.info({ workers: wanted }, 'workers listening');
      sayListening(message.data.address);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const listened = listening.delete(worker.id);
    if (closing) return;
    if (!listened && !ready) {
      // The store's start failed (the reason is on standard error): another worker would fail the same way.
      log.error({ worker: worker.process.pid, exitCode: code, signal }, 'a worker stopped before it listened');
      void shutdown('a worker could not start', 1);
      return;
    }
    if (!listened) {
      // A replacement could not start (the database away for a moment?): the others still serve.
      log.error(
        { worker: worker.process.pid, exitCode: code, signal, retryMs },
        'a replacement worker could not start',
      );
      setTimeout(() => {
        if (!closing) cluster.fork();
      }, retryMs);
      retryMs = Math.min(retryMs * 2, 30_000);
      return;
    }
    log.warn({ worker: worker.process.pid, exitCode: code, signal }, 'worker died: starting another');
    cluster.fork();
  });
  // The workers run this same file with no flags (no --reset, no --seed-only).
  cluster.setupPrimary({ args: [] });
  for (let n = 0; n < wanted; n++) cluster.fork();
}
