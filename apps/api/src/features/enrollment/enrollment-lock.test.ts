// Fifty parallel identical writes to one enrollment, each a check-then-insert, leave exactly
// one row when they run under the enrollment's lock (as every write naming an enrollment does),
// and more than one without it. Only PostgreSQL proves this: PGlite has one connection, so its
// transactions run one after another whatever the lock does. CI runs it there
// (TEST_DATABASE_URL); without PostgreSQL it is skipped, and says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import type { Db } from '../../db/database';
import { type EnrollmentRef, withEnrollmentLock, withStepLock } from './access-service';

const postgres = testDatabases.find((database) => database.name === 'postgres');

/** Runs a submission's work for the session of `cookie`, on one of its enrollments. */
type Runner = (cookie: string, enrollment: EnrollmentRef, work: (trx: Db) => Promise<string>) => Promise<string>;

describe.skipIf(!postgres)('the enrollment lock on PostgreSQL (PGlite, one connection, cannot prove it)', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (postgres) t = await startTestApp(postgres);
  });
  afterAll(() => t.close());

  /** The enrollment's lock, as every write naming an enrollment takes it. */
  const locked: Runner = (_cookie, enrollment, work) => withEnrollmentLock(t.app.db, enrollment, work);
  /** A wizard step's save: the access check, the lock and the step's context in one statement. */
  const stepLocked: Runner = async (cookie, enrollment, work) => {
    const token = cookie.slice(cookie.indexOf('=') + 1);
    const saved = await withStepLock(t.app.db, token, t.app.now(), enrollment.public_id, 'primary_info', work);
    return saved?.done ?? 'not locked';
  };
  /** The same work in a transaction of its own, without the enrollment's lock. */
  const unlocked: Runner = (_cookie, _enrollment, work) => t.app.db.transaction().execute(work);

  /** Fifty parallel check-then-insert submissions to a new enrollment through `run`: the rows made. */
  async function submitFifty(run: Runner) {
    const cookie = await newSessionCookie(t.app);
    const publicId = await enrollmentOf(t.app, cookie);
    const enrollment = await t.app.db
      .selectFrom('enrollment')
      .select(['id', 'public_id'])
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow();
    const submit = () =>
      run(cookie, enrollment, async (trx) => {
        const existing = await trx
          .selectFrom('audit_event')
          .select('id')
          .where('subject_id', '=', publicId)
          .where('action', '=', 'submitOnce')
          .executeTakeFirst();
        if (existing) return 'repeat';
        // Long enough for the other submissions to check before this one writes.
        await new Promise((resolve) => setTimeout(resolve, 20));
        await trx
          .insertInto('audit_event')
          .values({
            at: new Date(),
            actor_kind: 'storefront',
            action: 'submitOnce',
            subject_kind: 'enrollment',
            subject_id: publicId,
            address: '127.0.0.1',
            result: 'ok',
          })
          .execute();
        return 'first';
      });
    const results = await Promise.all(Array.from({ length: 50 }, submit));
    const rows = await t.app.db.selectFrom('audit_event').select('id').where('subject_id', '=', publicId).execute();
    return { first: results.filter((result) => result === 'first').length, rows: rows.length };
  }

  it('turns 50 parallel identical submissions into exactly one row', async () => {
    expect(await submitFifty(locked)).toEqual({ first: 1, rows: 1 });
  });

  it("does so for a wizard step's save, which takes the lock with its access check", async () => {
    expect(await submitFifty(stepLocked)).toEqual({ first: 1, rows: 1 });
  });

  it('lets more than one through without the lock, so the tests above can fail', async () => {
    expect((await submitFifty(unlocked)).rows).toBeGreaterThan(1);
  });
});
