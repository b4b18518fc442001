// Quotes for current members: a rep or group administrator creates a temporary enrollment for a
// member of their book with only the tier, priced for the member's household; other books,
// storefront sessions and bad input are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, newSessionCookie, signInCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { demoStaff } from '../../seed/staff';

const [rep100, rep200, acmeAdmin] = demoStaff;

describe.each(testDatabases)('quotes for current members on $name', (database) => {
  let t: TestApp;
  let rep: string;
  const call = async (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const memberId = async (firstName: string) =>
    (
      await t.app.db
        .selectFrom('member')
        .select('public_id')
        .where('first_name', '=', firstName)
        .executeTakeFirstOrThrow()
    ).public_id;
  const publicIdOf = async (table: 'agent' | 'employer_group' | 'platform', column: string, value: string) =>
    (
      await t.app.db
        .selectFrom(table)
        .select('public_id')
        .where(column as never, '=', value as never)
        .executeTakeFirstOrThrow()
    ).public_id;
  const filterOf = async (tempId: string, cookie: string) =>
    (await call('GET', `get-enrollment-temp-info?enrollment_id=${tempId}&column=filter_info`, cookie)).body.data.result;

  beforeAll(async () => {
    t = await startTestApp(database);
    rep = await signInCookie(t.app, rep100.email, rep100.password);
  });
  afterAll(() => t.close());

  it("quotes a member of the rep's book for the tier chosen, with the member's household and books", async () => {
    const lucia = await memberId('Lucia');
    const res = await call('POST', 'add-filter-for-existing-user', rep, {
      user_id: lucia,
      tier: 'IO',
      policy_id: 'POL-1001',
    });
    expect(res.status).toBe(200);
    const tempId = res.body.data.temp_enrollment_id;
    expect(res.body.data.portal_id).toBe(await publicIdOf('platform', 'platform_code', 'SMBIZ'));
    expect(await filterOf(tempId, rep)).toMatchObject({
      zip: '78704',
      dob: '03/12/1984',
      state: 'TX',
      tier: 'IO',
      gender: 1,
      is_smoker: 0,
      user_id: lucia,
      eprocess: 'rep',
      agent_id: await publicIdOf('agent', 'agent_code', 'REP100'),
      group_id: await publicIdOf('employer_group', 'group_code', 'ACME2026'),
      platform_group_id: res.body.data.portal_id,
      type: 'existing-user',
    });
    const plans = await call('GET', `get-filtered-plans?enrollment_id=${tempId}`, rep);
    expect(plans.status).toBe(200);
    const dental = plans.body.data.result.find((plan: { plan_id: string }) => plan.plan_id === 'DEN-BASIC');
    expect(dental.tier_price.length).toBeGreaterThan(0);
    const access = await t.app.db
      .selectFrom('enrollment_access')
      .innerJoin('enrollment', 'enrollment.id', 'enrollment_access.enrollment_id')
      .select('enrollment_access.via')
      .where('enrollment.public_id', '=', tempId)
      .execute();
    expect(access).toEqual([{ via: 'created' }]);
  });

  it('refuses a plan the member already holds ACTIVE, not one they held before', async () => {
    const res = await call('POST', 'add-filter-for-existing-user', rep, {
      user_id: await memberId('Lucia'),
      tier: 'IO',
    });
    const tempId = res.body.data.temp_enrollment_id;
    const add = async (planId: string) => {
      const pricing = await call('GET', `get-plan-pricing-detail?pid=${planId}&enrollment_id=${tempId}`, rep);
      const line = { enrollment_id: tempId, plan_id: planId, plan_pricing_id: pricing.body.data.ppid };
      return call('POST', 'add-plan-to-cart', rep, line);
    };
    const active = await add('DEN-PLUS');
    expect(fieldErrors(active.body)).toEqual({ plan_id: 'You already have this plan active.' });
    expect((await add('VIS-PLUS')).status).toBe(200);
  });

  it('takes the portal sent over the member portal, and the tier from the member benefit store', async () => {
    const indfam = await publicIdOf('platform', 'platform_code', 'INDFAM');
    const sent = await call('POST', 'add-filter-for-existing-user', rep, {
      user_id: await memberId('Tom'),
      tier: 'IS',
      platform_group_id: indfam,
      open_type: 'agent',
    });
    expect(sent.body.data.portal_id).toBe(indfam);
    expect(await filterOf(sent.body.data.temp_enrollment_id, rep)).toMatchObject({
      tier: 'IS',
      gender: 0,
      is_smoker: 1,
      open_type: 'agent',
      platform_group_id: indfam,
    });
    // No spouse on record: the plans are listed, and the dependent modal asks for the spouse later.
    const plans = await call('GET', `get-filtered-plans?enrollment_id=${sent.body.data.temp_enrollment_id}`, rep);
    expect(plans.body.data.result.length).toBeGreaterThan(0);
    const store = await call('POST', 'add-filter-for-member', rep, { user_id: await memberId('Aisha'), tier: 'IF' });
    expect(store.status).toBe(200);
    expect(store.body.data.portal_id).toBe(indfam);
    expect(await filterOf(store.body.data.temp_enrollment_id, rep)).toMatchObject({
      zip: '75206',
      tier: 'IF',
      is_smoker: null,
      group_id: null,
      type: 'existing-user',
    });
  });

  it("answers the portal's type: a rep-quote portal's root is the cart", async () => {
    const repQuote = await publicIdOf('platform', 'platform_code', 'REPQUOTE');
    const user_id = await memberId('Aisha');
    const sent = await call('POST', 'add-filter-for-existing-user', rep, {
      user_id,
      tier: 'IO',
      platform_group_id: repQuote,
    });
    expect(sent.body.data).toMatchObject({ portal_id: repQuote, portal_type: 'rep-quote' });
    const own = await call('POST', 'add-filter-for-existing-user', rep, { user_id, tier: 'IO' });
    expect(own.body.data).toMatchObject({ portal_id: await publicIdOf('platform', 'platform_code', 'INDFAM') });
    expect(own.body.data.portal_type).toBe('standard');
  });

  it('keeps the spouse and children Enroll Now asks for with the tier, so plans price for the family', async () => {
    const user_id = await memberId('Kwame');
    const family = await call('POST', 'add-filter-for-existing-user', rep, {
      user_id,
      tier: 'IF',
      spouse_dop: '02/14/1986',
      child_num: '2',
    });
    expect(family.status).toBe(200);
    const tempId = family.body.data.temp_enrollment_id;
    expect(await filterOf(tempId, rep)).toMatchObject({ tier: 'IF', spouse_dop: '02/14/1986', child_num: 2 });
    const priced = await call('GET', `get-plan-pricing-detail?pid=DEN-BASIC&enrollment_id=${tempId}`, rep);
    expect(priced.body.status).toBe('success');
    expect(priced.body.data.ppid).toMatch(/_IF_/);
    // Without them the tier is not filled: the plan asks (tierError), as it did before Enroll Now asked.
    const bare = await call('POST', 'add-filter-for-existing-user', rep, { user_id, tier: 'IF' });
    const unpriced = await call(
      'GET',
      `get-plan-pricing-detail?pid=DEN-BASIC&enrollment_id=${bare.body.data.temp_enrollment_id}`,
      rep,
    );
    expect(unpriced.body).toMatchObject({ status: 'error', errorCode: 'tierError' });
    const wrong = await call('POST', 'add-filter-for-existing-user', rep, {
      user_id,
      tier: 'IC',
      spouse_dop: '02/14/2015',
      child_num: 12,
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(fieldErrors(wrong.body)).sort()).toEqual(['child_num', 'spouse_dop']);
  });

  it("lets a group administrator quote their group's members only", async () => {
    const admin = await signInCookie(t.app, acmeAdmin.email, acmeAdmin.password);
    const tom = await call('POST', 'add-filter-for-member', admin, { user_id: await memberId('Tom'), tier: 'IC' });
    expect(tom.status).toBe(200);
    const tempId = tom.body.data.temp_enrollment_id;
    expect(await filterOf(tempId, admin)).toMatchObject({ eprocess: 'group', tier: 'IC' });
    // Filed in the books of the group and its rep: the rep sees it too.
    expect((await call('GET', `get-filtered-plans?enrollment_id=${tempId}`, rep)).status).toBe(200);
    const aisha = await call('POST', 'add-filter-for-member', admin, { user_id: await memberId('Aisha'), tier: 'IO' });
    expect(aisha.status).toBe(404);
  });

  it('tells another rep the member does not exist, and asks a storefront session to sign in', async () => {
    const other = await signInCookie(t.app, rep200.email, rep200.password);
    const lucia = await memberId('Lucia');
    for (const path of ['add-filter-for-existing-user', 'add-filter-for-member']) {
      const res = await call('POST', path, other, { user_id: lucia, tier: 'IO' });
      expect(res.status, path).toBe(404);
      expect(res.body.status).toBe('error');
    }
    const visitor = await newSessionCookie(t.app);
    expect((await call('POST', 'add-filter-for-member', visitor, { user_id: lucia, tier: 'IO' })).status).toBe(401);
    const before = await t.app.db.selectFrom('enrollment').select('id').where('member_id', 'is not', null).execute();
    expect((await call('POST', 'add-filter-for-existing-user', visitor, { user_id: lucia, tier: 'IO' })).status).toBe(
      401,
    );
    const after = await t.app.db.selectFrom('enrollment').select('id').where('member_id', 'is not', null).execute();
    expect(after).toEqual(before);
  });

  it('answers bad input with field errors', async () => {
    const lucia = await memberId('Lucia');
    const noTier = await call('POST', 'add-filter-for-member', rep, { user_id: lucia });
    expect(noTier.status).toBe(400);
    expect(fieldErrors(noTier.body)).toEqual({ tier: 'Please choose a tier' });
    const badId = await call('POST', 'add-filter-for-existing-user', rep, { user_id: "';--", tier: 'XX' });
    expect(badId.status).toBe(400);
    expect(Object.keys(fieldErrors(badId.body)).sort()).toEqual(['tier', 'user_id']);
    const others = await call('POST', 'add-filter-for-existing-user', rep, {
      user_id: lucia,
      tier: 'IO',
      agent_id: await publicIdOf('agent', 'agent_code', 'REP200'),
      group_id: await publicIdOf('employer_group', 'group_code', 'BLUEBIRD'),
      platform_group_id: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(others.status).toBe(400);
    expect(fieldErrors(others.body)).toEqual({
      agent_id: 'Invalid value',
      group_id: 'Invalid value',
      platform_group_id: 'Invalid value',
    });
    const unknown = await call('POST', 'add-filter-for-member', rep, { user_id: 'NoSuchMember0000000000', tier: 'IO' });
    expect(unknown.status).toBe(404);
  });
});
