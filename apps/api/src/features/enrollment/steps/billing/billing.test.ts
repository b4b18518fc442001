// The billing step: configured payment types, bill dates and statement descriptor; the routing
// directory with the ABA checksum; new bank accounts and cards saved with the spec's messages (en
// and es), card-validator's checks, numbers sealed and shown only as their last four digits, the
// security code nowhere; "Choose physical address"; an existing member's banks and cards on file,
// another member's refused as an unknown one; another session gets 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, fieldErrors, newSessionCookie, startTestApp, type TestApp } from '../../../../../test/app';
import { eftAnswers } from '../../../../../test/completable';
import { testDatabases } from '../../../../../test/databases';
import { allRows } from '../../../../../test/table-rows';
import { seedBillingConfig, seedDemoPayments } from '../../../../seed/payments';
import { readStep } from '../../step-service';
import { keepCard } from './card-storage';
import { keepBankOnFile, keepBillingOnFile } from './service';

const filter = { zip: '75201', dob: '07/04/1980', gender: 1, tier: 'IO' };
const nextYear = String(new Date().getUTCFullYear() + 1);
const eft = eftAnswers;
const visa = '4111111111111111';
const card = {
  payment_method: 'cc',
  first_name_on_cc: 'Ana',
  last_name_on_cc: 'Ruiz',
  card_number: '4556737586899855',
  expiration_month: '09',
  expiration_year: nextYear,
  security_code: '917',
  address1: '200 Oak Avenue',
  address2: 'Suite 5',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  is_physical_address: 'no',
};
const contact = {
  email_address: 'ana.ruiz@example.com',
  phone_number: '2025550143',
  address1: '100 Elm Street',
  city: 'Dallas',
  zip: '75201',
  state: 'TX',
};

