// The employer step: its option lists in English and Spanish, the group's prefill, the IHA skip
// (recorded as a skip, which completion accepts while the cart holds the IHA plan: issue 32, item 1),
// the fields as configured, and the save's rules (retired refused, a holiday policy required, the
// phone checked unless skipped, the address by its zip when validation is asked: item 16; the
// spec's messages), to the enrollment's own session only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrollmentOf,
  fieldErrors,
  newSessionCookie,
  startTestApp,
  stepCaller,
  type TestApp,
} from '../../../../../test/app';
import {
  beneficiaryAnswers,
  builtTabs,
  contactAnswers,
  employerAnswers,
  personalAnswers,
  quotedWithCart,
  type Send,
} from '../../../../../test/completable';
import { testDatabases } from '../../../../../test/databases';

/** An employer step every default rule accepts. */
const valid = employerAnswers;

describe.each(testDatabases)('employer step on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const call = stepCaller(
    () => t.app,
    () => cookie,
  );
  const groupId = async (code: string) =>
    (await t.app.db.selectFrom('employer_group').select('id').where('group_code', '=', code).executeTakeFirstOrThrow())
      .id;
  const internalId = async (publicId: string) =>
    (await t.app.db.selectFrom('enrollment').select('id').where('public_id', '=', publicId).executeTakeFirstOrThrow())
      .id;
  const save = (enrollment: string, info: object, es = false) =>
    call('POST', 'save-employer-info', { enrollment_id: enrollment, ...info }, { es });
  const fieldsOf = async (enrollment: string) => {
    const res = await call('GET', `get-form-fields-employer-info?enrollment_id=${enrollment}`);
    expect(res.status).toBe(200);
    const fields: { field_name: string; value: unknown; required: boolean }[] = res.body.data.result;
    return new Map(fields.map((field) => [field.field_name, field]));
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  it.each([
    ['get-average-work-week', '40+', '40 hours or more', '40 horas o más'],
    ['get-vacation-policy', '2W', '2 weeks', '2 semanas'],
    ['get-bargaining-unit', 'union', 'Union member', 'Miembro de un sindicato'],
    ['get-holiday-policy', 'Presendents_Day', "Presidents' Day", 'Día de los Presidentes'],
    ['get-employment-status', 'R', 'Retired', 'Jubilado'],
    ['get-compensation-types', 'G10L20', '$10 to $20 an hour', 'De $10 a $20 por hora'],
  ])('%s lists its options, in English and Spanish', async (path, value, english, spanish) => {
    const en = await call('GET', path, undefined, { cookie: undefined });
    const es = await call('GET', path, undefined, { cookie: undefined, es: true });
    expect(en.status).toBe(200);
    expect(en.body.data.result).toContainEqual({ value, label: english });
    expect(es.body.data.result).toContainEqual({ value, label: spanish });
    expect(es.body.data.result.map((option: { value: string }) => option.value)).toEqual(
      en.body.data.result.map((option: { value: string }) => option.value),
    );
  });

  it('answers the compensation and status codes the contract accepts, in order', async () => {
    const codes = async (path: string) =>
      (await call('GET', path)).body.data.result.map((option: { value: string }) => option.value);
    expect(await codes('get-compensation-types')).toEqual(['MW', 'GMWL10', 'G10L20', 'G20', 'Salary', '1099']);
    expect(await codes('get-employment-status')).toEqual(['A', 'C', 'R']);
  });

  it("prefills from the enrollment's group: its name, phone (digits) and address", async () => {
    const enrollment = await enrollmentOf(t.app, cookie, { groupId: await groupId('ACME2026') });
    const group = await call('GET', `get-group-info?enrollment_id=${enrollment}`);
    expect(group.status).toBe(200);
    expect(group.body.data.general_info.group_name).toBe('Acme Logistics');
    expect(group.body.data.general_info.group_phone).toMatch(/^\d{10}$/);
    expect(group.body.data.address_information).toMatchObject({ state: 'TX' });
    const fields = await fieldsOf(enrollment);
    expect(fields.get('name')?.value).toBe('Acme Logistics');
    expect(fields.get('state')?.value).toBe(group.body.data.address_information.state);
    expect(fields.get('occupation')?.value).toBeNull();
    expect(fields.get('holiday_policy')?.required).toBe(true);
  });

  it('prefills nothing without a group', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const group = await call('GET', `get-group-info?enrollment_id=${enrollment}`);
    expect(group.body.data).toEqual({
      general_info: { group_name: '', group_phone: '' },
      address_information: { address1: '', city: '', state: '', zip: '' },
    });
    expect((await fieldsOf(enrollment)).get('name')?.value).toBeNull();
  });

  it('says whether the cart holds an IHA plan, which lets the step be skipped', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const info = async () => (await call('GET', `get-cart-plan-info?enrollment_id=${enrollment}`)).body.data;
    expect(await info()).toEqual({ is_IHA: false, has_spouse: false });
    const line = { enrollment_id: await internalId(enrollment), plan_pricing_id: 'x', price_cents: 100 };
    await t.app.db
      .insertInto('cart_line')
      .values({ ...line, plan_id: 'DEN-PLUS' })
      .execute();
    expect((await info()).is_IHA).toBe(false);
    await t.app.db
      .insertInto('cart_line')
      .values({ ...line, plan_id: 'SUP-IHA' })
      .execute();
    expect((await info()).is_IHA).toBe(true);
  });

  it('records a skip offered by the store (an IHA plan in the cart), and completion accepts it', async () => {
    const send: Send = async (method, path, body) => {
      const res = await call(method, path, body);
      return { status: res.status, body: res.body };
    };
    const skip = (enrollment: string, es = false) =>
      call('POST', 'skip-employer-info', { enrollment_id: enrollment }, { es });
    const stepOf = async (enrollment: string) =>
      t.app.db
        .selectFrom('enrollment_step')
        .select(['state', 'data'])
        .where('enrollment_id', '=', await internalId(enrollment))
        .where('tab_name', '=', 'employer_info')
        .executeTakeFirst();

    // No IHA plan: no skip, in English and Spanish, and nothing recorded.
    const plain = await quotedWithCart(send, ['DEN-PLUS']);
    const refused = await skip(plain);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Employer Information can be skipped only when the cart holds an IHA plan.');
    expect((await skip(plain, true)).body.message).toBe(
      'La información del empleador solo se puede omitir cuando el carrito incluye un plan IHA.',
    );
    expect(await stepOf(plain)).toBeUndefined();

    const enrollment = await quotedWithCart(send, ['DEN-PLUS', 'SUP-IHA']);
    for (const [path, answers] of [
      ['save-personal-info', personalAnswers],
      ['save-contact-info', contactAnswers('ana.iha@example.com')],
      ['save-beneficiary-info', beneficiaryAnswers],
    ] as const)
      expect((await call('POST', path, { enrollment_id: enrollment, ...answers })).status).toBe(200);
    expect((await skip(enrollment)).status).toBe(200);
    expect(await stepOf(enrollment)).toEqual({ state: 'skipped', data: { skipped: true } });
    // A skip holds no answers: the form still starts blank.
    expect((await fieldsOf(enrollment)).get('occupation')?.value).toBeNull();

    await t.app.db.updateTable('dynamic_tab').set({ required: false }).where('tab_name', 'not in', builtTabs).execute();
    // The IHA plan taken out of the cart after the skip: the skip no longer holds, completion names the step.
    const iha = await t.app.db
      .deleteFrom('cart_line')
      .where('enrollment_id', '=', await internalId(enrollment))
      .where('plan_id', '=', 'SUP-IHA')
      .returningAll()
      .executeTakeFirstOrThrow();
    const complete = () => call('POST', 'save-review-info', { enrollment_id: enrollment, first_enroll: 1 });
    const missing = await complete();
    expect(missing.status).toBe(409);
    expect(fieldErrors(missing.body)).toEqual({
      employer_info: 'Please complete Employer Information before completing your enrollment.',
    });
    await t.app.db.insertInto('cart_line').values(iha).execute();
    const done = await complete();
    expect(done.status).toBe(200);
    const policyStep = await t.app.db
      .selectFrom('policy_step')
      .innerJoin('policy', 'policy.id', 'policy_step.policy_id')
      .select(['policy_step.tab_name', 'policy_step.data'])
      .where('policy.public_id', '=', done.body.data.policy_id)
      .where('policy_step.tab_name', '=', 'employer_info')
      .executeTakeFirst();
    expect(policyStep?.data).toEqual({ skipped: true });
  });

  it('saves the step; its fields then show what was saved instead of the group', async () => {
    const enrollment = await enrollmentOf(t.app, cookie, { groupId: await groupId('ACME2026') });
    const res = await save(enrollment, { ...valid, name: 'Acme Freight', holiday_policy: { Birthday: '1' } });
    expect(res.status).toBe(200);
    const fields = await fieldsOf(enrollment);
    expect(fields.get('name')?.value).toBe('Acme Freight');
    expect(fields.get('employment_start_date')?.value).toBe('03/01/2020');
    expect(fields.get('emp_num_employed')?.value).toBe(120);
    expect(fields.get('holiday_policy')?.value).toBe('Birthday');
    const step = await t.app.db
      .selectFrom('enrollment_step')
      .select(['state', 'data'])
      .where('enrollment_id', '=', await internalId(enrollment))
      .where('tab_name', '=', 'employer_info')
      .executeTakeFirstOrThrow();
    expect(step.state).toBe('saved');
    expect(step.data).toMatchObject({ name: 'Acme Freight', holiday_policy: { Birthday: 1 } });
  });

  it("checks the employer's phone unless skipped, and its address by the zip when validation is asked", async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const unknownPhone = { ...valid, phone: '1235550100' };
    const refused = await save(enrollment, unknownPhone);
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused.body)).toEqual({ phone: 'This phone number could not be verified' });
    expect(fieldErrors((await save(enrollment, unknownPhone, true)).body)).toEqual({
      phone: 'No se pudo verificar este número de teléfono',
    });
    // Asked: the state must be the zip's, and the zip one the zip data knows.
    const elsewhere = { ...valid, with_validation: 1, zip: '75201', state: 'CA' };
    expect(fieldErrors((await save(enrollment, elsewhere)).body)).toEqual({
      state: 'The state is not the state of this zip code',
    });
    expect(fieldErrors((await save(enrollment, { ...elsewhere, zip: '00000' })).body)).toEqual({
      zip: 'Invalid Zip code',
    });
    // Not asked: the address is kept as typed.
    expect((await save(enrollment, { ...elsewhere, with_validation: 0 })).status).toBe(200);
    // The skip is anyone's (no one-time password can verify an employer's phone), and kept as the record of it.
    const skipped = await save(enrollment, { ...unknownPhone, with_validation: 1, skip_validation_phone: 1 });
    expect(skipped.status).toBe(200);
    const fields = await fieldsOf(enrollment);
    expect(fields.get('with_validation')?.value).toBe(1);
    expect(fields.get('skip_validation_phone')?.value).toBe(1);
  });

  it('refuses a retired employee: "You cannot proceed with retired employer", in English and Spanish', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const en = await save(enrollment, { ...valid, employment_status: 'R' });
    expect(en.status).toBe(400);
    expect(fieldErrors(en.body)).toEqual({ employment_status: 'You cannot proceed with retired employer' });
    const es = await save(enrollment, { ...valid, employment_status: 'R' }, true);
    expect(fieldErrors(es.body).employment_status).toBe('No puede continuar con un empleador del que está jubilado');
    expect((await fieldsOf(enrollment)).get('employment_status')?.value).toBeNull();
  });

  it('asks for at least one holiday policy while it is required', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    for (const holiday_policy of [undefined, {}, { Standard_6: 0, Birthday: 0 }]) {
      const res = await save(enrollment, { ...valid, holiday_policy });
      expect(res.status).toBe(400);
      expect(fieldErrors(res.body)).toEqual({ holiday_policy: 'Select at least one holiday policy' });
    }
    // A portal that does not require it takes the step without one.
    await t.app.db
      .insertInto('step_field')
      .values({
        platform_id: null,
        employer_group_id: await groupId('BLUEBIRD'),
        tab_name: 'employer_info',
        field_name: 'holiday_policy',
        required: false,
        read_only: false,
      })
      .execute();
    const bluebird = await enrollmentOf(t.app, cookie, { groupId: await groupId('BLUEBIRD') });
    expect((await save(bluebird, { ...valid, holiday_policy: {} })).status).toBe(200);
  });

  it('gives every bad field its message at once, in the spec envelope', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const res = await save(enrollment, {
      ...valid,
      name: ' ',
      phone: '214-555',
      zip: '7520',
      employment_start_date: '01/01/2999',
      occupation: undefined,
      average_work_week: 'forever',
    });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('error');
    expect(fieldErrors(res.body)).toMatchObject({
      name: 'Invalid employer information',
      phone: 'Invalid phone number. Please enter a 10-digit numeric phone number',
      zip: 'Enter 5 digit zip code',
      employment_start_date: 'Date cannot be in the future',
    });
    // Required by the configuration, and one of its list, once the other rules pass.
    const missing = await save(enrollment, { ...valid, occupation: undefined });
    expect(fieldErrors(missing.body)).toEqual({ occupation: 'Field is required' });
    const unlisted = await save(enrollment, { ...valid, average_work_week: 'forever', emp_vac_policy: '9W' });
    // The vacation policy is not asked unless required (decision 0042): dropped, not checked.
    expect(fieldErrors(unlisted.body)).toEqual({ average_work_week: 'Invalid value' });
    const wrongCodes = await save(enrollment, {
      ...valid,
      compensation_type: 'Hourly',
      holiday_policy: { Birthday: 2 },
    });
    expect(Object.keys(fieldErrors(wrongCodes.body)).sort()).toEqual(['compensation_type', 'holiday_policy.Birthday']);
    expect((await fieldsOf(enrollment)).get('name')?.value).toBeNull();
  });

  it('is saved for later by save-enrollment under the same rules', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const later = (data: object) =>
      call('POST', 'save-enrollment', {
        enrollment_id: enrollment,
        tab: 'employer_info',
        email: 'ana@example.com',
        data,
      });
    const retired = await later({ ...valid, employment_status: 'R' });
    expect(retired.status).toBe(400);
    expect(fieldErrors(retired.body)).toEqual({ employment_status: 'You cannot proceed with retired employer' });
    expect((await fieldsOf(enrollment)).get('occupation')?.value).toBeNull();
    const saved = await later({ ...valid, occupation: 'Driver' });
    expect(saved.status).toBe(200);
    expect((await fieldsOf(enrollment)).get('occupation')?.value).toBe('Driver');
  });

  it('answers 404 to another session and refuses a save without a session, saving nothing', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const other = await newSessionCookie(t.app);
    for (const path of ['get-form-fields-employer-info', 'get-group-info', 'get-cart-plan-info']) {
      expect((await call('GET', `${path}?enrollment_id=${enrollment}`, undefined, { cookie: other })).status).toBe(404);
    }
    const stranger = await call(
      'POST',
      'save-employer-info',
      { enrollment_id: enrollment, ...valid },
      { cookie: other },
    );
    expect(stranger.status).toBe(404);
    const anonymous = await call(
      'POST',
      'save-employer-info',
      { enrollment_id: enrollment, ...valid },
      { cookie: undefined },
    );
    expect(anonymous.status).toBe(403);
    expect((await fieldsOf(enrollment)).get('name')?.value).toBeNull();
  });
});
