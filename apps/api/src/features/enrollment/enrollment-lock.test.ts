// Fifty parallel identical writes to one enrollment, each a check-then-insert, leave exactly
// one row when they run under the enrollment's lock (as every write naming an enrollment does),
// and more than one without it. Fifty parallel saves of a wizard step, each counting on the step as
// its save read it without the lock, lose none when a save whose rows changed runs again under the
// lock (decision 0031), and lose some when written whatever changed. Only PostgreSQL proves this: PGlite has one connection, so its
// transactions run one after another whatever the lock does. CI runs it there
// (TEST_DATABASE_URL); without PostgreSQL it is skipped, and says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import type { Db } from '../../db/database';
import type { EnrollmentRef } from '../../http/enrollment-ref';
import { withEnrollmentLock } from '../auth/enrollment-access';
import { type StepRead, stepReads } from './step-save-read';
import { readStep, saveStep } from './step-service';

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

  /**
   * Fifty parallel saves of the personal step of a new enrollment, each writing one more than the
   * count the step held when its save read it (as a save checks what it writes against what is on
   * file): the count at the end, and how many went the locked way.
   */
  async function countFifty(conditional: boolean) {
    const cookie = await newSessionCookie(t.app);
    const publicId = await enrollmentOf(t.app, cookie);
    const token = cookie.slice(cookie.indexOf('=') + 1);
    const { db, cipher } = t.app;
    const counted = (data: Record<string, unknown> | null | undefined) => Number(data?.count ?? 0);
    const save = async (trx: typeof db, enrollment: EnrollmentRef, count: number, read?: StepRead) => {
      // Long enough for the other saves to read before this one writes.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await saveStep(trx, cipher, enrollment, 'primary_info', { data: { count: count + 1 } }, t.app.now(), {
        read: conditional ? read?.versions : undefined,
      });
    };
    const saveOnce = async () => {
      const read = await stepReads.withoutLock(db, token, t.app.now(), publicId, 'primary_info', async (found) => {
        await save(db, found.enrollment, counted(found.step.data), found.step);
        return 'read';
      });
      if (read) return read.done;
      const enrollment = await db
        .selectFrom('enrollment')
        .select(['id', 'public_id'])
        .where('public_id', '=', publicId)
        .executeTakeFirstOrThrow();
      return withEnrollmentLock(db, enrollment, async (trx) => {
        await save(trx, enrollment, counted((await readStep(trx, cipher, enrollment, 'primary_info'))?.data));
        return 'locked';
      });
    };
    const ways = await Promise.all(Array.from({ length: 50 }, saveOnce));
    const enrollment = await db
      .selectFrom('enrollment')
      .select(['id', 'public_id'])
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow();
    const saved = await readStep(db, cipher, enrollment, 'primary_info');
    return { count: counted(saved?.data), locked: ways.filter((way) => way === 'locked').length };
  }

  it('loses no wizard step save: one whose rows changed since its read runs again under the lock', async () => {
    const { count, locked } = await countFifty(true);
    expect(count).toBe(50);
    expect(locked).toBeGreaterThan(0);
  });

  it('loses saves when a step is written whatever changed since its read, so the test above can fail', async () => {
    expect((await countFifty(false)).count).toBeLessThan(50);
  });

  it('lets more than one through without the lock, so the tests above can fail', async () => {
    expect((await submitFifty(unlocked)).rows).toBeGreaterThan(1);
  });
});
