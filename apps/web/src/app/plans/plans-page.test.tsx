// The plans listing: the household's values and the Basic Details popup, sections with the spec's
// labels, cards leading with the household's price and facts (other tiers' prices above 0 behind a
// toggle), pricing errors with their fix in place, Enroll Now to due questions, sort, side and
// network filters, empty states, Add to Cart naming its plan with its notice, and comparing up to
// three plans full-screen; no axe violations.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { emptySession, useSession } from '../../shared/session/session-store';
import { axeOptions, callsTo, fakeApi, type Handler, ok, renderAt } from '../../test-app';
import { household, priced, summary } from '../../test-data';
import PlansPage from './plans-page';

const plans = [
  summary('D1', 'Dental Plus', {
    price: '1250.00',
    carrier_name: 'Brightsmile Dental Co.',
    facts: { kind: 'dental', preventive_percent: 100, basic_percent: 80, major_percent: 50, annual_max: '1500.00' },
  }),
  summary('V1', 'Vision Care', {
    plan_category: 'vision',
    price: '9.00',
    carrier_name: 'ClearView Vision Mutual',
    facts: { kind: 'vision', exam_copay: '10.00', frame_allowance: '200.00', lens_copay: '0.00' },
  }),
  summary('B3', 'Three Pack', { plan_category: 'bundles', bundle_plan_count: 3 }),
  summary('G1', 'Core Medical', { plan_category: 'guaranteed', plan_type: 'MM' }),
];

const baseApi = (extra: Record<string, Handler> = {}) =>
  fakeApi({
    'get-enrollment-temp-info': () => ok({ result: household }),
    'get-left-side-filter-fields': () =>
      ok({
        result: {
          categories: [
            { category: 'dental', label: 'Dental' },
            { category: 'vision', label: 'Vision' },
          ],
        },
      }),
    'get-plan-network': () => ok({ result: ['Aetna', 'Cigna'] }),
    'get-featured-plans': () => ok({ result: [] }),
    'get-filtered-plans': () => ok({ result: plans }),
    'get-aflac-questions': () => ok({ result: [], answered: false }),
    ...extra,
  });

const renderPage = (path = '/plans') =>
  renderAt(path, [
    { path: '/plans', element: <PlansPage /> },
    { path: '/:landing/plans', element: <PlansPage /> },
  ]);

beforeEach(() => useSession.setState({ tempId: 'TEMP1' }));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

