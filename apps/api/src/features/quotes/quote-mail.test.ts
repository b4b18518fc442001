// The store's own mail as a visitor could abuse it (issue 31, items 5 and 6): quote and resume
// emails limited per session, address and recipient; no visitor's free text under a rep's name;
// links from PUBLIC_URL only; a quote's first answer final.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, newSessionCookie, signInCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { demoStaff } from '../../seed/staff';
import { currentCatalog, priceOnePlan } from '../catalog/catalog-service';
import { emailSendLimits } from '../messaging/send-limits';
import { householdFor } from '../quoting/household-service';

const filter = { zip: '75201', dob: '07/04/1980', gender: 1, tier: 'IO' };

describe.each(testDatabases)('quote and resume emails on $name', (database) => {
  let t: TestApp;
  let serial = 0;
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    cookie: string | undefined,
    payload?: object,
    extra: { ip?: string; language?: string; headers?: Record<string, string> } = {},
  ) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(extra.language ? { 'accept-language': extra.language } : {}),
        ...extra.headers,
      },
      ...(extra.ip ? { remoteAddress: extra.ip } : {}),
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const idOf = async (publicId: string) =>
    (await t.app.db.selectFrom('enrollment').select('id').where('public_id', '=', publicId).executeTakeFirstOrThrow())
      .id;
  /** An address of its own per test, so one test's sends do not spend another's allowance. */
  const newAddress = () => {
    serial += 1;
    return `10.31.${Math.floor(serial / 200)}.${serial % 200}`;
  };

  /** A visitor's enrollment whose cart holds a dental plan, on Maria Alvarez's landing page (her brand). */
  const givenCart = async (cookie?: string, ip?: string) => {
    const session = cookie ?? (await newSessionCookie(t.app));
    const created = await call('POST', 'add-filter-for-new-user', session, filter, { ...(ip ? { ip } : {}) });
    const tempId: string = created.body.data.temp_enrollment_id;
    const enrollmentId = await idOf(tempId);
    const rep = await t.app.db
      .selectFrom('agent')
      .select('id')
      .where('agent_code', '=', 'REP100')
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('enrollment').set({ agent_id: rep.id }).where('id', '=', enrollmentId).execute();
    const household = await householdFor(t.app.db, enrollmentId, t.app.now());
    const pricing = priceOnePlan(await currentCatalog(t.app.db), 'DEN-PLUS', household);
    const option = pricing?.ok ? pricing.options[0] : undefined;
    if (!option) throw new Error('DEN-PLUS does not price');
    const added = await call('POST', 'add-plan-to-cart', session, {
      enrollment_id: tempId,
      plan_id: 'DEN-PLUS',
      plan_pricing_id: option.plan_pricing_id,
    });
    expect(added.status).toBe(200);
    return { cookie: session, tempId, enrollmentId };
  };
  const sendQuote = (
    cart: { cookie: string; tempId: string },
    form: object,
    extra: { ip?: string; language?: string; headers?: Record<string, string> } = {},
  ) => call('POST', 'save-enrollment', cart.cookie, { enrollment_id: cart.tempId, tab: 'cart_info', ...form }, extra);
  const queued = async (enrollmentId: number) =>
    (
      await t.app.db
        .selectFrom('outbox_message')
        .select('id')
        .where('template', '=', 'quote')
        .where('enrollment_id', '=', enrollmentId)
        .execute()
    ).length;

  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it("queues at most the session's allowance of 40 quote emails in a row, then 429 in the envelope, en and es", async () => {
    const ip = newAddress();
    const cart = await givenCart(undefined, ip);
    const answers: number[] = [];
    for (let n = 0; n < 40; n += 1) {
      const sent = await sendQuote(cart, { name: 'Ana Lopez', email: `victim-${n}@example.com` }, { ip });
      answers.push(sent.status);
      if (sent.status === 429) {
        expect(sent.body).toEqual({
          status: 'error',
          statusCode: 429,
          message: 'Too many emails have been sent. Please wait 60 minute(s) and try again.',
          data: [],
        });
        expect(Number(sent.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    const allowance = emailSendLimits.visitorSession.attempts;
    expect(answers.filter((status) => status === 200)).toHaveLength(allowance);
    expect(answers.slice(allowance).every((status) => status === 429)).toBe(true);
    expect(await queued(cart.enrollmentId)).toBe(allowance);
    expect(
      await t.app.db.selectFrom('quote').select('id').where('enrollment_id', '=', cart.enrollmentId).execute(),
    ).toHaveLength(allowance);
    const spanish = await sendQuote(cart, { name: 'Ana Lopez', email: 'otra@example.com' }, { ip, language: 'es' });
    expect(spanish.status).toBe(429);
    expect(spanish.body.message).toBe('Se enviaron demasiados correos. Espere 60 minuto(s) e inténtelo de nuevo.');
    // A new session from the same address: the address has its own allowance, spent by new sessions too.
    let fromAddress = allowance;
    for (let n = 0; n < 5; n += 1) {
      const next = await givenCart(undefined, ip);
      for (let m = 0; m < allowance; m += 1) {
        const sent = await sendQuote(next, { name: 'Ana Lopez', email: `other-${n}-${m}@example.com` }, { ip });
        if (sent.status === 200) fromAddress += 1;
        else expect(sent.status).toBe(429);
      }
    }
    expect(fromAddress).toBe(emailSendLimits.address.attempts);
  });

  it('sends one recipient at most its allowance, whoever sends and from wherever', async () => {
    const to = `inbox-${database.name}@example.com`;
    const statuses: number[] = [];
    for (let n = 0; n < emailSendLimits.recipient.attempts + 3; n += 1) {
      const ip = newAddress();
      const cart = await givenCart(undefined, ip);
      statuses.push((await sendQuote(cart, { name: 'Ana Lopez', email: to }, { ip })).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(emailSendLimits.recipient.attempts);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits Save & Continue Later codes from a wizard step by the same count', async () => {
    const ip = newAddress();
    const cart = await givenCart(undefined, ip);
    const statuses: number[] = [];
    for (let n = 0; n < 8; n += 1) {
      const saved = await call(
        'POST',
        'save-enrollment',
        cart.cookie,
        { enrollment_id: cart.tempId, tab: 'primary_info', email: `later-${n}@example.com` },
        { ip },
      );
      statuses.push(saved.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(emailSendLimits.visitorSession.attempts);
    expect(statuses.at(-1)).toBe(429);
  });

  it("refuses a visitor's free text under the rep's name; a signed-in rep may write a message", async () => {
    const ip = newAddress();
    const cart = await givenCart(undefined, ip);
    const form = { name: 'Ana Lopez', email: 'ana@example.com', message: 'Claim your prize at https://evil.example' };
    const refused = await sendQuote(cart, form, { ip });
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused.body)).toEqual({
      message: 'Only a signed-in representative can add a message to a quote.',
    });
    expect(await queued(cart.enrollmentId)).toBe(0);
    const preview = await call(
      'GET',
      `get-quote-preview-content?enrollment_id=${cart.tempId}&name=Ana&email=ana%40example.com&message=Hi`,
      cart.cookie,
      undefined,
      { ip },
    );
    expect(preview.status).toBe(400);
    // Without the message, the visitor's quote goes out in the store's words.
    expect((await sendQuote(cart, { name: 'Ana Lopez', email: 'ana@example.com' }, { ip })).status).toBe(200);

    const maria = demoStaff.find((account) => account.email === 'maria.alvarez@example.com');
    if (!maria) throw new Error('no demo rep REP100');
    const repCookie = await signInCookie(t.app, maria.email, maria.password);
    const repCart = await givenCart(repCookie, ip);
    const fromRep = await sendQuote(repCart, { ...form, message: 'Here is the dental quote we discussed.' }, { ip });
    expect(fromRep.status).toBe(200);
  });

  it("shows the rep's phone as people read it and the quoted start date, in the quote email and the send-quote view", async () => {
    const ip = newAddress();
    const cart = await givenCart(undefined, ip);
    const dates = await call('GET', `get-cart-effective-dates?enrollment_id=${cart.tempId}`, cart.cookie);
    const effective: string = dates.body.data.result[0];
    const checkout = { enrollment_id: cart.tempId, effective_date: effective };
    expect((await call('POST', 'cart-checkout', cart.cookie, checkout)).status).toBe(200);
    const preview = await call(
      'GET',
      `get-quote-preview-content?enrollment_id=${cart.tempId}&name=Ana&email=ana%40example.com`,
      cart.cookie,
      undefined,
      { ip },
    );
    expect(preview.status).toBe(200);
    expect(JSON.stringify(preview.body.data)).toContain('(800) 555-0101');
    expect(JSON.stringify(preview.body.data)).not.toContain('8005550101');
    expect((await sendQuote(cart, { name: 'Ana Lopez', email: 'ana@example.com' }, { ip })).status).toBe(200);
    const view = await call('GET', `get-quote?enrollment_id=${cart.tempId}`, cart.cookie, undefined, { ip });
    expect(view.status).toBe(200);
    expect(view.body.data.rep.phone).toBe('(800) 555-0101');
    expect(view.body.data.effective_date).toBe(effective);
  });

  it('puts PUBLIC_URL (or localhost) in emailed links, whatever Host or X-Forwarded-Host say', async () => {
    const ip = newAddress();
    const cart = await givenCart(undefined, ip);
    const sent = await sendQuote(
      cart,
      { name: 'Ana Lopez', email: 'forwarded@example.com' },
      { ip, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } },
    );
    expect(sent.status).toBe(200);
    const rows = await t.app.db
      .selectFrom('outbox_message')
      .select(['public_id', 'sealed_content'])
      .where('enrollment_id', '=', cart.enrollmentId)
      .execute();
    const row = rows[0];
    if (!row) throw new Error('no quote email was queued');
    const content = t.app.cipher.open(row.sealed_content, {
      table: 'outbox_message',
      column: 'sealed_content',
      row: row.public_id,
    });
    expect(content).not.toContain('evil.example');
    expect(new URL(JSON.parse(content).data.link).origin).toBe('http://localhost:3000');
  });

  it("keeps a quote's first answer: the other one is refused, the same one again answers as before", async () => {
    const ip = newAddress();
    const cart = await givenCart(undefined, ip);
    expect((await sendQuote(cart, { name: 'Ana Lopez', email: 'answer@example.com' }, { ip })).status).toBe(200);
    const answer = (quote_status: number) =>
      call('POST', 'quote/update-quoteseen-status', cart.cookie, { enrollment_id: cart.tempId, quote_status }, { ip });
    expect((await answer(0)).status).toBe(200);
    const flipped = await answer(1);
    expect(flipped.status).toBe(409);
    expect(flipped.body.message).toBe('This quote has already been answered.');
    expect((await answer(0)).status).toBe(200);
    const view = await call('GET', `get-quote?enrollment_id=${cart.tempId}`, cart.cookie, undefined, { ip });
    expect(view.body.data.quote_status).toBe('declined');
  });
});
