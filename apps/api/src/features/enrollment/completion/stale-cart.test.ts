// Issue 31 item 4 on both databases (decision 0037): completion trusts no stale price or date. It
// re-prices every line for the household as it stands and re-checks the effective date under
// today's rules; when anything changed it answers 409 with what changed, writes no policy, and the
// cart holds the new values so that completing again goes through. A household change through
// change-filter-info re-prices the cart itself, with a message.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newSessionCookie, startTestApp, type TestApp } from '../../../../test/app';
import {
  beneficiaryAnswers,
  builtTabs,
  completableEnrollment,
  contactAnswers,
  employerAnswers,
  personalAnswers,
  type Send,
} from '../../../../test/completable';
import { testDatabases } from '../../../../test/databases';

/** A day in April, so that next month's first (the first date offered) is not a quarter's. */
const april = new Date('2026-04-10T12:00:00Z');

describe.each(testDatabases)('completion re-prices and re-dates the cart on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  let now = april;
  const call = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: object, language = 'en') => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${path}`,
      headers: { cookie, 'accept-language': language },
      ...(body ? { payload: body } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const send: Send = (method, path, body) => call(method, path, body);
  const ok = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: object) => {
    const res = await call(method, path, body);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const complete = (enrollment: string, language = 'en') =>
    call('POST', 'save-review-info', { enrollment_id: enrollment, first_enroll: 1 }, language);
  const rowOf = (enrollment: string) =>
    t.app.db
      .selectFrom('enrollment')
      .select(['id', 'completed_at', 'effective_date'])
      .where('public_id', '=', enrollment)
      .executeTakeFirstOrThrow();
  const linesOf = async (enrollment: string) =>
    t.app.db
      .selectFrom('cart_line')
      .select(['plan_id', 'price_cents'])
      .where('enrollment_id', '=', (await rowOf(enrollment)).id)
      .orderBy('plan_id')
      .execute();
  const policyOf = async (enrollment: string) => {
    const policies = await t.app.db
      .selectFrom('policy')
      .select(['id', 'effective_date', 'recurring_cents'])
      .where('enrollment_id', '=', (await rowOf(enrollment)).id)
      .execute();
    const ids = policies.map((policy) => policy.id);
    const plans =
      ids.length === 0
        ? []
        : await t.app.db
            .selectFrom('policy_plan')
            .select(['plan_id', 'price_cents'])
            .where('policy_id', 'in', ids)
            .orderBy('plan_id')
            .execute();
    return { policies, plans };
  };
  const priceOf = async (enrollment: string, planId: string) => {
    const detail = await ok('GET', `get-plan-pricing-detail?pid=${planId}&enrollment_id=${enrollment}`);
    const option = (detail as { plans: { plan_pricing_id: string }[] }).plans[0];
    if (!option) throw new Error(`${planId} has no price`);
    return option.plan_pricing_id;
  };
  let clients = 0;
  /** A quote born in 2000 with a dental plan, checked out on the first date offered, its steps saved. */
  const quotedIn2000 = async () => {
    clients += 1;
    const filter = await ok('POST', 'add-filter-for-new-user', {
      zip: '75201',
      dob: '01/15/2000',
      gender: 1,
      tier: 'IO',
    });
    const enrollment = String((filter as { temp_enrollment_id: string }).temp_enrollment_id);
    await ok('POST', 'add-plan-to-cart', {
      enrollment_id: enrollment,
      plan_id: 'DEN-PLUS',
      plan_pricing_id: await priceOf(enrollment, 'DEN-PLUS'),
    });
    await ok('POST', 'cart-checkout', { enrollment_id: enrollment, effective_date: '2026-05-01' });
    for (const [path, answers] of [
      ['save-personal-info', personalAnswers],
      // Each a client of their own: a member's email or phone is refused to the next.
      ['save-contact-info', contactAnswers(`ana.stale.${clients}@example.com`)],
      ['save-employer-info', employerAnswers],
      ['save-beneficiary-info', beneficiaryAnswers],
    ] as const)
      await ok('POST', path, { enrollment_id: enrollment, ...answers });
    return enrollment;
  };

  beforeAll(async () => {
    t = await startTestApp(database, {}, () => now);
    cookie = await newSessionCookie(t.app);
    await t.app.db.updateTable('dynamic_tab').set({ required: false }).where('tab_name', 'not in', builtTabs).execute();
  });
  beforeEach(() => {
    now = april;
  });
  afterAll(() => t.close());

  it('birth date 2000 to 1962 behind the cart: completion refuses with the new price, writes nothing, then completes at it', async () => {
    const enrollment = await quotedIn2000();
    const [before] = await linesOf(enrollment);
    // A household changed by a path that does not price the cart again: completion must not trust the line.
    await t.app.db
      .updateTable('enrollment')
      .set({ birth_date: '1962-01-15' })
      .where('public_id', '=', enrollment)
      .execute();
    const refused = await complete(enrollment);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Prices or the effective date changed since you reviewed your enrollment. The cart now shows them: please review the changes and complete again.',
    );
    const changes = (refused.body.data as { changes: { lines: { new_price: string }[] } }).changes;
    const newPrice = changes.lines[0]?.new_price ?? '';
    expect(changes).toEqual({
      lines: [
        {
          plan_id: 'DEN-PLUS',
          plan_name: expect.any(String),
          old_price: ((before?.price_cents ?? 0) / 100).toFixed(2),
          new_price: expect.stringMatching(/^\d+\.\d{2}$/),
        },
      ],
      effective_date: null,
    });
    expect(newPrice).not.toBe(((before?.price_cents ?? 0) / 100).toFixed(2));
    expect((await rowOf(enrollment)).completed_at).toBeNull();
    expect((await policyOf(enrollment)).policies).toEqual([]);
    // The cart holds the new price; Spanish says the same.
    expect((await linesOf(enrollment))[0]?.price_cents).toBe(Math.round(Number(newPrice) * 100));
    const done = await complete(enrollment);
    expect(done.status).toBe(200);
    const { policies, plans } = await policyOf(enrollment);
    expect(policies).toHaveLength(1);
    expect(plans).toEqual([{ plan_id: 'DEN-PLUS', price_cents: Math.round(Number(newPrice) * 100) }]);
  });

  it('change-filter-info from 2000 to 1962 re-prices the cart with a message, and the policy is written at the new price', async () => {
    const enrollment = await quotedIn2000();
    const [before] = await linesOf(enrollment);
    const changed = await call('PUT', `change-filter-info/${enrollment}`, { dob: '01/15/1962' });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Your cart was priced again for the new household: please check the changes.');
    const changes = (changed.body.data as { cart_changes: { lines: { new_price: string }[] } }).cart_changes;
    expect(changes.lines).toEqual([
      {
        plan_id: 'DEN-PLUS',
        plan_name: expect.any(String),
        old_price: ((before?.price_cents ?? 0) / 100).toFixed(2),
        new_price: expect.stringMatching(/^\d+\.\d{2}$/),
      },
    ]);
    const newCents = Math.round(Number(changes.lines[0]?.new_price) * 100);
    expect(newCents).not.toBe(before?.price_cents);
    expect(await linesOf(enrollment)).toEqual([{ plan_id: 'DEN-PLUS', price_cents: newCents }]);
    expect((await complete(enrollment)).status).toBe(200);
    expect((await policyOf(enrollment)).plans).toEqual([{ plan_id: 'DEN-PLUS', price_cents: newCents }]);
  });

  it('a household the plan no longer fits: change-filter-info takes the line out of the cart and says so', async () => {
    const enrollment = await quotedIn2000();
    await ok('POST', 'add-plan-to-cart', {
      enrollment_id: enrollment,
      plan_id: 'LTD-L713',
      plan_pricing_id: await priceOf(enrollment, 'LTD-L713'),
    });
    // Summit Premier Health is sold to ages 18 to 64 only.
    const changed = await call('PUT', `change-filter-info/${enrollment}`, { dob: '01/15/1950' });
    expect(changed.status).toBe(200);
    const changes = (changed.body.data as { cart_changes: { lines: unknown[] } }).cart_changes;
    expect(changes.lines).toContainEqual({
      plan_id: 'LTD-L713',
      plan_name: 'Summit Premier Health (L713)',
      old_price: expect.any(String),
      new_price: null,
    });
    expect((await linesOf(enrollment)).map((line) => line.plan_id)).not.toContain('LTD-L713');
  });

  it('a quarter-only plan added after checking out on the 1st of May: refused with the date, then completed on July 1st', async () => {
    const enrollment = await completableEnrollment(send, 'ana.quarter@example.com');
    expect((await rowOf(enrollment)).effective_date).toBe('2026-05-01');
    await ok('POST', 'add-plan-to-cart', {
      enrollment_id: enrollment,
      plan_id: 'LTD-L713',
      plan_pricing_id: await priceOf(enrollment, 'LTD-L713'),
    });
    const refused = await complete(enrollment, 'es');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Los precios o la fecha de vigencia cambiaron desde que revisó su inscripción. El carrito ya los muestra: revise los cambios y complete de nuevo.',
    );
    expect((refused.body.data as { changes: { effective_date: unknown } }).changes.effective_date).toEqual({
      old: '2026-05-01',
      new: '2026-07-01',
    });
    expect((await policyOf(enrollment)).policies).toEqual([]);
    expect((await rowOf(enrollment)).effective_date).toBe('2026-07-01');
    const done = await complete(enrollment);
    expect(done.status).toBe(200);
    expect((await policyOf(enrollment)).policies).toMatchObject([{ effective_date: '2026-07-01' }]);
  });

  it('a stored effective date that is now in the past (the clock moved on): refused, then completed on a date offered today', async () => {
    const enrollment = await completableEnrollment(send, 'ana.late@example.com');
    expect((await rowOf(enrollment)).effective_date).toBe('2026-05-01');
    // Within the session's 30 days, past the stored date.
    now = new Date('2026-05-02T12:00:00Z');
    const refused = await complete(enrollment);
    expect(refused.status).toBe(409);
    const changes = (refused.body.data as { changes: { effective_date: unknown } }).changes;
    expect(changes.effective_date).toEqual({ old: '2026-05-01', new: '2026-06-01' });
    expect((await rowOf(enrollment)).completed_at).toBeNull();
    expect((await policyOf(enrollment)).policies).toEqual([]);
    expect((await complete(enrollment)).status).toBe(200);
    expect((await policyOf(enrollment)).policies).toMatchObject([{ effective_date: '2026-06-01' }]);
  });

  it('completes at once when nothing changed', async () => {
    const enrollment = await completableEnrollment(send, 'ana.same@example.com');
    const lines = await linesOf(enrollment);
    expect((await complete(enrollment)).status).toBe(200);
    expect((await policyOf(enrollment)).plans).toEqual(lines);
  });
});
