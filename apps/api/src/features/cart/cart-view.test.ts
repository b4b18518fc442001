// The cart screen's calls: the cart with its costs and breakdown, its effective dates on an
// injected clock, removal (POST; the spec's GET answers 405) and checkout, bad input included.
import { centsToDecimal } from '@benefit-store/contract/money';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  enrollmentOf,
  fieldErrors,
  newSessionCookie,
  signInCookie,
  startTestApp,
  type TestApp,
} from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { demoStaff } from '../../seed/staff';
import { currentCatalog, type PricedOption, priceOnePlan } from '../catalog/catalog-service';
import { householdFor } from '../quoting/household-service';

const filter = { zip: '75201', dob: '07/04/1980', gender: 1, tier: 'IO' };
const groupAdmin = demoStaff[2];

describe.each(testDatabases)('the cart screen on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  let now = new Date('2026-11-24T15:00:00Z');
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = cookie, language = 'en') => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { cookie: as, 'accept-language': language },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const newQuote = async (dob = filter.dob) => {
    const res = await call('POST', 'add-filter-for-new-user', { ...filter, dob });
    return res.body.data.temp_enrollment_id as string;
  };
  const internalId = async (tempId: string) =>
    (await t.app.db.selectFrom('enrollment').select('id').where('public_id', '=', tempId).executeTakeFirstOrThrow()).id;
  /** The options pricing gives the household, rated on `effectiveDate` (else the date it is rated on). */
  const optionsOf = async (tempId: string, planId: string, effectiveDate?: string) => {
    const household = await householdFor(t.app.db, await internalId(tempId), t.app.now());
    const rated = household && effectiveDate ? { ...household, effectiveDate } : household;
    const pricing = priceOnePlan(await currentCatalog(t.app.db), planId, rated);
    if (!pricing?.ok) throw new Error(`${planId} does not price for this household`);
    return pricing.options;
  };
  const line = async (tempId: string, planId: string, option = 0) => {
    const chosen = (await optionsOf(tempId, planId))[option];
    if (!chosen) throw new Error(`${planId} has no option ${option}`);
    return { enrollment_id: tempId, plan_id: planId, plan_pricing_id: chosen.plan_pricing_id };
  };
  const add = async (tempId: string, planId: string, option = 0) => {
    const res = await call('POST', 'add-plan-to-cart', await line(tempId, planId, option));
    expect(res.status).toBe(200);
  };
  const addMembershipPair = async (tempId: string, planId: string) => {
    const membership = await line(tempId, 'ELV-MEM');
    const plan = await line(tempId, planId);
    const res = await call('POST', 'add-plan-to-cart-prudentials', {
      ...plan,
      plan_id1: membership.plan_id,
      plan_pricing_id1: membership.plan_pricing_id,
    });
    expect(res.status).toBe(200);
  };
  const cart = async (tempId: string, language = 'en') =>
    (await call('GET', `get-plan-cart?enrollment_id=${tempId}`, undefined, cookie, language)).body.data;
  const dates = async (tempId: string) =>
    (await call('GET', `get-cart-effective-dates?enrollment_id=${tempId}`)).body.data;
  /** Puts the enrollment in a portal with these rules. */
  const inPortal = async (tempId: string, code: string, cutoff: number | null, earliest: string | null = null) => {
    const portal = await t.app.db
      .updateTable('platform')
      .set({ effective_cutoff_day: cutoff, earliest_effective_date: earliest })
      .where('platform_code', '=', code)
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('enrollment').set({ platform_id: portal.id }).where('public_id', '=', tempId).execute();
  };

  beforeAll(async () => {
    t = await startTestApp(database, {}, () => now);
    cookie = await newSessionCookie(t.app);
  });
  beforeEach(() => {
    now = new Date('2026-11-24T15:00:00Z');
  });
  afterAll(() => t.close());

  it('shows an empty cart with zero costs', async () => {
    const tempId = await newQuote();
    expect(await cart(tempId)).toMatchObject({
      result: [],
      initial_month_cost: '0.00',
      recurring_month_cost: '0.00',
      total_cost: '0.00',
      breakdown: { premiums: '0.00', membership_fees: '0.00', administrative_fees: '0.00' },
      has_l713: false,
      effective_date: null,
      admin_fee_notice: false,
    });
  });

  it('lists each line with its logo, price and removability, and says where each dollar goes', async () => {
    const tempId = await newQuote();
    await add(tempId, 'DEN-PLUS');
    await add(tempId, 'LTD-L713');
    await addMembershipPair(tempId, 'LTD-100');
    const view = await cart(tempId);
    const byId = Object.fromEntries(view.result.map((item: { plan_id: string }) => [item.plan_id, item]));
    expect(Object.keys(byId).sort()).toEqual(['DEN-PLUS', 'ELV-MEM', 'LTD-100', 'LTD-L713']);
    expect(byId['ELV-MEM']).toMatchObject({
      line_type: 'membership',
      removable: 0,
      price: '5.00',
      premium: '5.00',
      administrative_fee: '0.00',
      kept_by: ['Harbor Fixed Benefit 100'],
    });
    expect(byId['DEN-PLUS']).toMatchObject({
      line_type: 'plan',
      removable: 1,
      kept_by: [],
      administrative_fee: '0.00',
    });
    expect(byId['DEN-PLUS'].plan_logo).toMatch(/^\/media\/logos\//);
    const premier = byId['LTD-L713'];
    const cents = (text: string) => Math.round(Number(text) * 100);
    expect(cents(premier.premium) + cents(premier.administrative_fee)).toBe(cents(premier.price));
    expect(cents(premier.administrative_fee)).toBeGreaterThan(0);

    const prices = view.result.map((item: { price: string }) => cents(item.price));
    const recurring = prices.reduce((a: number, b: number) => a + b, 0);
    expect(view.recurring_month_cost).toBe(centsToDecimal(recurring));
    expect(view.initial_month_cost).toBe(view.recurring_month_cost);
    expect(view.total_months).toBe(12);
    expect(view.total_cost).toBe(centsToDecimal(recurring * 12));
    expect(view.breakdown).toEqual({
      premiums: centsToDecimal(recurring - 500 - cents(premier.administrative_fee)),
      membership_fees: '5.00',
      administrative_fees: premier.administrative_fee,
    });
    expect(view).toMatchObject({
      has_l713: true,
      l713_net_price: premier.premium,
      admin_fee_notice: true,
      optional_life_notice: false,
    });
  });

  it('removes a removable line by POST only; the membership goes once no plan needs it', async () => {
    const tempId = await newQuote();
    await add(tempId, 'DEN-PLUS');
    await addMembershipPair(tempId, 'LTD-100');
    const dental = await line(tempId, 'DEN-PLUS');

    const byGet = await call('GET', `remove-plan-from-cart?${new URLSearchParams(dental)}`);
    expect(byGet.status).toBe(405);
    expect(byGet.headers.allow).toBe('POST');
    expect(byGet.body).toMatchObject({ status: 'error', statusCode: 405 });
    expect(byGet.body.message).toContain('POST /api/v1/remove-plan-from-cart');
    const spanish = await call('GET', 'remove-plan-from-cart', undefined, cookie, 'es');
    expect(spanish.body.message).toMatch(/^Eliminar un plan/);
    expect((await cart(tempId)).result).toHaveLength(3);

    const membership = await line(tempId, 'ELV-MEM');
    const kept = await call('POST', 'remove-plan-from-cart', membership);
    expect(kept.status).toBe(400);
    expect(fieldErrors(kept.body)).toEqual({ plan_id: 'This plan cannot be removed from the cart.' });

    const removed = await call('POST', 'remove-plan-from-cart', dental);
    expect(removed.body).toMatchObject({ message: 'Plan removed from your cart.', data: { cart_count: 2 } });
    const again = await call('POST', 'remove-plan-from-cart', dental, cookie, 'es');
    expect(fieldErrors(again.body)).toEqual({ plan_id: 'Este plan no está en su carrito.' });

    await call('POST', 'remove-plan-from-cart', await line(tempId, 'LTD-100'));
    const alone = await cart(tempId);
    expect(alone.result).toEqual([expect.objectContaining({ plan_id: 'ELV-MEM', removable: 1, kept_by: [] })]);
    expect((await call('POST', 'remove-plan-from-cart', membership)).body.data).toEqual({ cart_count: 0 });
  });

  it('refuses removal of an option not in the cart, bad input, another session and a group administrator', async () => {
    const tempId = await newQuote();
    await add(tempId, 'DEN-PLUS');
    const dental = await line(tempId, 'DEN-PLUS');
    const otherOption = await call('POST', 'remove-plan-from-cart', { ...dental, plan_pricing_id: 'DEN-PLUS_IF_x' });
    expect(fieldErrors(otherOption.body)).toEqual({ plan_pricing_id: 'This plan is not in your cart.' });
    const bad = await call('POST', 'remove-plan-from-cart', { enrollment_id: tempId, plan_id: 'a b' });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldErrors(bad.body)).sort()).toEqual(['plan_id', 'plan_pricing_id']);
    const other = await newSessionCookie(t.app);
    expect((await call('POST', 'remove-plan-from-cart', dental, other)).status).toBe(404);
    expect((await call('GET', `get-plan-cart?enrollment_id=${tempId}`, undefined, other)).status).toBe(404);
    expect((await call('GET', `get-cart-effective-dates?enrollment_id=${tempId}`, undefined, other)).status).toBe(404);
    expect(
      (await call('POST', 'cart-checkout', { enrollment_id: tempId, effective_date: '2027-01-01' }, other)).status,
    ).toBe(404);

    // An enrollment in Acme's book, which its administrator may read but not change.
    const group = await t.app.db
      .selectFrom('employer_group')
      .select('id')
      .where('group_code', '=', 'ACME2026')
      .executeTakeFirstOrThrow();
    const applicant = await newSessionCookie(t.app);
    const inBook = await enrollmentOf(t.app, applicant, { groupId: group.id });
    await t.app.db
      .insertInto('cart_line')
      .values({
        enrollment_id: await internalId(inBook),
        plan_id: 'DEN-PLUS',
        plan_pricing_id: 'x',
        price_cents: 100,
        removable: true,
      })
      .execute();
    if (!groupAdmin) throw new Error('no demo group administrator');
    const admin = await signInCookie(t.app, groupAdmin.email, groupAdmin.password);
    const removal = { enrollment_id: inBook, plan_id: 'DEN-PLUS', plan_pricing_id: 'x' };
    expect((await call('POST', 'remove-plan-from-cart', removal, admin)).status).toBe(404);
    expect(
      (await call('POST', 'cart-checkout', { enrollment_id: inBook, effective_date: '2027-01-01' }, admin)).status,
    ).toBe(404);
    expect((await call('POST', 'remove-plan-from-cart', removal, applicant)).status).toBe(200);
  });

  it("offers the next firsts of months within the portal's cutoff, and says why one is missing", async () => {
    const tempId = await newQuote();
    expect(await dates(tempId)).toEqual({
      result: ['2026-12-01', '2027-01-01', '2027-02-01'],
      missing: [],
      cutoff: null,
      selected: null,
    });
    await inPortal(tempId, 'INDFAM', 20);
    expect(await dates(tempId)).toEqual({
      result: ['2027-01-01', '2027-02-01', '2027-03-01'],
      missing: [{ date: '2026-12-01', reason: 'cutoff', plan_name: '' }],
      cutoff: { day: 20, effective_date: '2027-01-01', last_day: '2026-12-20', days_left: 26 },
      selected: null,
    });
    now = new Date('2026-11-10T09:00:00Z');
    expect((await dates(tempId)).cutoff).toEqual({
      day: 20,
      effective_date: '2026-12-01',
      last_day: '2026-11-20',
      days_left: 10,
    });

    // The premier plan starts on a quarter only; the portal's earliest date holds too.
    await add(tempId, 'LTD-L713');
    await inPortal(tempId, 'INDFAM', 20, '2027-02-01');
    const restricted = await dates(tempId);
    expect(restricted.result).toEqual(['2027-04-01', '2027-07-01', '2027-10-01']);
    expect(restricted.missing.slice(0, 4)).toEqual([
      { date: '2026-12-01', reason: 'portal_earliest', plan_name: '' },
      { date: '2027-01-01', reason: 'portal_earliest', plan_name: '' },
      { date: '2027-02-01', reason: 'plan_months', plan_name: 'Summit Premier Health (L713)' },
      { date: '2027-03-01', reason: 'plan_months', plan_name: 'Summit Premier Health (L713)' },
    ]);
  });

  it('re-rates every line for the ages on the date chosen, and the costs and breakdown follow', async () => {
    // 29 on December 1, 30 on January 1: the dental plan's next age band.
    const tempId = await newQuote('12/15/1996');
    await call('PUT', `change-filter-info/${tempId}`, { is_smoker: 0 });
    await add(tempId, 'DEN-PLUS');
    await add(tempId, 'LIFE-10', 1);
    await add(tempId, 'LTD-L713');
    const choose = (effective_date: string) => call('POST', 'cart-checkout', { enrollment_id: tempId, effective_date });
    const expected = async (effectiveDate: string) => ({
      'DEN-PLUS': (await optionsOf(tempId, 'DEN-PLUS', effectiveDate))[0],
      'LIFE-10': (await optionsOf(tempId, 'LIFE-10', effectiveDate))[1],
      'LTD-L713': (await optionsOf(tempId, 'LTD-L713', effectiveDate))[0],
    });
    const linesOf = async () => {
      const view = await cart(tempId);
      const lines = Object.fromEntries(
        view.result.map((item: { plan_id: string; plan_pricing_id: string; price: string }) => [
          item.plan_id,
          { plan_pricing_id: item.plan_pricing_id, price: item.price },
        ]),
      );
      return { view, lines };
    };
    const asLines = (options: Record<string, PricedOption | undefined>) =>
      Object.fromEntries(
        Object.entries(options).map(([planId, option]) => [
          planId,
          { plan_pricing_id: option?.plan_pricing_id, price: centsToDecimal(option?.monthly_cents ?? -1) },
        ]),
      );

    const december = await expected('2026-12-01');
    const january = await expected('2027-01-01');
    expect(january['DEN-PLUS']?.monthly_cents).toBeGreaterThan(december['DEN-PLUS']?.monthly_cents ?? 0);
    expect(january['LIFE-10']?.benefitDollars).toBe(december['LIFE-10']?.benefitDollars);
    expect((await linesOf()).lines).toEqual(asLines(december));

    // The premier plan starts on a quarter only: January is the first date offered.
    expect((await choose('2027-01-01')).status).toBe(200);
    const { view, lines } = await linesOf();
    expect(lines).toEqual(asLines(january));
    const recurring = Object.values(january).reduce((sum, option) => sum + (option?.monthly_cents ?? 0), 0);
    const fee = january['LTD-L713']?.fee_cents ?? 0;
    expect(fee).toBeGreaterThan(0);
    expect(view).toMatchObject({
      recurring_month_cost: centsToDecimal(recurring),
      total_cost: centsToDecimal(recurring * 12),
      breakdown: {
        premiums: centsToDecimal(recurring - fee),
        membership_fees: '0.00',
        administrative_fees: centsToDecimal(fee),
      },
    });
    // The plans' own prices say the same: the household is rated on the date chosen.
    const detail = await call('GET', `get-plan-pricing-detail?pid=DEN-PLUS&enrollment_id=${tempId}`);
    expect(detail.body.data.ppid).toBe(january['DEN-PLUS']?.plan_pricing_id);
    // Adding a plan now prices it on that date too.
    await add(tempId, 'VIS-BASIC');
    expect((await linesOf()).lines['VIS-BASIC']).toEqual(asLines({ x: (await optionsOf(tempId, 'VIS-BASIC'))[0] }).x);
  });

  it('leaves out, and refuses, the dates on which a plan in the cart is not offered for the household’s ages', async () => {
    // 64 on January 1, 65 on April 1: the premier plan issues to 64, and starts on a quarter only.
    const tempId = await newQuote('02/10/1962');
    await add(tempId, 'LTD-L713');
    const offered = await dates(tempId);
    expect(offered.result).toEqual(['2027-01-01']);
    expect(offered.missing).toContainEqual({
      date: '2027-04-01',
      reason: 'plan_ages',
      plan_name: 'Summit Premier Health (L713)',
    });
    const choose = (effective_date: string) => call('POST', 'cart-checkout', { enrollment_id: tempId, effective_date });
    expect(fieldErrors((await choose('2027-04-01')).body)).toEqual({
      effective_date: 'Please choose one of the effective dates offered.',
    });
    expect((await cart(tempId)).effective_date).toBeNull();
    expect((await choose('2027-01-01')).status).toBe(200);
  });

  it('checks out with an offered date only, and keeps it while it is offered', async () => {
    const tempId = await newQuote();
    const checkout = (effective_date: unknown, language = 'en') =>
      call('POST', 'cart-checkout', { enrollment_id: tempId, effective_date }, cookie, language);
    const empty = await checkout('2026-12-01');
    expect(empty.status).toBe(400);
    expect(fieldErrors(empty.body)).toEqual({ enrollment_id: 'Your cart is empty.' });

    await add(tempId, 'DEN-PLUS');
    await inPortal(tempId, 'INDFAM', 20);
    const pastCutoff = await checkout('2026-12-01');
    expect(fieldErrors(pastCutoff.body)).toEqual({
      effective_date: 'Please choose one of the effective dates offered.',
    });
    expect(fieldErrors((await checkout('2027-01-15', 'es')).body)).toEqual({
      effective_date: 'Elija una de las fechas de vigencia ofrecidas.',
    });
    expect(fieldErrors((await checkout('')).body)).toEqual({ effective_date: 'Field is required' });
    expect((await checkout('01/01/2027')).status).toBe(400);
    expect((await checkout(20270101)).status).toBe(400);

    const stored = await checkout('2027-01-01');
    expect(stored.status).toBe(200);
    expect(stored.body.data).toEqual({ effective_date: '2027-01-01' });
    expect((await cart(tempId)).effective_date).toBe('2027-01-01');
    expect((await dates(tempId)).selected).toBe('2027-01-01');
    const saved = await call('GET', `get-enrollment-temp-info?enrollment_id=${tempId}&column=effective_date`);
    expect(saved.body.data).toEqual({ result: '2027-01-01' });
    // The portal's rules change: the date is no longer offered, so no longer shown as chosen.
    await inPortal(tempId, 'INDFAM', 20, '2027-02-01');
    expect((await cart(tempId)).effective_date).toBeNull();
    expect((await dates(tempId)).selected).toBeNull();
  });
});
