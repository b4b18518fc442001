// Sessions are stored on the first call that needs one (a write, a party earned, a link granting an
// enrollment), not on every cookieless read.
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
      '/api/v1/get-default-info',
      '/api/v1/get-common-menu?over_65=0',
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

  it('stores one on the first write, and on the first party earned', async () => {
    const before = await sessionCount();
    const write = await t.app.inject({ method: 'POST', url: '/api/v1/validate-zip-code', payload: { zip: '78701' } });
    expect(write.statusCode).toBe(200);
    expect(write.cookies.map((cookie) => cookie.name)).toEqual(['sid']);
    const landed = await t.app.inject('/api/v1/validate-landing-page?landing_page=maria-alvarez');
    expect(landed.statusCode).toBe(200);
    expect(landed.cookies.map((cookie) => cookie.name)).toEqual(['sid']);
    expect(await sessionCount()).toBe(before + 2);
  });

  it('refuses a cookieless write naming an enrollment: no new session may touch one', async () => {
    const before = await sessionCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/track-elevate-traffic',
      payload: { enrollment_id: 'AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toEqual([]);
    expect(await sessionCount()).toBe(before);
  });
});
