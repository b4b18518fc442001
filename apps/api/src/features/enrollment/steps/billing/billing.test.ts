// The billing step: configured payment types, bill dates and statement descriptor; the routing
// directory with the ABA checksum; new bank accounts saved with the spec's messages (en and es),
// numbers sealed and shown only as their last four digits; a group's payment agreement; another
// session gets 404. Cards and what a member has on file: billing-cards.test.ts.
import { describe, expect, it } from 'vitest';
import { enrollmentOf, fieldErrors, newSessionCookie } from '../../../../../test/app';
import { billingApp, card, eft, visa } from '../../../../../test/billing-step';
import { testDatabases } from '../../../../../test/databases';
import { allRows } from '../../../../../test/table-rows';

describe.each(testDatabases)('billing step on $name', (database) => {
  const { app, call, givenQuote, save, shown, configure } = billingApp(database);

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
    expect(JSON.stringify(await allRows(app().db).then((rows) => [...rows.values()]))).not.toContain('600011112222');
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
    const cookie = await newSessionCookie(app());
    const acme = await app()
      .db.selectFrom('employer_group')
      .select('id')
      .where('group_code', '=', 'ACME2026')
      .executeTakeFirstOrThrow();
    const tempId = await enrollmentOf(app(), cookie, { groupId: acme.id });
    const methods = await call('GET', 'get-payment-method', cookie, { enrollment_id: tempId });
    expect(methods.body.data.result).toEqual(['list']);
    expect(fieldErrors((await save(cookie, tempId, eft)).body)).toEqual({
      payment_method: 'This payment method is not offered for this enrollment',
    });
    expect((await save(cookie, tempId, { payment_method: 'list' })).status).toBe(200);
    expect(await shown(cookie, tempId)).toEqual({ payment_method: 'list' });
  });

  it('answers 404 to a session that may not touch the enrollment', async () => {
    const { tempId } = await givenQuote();
    const stranger = await newSessionCookie(app());
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
