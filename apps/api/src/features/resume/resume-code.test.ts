// A resume code works until the enrollment is completed or a new code is sent (decision 0043,
// amending 0014): a client who resumed on a phone finishes on a computer. Each use needs the
// email, counts as a guess and gives the session a new token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { currentCatalog, priceOnePlan } from '../catalog/catalog-service';
import { outboxPlace } from '../messaging/outbox';
import { householdFor } from '../quoting/household-service';

const filter = { zip: '75201', dob: '07/04/1980', gender: 1, tier: 'IO' };

describe.each(testDatabases)('resume codes on $name', (database) => {
  let t: TestApp;
  let address = 0;
  const newAddress = () => `10.1.${Math.floor(++address / 200)}.${address % 200}`;
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    cookie: string | undefined,
    payload?: object,
    ip?: string,
  ) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: cookie ? { cookie } : {},
      ...(ip ? { remoteAddress: ip } : {}),
      ...(payload ? { payload } : {}),
    });
    const sid = res.cookies.filter((c) => c.name === 'sid' && c.value !== '').at(-1);
    return { status: res.statusCode, body: res.json(), cookie: sid ? `sid=${sid.value}` : undefined };
  };
  const idOf = async (publicId: string) =>
    (await t.app.db.selectFrom('enrollment').select('id').where('public_id', '=', publicId).executeTakeFirstOrThrow())
      .id;
  let clients = 0;
  /** The latest resume code emailed to `to`, read back from the outbox. */
  const codeSentTo = async (to: string) => {
    const rows = await t.app.db
      .selectFrom('outbox_message')
      .select(['public_id', 'sealed_recipient', 'sealed_content'])
      .where('template', '=', 'resume_code')
      .orderBy('id', 'desc')
      .execute();
    const row = rows.find(
      (found) => t.app.cipher.open(found.sealed_recipient, outboxPlace(found.public_id, 'sealed_recipient')) === to,
    );
    if (!row) throw new Error(`no resume code to ${to}`);
    return String(
      JSON.parse(t.app.cipher.open(row.sealed_content, outboxPlace(row.public_id, 'sealed_content'))).data.code,
    );
  };
  /** A cart sent as a quote to a new client; their code and email. */
  const givenQuote = async () => {
    const cookie = await newSessionCookie(t.app);
    const tempId = (await call('POST', 'add-filter-for-new-user', cookie, filter)).body.data.temp_enrollment_id;
    const household = await householdFor(t.app.db, await idOf(tempId), t.app.now());
    const option = (() => {
      const pricing = priceOnePlan(catalog, 'DEN-PLUS', household);
      return pricing?.ok ? pricing.options[0] : undefined;
    })();
    if (!option) throw new Error('DEN-PLUS does not price');
    const line = { enrollment_id: tempId, plan_id: 'DEN-PLUS', plan_pricing_id: option.plan_pricing_id };
    expect((await call('POST', 'add-plan-to-cart', cookie, line)).status).toBe(200);
    clients += 1;
    const email = `code-${clients}-${database.name}@example.com`;
    const quote = { enrollment_id: tempId, tab: 'cart_info', name: 'Ana Lopez', email };
    expect((await call('POST', 'save-enrollment', cookie, quote)).status).toBe(200);
    return { cookie, tempId, email, code: await codeSentTo(email) };
  };
  let catalog: Awaited<ReturnType<typeof currentCatalog>>;
  const cartCount = async (tempId: string, cookie: string | undefined) =>
    (await call('GET', `get-cart-count?enrollment_id=${tempId}`, cookie)).status;

  beforeAll(async () => {
    t = await startTestApp(database);
    catalog = await currentCatalog(t.app.db);
  });
  afterAll(() => t.close());

  it('opens the enrollment on a phone, then on a computer, each time with a new token', async () => {
    const { tempId, email, code } = await givenQuote();
    const ip = newAddress();
    const phone = await call('POST', 'continue-enrollment', undefined, { code, email }, ip);
    expect(phone.status).toBe(200);
    const computer = await call('POST', 'continue-enrollment', undefined, { code, email }, ip);
    expect(computer.status).toBe(200);
    expect(computer.body.data.enrollment_id).toBe(tempId);
    expect(await cartCount(tempId, computer.cookie)).toBe(200);
    // The phone still holds it; using the code there again renews its token.
    const again = await call('POST', 'continue-enrollment', phone.cookie, { code, email }, ip);
    expect(again.status).toBe(200);
    expect(again.cookie).toBeDefined();
    expect(again.cookie).not.toBe(phone.cookie);
    expect(await cartCount(tempId, again.cookie)).toBe(200);
    expect(await cartCount(tempId, phone.cookie)).not.toBe(200);
  });

  it('still needs the email it went to', async () => {
    const { email, code } = await givenQuote();
    const ip = newAddress();
    expect((await call('POST', 'continue-enrollment', undefined, { code, email }, ip)).status).toBe(200);
    const wrong = await call('POST', 'continue-enrollment', undefined, { code, email: 'eve@example.com' }, ip);
    expect(wrong.status).toBe(400);
  });

  it('counts each use as a guess: the right pair too', async () => {
    const { email, code } = await givenQuote();
    const counted = async () =>
      (
        await t.app.db
          .selectFrom('guess_counter')
          .select('attempts')
          .where('kind', '=', 'resume_code')
          .where('subject', 'like', `%${email}%`)
          .execute()
      ).reduce((sum, row) => sum + row.attempts, 0);
    const ip = newAddress();
    expect((await call('POST', 'continue-enrollment', undefined, { code, email }, ip)).status).toBe(200);
    const once = await counted();
    expect(once).toBeGreaterThan(0);
    expect((await call('POST', 'continue-enrollment', undefined, { code, email }, ip)).status).toBe(200);
    expect(await counted()).toBeGreaterThan(once);
  });

  it('stops working once a new code is sent, as an unknown code', async () => {
    const { cookie, tempId, email, code } = await givenQuote();
    const ip = newAddress();
    const unknown = await call('POST', 'continue-enrollment', undefined, { code: 'AAAA-BBBB-CCCC', email }, ip);
    const resent = { enrollment_id: tempId, tab: 'cart_info', name: 'Ana Lopez', email };
    expect((await call('POST', 'save-enrollment', cookie, resent)).status).toBe(200);
    const newer = await codeSentTo(email);
    expect(newer).not.toBe(code);
    const old = await call('POST', 'continue-enrollment', undefined, { code, email }, ip);
    expect(old.status).toBe(400);
    expect(old.body).toEqual(unknown.body);
    expect((await call('POST', 'continue-enrollment', undefined, { code: newer, email }, ip)).status).toBe(200);
  });

  it('stops working once the enrollment is completed', async () => {
    const { tempId, email, code } = await givenQuote();
    const ip = newAddress();
    expect((await call('POST', 'continue-enrollment', undefined, { code, email }, ip)).status).toBe(200);
    await t.app.db
      .updateTable('enrollment')
      .set({ completed_at: t.app.now() })
      .where('public_id', '=', tempId)
      .execute();
    const after = await call('POST', 'continue-enrollment', undefined, { code, email }, ip);
    expect(after.status).toBe(400);
  });
});