describe.each(testDatabases)('billing step on $name', (database) => {
  let t: TestApp;
  let address = 0;
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    cookie: string,
    payload: Record<string, unknown>,
    language = 'en',
  ) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { cookie, 'accept-language': language },
      remoteAddress: `10.9.${Math.floor(++address / 200)}.${address % 200}`,
      ...(method === 'GET'
        ? { query: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])) }
        : { payload }),
    });
    return { status: res.statusCode, body: res.json(), text: res.body };
  };
  const givenQuote = async () => {
    const cookie = await newSessionCookie(t.app);
    const tempId = (await call('POST', 'add-filter-for-new-user', cookie, filter)).body.data.temp_enrollment_id;
    return { cookie, tempId: String(tempId) };
  };
  const save = (cookie: string, tempId: string, info: Record<string, unknown>, language?: string) =>
    call('POST', 'save-billing-info', cookie, { enrollment_id: tempId, ...info }, language);
  const saveExisting = (cookie: string, tempId: string, info: Record<string, unknown>) =>
    call('POST', 'save-billing-info-existing', cookie, { enrollment_id: tempId, ...info });
  const shown = async (cookie: string, tempId: string) => {
    const res = await call('GET', 'get-enrollment-temp-info', cookie, {
      enrollment_id: tempId,
      column: 'payment_info',
    });
    expect(res.status).toBe(200);
    return res.body.data.result;
  };
  const configure = (values: { payment_methods?: string[]; bill_dates?: number[] }) =>
    t.app.db
      .updateTable('billing_config')
      .set(values)
      .where('platform_id', 'is', null)
      .where('employer_group_id', 'is', null)
      .execute();
  const memberFor = async (tempId: string, offset: number) => {
    const member = await t.app.db
      .selectFrom('member')
      .select(['id', 'public_id'])
      .orderBy('id')
      .offset(offset)
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('enrollment').set({ member_id: member.id }).where('public_id', '=', tempId).execute();
    return member;
  };

  beforeAll(async () => {
    t = await startTestApp(database, { LOG_LEVEL: 'debug' });
  });
  afterAll(() => t.close());

  it('answers the configured payment types, bill dates (28 by default) and statement descriptor', async () => {
    const { cookie, tempId } = await givenQuote();
    const methods = await call('GET', 'get-payment-method', cookie, { enrollment_id: tempId });
    expect(methods.body.data.result).toEqual(['cc']);
    const dates = await call('GET', 'get-bill-date', cookie, { enrollment_id: tempId });
    expect(dates.body.data.result).toEqual([1, 5, 10, 15, 20, 28].map((bill_date) => ({ bill_date })));
    const text = await call('GET', 'get-billing-text', cookie, { enrollment_id: tempId });
    expect(text.body.data.result).toBe('BENEFIT STORE PREMIUM');
    const fields = await call('GET', 'get-form-fields-billing-info', cookie, { enrollment_id: tempId });
    const billDate = fields.body.data.result.find((field: { field_name: string }) => field.field_name === 'bill_date');
    expect(billDate).toMatchObject({ value: 28, required: true });
    expect(await shown(cookie, tempId)).toBeNull();
  });

  it('names the bank of a routing number in capitals, and says why it cannot', async () => {
    const { cookie } = await givenQuote();
    const known = await call('GET', 'routing-number-bank-lookup', cookie, { q: '121000248' });
    expect(known.status).toBe(200);
    expect(known.body.data.name).toBe('WELLS FARGO BANK, NA');
    // Passes the checksum, in no directory.
    const unknown = await call('GET', 'routing-number-bank-lookup', cookie, { q: '000000000' }, 'es');
    expect(unknown.status).toBe(400);
    expect(fieldErrors(unknown.body)).toEqual({ q: 'No se encontró ningún banco con este número de ruta' });
    // Chase's number with one digit changed fails the checksum.
    const altered = await call('GET', 'routing-number-bank-lookup', cookie, { q: '021000031' });
    expect(fieldErrors(altered.body)).toEqual({ q: 'This is not a valid routing number' });
    const short = await call('GET', 'routing-number-bank-lookup', cookie, { q: '02100002' });
    expect(fieldErrors(short.body)).toEqual({ q: 'Routing number must be of 9 digits' });
  });

  it('saves a new bank account sealed, showing only its last four digits', async () => {
    const { cookie, tempId } = await givenQuote();
    const res = await save(cookie, tempId, eft);
    expect(res.status, res.text).toBe(200);
    const info = await shown(cookie, tempId);
    expect(info).toMatchObject({
      payment_method: 'eft',
      account_number: 'XXXX2222',
      bank_name: 'JPMORGAN CHASE BANK, NA',
      routing_number: '021000021',
      bill_date: 15,
    });
    const fields = await call('GET', 'get-form-fields-billing-info', cookie, { enrollment_id: tempId });
    expect(fields.text).not.toContain('600011112222');
    expect(JSON.stringify(await allRows(t.app.db).then((rows) => [...rows.values()]))).not.toContain('600011112222');
  });

  it("refuses a bank account with the spec's messages, in the caller's language", async () => {
    const { cookie, tempId } = await givenQuote();
    const bad = { ...eft, account_name: 'Ana_Ruiz!', routing_number: '12345', account_number: '123' };
    const res = await save(cookie, tempId, bad);
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({
      account_name: 'Invalid account holder name',
      routing_number: 'Routing number must be of 9 digits',
      account_number: 'Account Number must be of 4 to 17 digits.',
    });
    const es = await save(cookie, tempId, { ...eft, account_number: '123' }, 'es');
    expect(fieldErrors(es.body)).toEqual({ account_number: 'El número de cuenta debe tener de 4 a 17 dígitos.' });
    const missing = await save(cookie, tempId, { payment_method: 'eft' });
    expect(Object.keys(fieldErrors(missing.body)).sort()).toEqual(
      ['account_holder_type', 'account_name', 'account_number', 'account_type', 'bank_name', 'routing_number'].sort(),
    );
    const badDate = await save(cookie, tempId, { ...eft, bill_date: 3 });
    expect(fieldErrors(badDate.body)).toEqual({ bill_date: 'Invalid value' });
    expect(await shown(cookie, tempId)).toBeNull();
  });

  it('takes an account holder named with accents and digits, in either language (issue 32, item 19)', async () => {
    for (const [language, account_name] of [
      ['en', 'Walter Ramírez'],
      ['es', 'Peña Ibáñez Trust 2'],
    ] as const) {
      const { cookie, tempId } = await givenQuote();
      const res = await save(cookie, tempId, { ...eft, account_name }, language);
      expect(res.status, res.text).toBe(200);
      expect(await shown(cookie, tempId)).toMatchObject({ account_name });
    }
    const { cookie, tempId } = await givenQuote();
    const es = await save(cookie, tempId, { ...eft, account_name: 'Walter_Ramírez' }, 'es');
    expect(fieldErrors(es.body)).toEqual({ account_name: 'Nombre del titular de la cuenta no válido' });
  });

  it("checks a card with card-validator and the spec's messages", async () => {
    const { cookie, tempId } = await givenQuote();
    const luhn = await save(cookie, tempId, { ...card, card_number: '4556737586899856' });
    expect(fieldErrors(luhn.body)).toEqual({ card_number: 'Please enter a valid card number' });
    const short = await save(cookie, tempId, { ...card, card_number: '411111' });
    expect(fieldErrors(short.body)).toEqual({ card_number: 'Card number must be Min-13 and Max-25' });
    // A year before this one is not offered at all; a month gone by this year is expired.
    const lastYear = String(new Date().getUTCFullYear() - 1);
    const before = await save(cookie, tempId, { ...card, expiration_year: lastYear });
    expect(res400(before)).toEqual({ expiration_year: 'Invalid value' });
    const now = new Date();
    const gone = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const expired = await save(cookie, tempId, {
      ...card,
      expiration_month: String(gone.getUTCMonth() + 1).padStart(2, '0'),
      expiration_year: String(gone.getUTCFullYear()),
    });
    // In January the month gone by is last year's December, refused as a year gone by.
    expect(res400(expired)).toHaveProperty(
      ...((gone.getUTCFullYear() < now.getUTCFullYear()
        ? ['expiration_year', 'Invalid value']
        : ['expiration_month', 'The card has expired']) as [string, string]),
    );
    // American Express takes a 4-digit code, Visa a 3-digit one... and both 3 and 4 are lengths the spec allows.
    const amex = await save(cookie, tempId, { ...card, card_number: '378282246310005', security_code: '123' });
    expect(fieldErrors(amex.body)).toEqual({ security_code: 'Security code must of 3 or 4 digits' });
    const visaFour = await save(cookie, tempId, { ...card, card_number: visa, security_code: '1234' }, 'es');
    expect(fieldErrors(visaFour.body)).toEqual({ security_code: 'El código de seguridad debe tener 3 o 4 dígitos' });
    const names = await save(cookie, tempId, { ...card, first_name_on_cc: 'Ana2', zip: '7870' });
    expect(fieldErrors(names.body)).toEqual({
      first_name_on_cc: 'Please enter valid first name',
      zip: expect.any(String),
    });
    expect(await shown(cookie, tempId)).toBeNull();
  });
  const res400 = (res: { status: number; body: { data: { target_element: string; error_message: string }[] } }) => {
    expect(res.status).toBe(400);
    return fieldErrors(res.body);
  };

  it('saves a valid card with its number sealed and its security code forgotten', async () => {
    const { cookie, tempId } = await givenQuote();
    const res = await save(cookie, tempId, { ...card, card_number: visa, security_code: '917' });
    expect(res.status, res.text).toBe(200);
    const info = await shown(cookie, tempId);
    expect(info).toMatchObject({
      payment_method: 'cc',
      card_number: 'XXXX1111',
      card_type: 'visa',
      address1: '200 Oak Avenue',
      city: 'Austin',
      bill_date: 28,
    });
    // address2 is asked only when configured required.
    expect(info).not.toHaveProperty('address2');
    expect(JSON.stringify(info)).not.toContain('917');
    const rows = await allRows(t.app.db);
    expect(JSON.stringify([...rows.values()])).not.toContain(visa);
    // The zip and catalog tables hold 917 as data of their own; the tables a save writes do not. The
    // code is looked for as a value of its own: random ids and timings hold 917 by chance (a.917b).
    for (const table of ['enrollment_step', 'audit_event', 'outbox_message', 'blob', 'member_card'])
      expect(JSON.stringify(rows.get(table) ?? []), table).not.toMatch(/(?<![\w.])917(?![\w.])/);
    expect(t.logLines.join('\n')).not.toMatch(/(?<![\w.])917(?![\w.])|4111111111111111/);
  });

  it('copies the contact address for "Choose physical address"', async () => {
    const { cookie, tempId } = await givenQuote();
    expect((await call('POST', 'save-contact-info', cookie, { enrollment_id: tempId, ...contact })).status).toBe(200);
    const res = await save(cookie, tempId, {
      ...card,
      card_number: visa,
      security_code: '123',
      is_physical_address: 'yes',
    });
    expect(res.status, res.text).toBe(200);
    expect(await shown(cookie, tempId)).toMatchObject({
      address1: '100 Elm Street',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      is_physical_address: 'yes',
    });
  });

  it('takes only the payment types configured; list, elist and stmt without a form', async () => {
    const { cookie, tempId } = await givenQuote();
    try {
      await configure({ payment_methods: ['eft'] });
      const cc = await save(cookie, tempId, { ...card, card_number: visa, security_code: '123' });
      expect(fieldErrors(cc.body)).toEqual({
        payment_method: 'This payment method is not offered for this enrollment',
      });
      await configure({ payment_methods: ['stmt'] });
      expect(fieldErrors((await save(cookie, tempId, eft)).body)).toHaveProperty('payment_method');
      expect((await save(cookie, tempId, { payment_method: 'stmt' })).status).toBe(200);
      expect(await shown(cookie, tempId)).toEqual({ payment_method: 'stmt' });
      expect((await call('GET', 'get-payment-method', cookie, { enrollment_id: tempId })).body.data.result).toEqual([
        'stmt',
      ]);
    } finally {
      await configure({ payment_methods: ['cc'] });
    }
  });

  it("bills Acme Logistics (its agreement: a payroll deduction) on the group's list, asking no bank or card", async () => {
    const cookie = await newSessionCookie(t.app);
    const acme = await t.app.db
      .selectFrom('employer_group')
      .select('id')
      .where('group_code', '=', 'ACME2026')
      .executeTakeFirstOrThrow();
    const tempId = await enrollmentOf(t.app, cookie, { groupId: acme.id });
    const methods = await call('GET', 'get-payment-method', cookie, { enrollment_id: tempId });
    expect(methods.body.data.result).toEqual(['list']);
    expect(fieldErrors((await save(cookie, tempId, eft)).body)).toEqual({
      payment_method: 'This payment method is not offered for this enrollment',
    });
    expect((await save(cookie, tempId, { payment_method: 'list' })).status).toBe(200);
    expect(await shown(cookie, tempId)).toEqual({ payment_method: 'list' });
  });

  it("offers an existing member's banks and cards masked, and pays with them by id", async () => {
    const { cookie, tempId } = await givenQuote();
    const member = await memberFor(tempId, 0);
    const now = new Date();
    const bankId = await keepBankOnFile(
      t.app.db,
      t.app.cipher,
      member.id,
      {
        account_name: 'Ana Ruiz',
        bank_name: 'WELLS FARGO BANK, NA',
        account_number: '99887766',
        account_type: 'savings',
        account_holder_type: 'individual',
        routing_number: '121000248',
      },
      now,
    );
    const { card_id: cardId } = await keepCard(
      t.app.db,
      t.app.cipher,
      { memberId: member.id },
      { name_on_cc: 'Ana Ruiz', card_number: '5555555555554444', expiration_month: '12', expiration_year: nextYear },
      now,
    );
    const banks = await call('GET', 'get-existing-bank-info', cookie, { enrollment_id: tempId });
    expect(banks.body.data.result).toEqual([
      {
        bank_id: bankId,
        account_name: 'Ana Ruiz',
        bank_name: 'WELLS FARGO BANK, NA',
        account_number: 'XXXX7766',
        account_type: 'savings',
        account_holder_type: 'individual',
        bank_routing: '121000248',
      },
    ]);
    const cards = await call('GET', 'get-existing-card-info', cookie, { enrollment_id: tempId });
    expect(cards.body.data.result).toEqual([
      {
        card_id: cardId,
        name_on_cc: 'Ana Ruiz',
        card_number: 'XXXX4444',
        expiration_month: '12',
        expiration_year: nextYear,
      },
    ]);
    expect(banks.text + cards.text).not.toMatch(/99887766|5555555555554444/);

    const byCard = await saveExisting(cookie, tempId, { payment_method: 'cc', card_id: cardId });
    expect(byCard.status, byCard.text).toBe(200);
    expect(await shown(cookie, tempId)).toMatchObject({ card_id: cardId, card_number: 'XXXX4444' });
    const byBank = await saveExisting(cookie, tempId, { payment_method: 'eft', bank_id: bankId, bill_date: 5 });
    expect(byBank.status, byBank.text).toBe(200);
    expect(await shown(cookie, tempId)).toMatchObject({ bank_id: bankId, account_number: 'XXXX7766', bill_date: 5 });

    // Another member's card answers as an unknown one does.
    const other = await givenQuote();
    await memberFor(other.tempId, 1);
    const foreign = await saveExisting(other.cookie, other.tempId, { payment_method: 'cc', card_id: cardId });
    const unknown = await saveExisting(other.cookie, other.tempId, {
      payment_method: 'cc',
      card_id: 'NoSuchCardOnFile000001',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual(unknown.body);
    expect(fieldErrors(foreign.body)).toEqual({ card_id: 'This payment method is not on file' });
    expect(
      (await call('GET', 'get-existing-card-info', other.cookie, { enrollment_id: other.tempId })).body.data.result,
    ).toEqual([]);
    const noId = await saveExisting(cookie, tempId, { payment_method: 'eft' });
    expect(fieldErrors(noId.body)).toEqual({ bank_id: 'Field is required' });
  });

  it("keeps a completed enrollment's new card on file for its member, masked, without a security code", async () => {
    const { cookie, tempId } = await givenQuote();
    const member = await memberFor(tempId, 2);
    expect((await save(cookie, tempId, { ...card, card_number: visa, security_code: '321' })).status).toBe(200);
    const enrollment = await t.app.db
      .selectFrom('enrollment')
      .select(['id', 'public_id'])
      .where('public_id', '=', tempId)
      .executeTakeFirstOrThrow();
    const saved = await readStep(t.app.db, t.app.cipher, enrollment, 'billing_info');
    if (!saved) throw new Error('the billing step was not saved');
    await keepBillingOnFile(
      t.app.db,
      t.app.cipher,
      saved,
      { memberId: member.id, enrollmentId: enrollment.id },
      new Date(),
    );
    const cards = await call('GET', 'get-existing-card-info', cookie, { enrollment_id: tempId });
    expect(cards.body.data.result).toEqual([
      expect.objectContaining({ name_on_cc: 'Ana Ruiz', card_number: 'XXXX1111' }),
    ]);
    const rows = JSON.stringify(await t.app.db.selectFrom('member_card').selectAll().execute());
    expect(rows).not.toContain(visa);
    expect(rows).not.toMatch(/(?<![\w.])321(?![\w.])/);
  });

  it("seeds Aisha Khan's bank and card on file, and the store-wide configuration after a reset", async () => {
    const { cookie, tempId } = await givenQuote();
    const aisha = await t.app.db
      .selectFrom('member')
      .select('id')
      .where('first_name', '=', 'Aisha')
      .where('last_name', '=', 'Khan')
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('enrollment').set({ member_id: aisha.id }).where('public_id', '=', tempId).execute();
    await seedDemoPayments(t.app.db, t.app.cipher, new Date());
    const banks = await call('GET', 'get-existing-bank-info', cookie, { enrollment_id: tempId });
    // Other tests of this file may have put more on file for the same member.
    expect(banks.body.data.result).toContainEqual(
      expect.objectContaining({ account_name: 'Aisha Khan', account_number: 'XXXX6789' }),
    );
    const cards = await call('GET', 'get-existing-card-info', cookie, { enrollment_id: tempId });
    const card = cards.body.data.result.find((item: { name_on_cc: string }) => item.name_on_cc === 'Aisha Khan');
    expect(card).toMatchObject({ card_number: 'XXXX4444', expiration_month: '08' });
    const byCard = await saveExisting(cookie, tempId, { payment_method: 'cc', card_id: card.card_id });
    expect(byCard.status, byCard.text).toBe(200);

    await t.app.db.deleteFrom('billing_config').execute();
    await seedBillingConfig(t.app.db);
    await seedBillingConfig(t.app.db);
    expect((await call('GET', 'get-payment-method', cookie, { enrollment_id: tempId })).body.data.result).toEqual([
      'cc',
    ]);
  });

  it('answers 404 to a session that may not touch the enrollment', async () => {
    const { tempId } = await givenQuote();
    const stranger = await newSessionCookie(t.app);
    for (const [method, url, payload] of [
      ['GET', 'get-form-fields-billing-info', {}],
      ['GET', 'get-existing-card-info', {}],
      ['POST', 'save-billing-info', eft],
      ['POST', 'save-billing-info-existing', { payment_method: 'cc', card_id: 'NoSuchCardOnFile000001' }],
    ] as const) {
      const res = await call(method, url, stranger, { enrollment_id: tempId, ...payload });
      expect(res.status, url).toBe(404);
    }
  });
});
