// The plan detail page: breadcrumb, description with its exclusions disclosure, priced options
// with Add to Cart, the suggested products and whether the cart holds them, the already-active
// notice, the price notices and a premier plan's IC tier; no axe violations. Its pricing errors
// and portal: plan-detail-popups; its questions: plan-detail-questions; life-insurer and
// membership plans: plan-detail-linked-plans.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { useSession } from '../../shared/session/session-store';
import { axeOptions, callsTo, failure, ok } from '../../test-app';
import { planDetail, priced } from '../../test-data';
import { api, endEnrollment, optionsSection, renderPage, startEnrollment } from './plan-detail-fixtures';

beforeEach(startEnrollment);
afterEach(endEnrollment);

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
});
