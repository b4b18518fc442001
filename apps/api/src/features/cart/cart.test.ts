// Cart lines: plans added at the price pricing gives now, membership pairs in one go, refusals,
// the count and amount of the header badge, and the plan flags the cart asks about.
import { centsToDecimal } from '@benefit-store/contract/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, fieldErrors, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { currentCatalog, priceOnePlan } from '../catalog/catalog-service';
import { householdFor } from '../quoting/household-service';

const filter = { zip: '75201', dob: '07/04/1980', gender: 1, tier: 'IO' };

describe.each(testDatabases)('cart on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const call = async (method: 'GET' | 'POST', url: string, payload?: object, as = cookie) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { cookie: as },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const newQuote = async (extra: object = {}) => {
    const res = await call('POST', 'add-filter-for-new-user', { ...filter, ...extra });
    return res.body.data.temp_enrollment_id as string;
  };
  /** The options pricing gives the quote's household now, straight from the catalog. */
  const optionsOf = async (tempId: string, planId: string) => {
    const { id } = await t.app.db
      .selectFrom('enrollment')
      .select('id')
      .where('public_id', '=', tempId)
      .executeTakeFirstOrThrow();
    const household = await householdFor(t.app.db, id, t.app.now());
    const pricing = priceOnePlan(await currentCatalog(t.app.db), planId, household);
    if (!pricing?.ok) throw new Error(`${planId} does not price for this household`);
    return pricing.options;
  };
  const line = async (tempId: string, planId: string) => {
    const [option] = await optionsOf(tempId, planId);
    if (!option) throw new Error(`${planId} has no option`);
    return {
      enrollment_id: tempId,
      plan_id: planId,
      plan_pricing_id: option.plan_pricing_id,
      cents: option.monthly_cents,
    };
  };
  const count = async (tempId: string) =>
    (await call('GET', `get-cart-count?enrollment_id=${tempId}`)).body.data.result;
  const amount = async (tempId: string) =>
    (await call('GET', `get-cart-amount?enrollment_id=${tempId}`)).body.data.result;

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  it('starts empty', async () => {
    const tempId = await enrollmentOf(t.app, cookie);
    expect(await count(tempId)).toBe(0);
    expect(await amount(tempId)).toBe('0.00');
  });

  it('adds a plan at the price pricing gives now, once', async () => {
    const tempId = await newQuote();
    const { cents, ...dental } = await line(tempId, 'DEN-PLUS');
    const added = await call('POST', 'add-plan-to-cart', dental);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ message: 'Plan added to your cart.', data: { cart_count: 1 } });
    expect(await count(tempId)).toBe(1);
    expect(await amount(tempId)).toBe(centsToDecimal(cents));
    const query = new URLSearchParams(dental).toString();
    expect((await call('GET', `check-already-in-cart?${query}`)).body.data).toEqual({ status: true });
    expect((await call('POST', 'check-already-in-cart', { ...dental, plan_id: 'DEN-PREM' })).body.data).toEqual({
      status: false,
    });

    const again = await call('POST', 'add-plan-to-cart', dental);
    expect(again.status).toBe(400);
    expect(fieldErrors(again.body)).toEqual({ plan_id: 'This plan is already in your cart.' });
    expect(await count(tempId)).toBe(1);
  });

  it('refuses an option pricing does not give now, an unknown plan and a household the plan does not fit', async () => {
    const tempId = await newQuote();
    const stale = await call('POST', 'add-plan-to-cart', {
      enrollment_id: tempId,
      plan_id: 'DEN-PLUS',
      plan_pricing_id: 'DEN-PLUS_IF_age-18-29',
    });
    expect(fieldErrors(stale.body)).toEqual({
      plan_pricing_id: 'The price of this plan has changed. Please review it and add it again.',
    });
    const unknown = await call('POST', 'add-plan-to-cart', {
      enrollment_id: tempId,
      plan_id: 'NOPE',
      plan_pricing_id: 'x',
    });
    expect(fieldErrors(unknown.body)).toEqual({ plan_id: 'Plan not found' });
    const senior = await call('POST', 'add-plan-to-cart', {
      enrollment_id: tempId,
      plan_id: 'DEN-SENIOR',
      plan_pricing_id: 'x',
    });
    expect(fieldErrors(senior.body).plan_id).toBeDefined();
    const bare = await enrollmentOf(t.app, cookie);
    const noQuote = await call('POST', 'add-plan-to-cart', {
      enrollment_id: bare,
      plan_id: 'DEN-PLUS',
      plan_pricing_id: 'x',
    });
    expect(fieldErrors(noQuote.body)).toEqual({
      plan_id: 'Your quote could not be found. Please enter your basic info again.',
    });
    const { cents: _cancer, ...cancer } = await line(tempId, 'SUP-CANCER');
    const questions = await call('POST', 'add-plan-to-cart', cancer);
    expect(fieldErrors(questions.body)).toEqual({
      plan_id: 'Please answer the questions of this plan to see its price.',
    });
    expect(await count(tempId)).toBe(0);
    const asked = (await currentCatalog(t.app.db)).byId.get('SUP-CANCER')?.questions ?? [];
    const answers = asked.map((q) => ({ question_id: q.question_id, yes_no_flag: q.decliningAnswer === 0 ? 1 : 0 }));
    const saved = await call('POST', 'save-question-answers', {
      enrollment_id: tempId,
      plan_id: 'SUP-CANCER',
      answers,
    });
    expect(saved.status).toBe(200);
    expect((await call('POST', 'add-plan-to-cart', cancer)).body.data).toEqual({ cart_count: 1 });
  });

  it("refuses a plan whose blackout holds the household's effective date", async () => {
    const tempId = await newQuote();
    const { cents: _telehealth, ...blackedOut } = await line(tempId, 'TEL-FAMILY');
    const refused = await call('POST', 'add-plan-to-cart', blackedOut);
    expect(fieldErrors(refused.body)).toEqual({ plan_id: 'This plan cannot be added at this time.' });
    await t.app.db
      .updateTable('plan')
      .set({ blackout_from: null, blackout_to: null })
      .where('public_id', '=', 'TEL-FAMILY')
      .execute();
    expect((await call('POST', 'add-plan-to-cart', blackedOut)).status).toBe(200);
  });

  it('answers an unknown enrollment 404 with errorCode enrollmentIdError', async () => {
    const res = await call('GET', 'get-cart-count?enrollment_id=AAAAAAAAAAAAAAAAAAAAAA');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ errorCode: 'enrollmentIdError', message: 'Enrollment not found' });
  });

  it('adds a membership plan with the plan sold with it, in one go', async () => {
    const tempId = await newQuote();
    const { cents: planCents, ...limited } = await line(tempId, 'LTD-100');
    const { cents: feeCents, ...membership } = await line(tempId, 'ELV-MEM');
    const alone = await call('POST', 'add-plan-to-cart', limited);
    expect(fieldErrors(alone.body)).toEqual({ plan_id: 'Please choose a membership plan for this plan first.' });

    const pair = {
      enrollment_id: tempId,
      plan_id1: membership.plan_id,
      plan_pricing_id1: membership.plan_pricing_id,
      plan_id: limited.plan_id,
      plan_pricing_id: limited.plan_pricing_id,
    };
    const swapped = await call('POST', 'add-plan-to-cart-prudentials', {
      ...pair,
      plan_id1: limited.plan_id,
      plan_pricing_id1: limited.plan_pricing_id,
    });
    expect(fieldErrors(swapped.body)).toEqual({ plan_id1: 'This plan is not a membership plan.' });
    const badSecond = await call('POST', 'add-plan-to-cart-prudentials', { ...pair, plan_pricing_id: 'LTD-100_IO_x' });
    expect(badSecond.status).toBe(400);
    expect(await count(tempId)).toBe(0);

    const added = await call('POST', 'add-plan-to-cart-prudentials', pair);
    expect(added.body.data).toEqual({ cart_count: 2 });
    expect(await amount(tempId)).toBe(centsToDecimal(planCents + feeCents));
    const lines = await t.app.db
      .selectFrom('cart_line')
      .innerJoin('enrollment', 'enrollment.id', 'cart_line.enrollment_id')
      .select(['cart_line.plan_id', 'cart_line.removable', 'cart_line.membership_line_id'])
      .where('enrollment.public_id', '=', tempId)
      .orderBy('cart_line.id')
      .execute();
    expect(lines.map((row) => [row.plan_id, row.removable, row.membership_line_id !== null])).toEqual([
      ['ELV-MEM', false, false],
      ['LTD-100', true, true],
    ]);

    // A second plan sold with the same membership joins the line already there.
    const { cents: _accident, ...accident } = await line(tempId, 'ACC-ELV');
    const second = await call('POST', 'add-plan-to-cart', accident);
    expect(second.body.data).toEqual({ cart_count: 3 });
    const notSold = await call('POST', 'add-plan-to-cart-prudentials', {
      ...pair,
      plan_id: 'DEN-PLUS',
      plan_pricing_id: (await line(tempId, 'DEN-PLUS')).plan_pricing_id,
    });
    expect(fieldErrors(notSold.body)).toEqual({ plan_id: 'This plan is not sold with the membership plan chosen.' });
    const membershipAgain = await call('POST', 'add-plan-to-cart-prudentials', {
      enrollment_id: tempId,
      plan_id1: membership.plan_id,
      plan_pricing_id1: membership.plan_pricing_id,
    });
    expect(fieldErrors(membershipAgain.body)).toEqual({ plan_id1: 'This plan is already in your cart.' });
  });

  it('answers bad input with field errors', async () => {
    const tempId = await newQuote();
    const res = await call('POST', 'add-plan-to-cart', { enrollment_id: tempId, plan_id: 'a b', plan_pricing_id: '' });
    expect(res.status).toBe(400);
    expect(Object.keys(fieldErrors(res.body)).sort()).toEqual(['plan_id', 'plan_pricing_id']);
    const half = await call('POST', 'add-plan-to-cart-prudentials', {
      enrollment_id: tempId,
      plan_id1: 'ELV-MEM',
      plan_pricing_id1: 'x',
      plan_id: 'LTD-100',
    });
    expect(fieldErrors(half.body)).toEqual({ plan_pricing_id: 'Field is required' });
    expect((await call('GET', 'get-cart-count?enrollment_id=nope')).status).toBe(400);
  });

  it('tells whether the cart or a plan is premier, and whether the cart holds a special-carrier plan', async () => {
    const tempId = await newQuote({ is_smoker: 0 });
    const requirement = async (query: string) => (await call('GET', `get-more-requirement?${query}`)).body.data.result;
    const prudential = async () =>
      (await call('GET', `check-prudential-cart?enrollment_id=${tempId}`)).body.data.status;
    expect(await requirement('plan_id=LTD-L713')).toBe(true);
    expect(await requirement('plan_id=DEN-PLUS')).toBe(false);
    expect(await requirement(`enrollment_id=${tempId}`)).toBe(false);
    expect(await prudential()).toBe(false);

    const { cents: _premier, ...premier } = await line(tempId, 'LTD-L713');
    expect((await call('POST', 'add-plan-to-cart', premier)).status).toBe(200);
    expect(await requirement(`enrollment_id=${tempId}`)).toBe(true);
    const { cents: _life, ...life } = await line(tempId, 'KEY-WL');
    const unanswered = await call('POST', 'add-plan-to-cart', life);
    expect(fieldErrors(unanswered.body)).toEqual({ plan_id: 'Please answer all questions' });
    const plan = (await currentCatalog(t.app.db)).byId.get('KEY-WL');
    const aflac_data = (plan?.specialQuestions ?? []).map((q) => ({ qid: q.qid, true_condition: q.true_condition }));
    expect(aflac_data.length).toBeGreaterThan(0);
    const saved = await call('POST', 'save-aflac-questions', { enrollment_id: tempId, plan_id: 'KEY-WL', aflac_data });
    expect(saved.status).toBe(200);
    expect((await call('POST', 'add-plan-to-cart', life)).status).toBe(200);
    expect(await prudential()).toBe(true);
    expect((await call('GET', 'get-more-requirement?plan_id=NOPE')).status).toBe(400);
    expect((await call('GET', 'get-more-requirement')).status).toBe(400);
  });

  it("tells whether a plan is the special carrier's, needs the spouse's birth date, or is disability income", async () => {
    const tempId = await newQuote({ tier: 'IS' });
    const check = async (path: string, planId: string) =>
      (await call('GET', `${path}?enrollment_id=${tempId}&plan_id=${planId}`)).body.data;
    expect(await check('check-prudential-plan', 'KEY-WL')).toEqual({ status: true, depdob: true });
    expect(await check('check-prudential-plan/abc123', 'DEN-PLUS')).toEqual({ status: false, depdob: false });
    await call('POST', 'store-temp-dependent-info', { enrollment_id: tempId, dep_dob: '01/01/1982' });
    expect(await check('check-prudential-plan', 'KEY-WL')).toEqual({ status: true, depdob: false });
    expect(await check('check-disability-plan', 'DI-SHORT')).toEqual({ status: true });
    expect(await check('check-disability-plan', 'DEN-PLUS')).toEqual({ status: false });
    const unknown = await call('GET', `check-disability-plan?enrollment_id=${tempId}&plan_id=NOPE`);
    expect(fieldErrors(unknown.body)).toEqual({ plan_id: 'Plan not found' });
  });

  it("hides another session's cart", async () => {
    const tempId = await newQuote();
    const other = await newSessionCookie(t.app);
    const { cents: _cents, ...dental } = await line(tempId, 'DEN-PLUS');
    expect((await call('POST', 'add-plan-to-cart', dental, other)).status).toBe(404);
    expect((await call('GET', `get-cart-count?enrollment_id=${tempId}`, undefined, other)).status).toBe(404);
    expect((await call('GET', `get-cart-amount?enrollment_id=${tempId}`, undefined, other)).status).toBe(404);
    const query = new URLSearchParams(dental).toString();
    expect((await call('GET', `check-already-in-cart?${query}`, undefined, other)).status).toBe(404);
    expect((await call('GET', `check-prudential-cart?enrollment_id=${tempId}`, undefined, other)).status).toBe(404);
    expect((await call('GET', `get-more-requirement?enrollment_id=${tempId}`, undefined, other)).status).toBe(404);
    const plan = `enrollment_id=${tempId}&plan_id=KEY-WL`;
    expect((await call('GET', `check-prudential-plan?${plan}`, undefined, other)).status).toBe(404);
    expect((await call('GET', `check-disability-plan?${plan}`, undefined, other)).status).toBe(404);
    const pair = { enrollment_id: tempId, plan_id1: 'ELV-MEM', plan_pricing_id1: 'x' };
    expect((await call('POST', 'add-plan-to-cart-prudentials', pair, other)).status).toBe(404);
  });
});
