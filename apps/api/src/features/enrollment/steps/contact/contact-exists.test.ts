// The contact step's save on both databases (issue 32 items 6, 7, 8 and 22; decision 0041):
// "Email Already Exists." and "Phone already exists" when another member holds the email or the
// phone (an existing member keeps their own), in the caller's language, whatever the skip boxes say;
// each lookup counted like validate-member-email's, so saves cannot sift addresses for members; and
// anyone may skip a failed check, the contact then kept unverified.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, newSessionCookie, startTestApp, type TestApp } from '../../../../../test/app';
import { testDatabases } from '../../../../../test/databases';
import { memberPhoneMac } from '../../../verification/contact-checks';

const filter = { zip: '75201', dob: '07/04/1980', gender: 1, tier: 'IO' };
const valid = {
  email_address: 'new.client@example.com',
  phone_number: '2025550143',
  address1: '100 Elm Street',
  city: 'Dallas',
  zip: '75201',
  state: 'TX',
};

describe.each(testDatabases)('contact already on file, and skipped checks, on $name', (database) => {
  let t: TestApp;
  let address = 0;
  const post = async (url: string, cookie: string, payload: Record<string, unknown>, language = 'en') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/${url}`,
      headers: { cookie, 'accept-language': language },
      remoteAddress: `10.8.${Math.floor(++address / 200)}.${address % 200}`,
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const givenQuote = async () => {
    const cookie = await newSessionCookie(t.app);
    const tempId = String((await post('add-filter-for-new-user', cookie, filter)).body.data.temp_enrollment_id);
    return { cookie, tempId };
  };
  const save = (cookie: string, tempId: string, info: Record<string, unknown>, language?: string) =>
    post('save-contact-info', cookie, { enrollment_id: tempId, ...info }, language);
  const stepData = async (tempId: string) =>
    (
      await t.app.db
        .selectFrom('enrollment_step')
        .innerJoin('enrollment', 'enrollment.id', 'enrollment_step.enrollment_id')
        .select('enrollment_step.data')
        .where('enrollment.public_id', '=', tempId)
        .where('enrollment_step.tab_name', '=', 'contact_info')
        .executeTakeFirst()
    )?.data;
  let member: { id: number; email: string };

  beforeAll(async () => {
    t = await startTestApp(database);
    member = await t.app.db.selectFrom('member').select(['id', 'email']).orderBy('id').executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('member')
      .set({ phone_mac: memberPhoneMac(t.app.cipher, '5125550190') })
      .where('id', '=', member.id)
      .execute();
  });
  afterAll(() => t.close());

  it("refuses a member's email and phone in the save, in the caller's language, even with the checks skipped", async () => {
    const { cookie, tempId } = await givenQuote();
    const taken = {
      ...valid,
      email_address: member.email.toUpperCase(),
      phone_number: '5125550190',
      skip_validation_email: 1,
      skip_validation_phone: 1,
    };
    const refused = await save(cookie, tempId, taken);
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused.body)).toEqual({
      email_address: 'Email Already Exists.',
      phone_number: 'Phone already exists',
    });
    expect(fieldErrors((await save(cookie, tempId, taken, 'es')).body)).toEqual({
      email_address: 'El correo electrónico ya existe.',
      phone_number: 'El teléfono ya existe',
    });
    expect(await stepData(tempId)).toBeUndefined();
    expect((await save(cookie, tempId, valid)).status).toBe(200);
  });

  it("lets an existing member's enrollment keep the member's own email and phone", async () => {
    const { cookie, tempId } = await givenQuote();
    await t.app.db
      .updateTable('enrollment')
      .set({ member_id: member.id, enrollment_type: 'existing-user' })
      .where('public_id', '=', tempId)
      .execute();
    const own = await save(cookie, tempId, { ...valid, email_address: member.email, phone_number: '5125550190' });
    expect(own.status).toBe(200);
  });

  it('counts each lookup: a session cannot sift addresses through saves', async () => {
    const { cookie, tempId } = await givenQuote();
    const answers: number[] = [];
    for (let n = 0; n < 21; n += 1)
      answers.push((await save(cookie, tempId, { ...valid, email_address: `sift-${n}@example.com` })).status);
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('looks up nothing, and counts nothing, when a save keeps the email and phone it saved', async () => {
    const { cookie, tempId } = await givenQuote();
    const contact = { ...valid, email_address: 'same.client@example.com' };
    const answers: number[] = [];
    for (let n = 0; n < 25; n += 1)
      answers.push((await save(cookie, tempId, { ...contact, address1: `${100 + n} Elm Street` })).status);
    expect(answers).toEqual(Array(25).fill(200));
    // A new email is looked up again, and counted.
    expect((await save(cookie, tempId, { ...contact, email_address: 'other.client@example.com' })).status).toBe(200);
    const enrollment = await t.app.db
      .selectFrom('enrollment')
      .select('id')
      .where('public_id', '=', tempId)
      .executeTakeFirstOrThrow();
    const counter = await t.app.db
      .selectFrom('guess_counter')
      .select('attempts')
      .where('kind', '=', 'member_email')
      .where('subject', '=', `enrollment:${enrollment.id}`)
      .executeTakeFirstOrThrow();
    expect(counter.attempts).toBe(2);
  });

  it('lets anyone skip a failed check, and keeps that contact unverified; a passing check stores no skip', async () => {
    const { cookie, tempId } = await givenQuote();
    const unchecked = { ...valid, email_address: 'ana@mail-.example.com', phone_number: '6135550123' };
    const refused = await save(cookie, tempId, unchecked);
    expect(fieldErrors(refused.body)).toEqual({
      email_address: 'This email address could not be verified',
      phone_number: 'This phone number could not be verified',
    });
    const skipped = await save(cookie, tempId, { ...unchecked, skip_validation_email: 1, skip_validation_phone: 1 });
    expect(skipped.status).toBe(200);
    expect(await stepData(tempId)).toMatchObject({
      skip_validation_email: 1,
      skip_validation_phone: 1,
      email_verified: 0,
      phone_verified: 0,
    });
    expect((await save(cookie, tempId, { ...valid, skip_validation_email: 1, skip_validation_phone: 1 })).status).toBe(
      200,
    );
    const passed = await stepData(tempId);
    expect(passed).not.toHaveProperty('skip_validation_email');
    expect(passed).not.toHaveProperty('skip_validation_phone');
  });
});
