// Issue 31, item 1, on the built server and both databases: a certificate job whose stored
// signature is the crafted PNG (rows written as data saved before the fix would be) fails in the
// render worker, not the process. The server answers while the job runs and after it is set aside
// as dead (logged at error level with its error), answers again after a restart, and the dead job
// is never run again by itself. Short retry delays come from the configuration, not sleeps.
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { readConfig } from '../src/lib/config';
import { enrollmentOf, newSessionCookie } from './app';
import { craftedPng, dataUrlOf, padPng } from './crafted-png';
import { crashTargets } from './crash-targets';
import { type ServerProcess, startServer } from './server-process';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** Resolves once the server's output holds `text` (its stdout and stderr as they arrive). */
function outputHolds(server: ServerProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (server.output().includes(text)) {
        server.child.stdout?.off('data', check);
        resolve();
      }
    };
    server.child.stdout?.on('data', check);
    server.child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${server.output()}`)));
    check();
  });
}

const answers = async (server: ServerProcess) => (await fetch(`${server.url}/healthz`)).status;

/** The job settings of the test: a poll and retry delays in milliseconds, five attempts. */
const jobEnv = { JOB_POLL_MS: '20', JOB_RETRY_MS: '5', JOB_MAX_ATTEMPTS: '5', LOG_LEVEL: 'info' };

describe.each(crashTargets(cleanups))('a poisoned certificate job on the built server, $name', (target) => {
  it('fails in the render worker five times, is set aside as dead, and the server answers throughout and after a restart', async () => {
    const env = await target.env();
    // The signed agreement, written in this process, then its signature file replaced by the
    // crafted PNG: what a store holds that signed it before this fix.
    const config = readConfig({ NODE_ENV: 'test', ...env });
    const { cipherOf } = await import('../src/lib/field-crypto');
    const db = openDatabase(
      config.DATABASE_URL
        ? { kind: 'postgres', url: config.DATABASE_URL }
        : { kind: 'pglite', dataDir: config.DATA_DIR },
    );
    const app = await buildApp({ config, db, cipher: cipherOf(config), logStream: { write: () => {} } });
    const cookie = await newSessionCookie(app);
    const enrollment = await enrollmentOf(app, cookie);
    const id = (
      await db.selectFrom('enrollment').select('id').where('public_id', '=', enrollment).executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('cart_line')
      .values({
        enrollment_id: id,
        plan_id: 'DEN-PLUS',
        plan_pricing_id: 'DEN-PLUS-1',
        price_cents: 2950,
        fee_cents: 0,
      })
      .execute();
    const shown = (
      await app.inject({ url: `/api/v1/get-agreement-texts?enrollment_id=${enrollment}`, headers: { cookie } })
    ).json().data;
    const signed = await app.inject({
      method: 'POST',
      url: '/api/v1/save-agreement-info',
      headers: { cookie },
      payload: {
        enrollment_id: enrollment,
        agreements: shown.result.map(() => true),
        esign_consent: true,
        text_sha256: shown.text_sha256,
        signature: dataUrlOf(padPng(450, 300)),
      },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const blob = await db
      .selectFrom('blob')
      .select('public_id')
      .where('enrollment_id', '=', id)
      .where('kind', '=', 'signature')
      .executeTakeFirstOrThrow();
    await app.blobs.remove(blob.public_id);
    await app.blobs.write(blob.public_id, craftedPng);
    const queued = await db
      .selectFrom('job')
      .select(['id', 'attempts'])
      .where('name', '=', 'render-signature-certificate')
      .where('failed_at', 'is', null)
      .execute();
    expect(queued).toHaveLength(1);
    await app.close();
    await db.destroy();

    const first = await startServer({ ...env, ...jobEnv });
    try {
      const dead = outputHolds(first, 'job dead: set aside, never run again by itself');
      // It answers while the job fails and is retried...
      expect(await answers(first)).toBe(200);
      await dead;
      // ... and after it is set aside.
      expect(await answers(first)).toBe(200);
      const lines = first
        .output()
        .split('\n')
        .filter((line) => line.includes('render-signature-certificate'));
      expect(lines.filter((line) => line.includes('"msg":"job failed"'))).toHaveLength(5);
      const deadLine = lines.find((line) => line.includes('job dead'));
      expect(deadLine).toContain('"level":50');
      expect(deadLine).toMatch(/"reason":"the worker failed: incorrect header check"/);
    } finally {
      expect(await first.stop('SIGTERM')).toBe(0);
    }

    const again = await startServer({ ...env, ...jobEnv });
    try {
      expect(await answers(again)).toBe(200);
      // A job queued now runs (a screenshot replaced: the old file's removal), so the runner has
      // looked past the dead one at least once.
      for (const width of [300, 320]) {
        const saved = await fetch(`${again.url}/api/v1/save-screenshot`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({
            enrollment_id: enrollment,
            name: 'review_info',
            image: dataUrlOf(padPng(width, 200)),
          }),
        });
        expect(saved.status).toBe(200);
      }
      await outputHolds(again, '"job":"delete-blob-file"');
      expect(again.output()).not.toContain('render-signature-certificate');
      expect(await answers(again)).toBe(200);
    } finally {
      expect(await again.stop('SIGTERM')).toBe(0);
    }
    const after = openDatabase(
      config.DATABASE_URL
        ? { kind: 'postgres', url: config.DATABASE_URL }
        : { kind: 'pglite', dataDir: config.DATA_DIR },
    );
    const job = await after
      .selectFrom('job')
      .select(['attempts', 'failed_at', 'last_error'])
      .where('id', '=', queued[0]?.id ?? '')
      .executeTakeFirstOrThrow();
    await after.destroy();
    expect(job.attempts).toBe(5);
    expect(job.failed_at).not.toBeNull();
    expect(job.last_error).toMatch(/worker/);
  });
});
