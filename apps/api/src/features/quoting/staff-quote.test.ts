// A signed-in rep or group administrator quotes from the store (issue 32, item 18): the quote's
// enrollment is filed in their book, so the calls that name it answer; it stays a staff session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { demoStaff } from '../../seed/staff';

const filter = { zip: '75201', dob: '07/04/1980', gender: 1, tier: 'IO', type: 'new-user' };

describe.each(testDatabases)('a quote from the store by signed-in staff on $name', (database) => {
  let t: TestApp;
  const call = async (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const quoteAs = async (cookie: string) => {
    const created = await call(cookie, 'POST', 'add-filter-for-new-user', filter);
    expect(created.status).toBe(200);
    return created.body.data.temp_enrollment_id as string;
  };

  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it.each(demoStaff.filter((account) => 'rep' in account))('lets $name quote and read the quote', async (account) => {
    const cookie = await signInCookie(t.app, account.email, account.password);
    const tempId = await quoteAs(cookie);
    for (const url of [
      `get-cart-count?enrollment_id=${tempId}`,
      `get-enrollment-temp-info?enrollment_id=${tempId}&column=filter_info`,
      `get-filtered-plans?enrollment_id=${tempId}&categories=dental`,
      `get-common-menu?enrollment_id=${tempId}`,
    ]) {
      const res = await call(cookie, 'GET', url);
      expect(res.status, url).toBe(200);
    }
    const info = await call(cookie, 'GET', `get-enrollment-temp-info?enrollment_id=${tempId}&column=filter_info`);
    const agent = await t.app.db
      .selectFrom('agent')
      .select('public_id')
      .where('agent_code', '=', account.rep)
      .executeTakeFirstOrThrow();
    // As a rep enrolling a client: the rep's own book and process.
    expect(info.body.data.result).toMatchObject({ agent_id: agent.public_id, eprocess: 'rep' });
  });

  it("files a group administrator's quote under the group, where health calls stay refused", async () => {
    const acme = demoStaff.find((account) => 'group' in account);
    if (!acme) throw new Error('no demo group administrator');
    const cookie = await signInCookie(t.app, acme.email, acme.password);
    const tempId = await quoteAs(cookie);
    expect((await call(cookie, 'GET', `get-cart-count?enrollment_id=${tempId}`)).status).toBe(200);
    const health = await call(cookie, 'GET', `get-enrollment-temp-info?enrollment_id=${tempId}&column=health_info`);
    expect(health.status).toBe(404);
  });

  it("keeps another rep out of a rep's quote", async () => {
    const rep = await signInCookie(t.app, demoStaff[0].email, demoStaff[0].password);
    const other = await signInCookie(t.app, demoStaff[1].email, demoStaff[1].password);
    const tempId = await quoteAs(rep);
    expect((await call(other, 'GET', `get-cart-count?enrollment_id=${tempId}`)).status).toBe(404);
  });
});
