// Saved carts for the tests of quotes and resume: a session with a cart, the cart sent as a quote
// (save-enrollment, tab cart_info), and the link and code its emails carry, read back from the outbox.
import { expect } from 'vitest';
import { currentCatalog, priceOnePlan } from '../src/features/catalog/catalog-service';
import { outboxPlace } from '../src/features/messaging/outbox';
import { householdFor } from '../src/features/quoting/household-service';
import { newSessionCookie, type TestApp } from './app';

/** The quote filter of a one-person household in Dallas. */
export const filter = { zip: '75201', dob: '07/04/1980', gender: 1, tier: 'IO' };

/** The helpers over the app `app()` gives (started in a test's beforeAll); `databaseName` keeps emails apart. */
export function savedCarts(app: () => TestApp['app'], databaseName: string) {
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
    const res = await app().inject({
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
    (await app().db.selectFrom('enrollment').select('id').where('public_id', '=', publicId).executeTakeFirstOrThrow())
      .id;

  /** A session with an enrollment whose cart holds a dental plan. */
  const givenCart = async () => {
    const cookie = await newSessionCookie(app());
    const tempId = (await call('POST', 'add-filter-for-new-user', cookie, filter)).body.data.temp_enrollment_id;
    const household = await householdFor(app().db, await idOf(tempId), app().now());
    const pricing = priceOnePlan(await currentCatalog(app().db), 'DEN-PLUS', household);
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
    const rows = await app()
      .db.selectFrom('outbox_message')
      .select(['public_id', 'template', 'sealed_recipient', 'sealed_content'])
      .where('template', '=', template)
      .orderBy('created_at', 'desc')
      .execute();
    const row = rows.find(
      (found) => app().cipher.open(found.sealed_recipient, outboxPlace(found.public_id, 'sealed_recipient')) === to,
    );
    if (!row) throw new Error(`no ${template} email to ${to}`);
    return JSON.parse(app().cipher.open(row.sealed_content, outboxPlace(row.public_id, 'sealed_content'))).data;
  };
  /** Sends the cart as a quote to a new address and reads the link and code its emails carry. */
  const givenLink = async (cart: { cookie: string; tempId: string }) => {
    emails += 1;
    const email = `client-${emails}-${databaseName}@example.com`;
    expect((await sendQuote(cart.cookie, cart.tempId, { ...quoteForm, email })).status).toBe(200);
    const quote = await emailed(email, 'quote');
    const [, route, id = '', tab = ''] = new URL(quote.link).pathname.split('/');
    expect(route).toBe('save-cart-direct-continue');
    expect(Buffer.from(tab, 'base64url').toString()).toBe('cart_info');
    const resume = await emailed(email, 'resume_code');
    return { email, token: Buffer.from(id, 'base64url').toString(), code: String(resume.code), link: quote.link };
  };
  return { call, idOf, newAddress, givenCart, quoteForm, sendQuote, emailed, givenLink };
}
