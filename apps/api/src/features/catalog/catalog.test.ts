// Catalog listings on the demo catalog: the plans priced for the household, what each says of its
// price and questions, filters, refusals, the plans in the cart, and a catalog that changes or
// cannot be read. Pricing one plan: catalog-pricing.test.ts; menus and plan detail: catalog-menus.test.ts.
import { categoryCodes } from '@benefit-store/contract/catalog';
import { translate } from '@benefit-store/contract/messages/translate';
import { describe, expect, it } from 'vitest';
import { newSessionCookie } from '../../../test/app';
import { catalogApp } from '../../../test/catalog';
import { testDatabases } from '../../../test/databases';
import { currentCatalog } from './catalog-service';

describe.each(testDatabases)('catalog calls on $name', (database) => {
  const { app, logLines, cookie, get, quote, ids } = catalogApp(database);

  it('seeds a catalog of every category, eight carriers and three medical networks', async () => {
    const plans = await app().db.selectFrom('plan').select(['category', 'carrier_id', 'network']).execute();
    expect(plans.length).toBeGreaterThanOrEqual(60);
    expect(new Set(plans.map((plan) => plan.category))).toEqual(new Set(categoryCodes));
    expect(new Set(plans.map((plan) => plan.carrier_id)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(plans.flatMap((plan) => plan.network ?? [])).size).toBeGreaterThanOrEqual(3);
  });

  it('lists the plans of the household, priced per tier, without those of other states or portals', async () => {
    const id = await quote({ tier: 'IS', spouse_birth_date: '1983-01-01' });
    const all = await get(`get-filtered-plans?enrollment_id=${id}`);
    expect(all.status).toBe(200);
    const listed = ids(all.body);
    expect(listed).toEqual(expect.arrayContaining(['DEN-BASIC', 'MED-MR-SLV', 'VIS-TX', 'LIFE-20']));
    // Other states, another portal, a replaced plan, the membership itself.
    for (const hidden of ['MED-CR-BRZ', 'DEN-SENIOR', 'HOSP-ELV', 'DEN-CLASSIC', 'ELV-MEM'])
      expect(listed).not.toContain(hidden);
    const dental = all.body.data.result.find((plan: { plan_id: string }) => plan.plan_id === 'DEN-BASIC');
    // Band 40-49 of 18.95 at steepness 0.3 is 21.565, so 21.57; x1.95 for member + spouse is 42.06.
    expect(dental.tier_price).toEqual([
      { tier: 'IO', price_male_nons: '21.57' },
      { tier: 'IS', price_male_nons: '42.06' },
      { tier: 'IC', price_male_nons: '38.39' },
      { tier: 'IF', price_male_nons: '60.40' },
    ]);
    expect(dental).toMatchObject({ is_in_cart: false, plan_category: 'dental', plan_type: 'PPO' });
  });

  it('lists for a household only the plans priced above 0 for its tier, in menus and networks alike', async () => {
    // 45, member only: family orthodontics and kids vision price no IO tier, final expense issues at 50.
    const unpriced = ['DEN-ORTHO', 'VIS-KIDS', 'LIFE-FINAL'];
    const id = await quote();
    const listed = ids((await get(`get-filtered-plans?enrollment_id=${id}`)).body);
    expect(listed).toContain('DEN-BASIC');
    for (const plan of unpriced) expect(listed).not.toContain(plan);
    // A family is offered them; before a household exists they list with their starting prices.
    const family = await quote({ tier: 'IF', spouse_birth_date: '1983-01-01', child_count: 2 });
    expect(ids((await get(`get-filtered-plans?enrollment_id=${family}`)).body)).toEqual(
      expect.arrayContaining(['DEN-ORTHO', 'VIS-KIDS']),
    );
    expect(ids((await get('get-menu-filtered-plans?category=dental')).body)).toContain('DEN-ORTHO');
    // A category with nothing priced for the household leaves the side filter.
    const old = await quote({ birth_date: '1945-01-01', portal: 'MED65' });
    const categories = (await get(`get-left-side-filter-fields?enrollment_id=${old}`)).body.data.result.categories;
    const offered = ids((await get(`get-filtered-plans?enrollment_id=${old}`)).body);
    const catalog = await currentCatalog(app().db);
    expect(new Set(categories.map((category: { category: string }) => category.category))).toEqual(
      new Set(offered.map((plan) => catalog.byId.get(plan)?.category)),
    );
  });

  it("says on each listed plan the household's own price, or why it cannot buy it, and whether questions are due", async () => {
    const id = await quote({ tobacco: 'unknown' });
    const plans = new Map<string, Record<string, unknown>>(
      (await get(`get-filtered-plans?enrollment_id=${id}`, cookie(), 'es')).body.data.result.map(
        (plan: { plan_id: string }) => [plan.plan_id, plan],
      ),
    );
    expect(plans.get('DEN-BASIC')).toMatchObject({
      price: '21.57',
      pricing_error: null,
      needs_answers: false,
      carrier_name: 'Brightsmile Dental Co.',
      facts: { kind: 'dental', preventive_percent: 100, basic_percent: 60, major_percent: 0, annual_max: '1000.00' },
    });
    expect(plans.get('MED-NS-SLV')).toMatchObject({
      price: null,
      pricing_error: { errorCode: 'smokerError', message: translate('es', 'pricing.smoker_error') },
      network: 'Northstar PPO',
      is_featured: true,
      facts: { kind: 'medical', deductible: '4500.00', out_of_pocket_max: '8000.00' },
    });
    expect(plans.get('DI-LONG')).toMatchObject({ pricing_error: { errorCode: 'salaryError' } });
    expect(plans.get('CI-CANCER')).toMatchObject({ pricing_error: null, needs_answers: true });
    // Answered, its questions are no longer due; declined, it says so instead of a price.
    const answers = ['145', '146', '147'].map((question_id) => ({ question_id, yes_no_flag: 0 }));
    const saved = await app().inject({
      method: 'POST',
      url: '/api/v1/save-question-answers',
      headers: { cookie: cookie() },
      payload: { enrollment_id: id, plan_id: 'CI-CANCER', answers },
    });
    expect(saved.statusCode).toBe(200);
    const cancer = async () =>
      (await get(`get-filtered-plans?enrollment_id=${id}&categories=critical`)).body.data.result.find(
        (plan: { plan_id: string }) => plan.plan_id === 'CI-CANCER',
      );
    expect(await cancer()).toMatchObject({ needs_answers: false, pricing_error: null });
    const row = await app()
      .db.selectFrom('enrollment')
      .select('id')
      .where('public_id', '=', id)
      .executeTakeFirstOrThrow();
    await app().db.insertInto('plan_decline').values({ enrollment_id: row.id, plan_id: 'CI-CANCER' }).execute();
    expect(await cancer()).toMatchObject({
      price: null,
      pricing_error: { errorCode: 'decline', message: translate('en', 'underwriting.declined') },
    });
  });

  it('has the facts of every demo medical, dental and vision plan', async () => {
    const catalog = await currentCatalog(app().db);
    for (const plan of catalog.plans) {
      const kind = plan.category === 'hsa' ? 'medical' : plan.category;
      if (['medical', 'dental', 'vision'].includes(kind)) expect(plan.facts?.kind, plan.id).toBe(kind);
    }
  });

  it('filters by categories and by medical network', async () => {
    const id = await quote();
    const some = await get(`get-filtered-plans?enrollment_id=${id}&categories=vision,medical`);
    expect(new Set(some.body.data.result.map((plan: { plan_category: string }) => plan.plan_category))).toEqual(
      new Set(['vision', 'medical']),
    );
    const hmo = await get(`get-filtered-plans?enrollment_id=${id}&categories=medical&plan_network=Meridian%20HMO`);
    expect(ids(hmo.body)).toEqual(['MED-MR-SLV', 'MED-MR-GLD']);
    const networks = await get(`get-plan-network?enrollment_id=${id}`);
    expect(networks.body.data.result).toEqual(['Northstar PPO', 'Meridian HMO']);
    const everywhere = await get('get-plan-network');
    expect(everywhere.body.data.result).toEqual(['Northstar PPO', 'Meridian HMO', 'Crescent EPO']);
  });

  it('refuses bad input with field errors and the enrollments of other sessions', async () => {
    const bad = await get('get-filtered-plans?enrollment_id=x&categories=dental,spaceships');
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((error: { target_element: string }) => error.target_element)).toEqual(
      expect.arrayContaining(['enrollment_id', 'categories.1']),
    );
    const id = await quote();
    const other = await newSessionCookie(app());
    for (const url of [
      `get-filtered-plans?enrollment_id=${id}`,
      `get-plan-pricing-detail?enrollment_id=${id}&pid=DEN-BASIC`,
      `get-related-plans?enrollment_id=${id}&plan_id=DEN-PLUS`,
      `get-left-side-filter-fields?enrollment_id=${id}`,
      `get-plan-pricing-detail-elevate?enrollment_id=${id}`,
      `get-questions?enrollment_id=${id}&plan_id=CI-CANCER`,
    ]) {
      expect((await get(url, other)).status, url).toBe(404);
    }
    expect((await get('get-menu-filtered-plans?category=pets')).status).toBe(400);
    expect((await get('get-plan-detail/not%20a%20plan')).status).toBe(400);
    expect((await get('get-plan-detail/NO-SUCH')).body).toMatchObject({ status: 'error', message: 'Plan not found' });
  });

  it('marks the plans and options the cart holds', async () => {
    const id = await quote();
    const row = await app()
      .db.selectFrom('enrollment')
      .select('id')
      .where('public_id', '=', id)
      .executeTakeFirstOrThrow();
    await app()
      .db.insertInto('cart_line')
      .values({
        enrollment_id: row.id,
        plan_id: 'LIFE-10',
        plan_pricing_id: 'LIFE-10_IO_unit-40-49-100000',
        price_cents: 1_600,
      })
      .execute();
    const life = await get(`get-filtered-plans?enrollment_id=${id}&categories=term_life`);
    const inCart = life.body.data.result.filter((plan: { is_in_cart: boolean }) => plan.is_in_cart);
    expect(inCart.map((plan: { plan_id: string }) => plan.plan_id)).toEqual(['LIFE-10']);
    const detail = await get(`get-plan-pricing-detail?enrollment_id=${id}&pid=LIFE-10`);
    expect(detail.body.data).toMatchObject({
      ppid: 'LIFE-10_IO_unit-40-49-100000',
      selected_plan: { price: '16.00', is_in_cart: true },
    });
  });

  it('reloads the catalog when it changes', async () => {
    const id = await quote();
    const before = await get(`get-filtered-plans?enrollment_id=${id}&categories=pet`);
    expect(before.body.data.result[0].plan_name).toBe('Pawsitive Dog Care');
    await app()
      .db.updateTable('plan')
      .set({ name: 'Pawsitive Canine Care' })
      .where('public_id', '=', 'PET-DOG')
      .execute();
    const after = await get(`get-filtered-plans?enrollment_id=${id}&categories=pet`);
    expect(after.body.data.result[0].plan_name).toBe('Pawsitive Canine Care');
  });
  it('does not load a rate table that cannot be read, and names the plan in the log', async () => {
    const id = await quote();
    const url = `get-filtered-plans?enrollment_id=${id}&categories=pet`;
    const setTable = (table: object) =>
      app()
        .db.updateTable('plan')
        .set({ rate_table: JSON.stringify(table) })
        .where('public_id', '=', 'PET-CAT')
        .execute();
    await setTable({ form: 'composite', tierRates: { IO: 2_190 }, tobaccoLoad: 20_000 });
    expect((await get(url)).status).toBe(500);
    expect(logLines().some((line) => line.includes('PET-CAT: tobacco load 20000'))).toBe(true);
    await setTable({ form: 'composite', tierRates: { IO: 2_190 } });
    expect((await get(url)).status).toBe(200);
  });
});
