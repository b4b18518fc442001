// The `write` mode: a write naming an enrollment runs inside the enrollment's lock (the app's own
// handle is refused there, db/lock-guard.ts), and a completed enrollment refuses it unless allowed.
import { getStates } from '@benefit-store/contract/enrollment';
import { savePersonalInfo } from '@benefit-store/contract/enrollment-personal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { checkedOf } from '../../../test/mode-checked';
import { HandleUsedInsideLock } from '../../db/lock-guard';
import { EnrollmentCompleted } from '../errors';
import { checkWrite, runWrite } from './write';

describe.each(testDatabases)('the write mode on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  const newEnrollment = async () => {
    const publicId = await enrollmentOf(t.app, await newSessionCookie(t.app));
    return t.app.db
      .selectFrom('enrollment')
      .select(['id', 'public_id'])
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow();
  };

  it("runs its handler inside the enrollment's lock, on the lock's transaction", async () => {
    const enrollment = await newEnrollment();
    let handlerDb: unknown;
    const answer = await runWrite(
      checkedOf(savePersonalInfo, t.app, enrollment),
      async ({ db }) => {
        handlerDb = db;
        await db.selectFrom('enrollment').select('id').where('id', '=', enrollment.id).execute();
        const appHandle = async () => t.app.db.selectFrom('enrollment').select('id').execute();
        await expect(appHandle()).rejects.toBeInstanceOf(HandleUsedInsideLock);
        return { data: {} };
      },
      { access: 'write' },
    );
    expect(answer).toEqual({ data: {} });
    // Compared outside the lock: inside it, even reading the app's handle is refused.
    expect(handlerDb === t.app.db).toBe(false);
  });

  it("runs a write naming no enrollment on the app's handle", async () => {
    const answer = await runWrite(
      checkedOf(savePersonalInfo, t.app, undefined),
      async ({ db }) => {
        expect(db).toBe(t.app.db);
        return { data: {} };
      },
      { access: 'write' },
    );
    expect(answer).toEqual({ data: {} });
  });

  it("refuses a completed enrollment, unless the call's completed setting allows it", async () => {
    const enrollment = await newEnrollment();
    await t.app.db
      .updateTable('enrollment')
      .set({ completed_at: new Date() })
      .where('id', '=', enrollment.id)
      .execute();
    const checked = checkedOf(savePersonalInfo, t.app, enrollment);
    const handle = async () => ({ data: {} });
    await expect(runWrite(checked, handle, { access: 'write' })).rejects.toBeInstanceOf(EnrollmentCompleted);
    await expect(runWrite(checked, handle, { access: 'write', completed: 'allowed' })).resolves.toEqual({ data: {} });
  });

  it('is refused, when the app is built, on a call that takes no body', () => {
    expect(() => checkWrite(getStates)).toThrow(/a write takes a body/);
    expect(() => checkWrite(savePersonalInfo)).not.toThrow();
  });
});
