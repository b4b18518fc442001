// Earned parties: a storefront session may use a rep or a group only once it has earned it
// (rep access code, group enrollment code, landing page, referral, branded site), and gets a new
// token each time it earns one, the old token opening nothing afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentIdOf,
  enrollmentOf,
  groupIdOf,
  newSessionCookie,
  portalIdOf,
  startTestApp,
  type TestApp,
} from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { demoReferralIds } from '../../seed/demo';

describe.each(testDatabases)('earned parties on $name', (database) => {
  let t: TestApp;
  const call = async (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
    const renewed = res.cookies.find((c) => c.name === 'sid');
    return { status: res.statusCode, body: res.json(), cookie: renewed ? `sid=${renewed.value}` : cookie };
  };
  const get = (url: string, cookie: string) => call('GET', url, cookie);
  const post = (url: string, payload: object, cookie: string) => call('POST', url, cookie, payload);
  const agentOf = (code: string) => agentIdOf(t.app, code);
  const groupOf = (code: string) => groupIdOf(t.app, code);
  const portalOf = (code: string) => portalIdOf(t.app, code);
  const household = { zip: '75201', dob: '07/04/1980', gender: '0', tier: 'IO' };
  const fieldsOf = (body: { data: { target_element: string }[] }) => body.data.map((error) => error.target_element);

  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it("lists a rep's groups only to a session that confirmed the rep access code", async () => {
    const james = await agentOf('REP200');
    let cookie = await newSessionCookie(t.app);
    expect((await get(`get-agent-groups?agent_id=${james}`, cookie)).status).toBe(404);
    cookie = (await get('validate-landing-page?landing_page=james-okafor', cookie)).cookie;
    expect((await get(`get-agent-groups?agent_id=${james}`, cookie)).status).toBe(404);
    cookie = (await get('validate-agent?agent_code=REP200', cookie)).cookie;
    const groups = await get(`get-agent-groups?agent_id=${james}`, cookie);
    expect(groups.status).toBe(200);
    expect(groups.body.data.result.map((g: { group_name: string }) => g.group_name)).toContain('Northwind Clinics');
  });

  it("lists a rep's portals only to a session that earned the rep", async () => {
    const james = await agentOf('REP200');
    let cookie = await newSessionCookie(t.app);
    expect((await get(`get-enrollment-platforms?agent_id=${james}`, cookie)).status).toBe(404);
    cookie = (await get('validate-landing-page?landing_page=james-okafor', cookie)).cookie;
    expect((await get(`get-enrollment-platforms?agent_id=${james}`, cookie)).status).toBe(200);
  });

  it('refuses a new filter naming a group or a rep the session did not earn, with the field error', async () => {
    const northwind = await groupOf('NOLAND01');
    const maria = await agentOf('REP100');
    let cookie = await newSessionCookie(t.app);
    const group = await post('add-filter-for-new-user', { ...household, group_id: northwind }, cookie);
    expect(group.status).toBe(400);
    expect(fieldsOf(group.body)).toEqual(['group_id']);
    const rep = await post('add-filter-for-new-user', { ...household, agent_id: maria }, cookie);
    expect(rep.status).toBe(400);
    expect(fieldsOf(rep.body)).toEqual(['agent_id']);

    cookie = (await get('validate-group?group_code=NOLAND01', cookie)).cookie;
    expect((await post('add-filter-for-new-user', { ...household, group_id: northwind }, cookie)).status).toBe(200);
    cookie = (await get(`get-enrollment-info-referral?referral_id=${demoReferralIds.valid}`, cookie)).cookie;
    expect((await post('add-filter-for-new-user', { ...household, agent_id: maria }, cookie)).status).toBe(200);
  });

  it("lets a group's own landing page earn it, and its rep along with it", async () => {
    const acme = await groupOf('ACME2026');
    const maria = await agentOf('REP100');
    let cookie = await newSessionCookie(t.app);
    cookie = (await get('validate-landing-page?landing_page=acme-logistics', cookie)).cookie;
    const created = await post('add-filter-for-new-user', { ...household, group_id: acme, agent_id: maria }, cookie);
    expect(created.status).toBe(200);
  });

  it('refuses a portal choice naming a group the session did not earn, even without a rep', async () => {
    const northwind = await groupOf('NOLAND01');
    const portal = await portalOf('SMBIZ');
    let cookie = await newSessionCookie(t.app);
    const enrollmentId = await enrollmentOf(t.app, cookie);
    const choice = { enrollment_id: enrollmentId, platform_group_id: portal, group_id: northwind };
    const refused = await post('update-filter-portal', choice, cookie);
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual([{ target_element: 'group_id', error_message: 'Please choose a group' }]);
    cookie = (await get('validate-group?group_code=noland01', cookie)).cookie;
    expect((await post('update-filter-portal', choice, cookie)).status).toBe(200);
  });

  it('lets a rep confirmed by code choose any group of their book for a portal', async () => {
    const northwind = await groupOf('NOLAND01');
    const portal = await portalOf('SMBIZ');
    let cookie = await newSessionCookie(t.app);
    cookie = (await get('validate-agent?agent_code=REP200', cookie)).cookie;
    const james = await t.app.db
      .selectFrom('agent')
      .select('id')
      .where('agent_code', '=', 'REP200')
      .executeTakeFirstOrThrow();
    const enrollmentId = await enrollmentOf(t.app, cookie, { agentId: james.id });
    const choice = { enrollment_id: enrollmentId, platform_group_id: portal, group_id: northwind };
    expect((await post('update-filter-portal', choice, cookie)).status).toBe(200);
  });

  it('gives the session a new token when it earns a party; the old token opens nothing', async () => {
    const old = await newSessionCookie(t.app);
    const enrollmentId = await enrollmentOf(t.app, old);
    const earned = await get('validate-agent?agent_code=REP100', old);
    expect(earned.status).toBe(200);
    expect(earned.cookie).not.toBe(old);
    const renewed = earned.cookie;

    // The enrollment and the earned rep moved to the new token.
    expect((await get(`get-cart-count?enrollment_id=${enrollmentId}`, renewed)).status).toBe(200);
    const maria = await agentOf('REP100');
    expect((await get(`get-agent-groups?agent_id=${maria}`, renewed)).status).toBe(200);
    // The old token opens neither.
    expect((await get(`get-cart-count?enrollment_id=${enrollmentId}`, old)).status).toBe(404);
    expect((await get(`get-agent-groups?agent_id=${maria}`, old)).status).toBe(404);
    expect((await post('track-elevate-traffic', { enrollment_id: enrollmentId }, old)).status).toBe(403);
    // Earning what it already holds keeps the token.
    expect((await get('validate-agent?agent_code=REP100', renewed)).cookie).toBe(renewed);
  });
});
