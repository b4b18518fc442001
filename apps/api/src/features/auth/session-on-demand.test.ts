// Sessions are stored on the first call that needs one (a landing call, where a session earns its
// parties, or a link that grants access), not on every cookieless read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';

describe.each(testDatabases)('sessions on demand on $name', (database) => {
  let t: TestApp;
  const sessionCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('session')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it('answers cookieless reads without storing a session', async () => {
    const before = await sessionCount();
    for (const url of [
      '/api/v1/get-states',
      '/api/v1/validate-zip-code?zip_code=78701',
      '/api/v1/auth/session',
      '/api/v1/get-cart-count?enrollment_id=AAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.cookies, url).toEqual([]);
    }
    expect((await t.app.inject('/api/v1/get-states')).statusCode).toBe(200);
    expect((await t.app.inject('/api/v1/auth/session')).json().data).toMatchObject({ signed_in: false });
    expect((await t.app.inject('/api/v1/get-cart-count?enrollment_id=AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect(await sessionCount()).toBe(before);
  });

  it('stores one on the first landing call, which may earn it a party', async () => {
    const before = await sessionCount();
    const res = await t.app.inject('/api/v1/get-default-info');
    expect(res.cookies.map((cookie) => cookie.name)).toEqual(['sid']);
    expect(await sessionCount()).toBe(before + 1);
  });

  it('still asks a cookieless write for its session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/validate-zip-code', payload: { zip: '78701' } });
    expect(res.statusCode).toBe(403);
  });
});
