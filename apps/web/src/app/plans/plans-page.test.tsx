// The plans listing: the household's values and the Basic Details popup, sections with the spec's
// labels, tier prices above 0, side and network filters, empty states, Add to Cart with its notice,
// and comparing up to three plans; no axe violations.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { emptySession, useSession } from '../../shared/session/session-store';
import { axeOptions, callsTo, fakeApi, type Handler, ok, renderAt } from '../../test-app';
import { household, priced, summary } from '../../test-data';
import PlansPage from './plans-page';

const plans = [
  summary('D1', 'Dental Plus'),
  summary('V1', 'Vision Care', { plan_category: 'vision' }),
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
    'get-aflac-questions': () => ok({ result: [] }),
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
  it('shows the household, the sections with their labels and prices above 0', async () => {
    await i18n.changeLanguage(language);
    baseApi();
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { name: i18n.t('plans.section_dental') })).toBeTruthy();
    for (const label of ['plans.section_vision', 'plans.section_bundle_3', 'plans.section_performance'])
      expect(screen.getByRole('heading', { name: i18n.t(label) })).toBeTruthy();
    expect(await screen.findByText('75201')).toBeTruthy();
    expect(screen.getByText(i18n.t('quote.female'))).toBeTruthy();
    expect(screen.getByText(i18n.t('plans.smoker'), { exact: false })).toBeTruthy();
    const memberOnly = i18n.t('plans.tier_price', { tier: i18n.t('quote.tier_IO'), price: '$20.00' });
    expect(screen.getAllByText(memberOnly).length).toBe(4);
    expect(screen.queryByText(i18n.t('quote.tier_IS'), { exact: false, selector: 'li' })).toBeNull();
    const results = await axe.run(container, axeOptions);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("labels a premier plan's IC tier 'Member + 1 Child' on its tile and in compare", async () => {
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
    const premier = i18n.t('plans.tier_price', { tier: i18n.t('quote.tier_IC_premier'), price: '$35.00' });
    const usual = i18n.t('plans.tier_price', { tier: i18n.t('quote.tier_IC'), price: '$35.00' });
    expect(await screen.findByText(premier)).toBeTruthy();
    expect(screen.getByText(usual)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: i18n.t('plans.compare_pick', { name: 'Premier Care' }) }));
    fireEvent.click(screen.getByRole('checkbox', { name: i18n.t('plans.compare_pick', { name: 'Basic Care' }) }));
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('plans.compare_n', { count: 2 }) }));
    const table = await screen.findByRole('table', { name: i18n.t('plans.compare_caption') });
    const memberOnly = i18n.t('plans.tier_price', { tier: i18n.t('quote.tier_IO'), price: '$20.00' });
    expect(within(table).getByText(`${memberOnly}; ${premier}`)).toBeTruthy();
    expect(within(table).getByText(`${memberOnly}; ${usual}`)).toBeTruthy();
  });

  it('filters by category and medical network, and clears the network', async () => {
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

  it('prices a plan, adds it and offers View Cart or Add More Plan(s)', async () => {
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
    const card = (await screen.findByRole('link', { name: 'Dental Plus' })).closest('.mantine-Card-root');
    if (!(card instanceof HTMLElement)) throw new Error('no card');
    fireEvent.click(within(card).getByRole('button', { name: i18n.t('plans.add_to_cart') }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('plans.notice_title') });
    expect(callsTo(api, 'add-plan-to-cart')[0]?.body).toEqual({
      enrollment_id: 'TEMP1',
      plan_id: 'D1',
      plan_pricing_id: 'PP2',
    });
    expect(await within(card).findByText(i18n.t('plans.in_cart'))).toBeTruthy();
    expect(screen.getByRole('dialog', { name: i18n.t('plans.notice_title') })).toBe(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('plans.view_cart') }));
    expect((await screen.findByTestId('location')).textContent).toBe('/maria/cart');
  });

  it("shows a pricing error's message instead of adding", async () => {
    await i18n.changeLanguage(language);
    const message = i18n.t('pricing.age_error');
    const api = baseApi({
      'get-plan-pricing-detail': () =>
        new Response(
          JSON.stringify({
            status: 'error',
            statusCode: 422,
            message,
            errorCode: 'ageError',
            data: { pid: 'D1', ppid: null },
          }),
          {
            status: 422,
          },
        ),
    });
    renderPage();
    const card = (await screen.findByRole('link', { name: 'Dental Plus' })).closest('.mantine-Card-root');
    if (!(card instanceof HTMLElement)) throw new Error('no card');
    fireEvent.click(within(card).getByRole('button', { name: i18n.t('plans.add_to_cart') }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(callsTo(api, 'add-plan-to-cart')).toEqual([]);
  });

  it("opens the plan's page when it has special-carrier questions to answer first", async () => {
    await i18n.changeLanguage(language);
    const api = baseApi({
      'get-aflac-questions': () =>
        ok({ result: [{ qid: '5', question: 'Are you actively at work?', true_condition: 1 }] }),
      'get-plan-pricing-detail': () =>
        ok({ pid: 'D1', ppid: 'PP1', selected_plan: priced('D1', 'PP1'), plans: [priced('D1', 'PP1')] }),
    });
    renderPage();
    const card = (await screen.findByRole('link', { name: 'Dental Plus' })).closest('.mantine-Card-root');
    if (!(card instanceof HTMLElement)) throw new Error('no card');
    fireEvent.click(within(card).getByRole('button', { name: i18n.t('plans.add_to_cart') }));
    expect((await screen.findByTestId('location')).textContent).toBe('/plan/D1/dental-plus');
    expect(callsTo(api, 'add-plan-to-cart')).toEqual([]);
  });

  it('compares up to three plans side by side', async () => {
    await i18n.changeLanguage(language);
    baseApi();
    renderPage();
    const pick = (name: string) => screen.getByRole('checkbox', { name: i18n.t('plans.compare_pick', { name }) });
    await screen.findByRole('link', { name: 'Dental Plus' });
    for (const name of ['Dental Plus', 'Vision Care', 'Three Pack']) fireEvent.click(pick(name));
    expect(pick('Core Medical')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('plans.compare_n', { count: 3 }) }));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([i18n.t('plans.compare_feature'), 'Dental Plus', 'Vision Care', 'Three Pack']);
    expect(within(table).getByRole('rowheader', { name: i18n.t('plans.compare_price') })).toBeTruthy();
    expect(within(table).getByText(i18n.t('catalog.category_bundles'))).toBeTruthy();
    // A table wider than the popup scrolls: its viewport must be reachable by keyboard.
    expect(screen.getByRole('region', { name: i18n.t('plans.compare_caption') }).tabIndex).toBe(0);
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
