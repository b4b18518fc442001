// The cart page: lines with Remove only where removable (after a confirmation, by POST), costs and
// where each dollar goes, the notices, the effective date selector with its countdown and missing
// dates, Proceed (confirm, checkout, the wizard's first step, a refusal under the selector), the
// empty state; English and Spanish, no axe violations.
import type { CartEffectiveDates, CartItem, CartResponse } from '@benefit-store/contract/cart';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { emptySession, useSession } from '../../shared/session/session-store';
import { axeOptions, callsTo, failure, fakeApi, ok, renderAt } from '../../test-app';
import CartPage from './cart-page';

const line = (plan_id: string, plan_name: string, extra: Partial<CartItem> = {}): CartItem => ({
  plan_id,
  plan_pricing_id: `${plan_id}_IO`,
  plan_name,
  plan_logo: '/media/logos/x.svg',
  price: '10.00',
  removable: 1,
  line_type: 'plan',
  premium: '10.00',
  administrative_fee: '0.00',
  kept_by: [],
  ...extra,
});

const lines = [
  line('DEN', 'Brightsmile Plus Dental', { price: '42.10', premium: '42.10' }),
  line('ELV', 'Elevate Wellness Membership', {
    price: '5.00',
    premium: '5.00',
    removable: 0,
    line_type: 'membership',
    kept_by: ['Harbor Fixed Benefit 100'],
  }),
  line('LTD', 'Harbor Fixed Benefit 100', { price: '30.00', premium: '30.00' }),
  line('L713', 'Summit Premier Health (L713)', { price: '194.67', premium: '189.00', administrative_fee: '5.67' }),
];

const cartOf = (items: CartItem[], extra: Partial<CartResponse> = {}): CartResponse => ({
  result: items,
  initial_month_cost: '271.77',
  recurring_month_cost: '271.77',
  special_message: '',
  has_l713: true,
  l713_net_price: '189.00',
  quote_name: '',
  effective_date: null,
  has_already_signed: false,
  signature_required: false,
  total_cost: '3261.24',
  total_months: 12,
  breakdown: { premiums: '261.10', membership_fees: '5.00', administrative_fees: '5.67' },
  admin_fee_notice: true,
  optional_life_notice: false,
  ...extra,
});

const dates: CartEffectiveDates = {
  result: ['2027-01-01', '2027-02-01', '2027-03-01'],
  missing: [{ date: '2026-12-01', reason: 'cutoff', plan_name: '' }],
  cutoff: { day: 20, effective_date: '2027-01-01', last_day: '2026-12-20', days_left: 26 },
  selected: null,
};

const renderPage = (path = '/cart') =>
  renderAt(path, [
    { path: '/cart', element: <CartPage /> },
    { path: '/:landing/cart', element: <CartPage /> },
  ]);

beforeEach(() => useSession.setState({ tempId: 'TEMP1' }));
afterEach(async () => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
  await i18n.changeLanguage('en');
});

