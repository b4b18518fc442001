// The cart line's plan details modal (spec 000 section 2): each line opens its plan's description
// in a dialog named by the plan, closed by its button or Escape, focus back on the line's button;
// English and Spanish, no axe violations.
import type { CartItem, CartResponse } from '@benefit-store/contract/cart';
import type { PlanDetail } from '@benefit-store/contract/catalog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { emptySession, useSession } from '../../shared/session/session-store';
import { axeOptions, callsTo, fakeApi, ok, renderAt } from '../../test-app';
import CartPage from './cart-page';

const item: CartItem = {
  plan_id: 'DEN-PLUS',
  plan_pricing_id: 'DEN-PLUS_IO',
  plan_name: 'Brightsmile Plus Dental',
  plan_logo: '/media/logos/x.svg',
  price: '42.10',
  removable: 1,
  line_type: 'plan',
  premium: '42.10',
  administrative_fee: '0.00',
  kept_by: [],
};

const cart: CartResponse = {
  result: [item],
  initial_month_cost: '42.10',
  recurring_month_cost: '42.10',
  special_message: '',
  has_l713: false,
  l713_net_price: '0.00',
  quote_name: '',
  effective_date: null,
  has_already_signed: false,
  signature_required: false,
  total_cost: '505.20',
  total_months: 12,
  breakdown: { premiums: '42.10', membership_fees: '0.00', administrative_fees: '0.00' },
  admin_fee_notice: false,
  optional_life_notice: false,
};

const detail: PlanDetail = {
  plan_id: 'DEN-PLUS',
  plan_name: 'Brightsmile Plus Dental',
  plan_logo: '/media/logos/x.svg',
  plan_category: 'dental',
  is_prudential_plan: false,
  is_premier_plan: false,
  membership_plan_id: null,
  includes_admin_fee: false,
  special_fee_text: '',
  body_text: '<p>Cleanings twice a year.</p>',
  header_text: 'Smiles for the whole family',
  blueBarText: '',
  association_text: '',
  exclusions_text_name: '',
  exclusions_text: '',
  example_text_name: '',
  example_text: '',
  faq_text_name: '',
  faq_text: '',
};

beforeEach(() => useSession.setState({ tempId: 'TEMP1' }));
afterEach(async () => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
  await i18n.changeLanguage('en');
});

describe.each(['en', 'es'])('the plan details of a cart line in %s', (language) => {
  it('opens the plan in a dialog and closes it with Escape, with no axe violations', async () => {
    await i18n.changeLanguage(language);
    const api = fakeApi({
      'get-plan-cart': () => ok(cart),
      'get-cart-effective-dates': () => ok({ result: ['2027-01-01'], missing: [], cutoff: null, selected: null }),
      'get-plan-detail': () => ok({ result: detail }),
    });
    renderAt('/cart', [{ path: '/cart', element: <CartPage /> }]);
    const open = await screen.findByRole('button', {
      name: i18n.t('cart.plan_details_of', { name: 'Brightsmile Plus Dental' }),
    });
    expect(open.textContent).toBe(i18n.t('cart.plan_details'));
    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Brightsmile Plus Dental' });
    expect(await within(dialog).findByText('Cleanings twice a year.')).toBeTruthy();
    expect(within(dialog).getByText('Smiles for the whole family')).toBeTruthy();
    expect(within(dialog).getByText(i18n.t('cart.per_month', { price: '$42.10' }))).toBeTruthy();
    expect(callsTo(api, 'get-plan-detail/DEN-PLUS')[0]?.query).toEqual({ enrollment_id: 'TEMP1' });
    expect((await axe.run(document.body, axeOptions)).violations.map((v) => v.id)).toEqual([]);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(open));
  });
});
