// The lock trap: inside an enrollment's lock, the app's own handle refuses at once (on PGlite it
// used to wait forever for the one connection the lock's transaction holds), while the lock's
// transaction works, and the handle works again once the lock is released.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, newSessionCookie, startTestApp, type TestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { withEnrollmentLock } from '../features/auth/enrollment-access';
import { HandleUsedInsideLock } from './lock-guard';

describe.each(testDatabases)('the lock guard on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  const lockedEnrollment = async () => {
    const publicId = await enrollmentOf(t.app, await newSessionCookie(t.app));
    return t.app.db
      .selectFrom('enrollment')
      .select(['id', 'public_id'])
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow();
  };

  it("refuses the app's handle inside the lock, at once, and lets the lock's transaction work", async () => {
    const enrollment = await lockedEnrollment();
    const inside = withEnrollmentLock(t.app.db, enrollment, async (trx) => {
      await trx.selectFrom('enrollment').select('id').where('id', '=', enrollment.id).execute();
      return t.app.db.selectFrom('enrollment').select('id').execute();
    });
    await expect(inside).rejects.toBeInstanceOf(HandleUsedInsideLock);
    await expect(t.app.db.selectFrom('enrollment').select('id').execute()).resolves.toBeDefined();
  });

  it('refuses a second transaction started inside the lock, even after an await', async () => {
    const enrollment = await lockedEnrollment();
    const inside = withEnrollmentLock(t.app.db, enrollment, async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return t.app.db.transaction().execute((other) => other.selectFrom('session').select('id').execute());
    });
    await expect(inside).rejects.toBeInstanceOf(HandleUsedInsideLock);
  });
});
