// The billing step by card: card-validator's checks with the spec's messages (en and es), the number
// sealed and shown only as its last four digits, the security code nowhere; "Choose physical
// address"; an existing member's banks and cards on file, another member's refused as an unknown one.
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../../../test/app';
import { billingApp, card, nextYear, visa } from '../../../../../test/billing-step';
import { testDatabases } from '../../../../../test/databases';
import { allRows } from '../../../../../test/table-rows';
import { seedBillingConfig, seedDemoPayments } from '../../../../seed/payments';
import { readStep } from '../../step-service';
import { keepCard } from './card-storage';
import { keepBankOnFile, keepBillingOnFile } from './service';

const contact = {
  email_address: 'ana.ruiz@example.com',
  phone_number: '2025550143',
  address1: '100 Elm Street',
  city: 'Dallas',
  zip: '75201',
  state: 'TX',
};

describe.each(testDatabases)('billing step by card and on file on $name', (database) => {
  const { app, logLines, call, givenQuote, save, saveExisting, shown, memberFor } = billingApp(database);

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
    const rows = await allRows(app().db);
    expect(JSON.stringify([...rows.values()])).not.toContain(visa);
    // The zip and catalog tables hold 917 as data of their own; the tables a save writes do not. The
    // code is looked for as a value of its own: random ids and timings hold 917 by chance (a.917b).
    for (const table of ['enrollment_step', 'audit_event', 'outbox_message', 'blob', 'member_card'])
      expect(JSON.stringify(rows.get(table) ?? []), table).not.toMatch(/(?<![\w.])917(?![\w.])/);
    expect(logLines().join('\n')).not.toMatch(/(?<![\w.])917(?![\w.])|4111111111111111/);
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

  it("offers an existing member's banks and cards masked, and pays with them by id", async () => {
    const { cookie, tempId } = await givenQuote();
    const member = await memberFor(tempId, 0);
    const now = new Date();
    const bankId = await keepBankOnFile(
      app().db,
      app().cipher,
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
      app().db,
      app().cipher,
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
    const enrollment = await app()
      .db.selectFrom('enrollment')
      .select(['id', 'public_id'])
      .where('public_id', '=', tempId)
      .executeTakeFirstOrThrow();
    const saved = await readStep(app().db, app().cipher, enrollment, 'billing_info');
    if (!saved) throw new Error('the billing step was not saved');
    await keepBillingOnFile(
      app().db,
      app().cipher,
      saved,
      { memberId: member.id, enrollmentId: enrollment.id },
      new Date(),
    );
    const cards = await call('GET', 'get-existing-card-info', cookie, { enrollment_id: tempId });
    expect(cards.body.data.result).toEqual([
      expect.objectContaining({ name_on_cc: 'Ana Ruiz', card_number: 'XXXX1111' }),
    ]);
    const rows = JSON.stringify(await app().db.selectFrom('member_card').selectAll().execute());
    expect(rows).not.toContain(visa);
    expect(rows).not.toMatch(/(?<![\w.])321(?![\w.])/);
  });

  it("seeds Aisha Khan's bank and card on file, and the store-wide configuration after a reset", async () => {
    const { cookie, tempId } = await givenQuote();
    const aisha = await app()
      .db.selectFrom('member')
      .select('id')
      .where('first_name', '=', 'Aisha')
      .where('last_name', '=', 'Khan')
      .executeTakeFirstOrThrow();
    await app().db.updateTable('enrollment').set({ member_id: aisha.id }).where('public_id', '=', tempId).execute();
    await seedDemoPayments(app().db, app().cipher, new Date());
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

    await app().db.deleteFrom('billing_config').execute();
    await seedBillingConfig(app().db);
    await seedBillingConfig(app().db);
    expect((await call('GET', 'get-payment-method', cookie, { enrollment_id: tempId })).body.data.result).toEqual([
      'cc',
    ]);
  });
});
