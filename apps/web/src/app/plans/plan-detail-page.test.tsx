// The plan detail page: breadcrumb, description with its exclusions disclosure, priced options
// with Add to Cart, pricing errors whose link opens the popup that fixes them, changePid, health
// questions behind Enroll Now, special-carrier questions before the cart buttons, the membership
// choice of linked plans (with the member dashboard in a new tab), the already-active notice, a
// premier plan's IC tier, and the portal and group popup (a rep's Change, and the portalError
// fix); a declined plan without a price, the questions opened at once (?ask=questions) and focus
// on the result, special-carrier answers and the membership remembered, the price notices; no
// axe violations.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { emptySession, useSession } from '../../shared/session/session-store';
import { axeOptions, callsTo, failure, fakeApi, type Handler, ok, renderAt } from '../../test-app';
import { household, planDetail, priced, site } from '../../test-data';
import PlanDetailPage from './plan-detail-page';

const portal = {
  platform_group_id: 'PORTAL2',
  platform_name: 'Small Business',
  platform_code: 'SMBIZ',
  platform_type: 'standard',
} as const;
const pricingOk = () =>
  ok({ pid: 'P1', ppid: 'PP1', selected_plan: priced('P1', 'PP1'), plans: [priced('P1', 'PP1')] });
const pricingError = (errorCode: string, message: string, pid = 'P1') =>
  failure(422, message, { errorCode, data: { pid, ppid: null } });

const question = {
  question_id: '21',
  question_text: 'Any surgery planned?',
  question_sub_type: 'text_field',
  options: [],
  require_detail: false,
};

const api = (extra: Record<string, Handler> = {}) =>
  fakeApi({
    'get-plan-detail': () => ok({ result: planDetail() }),
    'get-enrollment-temp-info': () => ok({ result: household }),
    'get-plan-pricing-detail': pricingOk,
    'get-questions': () => ok({ result: [] }),
    'check-already-answered': () => ok({ status: true }),
    'get-aflac-questions': () => ok({ result: [], answered: false }),
    'check-disability-plan': () => ok({ status: false }),
    'get-related-plans': () =>
      ok({
        result: [{ plan_id: 'V1', plan_pricing_id: 'VP1', plan_name: 'Vision Care', price: '9.00', plan_logo: '' }],
      }),
    'add-plan-to-cart': () => ok({ cart_count: 1 }),
    'check-already-in-cart': () => ok({ status: false }),
    ...extra,
  });

const renderPage = (path = '/plan/P1/dental-plus') =>
  renderAt(path, [
    { path: '/plan/:planId/:planName', element: <PlanDetailPage /> },
    { path: '/:landing/plan/:planId/:planName', element: <PlanDetailPage /> },
  ]);

const optionsSection = async () => {
  const heading = await screen.findByRole('heading', { name: i18n.t('plans.options') });
  const section = heading.closest('section');
  if (!section) throw new Error('no options section');
  return section;
};

beforeEach(() => useSession.setState({ tempId: 'TEMP1' }));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

