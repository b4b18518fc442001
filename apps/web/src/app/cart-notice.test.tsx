// A household change that re-priced the cart: saving the household keeps what changed, and the
// layout's notice shows it (new prices, a line that left, the start date) until it is closed.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HouseholdForm } from '../features/quoting/components/household-form';
import { i18n } from '../i18n/i18n';
import { useCartNotice } from '../shared/session/cart-notice';
import { emptySession, useSession } from '../shared/session/session-store';
import { axeOptions, callsTo, fakeApi, ok } from '../test-app';
import { household } from '../test-data';
import { renderInApp } from '../test-render';
import { CartNotice } from './cart-notice';

const changes = {
  lines: [
    { plan_id: 'DEN-PLUS', plan_name: 'Brightsmile Plus Dental', old_price: '43.10', new_price: '65.73' },
    { plan_id: 'VIS-PLUS', plan_name: 'ClearView Plus Vision', old_price: '12.00', new_price: null },
  ],
  effective_date: { old: '2026-12-01', new: '2027-01-01' },
};
const place = { zip_code: '75201', city: 'Dallas', state_abbreviation: 'TX', state_name: 'Texas' };
const filterInfo = { ...household, dob: '07/04/1962', tier: 'IO', spouse_dop: null };

/** The notice beside the household form, the form saved as typed: the rendered page. */
async function saveHousehold() {
  let saved = false;
  const page = renderInApp(
    <>
      <CartNotice />
      <HouseholdForm
        submitLabel="Go"
        onSaved={() => {
          saved = true;
        }}
        defaults={{ zip: '75201', gender: '0', tier: 'IO', dob: '07/04/1962' }}
      />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  await waitFor(() => expect(saved).toBe(true));
  return page;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
  useCartNotice.getState().dismiss();
});

describe.each(['en', 'es'])('the cart notice in %s', (language) => {
  it('shows what a household change did to the cart, after the form that saved it is gone, until closed', async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ tempId: 'Tmp0000000000000000001' });
    const fetchMock = fakeApi({
      'validate-zip-code': () => ok({ result: [place] }),
      'change-filter-info': () => ok({ filter_info: filterInfo, cart_changes: changes }),
    });
    const { unmount } = await saveHousehold();
    expect(callsTo(fetchMock, 'change-filter-info')).toHaveLength(1);
    unmount();

    // Another page: the notice is the layout's, not the form's.
    const page = renderInApp(<CartNotice />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(i18n.t('cart_changes.title'));
    expect(alert.textContent).toContain(i18n.t('quoting.cart_repriced'));
    expect(alert.textContent).toContain('Brightsmile Plus Dental');
    expect(alert.textContent).toContain('65.73');
    expect(alert.textContent).toContain('ClearView Plus Vision');
    expect(alert.textContent).toContain(language === 'es' ? '2027' : 'January 1, 2027');
    expect((await axe.run(page.container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('cart_changes.close') }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(page.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows nothing when the household change left the cart as it was', async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ tempId: 'Tmp0000000000000000001' });
    fakeApi({
      'validate-zip-code': () => ok({ result: [place] }),
      'change-filter-info': () => ok({ filter_info: filterInfo, cart_changes: { lines: [], effective_date: null } }),
    });
    await saveHousehold();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
