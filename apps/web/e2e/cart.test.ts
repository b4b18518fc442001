// The cart in a real Chromium against the built store (issue 15, journey 1): three lines (a plan,
// and a plan sold with the membership), View Cart, remove one after a confirmation, the costs and
// breakdown follow, choose an effective date, Proceed reaches the wizard's first step route.
// English at desktop size and Spanish on a phone; axe on each screen.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { en as cartEn, es as cartEs } from '../src/features/cart/words';
import { en as catalogEn, es as catalogEs } from '../src/features/catalog/words';
import { expectAccessible, hasChromium, openStore, passes, type Store } from './harness';
import { dialogNamed, householdAt, openPlan, optionsOf, poll, words } from './quoting-steps';

const screenWords = { en: { ...catalogEn, ...cartEn }, es: { ...catalogEs, ...cartEs } } as const;

describe.skipIf(!hasChromium)('the cart, in Chromium', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  it.each(passes)('in $language at $viewport.width px', async ({ language, viewport }) => {
    const w = words[language];
    const c = screenWords[language];
    const main = (page: Page) => page.getByRole('main');
    const options = (page: Page) => optionsOf(page, w);

    const page = await householdAt(store, w);
    await page.setViewportSize(viewport);
    await openPlan(page, 'DEN-BASIC', 'Brightsmile Basic Dental');
    await options(page).getByRole('button', { name: w.addToCart }).click();
    await (await dialogNamed(page, w.added)).getByRole('button', { name: w.addMore }).click();
    await openPlan(page, 'ACC-ELV', 'Elevate Member Accident');
    await options(page).getByRole('button', { name: w.addToCart }).click();
    const popup = await dialogNamed(page, w.membershipTitle);
    await popup.getByRole('button', { name: `${w.selectMembership}: Elevate Wellness Membership` }).click();
    const notice = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: c['plans.view_cart'] }) });
    await poll(() => notice.count()).toBe(1);
    await notice.getByRole('button', { name: c['plans.view_cart'] }).click();

    // The cart: three lines, Remove on the two plans only (the membership stays with the accident plan).
    await poll(() => new URL(page.url()).pathname).toBe('/cart');
    const lines = main(page)
      .getByRole('list')
      .filter({ has: page.getByText('Elevate Wellness Membership') });
    await poll(() => lines.locator(':scope > li').count()).toBe(3);
    const removes = main(page).getByRole('button', { name: new RegExp(`^${c['cart.remove']} `) });
    await poll(() => removes.count()).toBe(2);
    const breakdown = main(page).getByRole('table', { name: c['cart.breakdown_title'] });
    const premiumsBefore = await breakdown.getByRole('row').first().textContent();
    await expectAccessible(page);

    // Remove the dental plan, after a confirmation.
    await main(page)
      .getByRole('button', { name: c['cart.remove_plan'].replace('{{name}}', 'Brightsmile Basic Dental') })
      .click();
    const confirm = await dialogNamed(page, c['cart.remove_title']);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: c['cart.remove_confirm'] }).click();
    await poll(() => lines.locator(':scope > li').count()).toBe(2);
    await poll(() => breakdown.getByRole('row').first().textContent()).not.toBe(premiumsBefore);
    await poll(() => page.getByRole('banner').getByRole('link', { name: /^2 / }).count()).toBe(1);

    // Choose the second date offered, then proceed (confirmed) to the wizard's first step.
    const dates = main(page).getByRole('radiogroup', { name: c['cart.dates_label'] });
    await poll(() => dates.getByRole('radio').count()).toBe(3);
    await dates.getByRole('radio').nth(1).check();
    const chosen = await dates.getByRole('radio').nth(1).getAttribute('value');
    await main(page).getByRole('button', { name: c['cart.proceed'] }).click();
    const proceed = await dialogNamed(page, c['cart.proceed_title']);
    await expectAccessible(page);
    const checkout = page.waitForResponse((response) => response.url().includes('/api/v1/cart-checkout'));
    await proceed.getByRole('button', { name: c['cart.proceed_confirm'] }).click();
    const answer = await (await checkout).json();
    if (answer.data?.effective_date !== chosen) throw new Error(`checkout stored ${JSON.stringify(answer)}`);
    await poll(() => new URL(page.url()).pathname).toBe('/enrollment/personal-info');
  });
});