describe.each(['en', 'es'])('plan detail in %s', (language) => {
  it('shows the breadcrumb, the description, the options and suggested products', async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ portal_name: 'Small Business', gname: 'Acme Logistics' });
    api();
    const { container } = renderPage('/maria/plan/P1/dental-plus');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dental Plus' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: i18n.t('plans.breadcrumb') });
    expect(
      within(crumbs)
        .getByRole('link', { name: i18n.t('plans.title') })
        .getAttribute('href'),
    ).toBe('/maria/plans?type=dental');
    const toggle = screen.getByRole('button', {
      name: i18n.t('plans.show_exclusions', { name: 'Exclusions and limitations' }),
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Cosmetic work')).toBeTruthy();
    expect(await screen.findByText('Option PP1')).toBeTruthy();
    expect(screen.getByText(i18n.t('plans.group_line', { name: 'Acme Logistics' }))).toBeTruthy();
    expect(await screen.findByRole('heading', { name: i18n.t('plans.suggested') })).toBeTruthy();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it('shows the carrier line as a note, not as an alert', async () => {
    await i18n.changeLanguage(language);
    api({ 'get-plan-detail': () => ok({ result: { ...planDetail(), blueBarText: 'Offered by Harbor Mutual' } }) });
    renderPage();
    const note = await screen.findByText('Offered by Harbor Mutual');
    expect(note.closest('[role="alert"]')).toBeNull();
  });

  it('marks a suggested plan "In your cart" once check-already-in-cart says so, asking again after an add', async () => {
    await i18n.changeLanguage(language);
    let added = false;
    const fetchMock = api({
      'add-plan-to-cart': () => {
        added = true;
        return ok({ cart_count: 1 });
      },
      'check-already-in-cart': () => ok({ status: added }),
    });
    renderPage();
    const heading = await screen.findByRole('heading', { name: i18n.t('plans.suggested') });
    const suggested = heading.closest('section') ?? document.body;
    const add = await within(suggested).findByRole('button', {
      name: i18n.t('plans.add_plan_to_cart', { name: 'Vision Care' }),
    });
    expect(callsTo(fetchMock, 'check-already-in-cart')[0]?.url.searchParams.get('plan_pricing_id')).toBe('VP1');
    fireEvent.click(add);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: i18n.t('plans.notice_title') })).getByRole('button', {
        name: i18n.t('plans.add_more'),
      }),
    );
    expect(await within(suggested).findByText(i18n.t('plans.in_cart'))).toBeTruthy();
    expect(within(suggested).queryByRole('button', { name: /Vision Care/ })).toBeNull();
  });

  it('adds an option to the cart, and shows the already-active notice', async () => {
    await i18n.changeLanguage(language);
    const active = i18n.t('cart.already_active');
    let calls = 0;
    const fetchMock = api({
      'add-plan-to-cart': () => (++calls === 1 ? ok({ cart_count: 1 }) : failure(409, active)),
    });
    renderPage();
    const section = await optionsSection();
    fireEvent.click(await within(section).findByRole('button', { name: i18n.t('plans.add_to_cart') }));
    const notice = await screen.findByRole('dialog', { name: i18n.t('plans.notice_title') });
    expect(callsTo(fetchMock, 'add-plan-to-cart')[0]?.body).toEqual({
      enrollment_id: 'TEMP1',
      plan_id: 'P1',
      plan_pricing_id: 'PP1',
    });
    fireEvent.click(within(notice).getByRole('button', { name: i18n.t('plans.add_more') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(section).getByRole('button', { name: i18n.t('plans.add_to_cart') }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('plans.already_active_title') });
    expect(within(dialog).getByText(active)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('plans.ok') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the income popup from "clicking here" and reloads the price after saving', async () => {
    await i18n.changeLanguage(language);
    let priced = 0;
    const fetchMock = api({
      'get-plan-pricing-detail': () =>
        ++priced === 1 ? pricingError('salaryError', i18n.t('pricing.salary_error')) : pricingOk(),
      'change-filter-info': () => ok({ filter_info: household }),
    });
    renderPage();
    const link = await screen.findByRole('button', { name: i18n.t('plans.link_click_here') });
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: i18n.t('quote.income_title') });
    fireEvent.change(within(dialog).getByRole('textbox', { name: i18n.t('quote.annual_income') }), {
      target: { value: '60000' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: i18n.t('quote.working_hours') }), {
      target: { value: '40' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('quote.save') }));
    expect(await screen.findByText('Option PP1')).toBeTruthy();
    expect(callsTo(fetchMock, 'change-filter-info')[0]?.body).toEqual({
      annual_incode: 60000,
      working_hours: 40,
      plan_id: 'P1',
    });
  });

  it('opens Basic Details from "editing your basic info above"', async () => {
    await i18n.changeLanguage(language);
    api({ 'get-plan-pricing-detail': () => pricingError('stateError', i18n.t('pricing.state_error')) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('plans.link_basic_info') }));
    expect(await screen.findByRole('dialog', { name: i18n.t('quote.basic_details') })).toBeTruthy();
  });

  it('reloads with the plan a changePid names', async () => {
    await i18n.changeLanguage(language);
    api({
      'get-plan-detail': (url) => ok({ result: planDetail({ plan_id: url.pathname.split('/').at(-1) }) }),
      'get-plan-pricing-detail': (url) =>
        url.searchParams.get('pid') === 'P1' ? pricingError('changePid', '', 'P2') : pricingOk(),
    });
    const { router } = renderPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/plan/P2/dental-plus'));
    expect(await screen.findByText('Option PP1')).toBeTruthy();
  });

  it('asks the health questions behind Enroll Now, then shows the saved message', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = api({
      'get-questions': () =>
        ok({
          result: [
            {
              question_id: '21',
              question_text: 'Any surgery planned?',
              question_sub_type: 'text_field',
              options: [],
              require_detail: false,
            },
          ],
        }),
      'check-already-answered': () => ok({ status: false }),
      'save-question-answers': () => ok({ success_message: 'Answers saved.' }),
    });
    renderPage();
    const section = await optionsSection();
    fireEvent.click(await within(section).findByRole('button', { name: i18n.t('plans.enroll_now') }));
    const group = await screen.findByRole('radiogroup', { name: /^1\. Any surgery planned\?/ });
    fireEvent.click(within(group).getByRole('radio', { name: i18n.t('health.no') }));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('health.submit') }));
    expect(await screen.findByText('Answers saved.')).toBeTruthy();
    expect(callsTo(fetchMock, 'save-question-answers').length).toBe(1);
    await waitFor(() => expect(callsTo(fetchMock, 'get-plan-pricing-detail').length).toBeGreaterThan(1));
  });

  it('asks the special-carrier questions before showing the cart buttons', async () => {
    await i18n.changeLanguage(language);
    api({
      'get-aflac-questions': () =>
        ok({ result: [{ qid: '5', question: 'Are you actively at work?', true_condition: 1 }], answered: false }),
      'save-aflac-questions': () => ok({}),
    });
    renderPage();
    const group = await screen.findByRole('radiogroup', { name: /^1\. Are you actively at work\?/ });
    const section = await optionsSection();
    expect(within(section).queryByRole('button', { name: i18n.t('plans.add_to_cart') })).toBeNull();
    fireEvent.click(within(group).getByRole('radio', { name: i18n.t('health.yes') }));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('health.carrier_submit') }));
    expect(await within(section).findByRole('button', { name: i18n.t('plans.add_to_cart') })).toBeTruthy();
  });

  it("asks a life-insurer plan's missing spouse birth date before adding", async () => {
    await i18n.changeLanguage(language);
    const fetchMock = api({
      'get-plan-detail': () => ok({ result: planDetail({ is_prudential_plan: true }) }),
      'check-prudential-plan': () => ok({ status: true, depdob: true }),
    });
    renderPage();
    const section = await optionsSection();
    fireEvent.click(await within(section).findByRole('button', { name: i18n.t('plans.add_to_cart') }));
    expect(await screen.findByRole('dialog', { name: i18n.t('quote.dependent_title') })).toBeTruthy();
    expect(callsTo(fetchMock, 'add-plan-to-cart-prudentials')).toEqual([]);
  });

  it('adds a life-insurer plan sold without a membership on its own', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = api({
      'get-plan-detail': () => ok({ result: planDetail({ is_prudential_plan: true }) }),
      'check-prudential-plan': () => ok({ status: true, depdob: false }),
    });
    renderPage();
    const section = await optionsSection();
    fireEvent.click(await within(section).findByRole('button', { name: i18n.t('plans.add_to_cart') }));
    await screen.findByRole('dialog', { name: i18n.t('plans.notice_title') });
    expect(callsTo(fetchMock, 'add-plan-to-cart')).toHaveLength(1);
    expect(callsTo(fetchMock, 'add-plan-to-cart-prudentials')).toEqual([]);
  });

  it('has a membership chosen for a linked plan and adds both', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = api({
      'get-plan-detail': () => ok({ result: planDetail({ membership_plan_id: 'M1' }) }),
      'get-plan-pricing-detail-elevate': () => ok({ plans: [priced('M1', 'MP1', '5.00')] }),
      'add-plan-to-cart-prudentials': () => ok({ cart_count: 2 }),
    });
    renderPage();
    const section = await optionsSection();
    fireEvent.click(await within(section).findByRole('button', { name: i18n.t('plans.add_to_cart') }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('plans.membership_title') });
    expect(within(dialog).getByText(i18n.t('plans.membership_text', { fee: '$5.00' }))).toBeTruthy();
    // One click: Select Membership adds both lines and says so.
    fireEvent.click(await within(dialog).findByRole('button', { name: new RegExp(i18n.t('plans.select_membership')) }));
    const notice = await screen.findByRole('dialog', { name: i18n.t('pricing.added_both_title') });
    expect(
      within(notice).getByText(i18n.t('pricing.added_both', { plan: 'Option PP1', membership: 'Option MP1' })),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'add-plan-to-cart-prudentials')[0]?.body).toEqual({
      enrollment_id: 'TEMP1',
      plan_id1: 'M1',
      plan_pricing_id1: 'MP1',
      plan_id: 'P1',
      plan_pricing_id: 'PP1',
    });
  });

  it('adds a linked plan without asking again once its membership is in the cart', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = api({
      'get-plan-detail': () => ok({ result: planDetail({ membership_plan_id: 'M1' }) }),
      'get-plan-pricing-detail-elevate': () => ok({ plans: [{ ...priced('M1', 'MP1', '5.00'), is_in_cart: true }] }),
    });
    renderPage();
    const section = await optionsSection();
    expect(
      await within(section).findByText(i18n.t('pricing.membership_in_cart', { membership: 'Option MP1' })),
    ).toBeTruthy();
    fireEvent.click(await within(section).findByRole('button', { name: i18n.t('plans.add_to_cart') }));
    await screen.findByRole('dialog', { name: i18n.t('plans.notice_title') });
    expect(callsTo(fetchMock, 'add-plan-to-cart')[0]?.body).toEqual({
      enrollment_id: 'TEMP1',
      plan_id: 'P1',
      plan_pricing_id: 'PP1',
    });
  });

  it('shows a declined plan without a price or a way to answer again', async () => {
    await i18n.changeLanguage(language);
    api({
      'get-plan-pricing-detail': () => failure(422, 'Declined for you.', { errorCode: 'decline', data: {} }),
      'get-questions': () => ok({ result: [question] }),
      'check-already-answered': () => ok({ status: false }),
    });
    const { container } = renderPage('/plan/P1/dental-plus?ask=questions');
    const section = await optionsSection();
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Declined for you.');
    expect(alert.textContent).toContain(i18n.t('pricing.declined_title'));
    expect(within(section).queryByRole('button', { name: i18n.t('plans.enroll_now') })).toBeNull();
    expect(within(section).queryByRole('button', { name: i18n.t('plans.add_to_cart') })).toBeNull();
    expect(screen.queryByRole('heading', { name: i18n.t('health.title') })).toBeNull();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it('opens the questions at once for ?ask=questions, and moves focus to a decline that replaces them', async () => {
    await i18n.changeLanguage(language);
    let declined = false;
    api({
      'get-plan-pricing-detail': () =>
        declined ? failure(422, 'Declined for you.', { errorCode: 'decline', data: {} }) : pricingOk(),
      'get-questions': () => ok({ result: [question] }),
      'check-already-answered': () => ok({ status: false }),
      'save-question-answers': () => {
        declined = true;
        return failure(422, 'Declined for you.', {
          errorCode: 'decline',
          data: { error_message: 'Declined for you.' },
        });
      },
    });
    renderPage('/plan/P1/dental-plus?ask=questions');
    const heading = await screen.findByRole('heading', { name: i18n.t('health.title') });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const group = await screen.findByRole('radiogroup', { name: /^1\. Any surgery planned\?/ });
    fireEvent.click(within(group).getByRole('radio', { name: i18n.t('health.yes') }));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('health.submit') }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: i18n.t('health.title') })).toBeNull());
    const section = await optionsSection();
    const alert = await within(section).findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(within(section).queryByText('Option PP1')).toBeNull();
  });

  it('shows the cart buttons of a special-carrier plan whose questions this enrollment answered', async () => {
    await i18n.changeLanguage(language);
    api({
      'get-aflac-questions': () =>
        ok({ result: [{ qid: 'Q1', question: 'Are you a union member?', true_condition: 1 }], answered: true }),
    });
    renderPage();
    const section = await optionsSection();
    expect(await within(section).findByRole('button', { name: i18n.t('plans.add_to_cart') })).toBeTruthy();
    expect(screen.queryByText('Are you a union member?')).toBeNull();
  });

  it("shows the special carrier's fees, the administrative fee and the optional life notices", async () => {
    await i18n.changeLanguage(language);
    api({
      'get-plan-detail': () =>
        ok({
          result: planDetail({
            plan_category: 'term_life',
            is_prudential_plan: true,
            includes_admin_fee: true,
            special_fee_text: 'Union Dues $25.00',
          }),
        }),
    });
    const { container } = renderPage();
    const notices = await screen.findByRole('region', { name: i18n.t('pricing.fees_title') });
    expect(within(notices).getByText('Union Dues $25.00')).toBeTruthy();
    expect(within(notices).getByText(i18n.t('cart.admin_fee_notice'))).toBeTruthy();
    expect(within(notices).getByText(i18n.t('cart.optional_life_notice'))).toBeTruthy();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it("labels a premier plan's IC option 'Member + 1 Child'", async () => {
    await i18n.changeLanguage(language);
    const icOption = { ...priced('P1', 'PP1'), tier: 'IC' };
    api({
      'get-plan-detail': () => ok({ result: planDetail({ is_premier_plan: true }) }),
      'get-plan-pricing-detail': () => ok({ pid: 'P1', ppid: 'PP1', selected_plan: icOption, plans: [icOption] }),
    });
    renderPage();
    const section = await optionsSection();
    const label = i18n.t('plans.option_tier', { tier: i18n.t('quote.tier_IC_premier') });
    expect(await within(section).findByText(label)).toBeTruthy();
  });

  it('offers current members the member dashboard, in a new tab, among the memberships', async () => {
    await i18n.changeLanguage(language);
    api({
      'get-plan-detail': () => ok({ result: planDetail({ membership_plan_id: 'M1' }) }),
      'get-plan-pricing-detail-elevate': () => ok({ plans: [priced('M1', 'MP1', '5.00')] }),
      'get-default-info': () => ok({ site, languages: ['en', 'es'] }),
      'get-external-site-dynamic-information': () =>
        ok({ result: [{ key: 'link_member_dashboard', value: 'https://members.example/login' }] }),
    });
    renderPage();
    const section = await optionsSection();
    fireEvent.click(await within(section).findByRole('button', { name: i18n.t('plans.add_to_cart') }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('plans.membership_title') });
    // jsdom's name computation drops the space before the hidden words; a browser keeps it.
    const name = (text: string) =>
      text.startsWith(i18n.t('plans.member_login')) && text.endsWith(i18n.t('app.opens_in_new_tab'));
    const login = await within(dialog).findByRole('link', { name });
    expect(login.getAttribute('href')).toBe('https://members.example/login');
    expect(login.getAttribute('target')).toBe('_blank');
    expect((await axe.run(dialog, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it('lets a rep change the portal and group, moving the enrollment and pricing it again', async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ eprocess: 'rep', agent_id: 'AGENT1', portal_name: 'Individual & Family' });
    const fetchMock = api({
      'get-enrollment-platforms': () => ok({ result: [portal] }),
      'get-agent-groups': () => ok({ result: [{ group_id: 'G1', group_name: 'Acme Logistics' }] }),
      'update-filter-portal': () => ok({}),
    });
    renderPage();
    const line = await screen.findByRole('group', { name: i18n.t('plans.enrolling_for') });
    fireEvent.click(within(line).getByRole('button', { name: i18n.t('entry.change_portal_group') }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('entry.portal_group_title') });
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('entry.submit') }));
    expect(await within(dialog).findByText(i18n.t('landing.choose_platform'))).toBeTruthy();
    expect(callsTo(fetchMock, 'update-filter-portal')).toEqual([]);
    expect((await axe.run(dialog, axeOptions)).violations.map((v) => v.id)).toEqual([]);
    const portalSelect = within(dialog).getByRole('combobox', { name: new RegExp(i18n.t('entry.choose_portal')) });
    await within(portalSelect).findByRole('option', { name: portal.platform_name });
    fireEvent.change(portalSelect, { target: { value: portal.platform_group_id } });
    const groupSelect = within(dialog).getByRole('combobox', { name: i18n.t('entry.choose_group') });
    await within(groupSelect).findByRole('option', { name: 'Acme Logistics' });
    fireEvent.change(groupSelect, { target: { value: 'G1' } });
    const priced = callsTo(fetchMock, 'get-plan-pricing-detail').length;
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('entry.submit') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'update-filter-portal')[0]?.body).toEqual({
      enrollment_id: 'TEMP1',
      platform_group_id: portal.platform_group_id,
      group_id: 'G1',
    });
    expect(useSession.getState()).toMatchObject({ tempId: 'TEMP1', gname: 'Acme Logistics', portal_code: 'SMBIZ' });
    expect(await within(line).findByText(i18n.t('plans.group_line', { name: 'Acme Logistics' }))).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'get-plan-pricing-detail').length).toBeGreaterThan(priced));
  });

  it('offers the portal choice when the portal does not offer the plan, and no Change to others', async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ eprocess: 'applicant', portal_name: 'Individual & Family' });
    api({
      'get-plan-pricing-detail': () => pricingError('portalError', i18n.t('pricing.portal_error')),
      'get-enrollment-platforms': () => ok({ result: [portal] }),
    });
    renderPage();
    const alert = await screen.findByText(i18n.t('pricing.portal_error'), { exact: false });
    expect(screen.queryByRole('button', { name: i18n.t('entry.change_portal_group') })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: i18n.t('plans.change_portal') }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('entry.portal_group_title') });
    expect(within(dialog).getByRole('combobox', { name: new RegExp(i18n.t('entry.choose_portal')) })).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: i18n.t('entry.choose_group') })).toBeNull();
  });
});
