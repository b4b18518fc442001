// Fifty parallel identical writes to one enrollment, each a check-then-insert, leave exactly
// one row when they run under the enrollment's lock (as every write naming an enrollment does).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { withEnrollmentLock } from './access-service';

describe.each(testDatabases)('the enrollment lock on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it('turns 50 parallel identical submissions into exactly one row', async () => {
    const publicId = await enrollmentOf(t.app, await newSessionCookie(t.app));
    const enrollment = await t.app.db
      .selectFrom('enrollment')
      .select(['id', 'public_id'])
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow();
    const submit = () =>
      withEnrollmentLock(t.app.db, enrollment, async (trx) => {
        const existing = await trx
          .selectFrom('audit_event')
          .select('id')
          .where('subject_id', '=', publicId)
          .where('action', '=', 'submitOnce')
          .executeTakeFirst();
        if (existing) return 'repeat';
        await new Promise((resolve) => setTimeout(resolve, 2));
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
    expect(results.filter((result) => result === 'first')).toHaveLength(1);
    const rows = await t.app.db.selectFrom('audit_event').select('id').where('subject_id', '=', publicId).execute();
    expect(rows).toHaveLength(1);
  });
});
