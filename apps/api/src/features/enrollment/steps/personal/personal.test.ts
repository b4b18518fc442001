// The personal step: its configured fields (birthdate and gender read-only from the quote), its
// save with the spec's messages and the SSN sealed, the enroller code (guesses counted), and Save &
// Continue Later from a wizard step; another session is told none of it exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressedCaller,
  fieldErrors,
  newSessionCookie,
  signInCookie,
  startTestApp,
  type TestApp,
} from '../../../../../test/app';
import { testDatabases } from '../../../../../test/databases';
import { hashToken } from '../../../../lib/ids';

const filter = { zip: '75201', dob: '07/04/1980', gender: 1, tier: 'IO' };
const valid = { first_name: 'Ana', last_name: 'Ruiz', marital_status: 1, weight: 150, height_feet: 5, height_inch: 6 };

describe.each(testDatabases)('personal step on $name', (database) => {
  let t: TestApp;
  const call = addressedCaller(() => t.app, 9);
  const idOf = async (publicId: string) =>
    (await t.app.db.selectFrom('enrollment').select('id').where('public_id', '=', publicId).executeTakeFirstOrThrow())
      .id;
  /** A session and its enrollment, quoted for a woman born 07/04/1980. */
  const givenQuote = async () => {
    const cookie = await newSessionCookie(t.app);
    const tempId = (await call('POST', 'add-filter-for-new-user', cookie, filter)).body.data.temp_enrollment_id;
    return { cookie, tempId: String(tempId) };
  };
  const save = (cookie: string, tempId: string, info: Record<string, unknown>, language?: string) =>
    call('POST', 'save-personal-info', cookie, { enrollment_id: tempId, ...info }, language);
  const fieldsOf = async (cookie: string, tempId: string) => {
    const res = await call('GET', 'get-form-fields-personal-info', cookie, { enrollment_id: tempId });
    expect(res.status).toBe(200);
    return Object.fromEntries(
      (res.body.data.result as { field_name: string; value: unknown; required: boolean; read_only: boolean }[]).map(
        (field) => [field.field_name, field],
      ),
    );
  };

  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it('shows every field of the step, birthdate and gender read-only from the quote', async () => {
    const { cookie, tempId } = await givenQuote();
    const fields = await fieldsOf(cookie, tempId);
    expect(Object.keys(fields)).toEqual([
      'first_name',
      'middle_name',
      'last_name',
      'birthdate',
      'gender',
      'height_feet',
      'height_inch',
      'weight',
      'marital_status',
      'ssn',
      'prior_coverage_flag',
      'prior_carrier_name',
      'prior_effective_date',
      'prior_term_date',
    ]);
    expect(fields.birthdate).toMatchObject({ value: '07/04/1980', read_only: true });
    expect(fields.gender).toMatchObject({ value: 1, read_only: true });
    expect(fields.weight).toMatchObject({ value: null, required: true, read_only: false });
  });

  it("refuses bad input with the spec's messages, in the caller's language, and stores nothing", async () => {
    const { cookie, tempId } = await givenQuote();
    const bad = await save(cookie, tempId, { ...valid, ssn: '12345', weight: 0, height_feet: 0, height_inch: 12 });
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad.body)).toEqual({
      ssn: 'Invalid Social Security Number',
      weight: 'Weight cannot be zero or less',
      height_feet: 'Height cannot be zero',
      height_inch: 'Inch is invalid',
    });
    const names = await save(cookie, tempId, { ...valid, first_name: '4na', last_name: '' }, 'es');
    expect(names.status).toBe(400);
    expect(Object.keys(fieldErrors(names.body))).toEqual(['first_name', 'last_name']);
    expect(fieldErrors(names.body).first_name).not.toBe('Please enter valid first name');
    const future = await save(cookie, tempId, { ...valid, prior_coverage_flag: 1, prior_effective_date: '01/01/2999' });
    expect(fieldErrors(future.body)).toEqual({
      prior_carrier_name: 'Field is required',
      prior_effective_date: 'Date cannot be in the future',
    });
    const rows = await t.app.db
      .selectFrom('enrollment_step')
      .select('tab_name')
      .where('enrollment_id', '=', await idOf(tempId))
      .execute();
    expect(rows).toEqual([]);
  });

  it('requires what the configuration requires, and drops what it does not ask', async () => {
    const { cookie, tempId } = await givenQuote();
    const { weight: _weight, ...withoutWeight } = valid;
    const missing = await save(cookie, tempId, { ...withoutWeight, ssn: '219094387' });
    expect(missing.status).toBe(400);
    expect(fieldErrors(missing.body)).toEqual({ weight: 'Field is required' });
    // Weight no longer asked for this portal-less enrollment's default: a crafted weight is dropped.
    await t.app.db
      .insertInto('step_field')
      .values({
        platform_id: null,
        employer_group_id: null,
        tab_name: 'primary_info',
        field_name: 'weight',
        required: false,
        read_only: false,
      })
      .execute();
    try {
      const saved = await save(cookie, tempId, { ...valid, weight: 300, ssn: '219094387' });
      expect(saved.status).toBe(200);
      const fields = await fieldsOf(cookie, tempId);
      expect(fields.weight?.value).toBeNull();
      expect(fields.height_feet?.value).toBe(5);
    } finally {
      await t.app.db.deleteFrom('step_field').execute();
    }
  });

  it('keeps birthdate and gender from the quote whatever a crafted request says', async () => {
    const { cookie, tempId } = await givenQuote();
    const saved = await save(cookie, tempId, { ...valid, ssn: '219094387', birthdate: '01/01/1950', gender: 0 });
    expect(saved.status).toBe(200);
    const fields = await fieldsOf(cookie, tempId);
    expect(fields.birthdate?.value).toBe('07/04/1980');
    expect(fields.gender?.value).toBe(1);
    const row = await t.app.db
      .selectFrom('enrollment_step')
      .select('data')
      .where('enrollment_id', '=', await idOf(tempId))
      .executeTakeFirstOrThrow();
    expect(row.data).not.toHaveProperty('birthdate');
  });

  it('seals the SSN, shows it masked, and keeps it when the masked value comes back', async () => {
    const { cookie, tempId } = await givenQuote();
    expect((await save(cookie, tempId, { ...valid, ssn: '***-**-6789' })).status).toBe(400);
    expect((await save(cookie, tempId, { ...valid, ssn: '219094387' })).status).toBe(200);
    const fields = await fieldsOf(cookie, tempId);
    expect(fields.ssn?.value).toBe('***-**-4387');
    const again = await save(cookie, tempId, { ...valid, first_name: 'Ana María', ssn: '***-**-4387' });
    expect(again.status).toBe(200);
    // A mask of another SSN is not the one on file.
    const other = await save(cookie, tempId, { ...valid, ssn: '***-**-1111' });
    expect(fieldErrors(other.body)).toEqual({ ssn: 'Invalid Social Security Number' });
    const temp = await call('GET', 'get-enrollment-temp-info', cookie, {
      enrollment_id: tempId,
      column: 'primary_info',
    });
    expect(temp.body.data.result).toMatchObject({ first_name: 'Ana María', ssn: '***-**-4387', weight: 150 });
    const rows = await t.app.db.selectFrom('enrollment_step').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('219094387');
    const sealed = rows.find((row) => row.enrollment_id === undefined || row.sealed_data !== null);
    expect(sealed?.sealed_data).toMatch(/^v2\./);
  });

  it('reads and keeps an SSN masked in the form before ***-**-6789 (*****6789)', async () => {
    const { cookie, tempId } = await givenQuote();
    expect((await save(cookie, tempId, { ...valid, ssn: '219094387' })).status).toBe(200);
    // A step saved before the change holds the old mask in its open answers.
    const enrollmentId = await idOf(tempId);
    const row = await t.app.db
      .selectFrom('enrollment_step')
      .select('data')
      .where('enrollment_id', '=', enrollmentId)
      .where('tab_name', '=', 'primary_info')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('enrollment_step')
      .set({ data: JSON.stringify({ ...row.data, ssn: '*****4387' }) })
      .where('enrollment_id', '=', enrollmentId)
      .where('tab_name', '=', 'primary_info')
      .execute();
    const temp = await call('GET', 'get-enrollment-temp-info', cookie, {
      enrollment_id: tempId,
      column: 'primary_info',
    });
    expect(temp.body.data.result).toMatchObject({ ssn: '***-**-4387' });
    expect((await fieldsOf(cookie, tempId)).ssn?.value).toBe('***-**-4387');
    // A page opened before the change sends the old mask back: the SSN on file is kept.
    const old = await save(cookie, tempId, { ...valid, first_name: 'Ana María', ssn: '*****4387' });
    expect(old.status).toBe(200);
    expect((await fieldsOf(cookie, tempId)).ssn?.value).toBe('***-**-4387');
    const forged = await save(cookie, tempId, { ...valid, ssn: '*****1111' });
    expect(fieldErrors(forged.body)).toEqual({ ssn: 'Invalid Social Security Number' });
  });

  it('says whether the enroller code is optional: unless configured (who is asked: enroller-code.test.ts)', async () => {
    const { cookie, tempId } = await givenQuote();
    const asked = async () => (await call('GET', 'check-enroll-code', cookie, { enrollment_id: tempId })).body.data;
    expect(await asked()).toEqual({ show_enroll_code: { status: false }, is_optional: 1 });
    const rep = await t.app.db
      .selectFrom('agent')
      .select('id')
      .where('agent_code', '=', 'REP200')
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('enrollment').set({ agent_id: rep.id }).where('public_id', '=', tempId).execute();
    // The rep's book, but not the rep enrolling: no popup.
    expect(await asked()).toEqual({ show_enroll_code: { status: false }, is_optional: 1 });
    await t.app.db
      .insertInto('step_field')
      .values({
        platform_id: null,
        employer_group_id: null,
        tab_name: 'primary_info',
        field_name: 'enrollerCode',
        required: true,
        read_only: false,
      })
      .execute();
    try {
      expect(await asked()).toEqual({ show_enroll_code: { status: false }, is_optional: 0 });
    } finally {
      await t.app.db.deleteFrom('step_field').execute();
    }
  });

  it("takes the rep's code, refuses others, and counts wrong guesses", async () => {
    const { cookie, tempId } = await givenQuote();
    const rep = await t.app.db
      .selectFrom('agent')
      .select('id')
      .where('agent_code', '=', 'REP200')
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('enrollment').set({ agent_id: rep.id }).where('public_id', '=', tempId).execute();
    const give = (enrollerCode: string) =>
      call('POST', 'save-enroller-code', cookie, { enrollment_id: tempId, enrollerCode });
    const empty = await give(' ');
    expect(fieldErrors(empty.body)).toEqual({ enrollerCode: 'Field is required' });
    const other = await give('REP100');
    expect(other.status).toBe(400);
    expect(fieldErrors(other.body)).toEqual({ enrollerCode: 'Invalid enroller code' });
    expect((await give('rep200')).status).toBe(200);
    const row = await t.app.db
      .selectFrom('enrollment')
      .select('enroller_agent_id')
      .where('public_id', '=', tempId)
      .executeTakeFirstOrThrow();
    expect(row.enroller_agent_id).toBe(rep.id);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await give(`WRONG${i}`)).status);
    expect(statuses.slice(0, 9).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('saves a wizard step for later: the form as it stands, and the code and link emailed', async () => {
    const { cookie, tempId } = await givenQuote();
    const later = (email: string, data?: object) =>
      call('POST', 'save-enrollment', cookie, {
        enrollment_id: tempId,
        tab: 'primary_info',
        email,
        ...(data ? { data } : {}),
      });
    const bad = await later('ana@');
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad.body)).toEqual({ email: 'Enter valid email address' });
    const badForm = await later('ana@example.com', { ...valid, weight: 0 });
    // Kept as a draft when half-filled (step-drafts.test.ts), but what is typed keeps its own rule.
    expect(fieldErrors(badForm.body)).toEqual({ weight: 'Weight cannot be zero or less' });
    const saved = await later('ana@example.com', { ...valid, ssn: '219094387' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Information Saved!!! Check your email to continue');
    const enrollmentId = await idOf(tempId);
    const codes = await t.app.db
      .selectFrom('resume_code')
      .select('tab')
      .where('enrollment_id', '=', enrollmentId)
      .execute();
    expect(codes).toEqual([{ tab: 'primary_info' }]);
    const messages = await t.app.db
      .selectFrom('outbox_message')
      .select('template')
      .where('enrollment_id', 'is', null)
      .execute();
    expect(messages.map((message) => message.template)).toContain('resume_code');
    expect((await fieldsOf(cookie, tempId)).ssn?.value).toBe('***-**-4387');
  });

  it("starts an existing member's personal step from the member's name", async () => {
    const rep = await signInCookie(t.app, 'maria.alvarez@example.com', 'demo-rep-100');
    const lucia = await t.app.db
      .selectFrom('member')
      .select(['public_id', 'first_name', 'last_name'])
      .where('first_name', '=', 'Lucia')
      .executeTakeFirstOrThrow();
    const quoted = await call('POST', 'add-filter-for-existing-user', rep, {
      user_id: lucia.public_id,
      tier: 'IO',
      policy_id: 'POL-1001',
    });
    const tempId = String(quoted.body.data.temp_enrollment_id);
    const fields = await fieldsOf(rep, tempId);
    expect(fields.first_name?.value).toBe(lucia.first_name);
    expect(fields.last_name?.value).toBe(lucia.last_name);
    // Once saved, the step's own answers are shown.
    expect((await save(rep, tempId, { ...valid, first_name: 'Lucía', ssn: '219094387' })).status).toBe(200);
    expect((await fieldsOf(rep, tempId)).first_name?.value).toBe('Lucía');
  });

  it('refuses a save once its session has ended, and stores nothing', async () => {
    const { cookie, tempId } = await givenQuote();
    const ended = hashToken(cookie.slice(cookie.indexOf('=') + 1));
    await t.app.db.updateTable('session').set({ revoked_at: new Date() }).where('id', '=', ended).execute();
    expect((await save(cookie, tempId, { ...valid, ssn: '219094387' })).status).toBe(403);
    const steps = await t.app.db
      .selectFrom('enrollment_step')
      .select('tab_name')
      .where('enrollment_id', '=', await idOf(tempId))
      .execute();
    expect(steps).toEqual([]);
  });

  it("keeps a session alive with a save, even one the step's rules refuse", async () => {
    const { cookie, tempId } = await givenQuote();
    const id = hashToken(cookie.slice(cookie.indexOf('=') + 1));
    const lastUse = new Date(Date.now() - 5 * 60 * 1000);
    await t.app.db
      .updateTable('session')
      .set({ last_seen_at: lastUse, expires_at: new Date(Date.now() + 60_000) })
      .where('id', '=', id)
      .execute();
    // A masked SSN with none on file: refused by the save itself, under the enrollment's lock.
    expect((await save(cookie, tempId, { ...valid, ssn: '***-**-4387' })).status).toBe(400);
    const session = await t.app.db
      .selectFrom('session')
      .select(['last_seen_at', 'expires_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(session.last_seen_at.getTime()).toBeGreaterThan(lastUse.getTime());
    expect(session.expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });

  it('tells another session that the enrollment does not exist', async () => {
    const { tempId } = await givenQuote();
    const stranger = await newSessionCookie(t.app);
    for (const [method, url, payload] of [
      ['GET', 'get-form-fields-personal-info', {}],
      ['GET', 'check-enroll-code', {}],
      ['GET', 'get-enrollment-temp-info', { column: 'primary_info' }],
      ['POST', 'save-personal-info', { ...valid, ssn: '219094387' }],
      ['POST', 'save-enroller-code', { enrollerCode: 'REP200' }],
      ['POST', 'save-enrollment', { tab: 'primary_info', email: 'ana@example.com' }],
    ] as const)
      expect((await call(method, url, stranger, { enrollment_id: tempId, ...payload })).status, url).toBe(404);
  });
});
