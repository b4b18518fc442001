// Add to Cart and its notice: the notice shows even when the button is gone by the time the add is
// answered (the refresh after an add shows the plan as in the cart, which takes the button away).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { callsTo, fakeApi, ok, renderAt } from '../../../test-app';
import { AddToCartButton, AddToCartNotice } from './add-to-cart';

const line = { enrollment_id: 'TEMP1', plan_id: 'P1', plan_pricing_id: 'PP1' };

/** A plan card in small whose button can be taken away, as "In your cart" replaces it. */
function PlanCard() {
  const [inCart, setInCart] = useState(false);
  return (
    <>
      {inCart ? (
        <p>{i18n.t('plans.in_cart')}</p>
      ) : (
        <AddToCartButton label={i18n.t('plans.add_to_cart')} lineFor={async () => line} />
      )}
      <button type="button" onClick={() => setInCart(true)}>
        refreshed
      </button>
      <AddToCartNotice />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe.each(['en', 'es'])('add to cart in %s', (language) => {
  it('shows the notice although the button was replaced while the add was under way', async () => {
    await i18n.changeLanguage(language);
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = fakeApi({
      'add-plan-to-cart': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderAt('/plans', [{ path: '/plans', element: <PlanCard /> }]);
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('plans.add_to_cart') }));
    await waitFor(() => expect(callsTo(fetchMock, 'add-plan-to-cart')[0]?.body).toEqual(line));
    fireEvent.click(screen.getByRole('button', { name: 'refreshed' }));
    expect(screen.queryByRole('button', { name: i18n.t('plans.add_to_cart') })).toBeNull();
    answer(ok({ cart_count: 1 }));
    expect(await screen.findByRole('dialog', { name: i18n.t('plans.notice_title') })).toBeTruthy();
  });
});
