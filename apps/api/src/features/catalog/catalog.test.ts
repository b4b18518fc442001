// Catalog calls on the demo catalog: listings priced for the household, menus, networks, plan
// detail, suggested and membership plans, and every pricing error code reached from the data.
import { categoryCodes } from '@benefit-store/contract/catalog';
import { translate } from '@benefit-store/contract/messages/translate';
import { type PricingErrorCode, pricingErrorCodes } from '@benefit-store/contract/pricing';
import type { Tier } from '@benefit-store/contract/quoting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { newPublicId } from '../../lib/ids';
import type { TobaccoUse } from '../pricing/household';
import { currentCatalog } from './catalog-service';

/** Effective date 2026-07-01: the first of the month after the clock. */
const clock = () => new Date('2026-06-15T12:00:00Z');

/** A household as the quote filter stores it: 45 on the effective date, in Dallas, member only. */
const household = {
  zip: '75201',
  state: 'TX',
  birth_date: '1981-03-10',
  gender: 0,
  tier: 'IO' as Tier,
  tobacco: 'no' as TobaccoUse,
  annual_income_cents: null as number | null,
  weekly_hours: null as number | null,
  spouse_birth_date: null as string | null,
  child_count: 0,
};
type HouseholdColumns = Partial<typeof household> & { portal?: string | null };

