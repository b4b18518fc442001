// The quote filter: a new temporary enrollment with its household and parties, partial changes
// with the family rules, the dependent modal's calls, saved columns, and the household pricing reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrollmentOf,
  fieldErrors,
  newSessionCookie,
  signInCookie,
  startTestApp,
  type TestApp,
} from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { earnedCookie } from '../../../test/earned-cookie';
import { demoStaff } from '../../seed/staff';
import { householdFor } from './household-service';

const filter = { zip: '75201', dob: '07/04/1980', gender: 1, tier: 'IO' };

describe.each(testDatabases)('quote filter on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = cookie) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { cookie: as },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const publicIdOf = async (table: 'agent' | 'employer_group' | 'platform', column: string, value: string) =>
    (
      await t.app.db
        .selectFrom(table)
        .select('public_id')
        .where(column as never, '=', value as never)
        .executeTakeFirstOrThrow()
    ).public_id;
  const created = async (extra: object = {}) => {
    const res = await call('POST', 'add-filter-for-new-user', { ...filter, ...extra });
    expect(res.status).toBe(200);
    return res.body.data.temp_enrollment_id as string;
  };
  const filterOf = async (tempId: string, as = cookie) =>
    (await call('GET', `get-enrollment-temp-info?enrollment_id=${tempId}&column=filter_info`, undefined, as)).body.data
      .result;

  beforeAll(async () => {
    t = await startTestApp(database);
    // The parties its filters name: Maria confirmed by her code, Acme by its enrollment code.
    const visitor = await newSessionCookie(t.app);
    cookie = await earnedCookie(
      t.app,
      visitor,
      'validate-agent?agent_code=REP100',
      'validate-group?group_code=ACME2026',
    );
  });
  afterAll(() => t.close());

  it('creates a temporary enrollment with its household and parties', async () => {
    const agentId = await publicIdOf('agent', 'agent_code', 'REP100');
    const groupId = await publicIdOf('employer_group', 'group_code', 'ACME2026');
    const portalId = await publicIdOf('platform', 'platform_code', 'INDFAM');
    const tempId = await created({
      tier: 'IF',
      spouse_dop: '01/01/1982',
      child_num: '2',
      gender: '0',
      is_smoker: 1,
      eprocess: 'rep',
      open_type: 'group',
      agent_id: agentId,
      group_id: groupId,
      platform_group_id: portalId,
      categories: ['dental'],
    });
    expect(await filterOf(tempId)).toEqual({
      zip: '75201',
      dob: '07/04/1980',
      state: 'TX',
      tier: 'IF',
      gender: 0,
      is_smoker: 1,
      annual_incode: null,
      working_hours: null,
      user_id: null,
      spouse_dop: '01/01/1982',
      child_num: 2,
      eprocess: 'rep',
      agent_id: agentId,
      group_id: groupId,
      platform_group_id: portalId,
      open_type: 'group',
      type: 'new-user',
    });
    const column = async (name: string) =>
      (await call('GET', `get-enrollment-temp-info?enrollment_id=${tempId}&column=${name}`)).body.data.result;
    expect(await column('type')).toBe('new-user');
    expect(await column('eprocess')).toBe('rep');
    expect(await column('group_id')).toBe(groupId);
    const row = await t.app.db
      .selectFrom('enrollment')
      .select(['landing_url', 'agent_id', 'employer_group_id'])
      .where('public_id', '=', tempId)
      .executeTakeFirstOrThrow();
    expect(row.landing_url).toBe('acme-logistics');
    expect(row.agent_id).not.toBeNull();
  });

  it('puts a group enrollment in the book of the group rep, and leaves the tobacco answer unknown', async () => {
    const groupId = await publicIdOf('employer_group', 'group_code', 'ACME2026');
    const tempId = await created({ group_id: groupId });
    const row = await t.app.db
      .selectFrom('enrollment')
      .innerJoin('employer_group', 'employer_group.id', 'enrollment.employer_group_id')
      .select(['enrollment.agent_id', 'employer_group.agent_id as group_agent', 'enrollment.tobacco'])
      .where('enrollment.public_id', '=', tempId)
      .executeTakeFirstOrThrow();
    expect(row.agent_id).toBe(row.group_agent);
    expect(row.tobacco).toBe('unknown');
    expect((await filterOf(tempId)).is_smoker).toBeNull();
  });

  it('refuses an unknown zip, unknown parties and an expired referral as field errors', async () => {
    const expired = await t.app.db
      .selectFrom('referral')
      .select('public_id')
      .where('expires_at', '<', new Date())
      .executeTakeFirstOrThrow();
    const res = await call('POST', 'add-filter-for-new-user', {
      ...filter,
      zip: '00001',
      agent_id: 'AAAAAAAAAAAAAAAAAAAAAA',
      group_id: 'AAAAAAAAAAAAAAAAAAAAAA',
      platform_group_id: 'AAAAAAAAAAAAAAAAAAAAAA',
      referral: expired.public_id,
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({
      zip: 'Invalid Zip code',
      agent_id: 'Invalid value',
      group_id: 'Invalid value',
      platform_group_id: 'Invalid value',
      referral: 'Invalid value',
    });
  });

  it('answers bad input with the field errors of the filter rules', async () => {
    const res = await call('POST', 'add-filter-for-new-user', {
      zip: '7520',
      dob: '07/04/2020',
      tier: 'IF',
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({
      zip: 'Enter 5 digit zip code',
      dob: 'Age must be between 18 and 100 years.',
      gender: 'Field is required',
    });
    const nine = await call('POST', 'add-filter-for-new-user', { ...filter, tier: 'IF', child_num: 9 });
    expect(fieldErrors(nine.body)).toEqual({ child_num: 'Choose 1 to 8 children for the Family tier.' });
    const mismatch = await call('POST', 'add-filter-for-new-user', { ...filter, spouse_dop: '01/01/1982' });
    expect(fieldErrors(mismatch.body)).toEqual({ spouse_dop: 'This does not match the tier chosen.' });
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      headers: { cookie, 'accept-language': 'es' },
      payload: { ...filter, zip: '00001' },
    });
    expect(spanish.json().data[0].error_message).not.toBe('Invalid Zip code');
  });

  it('changes only the fields sent, checking the family against the stored tier', async () => {
    const tempId = await created();
    const zipOnly = await call('PUT', `change-filter-info/${tempId}`, { zip: '10001', annual_incode: 52000 });
    expect(zipOnly.body.data.filter_info).toMatchObject({
      zip: '10001',
      state: 'NY',
      tier: 'IO',
      annual_incode: 52000,
    });
    const spouse = await call('PUT', `change-filter-info/${tempId}`, { spouse_dop: '01/01/1982' });
    expect(fieldErrors(spouse.body)).toEqual({ spouse_dop: 'This does not match the tier chosen.' });
    const family = await call('PUT', `change-filter-info/${tempId}`, {
      tier: 'IF',
      spouse_dop: '01/01/1982',
      child_num: 2,
    });
    expect(family.status).toBe(200);
    const children = await call('PUT', `change-filter-info/${tempId}`, { child_num: 3, is_smoker: '0' });
    expect(children.body.data.filter_info).toMatchObject({ tier: 'IF', child_num: 3, is_smoker: 0 });
    const tooMany = await call('PUT', `change-filter-info/${tempId}`, { child_num: 9 });
    expect(fieldErrors(tooMany.body)).toEqual({ child_num: 'Choose 1 to 8 children for the Family tier.' });
    const alone = await call('PUT', `change-filter-info/${tempId}`, { tier: 'IO' });
    expect(alone.body.data.filter_info).toMatchObject({ tier: 'IO', spouse_dop: null, child_num: null });
    const badZip = await call('PUT', `change-filter-info/${tempId}`, { zip: '00001' });
    expect(fieldErrors(badZip.body)).toEqual({ zip: 'Invalid Zip code' });
  });

  it("refuses a new tier the family cannot fill, on the tier, in the caller's language", async () => {
    const tempId = await created();
    const spouse = await call('PUT', `change-filter-info/${tempId}`, { tier: 'IS' });
    expect(spouse.status).toBe(400);
    expect(fieldErrors(spouse.body)).toEqual({ tier: "Please enter the spouse's date of birth for this tier." });
    const family = await call('PUT', `change-filter-info/${tempId}`, { tier: 'IF', spouse_dop: '01/01/1982' });
    expect(fieldErrors(family.body)).toEqual({ tier: 'Please choose the number of children for this tier.' });
    const spanish = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/change-filter-info/${tempId}`,
      headers: { cookie, 'accept-language': 'es' },
      payload: { tier: 'IC' },
    });
    expect(spanish.json().data).toEqual([
      { target_element: 'tier', error_message: 'Elija el número de hijos para este nivel de cobertura.' },
    ]);
    expect((await filterOf(tempId)).tier).toBe('IO');
    const filled = await call('PUT', `change-filter-info/${tempId}`, { tier: 'IC', child_num: 1 });
    expect(filled.body.data.filter_info).toMatchObject({ tier: 'IC', child_num: 1 });
  });

  it('asks an enrollment without a filter for all of it, then records it as submitted', async () => {
    const tempId = await enrollmentOf(t.app, cookie);
    expect(await filterOf(tempId)).toBeNull();
    const partial = await call('PUT', `change-filter-info/${tempId}`, { zip: '75201' });
    expect(fieldErrors(partial.body)).toEqual({
      dob: 'Field is required',
      gender: 'Field is required',
      tier: 'Field is required',
    });
    const whole = await call('PUT', `change-filter-info/${tempId}`, filter);
    expect(whole.body.data.filter_info).toMatchObject({ zip: '75201', type: 'new-user' });
  });

  it('lets the rep whose book holds the member name them, and no one else', async () => {
    const [rep100] = demoStaff;
    const rep = await signInCookie(t.app, rep100.email, rep100.password);
    const member = async (firstName: string) =>
      (
        await t.app.db
          .selectFrom('member')
          .select('public_id')
          .where('first_name', '=', firstName)
          .executeTakeFirstOrThrow()
      ).public_id;
    const agentId = await publicIdOf('agent', 'agent_code', 'REP100');
    const byRep = await call('POST', 'add-filter-for-new-user', { ...filter, agent_id: agentId }, rep);
    const tempId = byRep.body.data.temp_enrollment_id;
    const aisha = await member('Aisha');
    const named = await call('PUT', `change-filter-info/${tempId}`, { user_id: aisha }, rep);
    expect(named.body.data.filter_info).toMatchObject({ user_id: aisha, agent_id: agentId });
    const otherBook = await call('PUT', `change-filter-info/${tempId}`, { user_id: await member('Wen') }, rep);
    expect(otherBook.status).toBe(404);
    const own = await created();
    expect((await call('PUT', `change-filter-info/${own}`, { user_id: aisha })).status).toBe(401);
  });

  it("hides another session's enrollment", async () => {
    const tempId = await created();
    const other = await newSessionCookie(t.app);
    expect((await call('PUT', `change-filter-info/${tempId}`, { zip: '10001' }, other)).status).toBe(404);
    const read = await call('GET', `get-temp-dependent-info?enrollment_id=${tempId}`, undefined, other);
    expect(read.status).toBe(404);
    expect((await call('POST', 'update-tier-info', { enrollment_id: tempId }, other)).status).toBe(404);
    expect((await call('POST', 'store-temp-dependent-info', { enrollment_id: tempId }, other)).status).toBe(404);
    expect((await filterOf(tempId)).zip).toBe('75201');
  });

  it('stores the dependents the tier needs, and derives the tier from those entered', async () => {
    const tempId = await created({ tier: 'IS' });
    const missing = await call('POST', 'store-temp-dependent-info', { enrollment_id: tempId });
    expect(fieldErrors(missing.body)).toEqual({ dep_dob: 'Field is required' });
    const children = await call('POST', 'store-temp-dependent-info', { enrollment_id: tempId, no_of_children: 2 });
    expect(fieldErrors(children.body)).toMatchObject({ no_of_children: 'This does not match the tier chosen.' });
    const stored = await call('POST', 'store-temp-dependent-info', { enrollment_id: tempId, dep_dob: '01/01/1982' });
    expect(stored.status).toBe(200);
    const read = await call('GET', `get-temp-dependent-info?enrollment_id=${tempId}`);
    expect(read.body.data).toEqual({ no_of_children: 0, dep_dob: '01/01/1982', spouse_dob: '01/01/1982' });

    const family = await call('POST', 'update-tier-info', {
      enrollment_id: tempId,
      spouse_dob: '01/01/1982',
      no_of_children: '2',
    });
    expect(family.body.data).toEqual({ tier: 'IF' });
    expect((await filterOf(tempId)).child_num).toBe(2);
    const nine = await call('POST', 'update-tier-info', {
      enrollment_id: tempId,
      dep_dob: '01/01/1982',
      no_of_children: 9,
    });
    expect(fieldErrors(nine.body)).toEqual({ no_of_children: 'Choose 1 to 8 children for the Family tier.' });
    const alone = await call('POST', 'update-tier-info', { enrollment_id: tempId });
    expect(alone.body.data).toEqual({ tier: 'IO' });
    const young = await call('POST', 'update-tier-info', { enrollment_id: tempId, dep_dob: '01/01/2015' });
    expect(fieldErrors(young.body)).toEqual({ dep_dob: 'Age must be between 18 and 100 years.' });
  });

  it('refuses dependents before the filter is submitted', async () => {
    const tempId = await enrollmentOf(t.app, cookie);
    const res = await call('POST', 'update-tier-info', { enrollment_id: tempId });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({
      enrollment_id: 'Your quote could not be found. Please enter your basic info again.',
    });
  });

  it('gives pricing the household of the stored filter', async () => {
    const portalId = await publicIdOf('platform', 'platform_code', 'INDFAM');
    const tempId = await created({ tier: 'IC', child_num: 2, platform_group_id: portalId });
    const { id } = await t.app.db
      .selectFrom('enrollment')
      .select('id')
      .where('public_id', '=', tempId)
      .executeTakeFirstOrThrow();
    expect(await householdFor(t.app.db, id, new Date('2026-11-23T12:00:00Z'))).toEqual({
      primaryBirthDate: '1980-07-04',
      childCount: 2,
      childBirthDates: [],
      tier: 'IC',
      tobacco: 'unknown',
      state: 'TX',
      ratingArea: '752',
      portalId,
      effectiveDate: '2026-12-01',
    });
    const bare = await t.app.db
      .selectFrom('enrollment')
      .select('id')
      .where('public_id', '=', await enrollmentOf(t.app, cookie))
      .executeTakeFirstOrThrow();
    expect(await householdFor(t.app.db, bare.id, new Date())).toBeUndefined();
  });

  it('reads null for a column nothing saved', async () => {
    const tempId = await created();
    const res = await call('GET', `get-enrollment-temp-info?enrollment_id=${tempId}&column=primary_info`);
    expect(res.body.data).toEqual({ result: null });
    const bare = await enrollmentOf(t.app, cookie);
    for (const column of ['type', 'eprocess', 'group_id']) {
      const read = await call('GET', `get-enrollment-temp-info?enrollment_id=${bare}&column=${column}`);
      expect(read.body.data, column).toEqual({ result: null });
    }
    const other = await newSessionCookie(t.app);
    const hidden = await call('GET', `get-enrollment-temp-info?enrollment_id=${tempId}&column=type`, undefined, other);
    expect(hidden.status).toBe(404);
    const bad = await call('GET', `get-enrollment-temp-info?enrollment_id=${tempId}&column=nope`);
    expect(bad.status).toBe(400);
  });
});