describe.each(['en', 'es'])('the cart in %s', (language) => {
  it('lists the lines, the costs, the breakdown, the notices and the dates, with no axe violations', async () => {
    await i18n.changeLanguage(language);
    fakeApi({ 'get-plan-cart': () => ok(cartOf(lines)), 'get-cart-effective-dates': () => ok(dates) });
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: i18n.t('cart.title') })).toBeTruthy();
    await screen.findByText('Brightsmile Plus Dental');
    // Remove only on removable lines; the membership says which plan keeps it.
    const removes = screen.getAllByRole('button', { name: new RegExp(`^${i18n.t('cart.remove')} `) });
    expect(removes.map((button) => button.getAttribute('aria-label'))).toEqual([
      i18n.t('cart.remove_plan', { name: 'Brightsmile Plus Dental' }),
      i18n.t('cart.remove_plan', { name: 'Harbor Fixed Benefit 100' }),
      i18n.t('cart.remove_plan', { name: 'Summit Premier Health (L713)' }),
    ]);
    expect(screen.getByText(i18n.t('cart.kept_by', { plans: 'Harbor Fixed Benefit 100' }))).toBeTruthy();
    expect(screen.getByText(i18n.t('cart.first_month'))).toBeTruthy();
    expect(screen.getByText(i18n.t('cart.total_help', { count: 12 }))).toBeTruthy();
    const breakdown = screen.getByRole('table', { name: i18n.t('cart.breakdown_title') });
    const row = (name: string) => within(breakdown).getByRole('row', { name: new RegExp(name.replace(/[()]/g, '.')) });
    expect(row(i18n.t('cart.breakdown_premiums')).textContent).toMatch(/261\.10/);
    expect(row(i18n.t('cart.breakdown_memberships')).textContent).toMatch(/5\.00/);
    expect(row(i18n.t('cart.breakdown_fees')).textContent).toMatch(/5\.67/);
    expect(screen.getByText(i18n.t('cart.admin_fee_notice'))).toBeTruthy();
    expect(screen.getByText(/189\.00/)).toBeTruthy();
    // The selector: three dates, the earliest chosen, the countdown, the date left out and why.
    const group = screen.getByRole('radiogroup', { name: i18n.t('cart.dates_label') });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    const day = (iso: string) =>
      new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${iso}T00:00:00Z`),
      );
    const countdown = { lastDay: day('2026-12-20'), date: day('2027-01-01'), count: 26 };
    expect(screen.getByText(i18n.t('cart.cutoff_days', countdown))).toBeTruthy();
    expect(screen.getByText(i18n.t('cart.missing_cutoff', { date: day('2026-12-01') }))).toBeTruthy();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it('offers Save Cart to the rep, and hides it from a client back at a quote sent to them', async () => {
    await i18n.changeLanguage(language);
    fakeApi({ 'get-plan-cart': () => ok(cartOf(lines)), 'get-cart-effective-dates': () => ok(dates) });
    const saveCart = { name: i18n.t('quotes.save_cart') };
    const first = renderPage();
    expect(await screen.findByRole('button', saveCart)).toBeTruthy();
    first.unmount();

    // Spec 000 section 4: the quotation-hidden marker of a resumed saved cart.
    useSession.setState({ quotation_hidden: true, personal_code_redirection: true });
    const { container } = renderPage();
    await screen.findByText('Brightsmile Plus Dental');
    expect(screen.getByRole('button', { name: i18n.t('cart.proceed') })).toBeTruthy();
    expect(screen.queryByRole('button', saveCart)).toBeNull();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });
});

describe('the cart', () => {
  it('removes a line by POST after a confirmation, and reloads the cart', async () => {
    let current = lines;
    const api = fakeApi({
      'get-plan-cart': () => ok(cartOf(current)),
      'get-cart-effective-dates': () => ok(dates),
      'remove-plan-from-cart': () => {
        current = lines.filter((item) => item.plan_id !== 'DEN');
        return ok({ cart_count: current.length });
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Brightsmile Plus Dental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this plan?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, 'remove-plan-from-cart')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Brightsmile Plus Dental' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove this plan?' })).getByRole('button', {
        name: 'Yes, remove it',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Brightsmile Plus Dental')).toBeNull());
    expect(callsTo(api, 'remove-plan-from-cart')).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { enrollment_id: 'TEMP1', plan_id: 'DEN', plan_pricing_id: 'DEN_IO' },
      }),
    ]);
  });

  it('proceeds with the chosen date after a confirmation, to the landing variant of the first step', async () => {
    const api = fakeApi({
      'get-plan-cart': () => ok(cartOf(lines)),
      'get-cart-effective-dates': () => ok(dates),
      'cart-checkout': () => ok({ effective_date: '2027-02-01' }),
    });
    renderPage('/maria-alvarez/cart');
    fireEvent.click(await screen.findByRole('radio', { name: 'February 1, 2027' }));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Enrollment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proceed to enrollment?' });
    expect(within(dialog).getByText(/February 1, 2027/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, continue' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/maria-alvarez/enrollment/personal-information');
    expect(callsTo(api, 'cart-checkout')[0]?.body).toEqual({ enrollment_id: 'TEMP1', effective_date: '2027-02-01' });
  });

  it('stores a date as it is chosen, and shows the costs re-rated for it', async () => {
    let stored: string | null = null;
    const api = fakeApi({
      'get-plan-cart': () =>
        ok(
          stored === null
            ? cartOf(lines)
            : cartOf(lines, {
                initial_month_cost: '301.07',
                recurring_month_cost: '301.07',
                total_cost: '3612.84',
                effective_date: stored,
              }),
        ),
      'get-cart-effective-dates': () => ok({ ...dates, selected: stored }),
      'cart-checkout': (_url, init) => {
        stored = String(JSON.parse(String(init?.body)).effective_date);
        return ok({ effective_date: stored });
      },
    });
    renderPage();
    expect(await screen.findByText('$3,261.24')).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: 'March 1, 2027' }));
    expect(await screen.findByText('$3,612.84')).toBeTruthy();
    expect(callsTo(api, 'cart-checkout').map((call) => call.body)).toEqual([
      { enrollment_id: 'TEMP1', effective_date: '2027-03-01' },
    ]);
    expect(screen.getByRole('radio', { name: 'March 1, 2027' })).toHaveProperty('checked', true);
  });

  it('says under the selector why a date chosen was refused, and keeps the date stored', async () => {
    const refusal = 'Please choose one of the effective dates offered.';
    fakeApi({
      'get-plan-cart': () => ok(cartOf(lines)),
      'get-cart-effective-dates': () => ok({ ...dates, selected: '2027-01-01' }),
      'cart-checkout': () =>
        failure(400, refusal, { data: [{ target_element: 'effective_date', error_message: refusal }] }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: 'March 1, 2027' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'January 1, 2027' })).toHaveProperty('checked', true);
  });

  it("shows checkout's refusal under the selector and stays", async () => {
    fakeApi({
      'get-plan-cart': () => ok(cartOf(lines)),
      'get-cart-effective-dates': () => ok(dates),
      'cart-checkout': () =>
        failure(400, 'Please choose one of the effective dates offered.', {
          data: [
            { target_element: 'effective_date', error_message: 'Please choose one of the effective dates offered.' },
          ],
        }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Enrollment' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Proceed to enrollment?' })).getByRole('button', {
        name: 'Yes, continue',
      }),
    );
    expect(await screen.findByText('Please choose one of the effective dates offered.')).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('says why no date can be offered, and the special carrier and optional life notices', async () => {
    fakeApi({
      'get-plan-cart': () =>
        ok(cartOf(lines, { special_message: 'Union Dues $25.00', optional_life_notice: true, has_l713: false })),
      'get-cart-effective-dates': () =>
        ok({
          result: [],
          missing: [{ date: '2026-12-01', reason: 'blackout', plan_name: 'Pulse Telemedicine' }],
          cutoff: null,
          selected: null,
        }),
    });
    renderPage();
    expect(await screen.findByText(i18n.t('cart.dates_none'))).toBeTruthy();
    expect(screen.getByText(/Pulse Telemedicine cannot start on this date/)).toBeTruthy();
    expect(screen.getByText('Union Dues $25.00')).toBeTruthy();
    expect(screen.getByText(i18n.t('cart.optional_life_notice'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Enrollment' }));
    expect(await screen.findByText('Please choose an effective date.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows an empty cart with a way back to the plans, with no axe violations', async () => {
    fakeApi({ 'get-plan-cart': () => ok(cartOf([])), 'get-cart-effective-dates': () => ok(dates) });
    const { container } = renderPage('/maria-alvarez/cart');
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Browse plans' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/maria-alvarez/plans');
  });

  it('shows the empty state without a quote, calling nothing', async () => {
    useSession.setState({ tempId: null });
    const api = fakeApi({});
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Browse plans' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/plans');
    expect(api).not.toHaveBeenCalled();
  });
});