describe.each(testDatabases)('catalog calls on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const get = async (url: string, as = cookie, language = 'en') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/${url}`,
      headers: { cookie: as, 'accept-language': language },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const portalIdOf = async (code: string) =>
    (
      await t.app.db
        .selectFrom('platform')
        .select(['id', 'public_id'])
        .where('platform_code', '=', code)
        .executeTakeFirstOrThrow()
    ).public_id;
  /** A new enrollment of this session with the household's columns set (the filter's job, done here directly). */
  const quote = async ({ portal = 'INDFAM', ...columns }: HouseholdColumns = {}) => {
    const id = await enrollmentOf(t.app, cookie);
    const platform =
      portal === null
        ? null
        : await t.app.db
            .selectFrom('platform')
            .select('id')
            .where('platform_code', '=', portal)
            .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('enrollment')
      .set({ ...household, ...columns, platform_id: platform?.id ?? null, filter_submitted_at: new Date() })
      .where('public_id', '=', id)
      .execute();
    return id;
  };
  const ids = (body: { data: { result: { plan_id: string }[] } }) => body.data.result.map((plan) => plan.plan_id);

  beforeAll(async () => {
    t = await startTestApp(database, {}, clock);
    cookie = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  it('seeds a catalog of every category, eight carriers and three medical networks', async () => {
    const plans = await t.app.db.selectFrom('plan').select(['category', 'carrier_id', 'network']).execute();
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
    const catalog = await currentCatalog(t.app.db);
    expect(new Set(categories.map((category: { category: string }) => category.category))).toEqual(
      new Set(offered.map((plan) => catalog.byId.get(plan)?.category)),
    );
  });

  it("says on each listed plan the household's own price, or why it cannot buy it, and whether questions are due", async () => {
    const id = await quote({ tobacco: 'unknown' });
    const plans = new Map<string, Record<string, unknown>>(
      (await get(`get-filtered-plans?enrollment_id=${id}`, cookie, 'es')).body.data.result.map(
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
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/save-question-answers',
      headers: { cookie },
      payload: { enrollment_id: id, plan_id: 'CI-CANCER', answers },
    });
    expect(saved.statusCode).toBe(200);
    const cancer = async () =>
      (await get(`get-filtered-plans?enrollment_id=${id}&categories=critical`)).body.data.result.find(
        (plan: { plan_id: string }) => plan.plan_id === 'CI-CANCER',
      );
    expect(await cancer()).toMatchObject({ needs_answers: false, pricing_error: null });
    const row = await t.app.db
      .selectFrom('enrollment')
      .select('id')
      .where('public_id', '=', id)
      .executeTakeFirstOrThrow();
    await t.app.db.insertInto('plan_decline').values({ enrollment_id: row.id, plan_id: 'CI-CANCER' }).execute();
    expect(await cancer()).toMatchObject({
      price: null,
      pricing_error: { errorCode: 'decline', message: translate('en', 'underwriting.declined') },
    });
  });

  it('has the facts of every demo medical, dental and vision plan', async () => {
    const catalog = await currentCatalog(t.app.db);
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
    const other = await newSessionCookie(t.app);
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

  it('prices a plan for the household, each benefit amount of a per-unit plan as an option', async () => {
    const id = await quote({ tobacco: 'yes' });
    const life = await get(`get-plan-pricing-detail?enrollment_id=${id}&pid=LIFE-10`);
    expect(life.status).toBe(200);
    // 45: 0.16 per 1,000; tobacco x1.5: 25,000 is 4.00 then 6.00.
    expect(life.body.data.plans.map((plan: { price: string }) => plan.price)).toEqual([
      '6.00',
      '12.00',
      '24.00',
      '60.00',
    ]);
    expect(life.body.data).toMatchObject({
      pid: 'LIFE-10',
      ppid: 'LIFE-10_IO_unit-40-49-25000',
      selected_plan: { plan_name: 'Summit Term Life 10 - $25,000', tier: 'IO', is_in_cart: false },
    });
    const optional = await get(`get-plan-pricing-detail?enrollment_id=${id}&pid=LIFE-OPT`);
    // 100,000 at 0.16 is 16.00, x1.4 tobacco 22.40, +3% administrative fee 23.07.
    expect(optional.body.data.plans[0].price).toBe('23.07');
  });

  /** Each error code, with the household and plan that reach it. */
  const errorCases: [PricingErrorCode, string, HouseholdColumns | 'no filter'][] = [
    ['changePid', 'DEN-CLASSIC', {}],
    ['enrollmentIdError', 'DEN-BASIC', 'no filter'],
    ['portalError', 'DEN-SENIOR', { birth_date: '1950-01-01' }],
    ['stateError', 'MED-CR-SLV', {}],
    ['metError', 'MED-MR-SLV', { zip: '78701' }],
    ['tierError', 'VIS-KIDS', {}],
    ['ageError', 'MED-NS-SLV', { birth_date: '1955-01-01', portal: 'MED65' }],
    ['planAgeError', 'ACC-SPORT', { tier: 'IS', spouse_birth_date: '1960-01-01' }],
    ['smokerError', 'MED-NS-SLV', { tobacco: 'unknown' }],
    ['salaryError', 'DI-LONG', { annual_income_cents: 2_500_000, weekly_hours: 40 }],
    ['hourError', 'DI-LONG', { annual_income_cents: 5_000_000, weekly_hours: 20 }],
  ];

  it.each(errorCases)('answers %s with its message and the plan ids', async (errorCode, pid, columns) => {
    const id = columns === 'no filter' ? await enrollmentOf(t.app, cookie) : await quote(columns);
    const res = await get(`get-plan-pricing-detail?enrollment_id=${id}&pid=${pid}`, cookie, 'es');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 'error', errorCode });
    expect(res.body.message.length).toBeGreaterThan(0);
    // Too little income or hours: the plan's minimums come along, for the popup to state them.
    const minimums =
      errorCode === 'salaryError' || errorCode === 'hourError'
        ? { min_annual_income: 30_000, min_working_hours: 30 }
        : {};
    expect(res.body.data).toEqual({ pid: errorCode === 'changePid' ? 'DEN-PLUS' : pid, ppid: null, ...minimums });
  });

  it('covers every pricing error code but newQuestionsError, which the cart answers', () => {
    const covered = new Set<string>([...errorCases.map(([code]) => code), 'newQuestionsError']);
    expect(covered).toEqual(new Set(pricingErrorCodes));
  });

  it('says the state error in the spec words, in Spanish too', async () => {
    const id = await quote();
    const en = await get(`get-plan-pricing-detail?enrollment_id=${id}&pid=MED-CR-SLV`);
    expect(en.body.message).toBe(
      'Plan not available in your state. Please change the state by editing your basic info above.',
    );
    const es = await get(`get-plan-pricing-detail?enrollment_id=${id}&pid=MED-CR-SLV`, cookie, 'es');
    expect(es.body.message).not.toBe(en.body.message);
  });

  it('suggests related plans and offers the membership plan, priced', async () => {
    const id = await quote();
    const related = await get(`get-related-plans?enrollment_id=${id}&plan_id=DEN-PLUS`);
    expect(related.body.data.result).toEqual([
      expect.objectContaining({ plan_id: 'VIS-PLUS', price: '11.50', plan_pricing_id: 'VIS-PLUS_IO_tier' }),
      expect.objectContaining({ plan_id: 'TEL-BASIC', price: '14.95' }),
    ]);
    const elevate = await get(`get-plan-pricing-detail-elevate?enrollment_id=${id}`);
    expect(elevate.body.data.plans).toEqual([
      expect.objectContaining({ plan_id: 'ELV-MEM', price: '5.00', tier: 'IO', is_in_cart: false }),
    ]);
    expect((await get(`get-related-plans?enrollment_id=${id}&plan_id=NOPE`)).status).toBe(404);
  });

  it('lists the age market the visitor chose: over 65 the plans issued at 65 and older, under 65 the others', async () => {
    const medicare = await portalIdOf('MED65');
    const menuIds = async (category: string, over65: 0 | 1) =>
      ids((await get(`get-menu-filtered-plans?category=${category}&portal_id=${medicare}&over_65=${over65}`)).body);
    expect(await menuIds('dental', 1)).toContain('DEN-SENIOR');
    expect(await menuIds('dental', 0)).not.toContain('DEN-SENIOR');
    const catalog = await currentCatalog(t.app.db);
    const youngerOnly = (id: string) => (catalog.byId.get(id)?.rated.issueAges?.max ?? 100) < 65;
    const overMedical = await menuIds('medical', 1);
    expect(overMedical.filter(youngerOnly)).toEqual([]);
    expect((await menuIds('medical', 0)).some(youngerOnly)).toBe(true);
    expect((await get(`get-menu-filtered-plans?category=dental&over_65=2`)).status).toBe(400);
  });

  it('shows featured plans, menus, side filter and the footer plan', async () => {
    const featured = await get('get-featured-plans');
    expect(ids(featured.body)).toEqual(['DEN-PLUS', 'VIS-PLUS', 'MED-NS-SLV', 'LIFE-20', 'TEL-BASIC', 'ACC-BASIC']);
    const menu = await get('get-common-menu');
    expect(menu.body.data.category_order).not.toContain('pet');
    expect(menu.body.data.categories[0]).toEqual({
      category: 'dental',
      label: 'Dental Plans',
      order: 1,
      icon: 'tooth',
    });
    const group = await t.app.db.selectFrom('employer_group').select('public_id').executeTakeFirstOrThrow();
    const groupMenu = await get(`get-group-menu?group_id=${group.public_id}`, cookie, 'es');
    expect(groupMenu.body.data.categories.length).toBe(15);
    expect((await get(`get-group-menu?group_id=${newPublicId()}`)).status).toBe(404);
    const id = await quote();
    const side = await get(`get-left-side-filter-fields?enrollment_id=${id}`);
    expect(side.body.data.result.categories).toContainEqual({ category: 'pet', label: 'PET Plans' });
    expect((await get('get-goenroll-footer-plan')).body.data).toEqual({ plan_id: 'ELV-MEM' });
    const medicare = await get(`get-menu-filtered-plans?category=dental&portal_id=${await portalIdOf('MED65')}`);
    expect(ids(medicare.body)).toContain('DEN-SENIOR');
    // Before a household: the lowest price of each tier (band 18-29).
    expect(medicare.body.data.result[0].tier_price[0]).toEqual({ tier: 'IO', price_male_nons: '18.95' });
  });

  it('gives plan detail and its questions', async () => {
    const detail = await get('get-plan-detail/KEY-TERM');
    expect(detail.body.data.result).toMatchObject({
      plan_id: 'KEY-TERM',
      is_prudential_plan: true,
      membership_plan_id: null,
      plan_category: 'term_life',
      exclusions_text_name: 'Exclusions and limitations',
    });
    // A plan sold with the membership says which, so the store asks for it before adding both.
    const linked = await get('get-plan-detail/ACC-ELV');
    expect(linked.body.data.result).toMatchObject({ is_prudential_plan: false, membership_plan_id: 'ELV-MEM' });
    const accident = await get(`get-filtered-plans?enrollment_id=${await quote()}&categories=accident`);
    expect(accident.body.data.result).toContainEqual(
      expect.objectContaining({ plan_id: 'ACC-ELV', membership_plan_id: 'ELV-MEM' }),
    );
    expect(detail.body.data.result.faq_text).toContain('<strong>');
    const byQuery = await get('get-plan-detail?plan_id=KEY-TERM');
    expect(byQuery.body.data).toEqual(detail.body.data);
    const id = await quote();
    const questions = await get(`get-questions?enrollment_id=${id}&plan_id=LIFE-OPT`);
    expect(questions.body.data.result.map((question: { question_id: string }) => question.question_id)).toEqual([
      '145',
      '146',
      '147',
    ]);
    const [cancer, treatment] = questions.body.data.result;
    expect(cancer).toMatchObject({ question_sub_type: 'checkbox', require_detail: false });
    expect(cancer.options.slice(0, 2)).toEqual([
      { option_id: '1451', option_text: 'Breast cancer', option_group: 'A. Prior to age 60' },
      { option_id: '1452', option_text: 'Breast cancer', option_group: 'B. Prior to age 75' },
    ]);
    // A yes to 146 declines the plan, so it asks for no treatment details.
    expect(treatment).toMatchObject({ question_sub_type: 'detail', require_detail: false, options: [] });
    const special = await get(`get-aflac-questions?enrollment_id=${id}&plan_id=KEY-TERM`);
    expect(special.body.data.result).toHaveLength(3);
    expect(special.body.data.result[0]).toMatchObject({ qid: '501', true_condition: 1 });
    expect((await get(`get-aflac-questions?enrollment_id=${id}&plan_id=DEN-BASIC`)).body.data.result).toEqual([]);
  });

  it('marks the plans and options the cart holds', async () => {
    const id = await quote();
    const row = await t.app.db
      .selectFrom('enrollment')
      .select('id')
      .where('public_id', '=', id)
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('cart_line')
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
    await t.app.db
      .updateTable('plan')
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
      t.app.db
        .updateTable('plan')
        .set({ rate_table: JSON.stringify(table) })
        .where('public_id', '=', 'PET-CAT')
        .execute();
    await setTable({ form: 'composite', tierRates: { IO: 2_190 }, tobaccoLoad: 20_000 });
    expect((await get(url)).status).toBe(500);
    expect(t.logLines.some((line) => line.includes('PET-CAT: tobacco load 20000'))).toBe(true);
    await setTable({ form: 'composite', tierRates: { IO: 2_190 } });
    expect((await get(url)).status).toBe(200);
  });
});
