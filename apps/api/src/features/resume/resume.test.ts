// Saving a cart as a quote, and the ways back: links that open only once confirmed, used once,
// expiring and refused when tampered with; codes checked with the email and limited as guesses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, newSessionCookie, signInCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { cleanUp } from '../../all-jobs';
import { demoStaff } from '../../seed/staff';
import { subjectDelay } from '../auth/guess-service';
import { currentCatalog, priceOnePlan } from '../catalog/catalog-service';
import { outboxPlace } from '../messaging/outbox';
import { householdFor } from '../quoting/household-service';
import { base64Segment } from './tokens';

const filter = { zip: '75201', dob: '07/04/1980', gender: 1, tier: 'IO' };
const day = 24 * 60 * 60 * 1000;

describe.each(testDatabases)('quotes and resume on $name', (database) => {
  let t: TestApp;
  let now = new Date('2026-11-24T12:00:00Z');
  let address = 0;
  /** Each test guesses from its own address, so the address limit of one does not refuse another. */
  const newAddress = () => `10.0.${Math.floor(++address / 200)}.${address % 200}`;
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    cookie: string | undefined,
    payload?: object,
    extra: { ip?: string; language?: string } = {},
  ) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(extra.language ? { 'accept-language': extra.language } : {}),
      },
      ...(extra.ip ? { remoteAddress: extra.ip } : {}),
      ...(payload ? { payload } : {}),
    });
    const sid = res.cookies.filter((c) => c.name === 'sid' && c.value !== '').at(-1);
    return { status: res.statusCode, body: res.json(), cookie: sid ? `sid=${sid.value}` : undefined };
  };
  const idOf = async (publicId: string) =>
    (await t.app.db.selectFrom('enrollment').select('id').where('public_id', '=', publicId).executeTakeFirstOrThrow())
      .id;

  /** A session with an enrollment whose cart holds a dental plan. */
  const givenCart = async () => {
    const cookie = await newSessionCookie(t.app);
    const tempId = (await call('POST', 'add-filter-for-new-user', cookie, filter)).body.data.temp_enrollment_id;
    const household = await householdFor(t.app.db, await idOf(tempId), t.app.now());
    const pricing = priceOnePlan(await currentCatalog(t.app.db), 'DEN-PLUS', household);
    const option = pricing?.ok ? pricing.options[0] : undefined;
    if (!option) throw new Error('DEN-PLUS does not price');
    const added = await call('POST', 'add-plan-to-cart', cookie, {
      enrollment_id: tempId,
      plan_id: 'DEN-PLUS',
      plan_pricing_id: option.plan_pricing_id,
    });
    expect(added.status).toBe(200);
    return { cookie, tempId, cents: option.monthly_cents };
  };
  // A visitor's quote carries no message of theirs (decision 0038; quotes/quote-mail.test.ts).
  const quoteForm = { name: 'Ana Lopez', email: 'ana@example.com' };
  const sendQuote = (cookie: string, tempId: string, form: object = quoteForm, language?: string) =>
    call('POST', 'save-enrollment', cookie, { enrollment_id: tempId, tab: 'cart_info', ...form }, { language });
  let emails = 0;
  /** The data of the latest email of `template` queued to `to`, read back from the outbox. */
  const emailed = async (to: string, template: 'quote' | 'resume_code') => {
    const rows = await t.app.db
      .selectFrom('outbox_message')
      .select(['public_id', 'template', 'sealed_recipient', 'sealed_content'])
      .where('template', '=', template)
      .orderBy('created_at', 'desc')
      .execute();
    const row = rows.find(
      (found) => t.app.cipher.open(found.sealed_recipient, outboxPlace(found.public_id, 'sealed_recipient')) === to,
    );
    if (!row) throw new Error(`no ${template} email to ${to}`);
    return JSON.parse(t.app.cipher.open(row.sealed_content, outboxPlace(row.public_id, 'sealed_content'))).data;
  };
  /** Sends the cart as a quote to a new address and reads the link and code its emails carry. */
  const givenLink = async (cart: { cookie: string; tempId: string }) => {
    emails += 1;
    const email = `client-${emails}-${database.name}@example.com`;
    expect((await sendQuote(cart.cookie, cart.tempId, { ...quoteForm, email })).status).toBe(200);
    const quote = await emailed(email, 'quote');
    const [, route, id = '', tab = ''] = new URL(quote.link).pathname.split('/');
    expect(route).toBe('save-cart-direct-continue');
    expect(Buffer.from(tab, 'base64url').toString()).toBe('cart_info');
    const resume = await emailed(email, 'resume_code');
    return { email, token: Buffer.from(id, 'base64url').toString(), code: String(resume.code), link: quote.link };
  };

  beforeAll(async () => {
    t = await startTestApp(database, {}, () => now);
  });
  afterAll(() => t.close());

  describe('save-enrollment with tab cart_info (Save Cart, Send)', () => {
    it("refuses the quote form's bad input with the spec's messages, in the caller's language", async () => {
      const { cookie, tempId } = await givenCart();
      const bad = await sendQuote(cookie, tempId, { name: 'Ana 2', email: 'ana@' });
      expect(bad.status).toBe(400);
      expect(fieldErrors(bad.body)).toEqual({
        name: 'Please enter valid name',
        email: 'Please enter valid email address',
      });
      const empty = await sendQuote(cookie, tempId, { name: ' ', email: '' });
      expect(fieldErrors(empty.body)).toEqual({ name: 'Field is required', email: 'Field is required' });
      const spanish = await sendQuote(cookie, tempId, { name: 'Ana', email: 'nope' }, 'es');
      expect(spanish.status).toBe(400);
      expect(fieldErrors(spanish.body).email).not.toBe('Please enter valid email address');
      expect(
        await t.app.db
          .selectFrom('quote')
          .select('id')
          .where('enrollment_id', '=', await idOf(tempId))
          .execute(),
      ).toEqual([]);
    });

    it('refuses an empty cart', async () => {
      const emptyCookie = await newSessionCookie(t.app);
      const emptyId = (await call('POST', 'add-filter-for-new-user', emptyCookie, filter)).body.data.temp_enrollment_id;
      const empty = await sendQuote(emptyCookie, emptyId);
      expect(empty.status).toBe(409);
      expect(empty.body.message).toBe('Please add a plan to the cart before sending a quote.');
    });

    it('stores the quote (recipient sealed, prices and household as sent), a hashed link and a hashed code', async () => {
      const { cookie, tempId, cents } = await givenCart();
      const sent = await sendQuote(cookie, tempId);
      expect(sent.status).toBe(200);
      expect(sent.body.message).toBe('Your quote has been sent.');
      const enrollmentId = await idOf(tempId);
      const quote = await t.app.db
        .selectFrom('quote')
        .selectAll()
        .where('enrollment_id', '=', enrollmentId)
        .executeTakeFirstOrThrow();
      expect(quote.status).toBe('sent');
      expect(quote.recipient_email).not.toContain('ana@example.com');
      expect(quote.recipient_name).not.toContain('Ana');
      expect(quote.lines).toEqual([expect.objectContaining({ plan_id: 'DEN-PLUS', price_cents: cents })]);
      expect(quote.household).toMatchObject({ birth_date: '1980-07-04', tier: 'IO', zip: '75201' });
      const link = await t.app.db
        .selectFrom('resume_link')
        .selectAll()
        .where('enrollment_id', '=', enrollmentId)
        .executeTakeFirstOrThrow();
      expect(link).toMatchObject({ kind: 'save-cart', tab: 'cart_info', quote_id: quote.id, used_at: null });
      expect(link.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(new Date(link.expires_at).getTime() - now.getTime()).toBe(30 * day);
      const code = await t.app.db
        .selectFrom('resume_code')
        .selectAll()
        .where('enrollment_id', '=', enrollmentId)
        .executeTakeFirstOrThrow();
      expect(code.code_hash).toMatch(/^[0-9a-f]{64}$/);
      // Its two emails are queued with it, in the sender's language: the quote (PDF attached) and the code.
      const quoted = await emailed('ana@example.com', 'quote');
      expect(quoted).toMatchObject({ name: 'Ana Lopez', plans: [{ plan_name: expect.any(String) }] });
      expect(new URL(quoted.link).pathname).toMatch(/^\/save-cart-direct-continue\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+$/);
      expect(String((await emailed('ana@example.com', 'resume_code')).code)).toMatch(
        /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
      );
      const spanish = await givenCart();
      expect(
        (await sendQuote(spanish.cookie, spanish.tempId, { ...quoteForm, email: 'ana.es@example.com' }, 'es')).body
          .message,
      ).toBe('Su cotización ha sido enviada.');
      const languages = await t.app.db
        .selectFrom('outbox_message')
        .select(['language', 'template'])
        .orderBy('created_at', 'desc')
        .limit(2)
        .execute();
      expect(languages.map((row) => row.language)).toEqual(['es', 'es']);
    });

    it('previews the email without storing anything; another session can neither preview nor read the quote', async () => {
      const { cookie, tempId } = await givenCart();
      const query = new URLSearchParams({ enrollment_id: tempId, ...quoteForm, tab: 'cart_info', type: 'preview' });
      const preview = await call('GET', `get-quote-preview-content?${query}`, cookie);
      expect(preview.status).toBe(200);
      expect(preview.body.data.html).toContain('Hello Ana Lopez');
      expect(preview.body.data.subject).toMatch(/quote/);
      const badQuery = new URLSearchParams({ enrollment_id: tempId, name: '', email: 'x' });
      const bad = await call('GET', `get-quote-preview-content?${badQuery}`, cookie);
      expect(bad.status).toBe(400);
      expect(fieldErrors(bad.body)).toEqual({ name: 'Field is required', email: 'Please enter valid email address' });
      const enrollmentId = await idOf(tempId);
      expect(
        await t.app.db.selectFrom('quote').select('id').where('enrollment_id', '=', enrollmentId).execute(),
      ).toEqual([]);

      await sendQuote(cookie, tempId);
      const stranger = await newSessionCookie(t.app);
      expect((await call('GET', `get-quote-preview-content?${query}`, stranger)).status).toBe(404);
      expect((await call('GET', `get-quote?enrollment_id=${tempId}`, stranger)).status).toBe(404);
      const answer = await call('POST', 'quote/update-quoteseen-status', stranger, {
        enrollment_id: tempId,
        quote_status: 1,
      });
      expect(answer.status).toBe(404);
      const own = await call('GET', `get-quote?enrollment_id=${tempId}`, cookie);
      expect(own.body.data).toMatchObject({ recipient_name: 'Ana Lopez', quote_status: 'sent', stale: false });
    });
  });

  describe('resume links', () => {
    it('open only once the person confirms with the email the link went to; then the session holds the enrollment', async () => {
      const cart = await givenCart();
      const { tempId } = cart;
      const { token, email } = await givenLink(cart);
      const ip = newAddress();
      // A fresh browser following the link: the GET reads nothing of the enrollment.
      const followed = await call('GET', `direct-continue/${token}`, undefined, undefined, { ip });
      expect(followed.status).toBe(403);
      expect(JSON.stringify(followed.body)).not.toContain(tempId);
      const visitor = followed.cookie ?? (await newSessionCookie(t.app));
      expect((await call('GET', `get-cart-count?enrollment_id=${tempId}`, visitor)).status).toBe(404);

      const missing = await call('POST', `direct-continue/${token}/confirm`, visitor, {}, { ip });
      expect(fieldErrors(missing.body)).toEqual({ email: 'Field is required' });
      const wrong = await call(
        'POST',
        `direct-continue/${token}/confirm`,
        visitor,
        { email: 'eve@example.com' },
        { ip },
      );
      expect(wrong.status).toBe(400);
      expect(fieldErrors(wrong.body)).toEqual({ email: 'This is not the email address the link was sent to.' });

      const opened = await call(
        'POST',
        `direct-continue/${token}/confirm`,
        visitor,
        { email: ` ${email.toUpperCase()} ` },
        { ip },
      );
      expect(opened.status).toBe(200);
      expect(opened.body.data).toMatchObject({ enrollment_id: tempId, saved_tab: 'cart_info' });
      expect(opened.cookie).toBeDefined();
      expect(opened.cookie).not.toBe(visitor);
      const resumed = opened.cookie ?? '';
      // The old token opens nothing; the new one holds the enrollment.
      expect((await call('GET', `get-cart-count?enrollment_id=${tempId}`, visitor)).status).not.toBe(200);
      expect((await call('GET', `get-cart-count?enrollment_id=${tempId}`, resumed)).body.data.result).toBe(1);
      expect((await call('GET', `direct-continue/${token}`, resumed)).body.data.result.enrollment_id).toBe(tempId);
      expect((await call('GET', `get-quote?enrollment_id=${tempId}`, resumed)).body.data.quote_status).toBe('seen');
    });

    it("refuses a signed-in rep's session, which keeps its sign-in, and leaves the link to the client", async () => {
      const cart = await givenCart();
      const { token, code, email } = await givenLink(cart);
      const [rep] = demoStaff;
      const staff = await signInCookie(t.app, rep.email, rep.password);
      const ip = newAddress();
      const refused = await call('POST', `direct-continue/${token}/confirm`, staff, { email }, { ip });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/sign out/);
      expect((await call('POST', 'continue-enrollment', staff, { code, email }, { ip })).status).toBe(409);
      expect((await call('GET', 'auth/session', staff)).body.data).toMatchObject({ signed_in: true });
      const client = await newSessionCookie(t.app);
      expect((await call('POST', `direct-continue/${token}/confirm`, client, { email }, { ip })).status).toBe(200);
    });

    it('refuses a used, a tampered and an expired link', async () => {
      const cart = await givenCart();
      const { tempId } = cart;
      const { token, email } = await givenLink(cart);
      const ip = newAddress();
      const first = await newSessionCookie(t.app);
      expect((await call('POST', `direct-continue/${token}/confirm`, first, { email }, { ip })).status).toBe(200);
      const second = await newSessionCookie(t.app);
      const reused = await call('POST', `direct-continue/${token}/confirm`, second, { email }, { ip });
      expect(reused.status).toBe(410);
      expect(reused.body.message).toMatch(/already been used/);
      expect((await call('GET', `get-cart-count?enrollment_id=${tempId}`, second)).status).toBe(404);

      const other = await givenLink(cart);
      const last = other.token.at(-1) === 'A' ? 'B' : 'A';
      const tampered = `${other.token.slice(0, -1)}${last}`;
      const refused = await call('POST', `direct-continue/${tampered}/confirm`, second, { email: other.email }, { ip });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toMatch(/not valid or has expired/);
      const malformed = await call(
        'POST',
        `direct-continue/${base64Segment(other.token)}/confirm`,
        second,
        { email: other.email },
        {
          ip,
        },
      );
      expect(malformed.status).toBe(400);

      const later = now;
      now = new Date(later.getTime() + 31 * day);
      try {
        const fresh = await newSessionCookie(t.app);
        const expired = await call(
          'POST',
          `direct-continue/${other.token}/confirm`,
          fresh,
          { email: other.email },
          { ip },
        );
        expect(expired.status).toBe(404);
      } finally {
        now = later;
      }
      const fresh = await newSessionCookie(t.app);
      expect(
        (await call('POST', `direct-continue/${other.token}/confirm`, fresh, { email: other.email }, { ip })).status,
      ).toBe(200);
    });
  });

  it('lets the scheduled cleanup forget links and codes once they expired, and only those', async () => {
    const cart = await givenCart();
    await givenLink(cart);
    const enrollmentId = await idOf(cart.tempId);
    const rows = async () => ({
      links: (await t.app.db.selectFrom('resume_link').select('id').where('enrollment_id', '=', enrollmentId).execute())
        .length,
      codes: (await t.app.db.selectFrom('resume_code').select('id').where('enrollment_id', '=', enrollmentId).execute())
        .length,
    });
    await cleanUp(t.app.db, new Date(now.getTime() + 29 * day));
    expect(await rows()).toEqual({ links: 1, codes: 1 });
    await cleanUp(t.app.db, new Date(now.getTime() + 30 * day + 1));
    expect(await rows()).toEqual({ links: 0, codes: 0 });
  });

  describe('continue-enrollment', () => {
    it('resumes by code and email in a fresh browser; a wrong code or email is a field error on both', async () => {
      const cart = await givenCart();
      const { tempId } = cart;
      const { code, email } = await givenLink(cart);
      const ip = newAddress();
      const bad = await call('POST', 'continue-enrollment', undefined, { code: '', email: 'x' }, { ip });
      expect(bad.status).toBe(400);
      expect(fieldErrors(bad.body)).toEqual({ code: 'Field is required', email: 'Enter valid email address' });
      const wrongCode = await call(
        'POST',
        'continue-enrollment',
        undefined,
        { code: 'AAAA-BBBB-CCCC', email: email },
        { ip },
      );
      expect(wrongCode.status).toBe(400);
      expect(fieldErrors(wrongCode.body)).toEqual({
        code: 'The code or the email address is not correct.',
        email: 'The code or the email address is not correct.',
      });
      const wrongEmail = await call(
        'POST',
        'continue-enrollment',
        undefined,
        { code, email: 'eve@example.com' },
        { ip },
      );
      expect(fieldErrors(wrongEmail.body).code).toBe('The code or the email address is not correct.');
      const spanish = await call(
        'POST',
        'continue-enrollment',
        undefined,
        { code: 'AAAA-BBBB-CCCC', email: email },
        { ip, language: 'es' },
      );
      expect(fieldErrors(spanish.body).code).toBe('El código o la dirección de correo electrónico no son correctos.');

      const typed = code.toLowerCase().replace(/-/g, ' ');
      const resumed = await call('POST', 'continue-enrollment', undefined, { code: typed, email: email }, { ip });
      expect(resumed.status).toBe(200);
      expect(resumed.body.data).toMatchObject({
        enrollment_id: tempId,
        saved_tab: 'cart_info',
        others: { type: 'new-user', platform_group_id: null, platform_type: null },
      });
      const cookie = resumed.cookie ?? '';
      expect((await call('GET', `get-cart-count?enrollment_id=${tempId}`, cookie)).body.data.result).toBe(1);
    });

    it("gives back the portal's type with the enrollment: a rep-quote portal's root is the cart", async () => {
      const cart = await givenCart();
      const portal = await t.app.db
        .selectFrom('platform')
        .select(['id', 'public_id'])
        .where('platform_code', '=', 'REPQUOTE')
        .executeTakeFirstOrThrow();
      await t.app.db
        .updateTable('enrollment')
        .set({ platform_id: portal.id })
        .where('public_id', '=', cart.tempId)
        .execute();
      const { code, email } = await givenLink(cart);
      const resumed = await call('POST', 'continue-enrollment', undefined, { code, email }, { ip: newAddress() });
      expect(resumed.status).toBe(200);
      expect(resumed.body.data.others).toMatchObject({
        platform_group_id: portal.public_id,
        platform_type: 'rep-quote',
      });
    });

    /** The right pair from a new address, waiting at most the short delay across addresses (decision 0038). */
    const rightAfterShortDelay = async (code: string, email: string) => {
      const ip = newAddress();
      const first = await call('POST', 'continue-enrollment', undefined, { code, email }, { ip });
      if (first.status !== 429) return first;
      expect(first.body.message).toMatch(/wait/);
      now = new Date(now.getTime() + subjectDelay.maxSeconds * 1000);
      return call('POST', 'continue-enrollment', undefined, { code, email }, { ip });
    };

    it("lets the right pair through from a new address after others' wrong emails for the code from 20 addresses", async () => {
      const cart = await givenCart();
      const { code, email } = await givenLink(cart);
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const wrong = await call(
          'POST',
          'continue-enrollment',
          undefined,
          { code, email: `eve${attempt}@example.com` },
          { ip: newAddress() },
        );
        expect([400, 429]).toContain(wrong.status);
      }
      expect((await rightAfterShortDelay(code, email)).status).toBe(200);
    });

    it("lets the right pair through from a new address after wrong codes with the person's email from 20 addresses", async () => {
      const { code, email } = await givenLink(await givenCart());
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const wrong = await call(
          'POST',
          'continue-enrollment',
          undefined,
          { code: `ZZZZ-ZZZZ-ZZ${String(attempt).padStart(2, '0')}`, email },
          { ip: newAddress() },
        );
        expect([400, 429]).toContain(wrong.status);
      }
      expect((await rightAfterShortDelay(code, email)).status).toBe(200);
    });

    it("still limits one address's wrong codes for a person's email", async () => {
      const { code, email } = await givenLink(await givenCart());
      const ip = newAddress();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const sessionCookie = await newSessionCookie(t.app);
        const wrong = await call(
          'POST',
          'continue-enrollment',
          sessionCookie,
          { code: `YYYY-YYYY-YY${String(attempt).padStart(2, '0')}`, email },
          { ip },
        );
        expect(wrong.status).toBe(400);
        now = new Date(now.getTime() + subjectDelay.maxSeconds * 1000);
      }
      expect((await call('POST', 'continue-enrollment', undefined, { code, email }, { ip })).status).toBe(429);
    });
  });

  describe('quote/update-quoteseen-status and the send-quote view', () => {
    it('records a decline, and keeps it: the first answer is final', async () => {
      const { cookie, tempId } = await givenCart();
      await sendQuote(cookie, tempId);
      const declined = await call('POST', 'quote/update-quoteseen-status', cookie, {
        enrollment_id: tempId,
        quote_status: 0,
      });
      expect(declined.body).toMatchObject({ message: 'You have declined the quote.', data: { quote_status: 0 } });
      expect((await call('GET', `get-quote?enrollment_id=${tempId}`, cookie)).body.data.quote_status).toBe('declined');
      const accepted = await call('POST', 'quote/update-quoteseen-status', cookie, {
        enrollment_id: tempId,
        quote_status: '1',
      });
      expect(accepted.status).toBe(409);
      expect((await call('GET', `get-quote?enrollment_id=${tempId}`, cookie)).body.data.quote_status).toBe('declined');
      const bad = await call('POST', 'quote/update-quoteseen-status', cookie, {
        enrollment_id: tempId,
        quote_status: 2,
      });
      expect(bad.status).toBe(400);
      const none = await givenCart();
      expect(
        (
          await call('POST', 'quote/update-quoteseen-status', none.cookie, {
            enrollment_id: none.tempId,
            quote_status: 1,
          })
        ).status,
      ).toBe(409);
      const other = await givenCart();
      await sendQuote(other.cookie, other.tempId, { ...quoteForm, email: 'ana.accepts@example.com' });
      const accepts = await call('POST', 'quote/update-quoteseen-status', other.cookie, {
        enrollment_id: other.tempId,
        quote_status: '1',
      });
      expect(accepts.body.data).toEqual({ quote_status: 1 });
      expect((await call('GET', `get-quote?enrollment_id=${other.tempId}`, other.cookie)).body.data.quote_status).toBe(
        'accepted',
      );
    });

    it('shows old and new prices side by side when the prices changed since the quote was sent', async () => {
      const { cookie, tempId, cents } = await givenCart();
      await sendQuote(cookie, tempId);
      const view = await call('GET', `get-quote?enrollment_id=${tempId}`, cookie);
      expect(view.body.data.stale).toBe(false);
      const enrollmentId = await idOf(tempId);
      const quote = await t.app.db
        .selectFrom('quote')
        .select(['id', 'lines'])
        .where('enrollment_id', '=', enrollmentId)
        .executeTakeFirstOrThrow();
      const older = quote.lines.map((line) => ({ ...line, price_cents: line.price_cents - 100 }));
      await t.app.db
        .updateTable('quote')
        .set({ lines: JSON.stringify(older) })
        .where('id', '=', quote.id)
        .execute();
      const stale = await call('GET', `get-quote?enrollment_id=${tempId}`, cookie);
      expect(stale.body.data).toMatchObject({ stale: true });
      expect(stale.body.data.plans[0]).toMatchObject({
        quoted_price: ((cents - 100) / 100).toFixed(2),
        current_price: (cents / 100).toFixed(2),
      });
    });
  });

  it('keeps link tokens and codes out of the log', async () => {
    const { token, code, email } = await givenLink(await givenCart());
    const fresh = await newSessionCookie(t.app);
    await call('GET', `direct-continue/${token}`, fresh);
    await call('POST', `direct-continue/${token}/confirm`, fresh, { email: email }, { ip: newAddress() });
    await call('POST', 'continue-enrollment', undefined, { code, email: email }, { ip: newAddress() });
    const log = t.logLines.join('\n');
    expect(log).toContain('direct-continue');
    expect(log).not.toContain(token);
    expect(log).not.toContain(code);
  });
});
