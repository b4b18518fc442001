// The contact step: its configured fields, its save with the spec's messages, the email and phone
// checks (skipped by their flags, or passed by a one-time password), server-driven required and
// read-only flags, the USPS flag kept, personal fields sealed, and 404 to another session.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addressedCaller,
  agentIdOf,
  fieldErrors,
  newSessionCookie,
  signInCookie,
  startTestApp,
  type TestApp,
} from '../../../../../test/app';
import { testDatabases } from '../../../../../test/databases';
import { demoStaff } from '../../../../seed/staff';
import { outboxPlace } from '../../../messaging/outbox';

const filter = { zip: '75201', dob: '07/04/1980', gender: 1, tier: 'IO' };
const valid = {
  email_address: 'ana.ruiz@example.com',
  phone_number: '2025550143',
  address1: '100 Elm Street',
  address2: 'Apt 4',
  city: 'Dallas',
  zip: '75201',
  state: 'tx',
  birth_state: 'NM',
  birth_city: 'Santa Fe',
  with_validation: 1,
};

describe.each(testDatabases)('contact step on $name', (database) => {
  let t: TestApp;
  const call = addressedCaller(() => t.app, 7);
  const givenQuote = async () => {
    const cookie = await newSessionCookie(t.app);
    const tempId = (await call('POST', 'add-filter-for-new-user', cookie, filter)).body.data.temp_enrollment_id;
    return { cookie, tempId: String(tempId) };
  };
  const save = (cookie: string, tempId: string, info: Record<string, unknown>, language?: string) =>
    call('POST', 'save-contact-info', cookie, { enrollment_id: tempId, ...info }, language);
  const fieldsOf = async (cookie: string, tempId: string) => {
    const res = await call('GET', 'get-form-fields-contact-info', cookie, { enrollment_id: tempId });
    expect(res.status).toBe(200);
    return Object.fromEntries(
      (res.body.data.result as { field_name: string; value: unknown; required: boolean; read_only: boolean }[]).map(
        (field) => [field.field_name, field],
      ),
    );
  };
  const stepRow = (tempId: string) =>
    t.app.db
      .selectFrom('enrollment_step')
      .innerJoin('enrollment', 'enrollment.id', 'enrollment_step.enrollment_id')
      .select(['enrollment_step.state', 'enrollment_step.data', 'enrollment_step.sealed_data'])
      .where('enrollment.public_id', '=', tempId)
      .where('enrollment_step.tab_name', '=', 'contact_info')
      .executeTakeFirst();
  const configure = (field_name: string, rule: { required: boolean; read_only: boolean }) =>
    t.app.db
      .insertInto('step_field')
      .values({ platform_id: null, employer_group_id: null, tab_name: 'contact_info', field_name, ...rule })
      .execute();
  /** Sends a code to the contact and gives it back, read from the sealed outbox row. */
  const verify = async (cookie: string, tempId: string, type: 'email' | 'phone', contact: string) => {
    expect((await call('POST', 'send-otp', cookie, { enrollment_id: tempId, type, contact })).status).toBe(200);
    const row = await t.app.db
      .selectFrom('outbox_message')
      .select(['public_id', 'sealed_content'])
      .where('template', '=', 'otp_code')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const otp = JSON.parse(t.app.cipher.open(row.sealed_content, outboxPlace(row.public_id, 'sealed_content'))).data
      .code;
    const res = await call('POST', 'verify-otp', cookie, { enrollment_id: tempId, type, contact, otp });
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.app.db.deleteFrom('step_field').where('tab_name', '=', 'contact_info').execute();
  });

  it('shows every field of the step, with what the configuration requires', async () => {
    const { cookie, tempId } = await givenQuote();
    const fields = await fieldsOf(cookie, tempId);
    expect(Object.keys(fields)).toEqual([
      'email_address',
      'phone_number',
      'address1',
      'address2',
      'city',
      'zip',
      'state',
      'birth_state',
      'birth_city',
      'with_validation',
      'skip_validation_email',
      'skip_validation_phone',
    ]);
    expect(fields.email_address).toMatchObject({ value: null, required: true, read_only: false });
    expect(fields.address2).toMatchObject({ required: false });
  });

  it("refuses bad input with the spec's messages, in the caller's language, and stores nothing", async () => {
    const { cookie, tempId } = await givenQuote();
    const bad = await save(cookie, tempId, {
      ...valid,
      email_address: 'ana@',
      phone_number: '51255',
      zip: '7520',
      state: 'Texas',
    });
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad.body)).toMatchObject({
      email_address: 'Invalid email format. Please enter a valid email',
      phone_number: 'Invalid phone number. Please enter a 10-digit numeric phone number',
      zip: 'Enter 5 digit zip code',
    });
    expect(fieldErrors(bad.body).state).toBeDefined();
    const missing = await save(cookie, tempId, { ...valid, address1: ' ', city: '' });
    expect(fieldErrors(missing.body)).toEqual({ address1: 'Field is required', city: 'Field is required' });
    const spanish = await save(cookie, tempId, { ...valid, zip: '1' }, 'es');
    expect(spanish.status).toBe(400);
    expect(fieldErrors(spanish.body).zip).not.toBe('Enter 5 digit zip code');
    expect(await stepRow(tempId)).toBeUndefined();
  });

  it('saves every field, keeps the USPS flag, and seals the email, phone, address and cities', async () => {
    const { cookie, tempId } = await givenQuote();
    // Birth state and city are asked only when required (decision 0042).
    await configure('birth_state', { required: true, read_only: false });
    await configure('birth_city', { required: true, read_only: false });
    const saved = await save(cookie, tempId, valid);
    await t.app.db.deleteFrom('step_field').where('field_name', 'in', ['birth_state', 'birth_city']).execute();
    expect(saved.status).toBe(200);
    const fields = await fieldsOf(cookie, tempId);
    expect(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.value]))).toEqual({
      ...valid,
      state: 'TX',
      skip_validation_email: null,
      skip_validation_phone: null,
    });
    const temp = await call('GET', 'get-enrollment-temp-info', cookie, {
      enrollment_id: tempId,
      column: 'contact_info',
    });
    expect(temp.body.data.result).toMatchObject({ ...valid, state: 'TX', email_verified: 0, phone_verified: 0 });
    const row = await stepRow(tempId);
    expect(row?.state).toBe('saved');
    expect(row?.data).toMatchObject({ with_validation: 1, state: 'TX', zip: '75201', birth_state: 'NM' });
    const stored = JSON.stringify(row);
    for (const secret of ['ana.ruiz', '2025550143', 'Elm Street', 'Apt 4', 'Dallas', 'Santa Fe'])
      expect(stored).not.toContain(secret);
    expect(row?.sealed_data).toMatch(/^v2\./);
  });

  it("takes only the zip's own state, as the form fills it", async () => {
    const { cookie, tempId } = await givenQuote();
    const wrongState = await save(cookie, tempId, { ...valid, state: 'CA' });
    expect(wrongState.status).toBe(400);
    expect(fieldErrors(wrongState.body)).toEqual({ state: 'The state is not the state of this zip code' });
    const unknownZip = await save(cookie, tempId, { ...valid, zip: '00000' }, 'es');
    expect(Object.keys(fieldErrors(unknownZip.body))).toEqual(['zip']);
    expect(await stepRow(tempId)).toBeUndefined();
  });

  it("checks the email's domain and the phone's country unless a signed-in agent skips them", async () => {
    const [rep] = demoStaff;
    if (!rep) throw new Error('no demo staff');
    const cookie = await signInCookie(t.app, rep.email, rep.password);
    const agent_id = await agentIdOf(t.app, rep.rep);
    const quote = await call('POST', 'add-filter-for-new-user', cookie, { ...filter, agent_id });
    const tempId = String(quote.body.data.temp_enrollment_id);
    const refused = await save(cookie, tempId, {
      ...valid,
      email_address: 'ana@mail-.example.com',
      phone_number: '6135550123',
    });
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused.body)).toEqual({
      email_address: 'This email address could not be verified',
      phone_number: 'This phone number could not be verified',
    });
    const skipped = await save(cookie, tempId, {
      ...valid,
      email_address: 'ana@mail-.example.com',
      phone_number: '6135550123',
      skip_validation_email: 1,
      skip_validation_phone: 1,
    });
    expect(skipped.status).toBe(200);
    expect((await stepRow(tempId))?.data).toMatchObject({ skip_validation_email: 1, skip_validation_phone: 1 });
  });

  it('takes a contact verified by one-time passwords, and marks the step verified', async () => {
    const { cookie, tempId } = await givenQuote();
    await verify(cookie, tempId, 'phone', '6135550123');
    expect((await save(cookie, tempId, { ...valid, phone_number: '6135550123' })).status).toBe(200);
    expect((await stepRow(tempId))?.state).toBe('saved');
    await verify(cookie, tempId, 'email', 'Ana.Ruiz@example.com');
    expect((await save(cookie, tempId, { ...valid, phone_number: '6135550123' })).status).toBe(200);
    const row = await stepRow(tempId);
    expect(row?.state).toBe('verified');
    expect(row?.data).toMatchObject({ email_verified: 1, phone_verified: 1 });
    // Another number than the one verified is checked again.
    const other = await save(cookie, tempId, { ...valid, phone_number: '6135550124' });
    expect(fieldErrors(other.body)).toEqual({ phone_number: 'This phone number could not be verified' });
  });

  it('says which saved contact a one-time password verified, so a reload shows it', async () => {
    const { cookie, tempId } = await givenQuote();
    const verifiedOf = async () =>
      (await call('GET', 'get-form-fields-contact-info', cookie, { enrollment_id: tempId })).body.data
        .verified_contacts;
    expect(await verifiedOf()).toEqual([]);
    await verify(cookie, tempId, 'email', 'Ana.Ruiz@example.com');
    expect(await verifiedOf()).toEqual([]);
    expect((await save(cookie, tempId, valid)).status).toBe(200);
    expect(await verifiedOf()).toEqual(['email']);
    await verify(cookie, tempId, 'phone', '6135550123');
    expect((await save(cookie, tempId, { ...valid, phone_number: '6135550123' })).status).toBe(200);
    expect(await verifiedOf()).toEqual(['email', 'phone']);
    // Another saved email is not the one verified.
    expect(
      (await save(cookie, tempId, { ...valid, email_address: 'ana@example.org', phone_number: '6135550123' })).status,
    ).toBe(200);
    expect(await verifiedOf()).toEqual(['phone']);
    // Nor for another session.
    const stranger = await newSessionCookie(t.app);
    expect((await call('GET', 'get-form-fields-contact-info', stranger, { enrollment_id: tempId })).status).toBe(404);
  });

  it('requires what the configuration requires, and keeps a read-only field as saved', async () => {
    const { cookie, tempId } = await givenQuote();
    const { address2: _address2, birth_city: _birthCity, ...withoutOptional } = valid;
    expect((await save(cookie, tempId, withoutOptional)).status).toBe(200);
    await configure('address2', { required: true, read_only: false });
    await configure('birth_city', { required: true, read_only: false });
    const missing = await save(cookie, tempId, withoutOptional);
    expect(missing.status).toBe(400);
    expect(fieldErrors(missing.body)).toEqual({ address2: 'Field is required', birth_city: 'Field is required' });
    await configure('state', { required: true, read_only: true });
    const crafted = await save(cookie, tempId, { ...valid, state: 'CA' });
    expect(crafted.status).toBe(200);
    expect((await stepRow(tempId))?.data).toMatchObject({ state: 'TX' });
  });

  it('answers 404 to a session that does not hold the enrollment', async () => {
    const { tempId } = await givenQuote();
    const stranger = await newSessionCookie(t.app);
    expect((await call('GET', 'get-form-fields-contact-info', stranger, { enrollment_id: tempId })).status).toBe(404);
    expect((await save(stranger, tempId, valid)).status).toBe(404);
    expect(await stepRow(tempId)).toBeUndefined();
  });
});
