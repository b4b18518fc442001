// Plans a household can actually buy, in a real Chromium against the built store (Spanish on a
// phone): a yes to Harbor Cancer Protection's question 146 declines
// it, the price card goes and focus lands on why, a reload keeps it declined and nothing asks the
// questions again; Elevate Member Accident's Select Membership puts both lines in the cart in one
// click and says so, and the membership is not asked for again (a reload, another plan sold with
// it). axe on each screen.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, hasChromium, openStore, passes, type Store } from './harness';
import { amountIn, cartBadge, dialogNamed, householdAt, openPlan, optionsOf, poll, words } from './quoting-steps';

const more = {
  en: {
    declinedTitle: 'This plan is not available',
    addedBoth: 'Plans added to your cart',
    bothNamed: 'Elevate Member Accident and Elevate Wellness Membership were added to your cart.',
    membershipInCart: 'Elevate Wellness Membership is in your cart: this plan is added with it.',
  },
  es: {
    declinedTitle: 'Este plan no está disponible',
    addedBoth: 'Planes agregados a su carrito',
    bothNamed: 'Elevate Member Accident y Elevate Wellness Membership se agregaron a su carrito.',
    membershipInCart: 'Elevate Wellness Membership está en su carrito: este plan se agrega con ella.',
  },
} as const;

describe.skipIf(!hasChromium)('plans a household can buy, in Chromium', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  // Spanish on a phone only: the English desktop screens are walked by quoting.test.ts and
  // plans.test.ts and read by the component tests (CI time).
  it.each(passes.filter((pass) => pass.phone))('in $language at $viewport.width px', async ({ language, viewport }) => {
    const w = { ...words[language], ...more[language] };
    const main = (page: Page) => page.getByRole('main');
    const options = (page: Page) => optionsOf(page, w);

    // Harbor Cancer Protection: a yes to question 146 declines it for this household.
    const page = await householdAt(store, w);
    await page.setViewportSize(viewport);
    await openPlan(page, 'CI-CANCER', 'Harbor Cancer Protection');
    await options(page).getByRole('button', { name: w.enrollNow }).click();
    const form = main(page).locator('section', { has: page.getByRole('heading', { name: w.healthTitle }) });
    await poll(() => form.getByRole('radiogroup').count()).toBe(3);
    const question = (n: number) => form.getByRole('radiogroup', { name: new RegExp(`^${n}\\. `) });
    await question(1).getByRole('radio', { name: w.no }).check();
    await question(2).getByRole('radio', { name: w.yes }).check();
    // Older builds ask treatment details behind a yes; the declining yes needs none.
    const reason = form.getByRole('textbox', { name: w.reason });
    if ((await reason.count()) > 0) await reason.first().fill('Chemotherapy');
    await question(3).getByRole('radio', { name: w.no }).check();
    await form.getByRole('button', { name: w.submitAnswers }).click();
    const declined = options(page).getByRole('alert');
    await poll(() => declined.textContent()).toBe(`${w.declinedTitle}${w.declined}`);
    await poll(() => declined.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await form.count()).toBe(0);
    expect(await options(page).getByText(w.price).count()).toBe(0);
    await expectAccessible(page);

    // Remembered by the server: a reload shows the decline, with no way to answer again.
    await page.reload();
    await poll(() => declined.textContent()).toBe(`${w.declinedTitle}${w.declined}`);
    expect(await options(page).getByRole('button', { name: w.enrollNow }).count()).toBe(0);
    expect(await options(page).getByRole('button', { name: w.addToCart }).count()).toBe(0);
    await expectAccessible(page);

    // Elevate Member Accident: Select Membership adds the plan and the $5.00 membership at once.
    await openPlan(page, 'ACC-ELV', 'Elevate Member Accident');
    const prices = options(page).getByText(w.price);
    await poll(() => prices.count()).toBeGreaterThan(0);
    const amount = amountIn(await prices.first().textContent(), w.price);
    await options(page).getByRole('button', { name: w.addToCart }).click();
    const popup = await dialogNamed(page, w.membershipTitle);
    const membership = popup.getByRole('button', { name: `${w.selectMembership}: Elevate Wellness Membership` });
    await poll(() => membership.count()).toBe(1);
    await expectAccessible(page);
    await membership.click();
    const notice = await dialogNamed(page, w.addedBoth);
    expect(await notice.getByText(w.bothNamed).count()).toBe(1);
    await expectAccessible(page);
    await notice.getByRole('button', { name: w.addMore }).click();
    const total = ((Math.round(Number(amount) * 100) + 500) / 100).toFixed(2);
    await poll(() => cartBadge(page, w, 2, total).count()).toBe(1);

    // Remembered per enrollment: a reload says so, and another plan sold with it is added without asking.
    await page.reload();
    await poll(() => options(page).getByText(w.membershipInCart).count()).toBe(1);
    await openPlan(page, 'LTD-100', 'Harbor Fixed Benefit 100');
    await poll(() => options(page).getByText(w.membershipInCart).count()).toBe(1);
    await options(page).getByRole('button', { name: w.addToCart }).click();
    await dialogNamed(page, w.added);
    expect(await page.getByRole('dialog', { name: w.membershipTitle }).count()).toBe(0);
    await expectAccessible(page);
    await poll(() => page.getByRole('banner').getByRole('link', { name: /^3 / }).count()).toBe(1);
  });
});