describe.each(['en', 'es'])('plans listing in %s', (language) => {
  const cardOf = async (name: string) => {
    const card = (await screen.findByRole('link', { name })).closest('article');
    if (!(card instanceof HTMLElement)) throw new Error('no card');
    return card;
  };

  it("shows the household, the sections, and cards leading with the household's price and facts", async () => {
    await i18n.changeLanguage(language);
    baseApi();
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { name: i18n.t('plans.section_dental') })).toBeTruthy();
    for (const label of ['plans.section_vision', 'plans.section_bundle_3', 'plans.section_performance'])
      expect(screen.getByRole('heading', { name: i18n.t(label) })).toBeTruthy();
    expect(await screen.findByText('75201')).toBeTruthy();
    expect(screen.getByText(i18n.t('quote.female'))).toBeTruthy();
    expect(screen.getByText(i18n.t('plans.smoker'), { exact: false })).toBeTruthy();
    const dental = await cardOf('Dental Plus');
    // The household's own price first, in dollars with thousands separators, then the facts.
    expect(within(dental).getByText(i18n.t('plans.per_month', { price: '$1,250.00' }))).toBeTruthy();
    expect(within(dental).getByText(i18n.t('plans.fact_major'))).toBeTruthy();
    const percent = new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', { style: 'percent' }).format(0.5);
    expect(within(dental).getByText(i18n.t('plans.fact_covered', { percent }))).toBeTruthy();
    expect(within(dental).getByText('$1,500.00')).toBeTruthy();
    const vision = await cardOf('Vision Care');
    expect(within(vision).getByText(i18n.t('plans.fact_frames'))).toBeTruthy();
    expect(within(vision).getByText('$200.00')).toBeTruthy();
    // The other households' prices (above 0; the household is IS) behind a toggle.
    const toggle = within(dental).getByRole('button', { name: i18n.t('plans.other_prices') });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const memberOnly = i18n.t('plans.tier_price', { tier: i18n.t('quote.tier_IO'), price: '$20.00' });
    expect(within(dental).getByText(memberOnly)).toBeTruthy();
    expect(within(dental).queryByText(i18n.t('quote.tier_IS'), { exact: false, selector: 'li' })).toBeNull();
    const results = await axe.run(container, axeOptions);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("labels a premier plan's IC tier 'Member + 1 Child' among the other households' prices", async () => {
    await i18n.changeLanguage(language);
    const tierPrice = [
      { tier: 'IO', price_male_nons: '20.00' },
      { tier: 'IC', price_male_nons: '35.00' },
    ];
    baseApi({
      'get-filtered-plans': () =>
        ok({
          result: [
            summary('L1', 'Premier Care', {
              plan_category: 'limitedmed',
              is_premier_plan: true,
              tier_price: tierPrice,
            }),
            summary('L2', 'Basic Care', { plan_category: 'limitedmed', tier_price: tierPrice }),
          ],
        }),
    });
    renderPage();
    for (const name of ['Premier Care', 'Basic Care'])
      fireEvent.click(within(await cardOf(name)).getByRole('button', { name: i18n.t('plans.other_prices') }));
    const premier = i18n.t('plans.tier_price', { tier: i18n.t('quote.tier_IC_premier'), price: '$35.00' });
    const usual = i18n.t('plans.tier_price', { tier: i18n.t('quote.tier_IC'), price: '$35.00' });
    expect(within(await cardOf('Premier Care')).getByText(premier)).toBeTruthy();
    expect(within(await cardOf('Basic Care')).getByText(usual)).toBeTruthy();
  });

  it('filters by category and medical network, clears the network, and offers the filters in a drawer', async () => {
    await i18n.changeLanguage(language);
    const api = baseApi();
    renderPage('/plans?type=dental');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Vision' }));
    await waitFor(() =>
      expect(callsTo(api, 'get-filtered-plans').at(-1)?.query).toMatchObject({ categories: 'dental,vision' }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dental' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vision' }));
    const network = await screen.findByRole('combobox', { name: i18n.t('plans.network') });
    fireEvent.change(network, { target: { value: 'Cigna' } });
    await waitFor(() => expect(callsTo(api, 'get-filtered-plans').at(-1)?.query.plan_network).toBe('Cigna'));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('plans.clear') }));
    await waitFor(() => expect(callsTo(api, 'get-filtered-plans').at(-1)?.query.plan_network).toBeUndefined());
    // On a phone the filters are in a drawer.
    // (Shown below the md breakpoint only, which jsdom does not reach: found by its text.)
    fireEvent.click(screen.getByText(i18n.t('plans.filters')));
    const drawer = await screen.findByRole('dialog', { name: i18n.t('plans.filters') });
    expect(within(drawer).getByRole('checkbox', { name: 'Dental' })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: i18n.t('plans.show_plans') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sorts the cards of a section by price and by carrier', async () => {
    await i18n.changeLanguage(language);
    baseApi({
      'get-filtered-plans': () =>
        ok({
          result: [
            summary('A', 'Alpha Dental', { price: '40.00', carrier_name: 'Zenith' }),
            summary('B', 'Beta Dental', { price: '30.00', carrier_name: 'Mutual' }),
            summary('C', 'Gamma Dental', { price: '35.00', carrier_name: 'Acme' }),
          ],
        }),
    });
    renderPage();
    const order = async () =>
      within(await screen.findByRole('region', { name: i18n.t('plans.section_dental') }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(await order()).toEqual(['Alpha Dental', 'Beta Dental', 'Gamma Dental']);
    const sort = screen.getByRole('combobox', { name: i18n.t('plans.sort') });
    fireEvent.change(sort, { target: { value: 'price' } });
    expect(await order()).toEqual(['Beta Dental', 'Gamma Dental', 'Alpha Dental']);
    fireEvent.change(sort, { target: { value: 'carrier' } });
    expect(await order()).toEqual(['Gamma Dental', 'Beta Dental', 'Alpha Dental']);
  });

  it('asks for the age market the age bar chose, and asks again when it changes', async () => {
    await i18n.changeLanguage(language);
    const api = baseApi({});
    renderPage();
    await waitFor(() => expect(callsTo(api, 'get-filtered-plans').at(-1)?.query.over_65).toBe('0'));
    useSession.setState({ over65: true });
    await waitFor(() => expect(callsTo(api, 'get-filtered-plans').at(-1)?.query.over_65).toBe('1'));
  });

  it('says so when no plans are available, and goes to / when the over-65 flag is set', async () => {
    await i18n.changeLanguage(language);
    baseApi({ 'get-filtered-plans': () => ok({ result: [] }) });
    renderPage();
    expect(await screen.findByText(i18n.t('catalog.no_plans'))).toBeTruthy();
    expect(screen.getByText(i18n.t('catalog.plans_not_available'))).toBeTruthy();
    useSession.setState({ over65: true });
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });

  it('prices a plan, adds it with a button naming it, marks it in the cart and offers View Cart', async () => {
    await i18n.changeLanguage(language);
    // After the add the plan lists as in the cart, replacing its button: the notice must stay.
    let added = false;
    const api = baseApi({
      'get-filtered-plans': () =>
        ok({ result: plans.map((plan) => ({ ...plan, is_in_cart: added && plan.plan_id === 'D1' })) }),
      'get-plan-pricing-detail': () =>
        ok({
          pid: 'D1',
          ppid: 'PP2',
          selected_plan: priced('D1', 'PP2'),
          plans: [priced('D1', 'PP1'), priced('D1', 'PP2')],
        }),
      'add-plan-to-cart': () => {
        added = true;
        return ok({ cart_count: 1 });
      },
    });
    renderPage('/maria/plans');
    const card = await cardOf('Dental Plus');
    const add = i18n.t('plans.add_plan_to_cart', { name: 'Dental Plus' });
    fireEvent.click(within(card).getByRole('button', { name: add }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('plans.notice_title') });
    expect(callsTo(api, 'add-plan-to-cart')[0]?.body).toEqual({
      enrollment_id: 'TEMP1',
      plan_id: 'D1',
      plan_pricing_id: 'PP2',
    });
    expect(await within(card).findByText(i18n.t('plans.in_cart'))).toBeTruthy();
    expect(within(card).queryByRole('button', { name: add })).toBeNull();
    expect(screen.getByRole('dialog', { name: i18n.t('plans.notice_title') })).toBe(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('plans.view_cart') }));
    expect((await screen.findByTestId('location')).textContent).toBe('/maria/cart');
  });

  it('says on the card why the household cannot buy a plan, and its fix opens the popup in place', async () => {
    await i18n.changeLanguage(language);
    const salary = { errorCode: 'salaryError', message: i18n.t('pricing.salary_error') };
    const tier = { errorCode: 'tierError', message: i18n.t('pricing.tier_error') };
    const api = baseApi({
      'get-filtered-plans': () =>
        ok({
          result: [
            summary('DI1', 'Income Shield', { plan_category: 'di', pricing_error: salary }),
            summary('D1', 'Dental Plus', { pricing_error: tier }),
          ],
        }),
      'change-filter-info': () => ok({ filter_info: household }),
    });
    const { container } = renderPage();
    const income = await cardOf('Income Shield');
    expect(within(income).getByRole('alert').textContent).toBe(salary.message);
    expect(within(income).queryByRole('button', { name: /Income Shield/ })).toBeNull();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(within(income).getByRole('button', { name: i18n.t('plans.link_click_here') }));
    const popup = await screen.findByRole('dialog', { name: i18n.t('quote.income_title') });
    fireEvent.change(within(popup).getByRole('textbox', { name: i18n.t('quote.annual_income') }), {
      target: { value: '55000' },
    });
    fireEvent.change(within(popup).getByRole('textbox', { name: i18n.t('quote.working_hours') }), {
      target: { value: '40' },
    });
    const listed = callsTo(api, 'get-filtered-plans').length;
    fireEvent.click(within(popup).getByRole('button', { name: i18n.t('quote.save') }));
    await waitFor(() => expect(callsTo(api, 'change-filter-info')[0]?.body).toMatchObject({ plan_id: 'DI1' }));
    await waitFor(() => expect(callsTo(api, 'get-filtered-plans').length).toBeGreaterThan(listed));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A basic-info fix opens Basic Details right there.
    fireEvent.click(within(await cardOf('Dental Plus')).getByRole('button', { name: i18n.t('plans.link_basic_info') }));
    expect(await screen.findByRole('dialog', { name: i18n.t('quote.basic_details') })).toBeTruthy();
  });

  it('leads a plan with questions due to them with Enroll Now, and shows an Add to Cart refusal', async () => {
    await i18n.changeLanguage(language);
    const message = i18n.t('pricing.age_error');
    const api = baseApi({
      'get-filtered-plans': () =>
        ok({ result: [summary('C1', 'Cancer Care', { needs_answers: true }), summary('D1', 'Dental Plus')] }),
      'get-plan-pricing-detail': () =>
        new Response(
          JSON.stringify({
            status: 'error',
            statusCode: 422,
            message,
            errorCode: 'ageError',
            data: { pid: 'D1', ppid: null },
          }),
          { status: 422 },
        ),
    });
    renderPage();
    const dental = await cardOf('Dental Plus');
    fireEvent.click(
      within(dental).getByRole('button', { name: i18n.t('plans.add_plan_to_cart', { name: 'Dental Plus' }) }),
    );
    expect(await within(dental).findByText(message)).toBeTruthy();
    expect(callsTo(api, 'add-plan-to-cart')).toEqual([]);
    const cancer = await cardOf('Cancer Care');
    const enroll = within(cancer).getByRole('link', { name: i18n.t('plans.enroll_plan', { name: 'Cancer Care' }) });
    expect(within(cancer).queryByRole('button', { name: /Cancer Care/ })).toBeNull();
    fireEvent.click(enroll);
    expect((await screen.findByTestId('location')).textContent).toBe('/plan/C1/cancer-care?ask=questions');
  });

  it("opens the plan's page when it has special-carrier questions to answer first", async () => {
    await i18n.changeLanguage(language);
    const api = baseApi({
      'get-aflac-questions': () =>
        ok({ result: [{ qid: '5', question: 'Are you actively at work?', true_condition: 1 }], answered: false }),
      'get-plan-pricing-detail': () =>
        ok({ pid: 'D1', ppid: 'PP1', selected_plan: priced('D1', 'PP1'), plans: [priced('D1', 'PP1')] }),
    });
    renderPage();
    const card = await cardOf('Dental Plus');
    fireEvent.click(
      within(card).getByRole('button', { name: i18n.t('plans.add_plan_to_cart', { name: 'Dental Plus' }) }),
    );
    expect((await screen.findByTestId('location')).textContent).toBe('/plan/D1/dental-plus');
    expect(callsTo(api, 'add-plan-to-cart')).toEqual([]);
  });

  it('compares up to three plans full-screen, a column each with its price, facts and own Add to Cart', async () => {
    await i18n.changeLanguage(language);
    baseApi();
    const { baseElement } = renderPage();
    const pick = (name: string) => screen.getByRole('checkbox', { name: i18n.t('plans.compare_pick', { name }) });
    await screen.findByRole('link', { name: 'Dental Plus' });
    for (const name of ['Dental Plus', 'Vision Care', 'Three Pack']) fireEvent.click(pick(name));
    expect(pick('Core Medical')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('plans.compare_n', { count: 3 }) }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('plans.compare_title') });
    const columns = within(dialog).getAllByRole('region');
    expect(
      columns.map(
        (column) => column.getAttribute('aria-labelledby') && within(column).getByRole('heading').textContent,
      ),
    ).toEqual(['Dental Plus', 'Vision Care', 'Three Pack']);
    const [dental, vision] = columns;
    if (!dental || !vision) throw new Error('no columns');
    expect(within(dental).getByText(i18n.t('plans.per_month', { price: '$1,250.00' }))).toBeTruthy();
    expect(within(dental).getByText('Brightsmile Dental Co.')).toBeTruthy();
    expect(within(vision).getByText('$200.00')).toBeTruthy();
    expect(within(dental).getByText(i18n.t('plans.fact_frames'))).toBeTruthy();
    expect(within(dental).getByText(i18n.t('catalog.category_dental'))).toBeTruthy();
    expect(
      within(vision).getByRole('button', { name: i18n.t('plans.add_plan_to_cart', { name: 'Vision Care' }) }),
    ).toBeTruthy();
    expect((await axe.run(baseElement, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it('edits the household in the Basic Details popup', async () => {
    await i18n.changeLanguage(language);
    const api = baseApi({ 'change-filter-info': () => ok({ filter_info: household }) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('plans.edit') }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('quote.basic_details') });
    const zip = within(dialog).getByRole('textbox', { name: i18n.t('quote.zip') });
    expect(zip).toHaveProperty('value', '75201');
    fireEvent.change(zip, { target: { value: '10001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('quote.save') }));
    await waitFor(() =>
      expect(callsTo(api, 'change-filter-info')[0]?.body).toMatchObject({ zip: '10001', tier: 'IS' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
