// The `step-save` mode: the handler gets the step's context both ways. Without the lock, as the
// access check read it; under the lock (a staff session, or rows changed since), read there, on
// the lock's transaction, with the app's own handle refused.
import { getStates } from '@benefit-store/contract/enrollment';
import { savePersonalInfo } from '@benefit-store/contract/enrollment-personal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { checkedOf, storefrontSession } from '../../../test/mode-checked';
import type { Db } from '../../db/database';
import { HandleUsedInsideLock } from '../../db/lock-guard';
import { EnrollmentNotFound } from '../errors';
import { checkStepSave, runStepSave, type StepReads, type StepSaveMode, saveWithoutLock } from './step-save';

/** A step's context as these tests read it: which handle read it, for which step. */
interface ReadBy {
  db: Db;
  tab: string;
}

const readsOf = (withoutLock: StepReads<ReadBy>['withoutLock']): StepSaveMode<ReadBy> => ({
  access: 'step-save',
  step: 'primary_info',
  reads: { withoutLock, underLock: async (db, _enrollment, tab) => ({ db, tab }) },
});

describe.each(testDatabases)('the step-save mode on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it("under the lock, hands the handler the step's context read on the lock's transaction", async () => {
    const publicId = await enrollmentOf(t.app, await newSessionCookie(t.app));
    const enrollment = await t.app.db
      .selectFrom('enrollment')
      .select(['id', 'public_id'])
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow();
    const mode = readsOf(async () => undefined);
    let handlerDb: unknown;
    const answer = await runStepSave(
      checkedOf(savePersonalInfo, t.app, enrollment),
      async (ctx) => {
        handlerDb = ctx.db;
        expect(ctx.step).toEqual({ db: ctx.db, tab: 'primary_info' });
        expect(ctx.enrollment).toEqual(enrollment);
        const appHandle = async () => t.app.db.selectFrom('enrollment').select('id').execute();
        await expect(appHandle()).rejects.toBeInstanceOf(HandleUsedInsideLock);
        return { data: {} };
      },
      mode,
    );
    expect(answer).toEqual({ data: {} });
    // Compared outside the lock: inside it, even reading the app's handle is refused.
    expect(handlerDb === t.app.db).toBe(false);
  });

  it('refuses, as not found, a save that names no enrollment', async () => {
    const saved = runStepSave(
      checkedOf(savePersonalInfo, t.app, undefined),
      async () => ({ data: {} }),
      readsOf(async () => undefined),
    );
    await expect(saved).rejects.toBeInstanceOf(EnrollmentNotFound);
  });
});

describe('the step-save mode without the lock', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const enrollment = { id: 7, public_id: 'enrollment' };
  const session = storefrontSession(now);
  const found = { db: {} as Db, token: 'token', now, publicId: 'enrollment' };

  it("hands the handler the step's context, session and enrollment as the access check read them", async () => {
    const step = { db: found.db, tab: 'as read' };
    const mode = readsOf(async (_db, _token, _now, publicId, tab, work) => {
      expect([publicId, tab]).toEqual(['enrollment', 'primary_info']);
      return { done: await work({ session, enrollment, step }) };
    });
    const saved = await saveWithoutLock(
      mode,
      found,
      (opened, ref) => ({ ...checkedOf(savePersonalInfo, { db: found.db }, ref).ctx, session: opened }),
      async (ctx) => {
        expect(ctx.step).toBe(step);
        expect(ctx.enrollment).toBe(enrollment);
        expect(ctx.session).toBe(session);
        return { data: {} };
      },
    );
    expect(saved).toEqual({ done: { data: {} } });
  });

  it('leaves the save to the locked way when the read says so', async () => {
    const saved = await saveWithoutLock(
      readsOf(async () => undefined),
      found,
      () => checkedOf(savePersonalInfo, { db: found.db }, enrollment).ctx,
      async () => {
        throw new Error('the handler ran');
      },
    );
    expect(saved).toBeUndefined();
  });

  it('is refused, when the app is built, on a scoped call or a call that takes no body', () => {
    expect(() => checkStepSave({ ...savePersonalInfo, scopes: ['rep'] })).toThrow(/a step save is a write/);
    expect(() => checkStepSave(getStates)).toThrow(/a step save is a write/);
    expect(() => checkStepSave(savePersonalInfo)).not.toThrow();
  });
});
