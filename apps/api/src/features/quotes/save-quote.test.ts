// Saving a cart as a quote (save-enrollment, tab cart_info): the quote form's rules, the quote
// stored with its link and code, the preview; accept and decline, and the send-quote view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { filter, savedCarts } from '../../../test/saved-carts';

const day = 24 * 60 * 60 * 1000;

describe.each(testDatabases)('quotes on $name', (database) => {
  let t: TestApp;
  const now = new Date('2026-11-24T12:00:00Z');
  const { call, idOf, givenCart, quoteForm, sendQuote, emailed } = savedCarts(() => t.app, database.name);

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
});
