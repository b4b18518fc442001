// A plan's page in a real Chromium, in English, against the built store and its seeded catalog: a
// tobacco-rated plan asking whether the household smokes; axe on each page and popup. (The
// popup's Spanish: household-modals.test.tsx and plan-detail-popups.test.tsx, in both languages.)
// (Declines and memberships: buyable.test.ts; the income and hours popup: household-forms.test.ts.)
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, hasChromium, openStore, type Store } from './harness';
import { amountIn, dialogNamed, householdAt, optionsOf, poll, type Words, words } from './quoting-steps';

/** The pricing error shown where the price would be, as read out. */
const pricingAlert = (page: Page, w: Words) => optionsOf(page, w).getByRole('alert');

/** Opens the popup behind the pricing error's "clicking here" link. */
async function clickHere(page: Page, w: Words, popup: string) {
  await pricingAlert(page, w).getByRole('button', { name: w.clickingHere }).click();
  return dialogNamed(page, popup);
}

/** Saves a popup and waits until it has gone (axe reads colours mid-fade wrong). */
async function save(page: Page, w: Words, popup: Locator) {
  await popup.getByRole('button', { name: w.save }).click();
  await poll(() => page.getByRole('dialog').count()).toBe(0);
}

/** Waits for the plan's priced options (one per benefit amount for some); gives the first's amount. */
async function priceShown(page: Page, w: Words) {
  const prices = optionsOf(page, w).getByText(w.price);
  await poll(() => prices.count()).toBeGreaterThan(0);
  return amountIn(await prices.first().textContent(), w.price);
}

describe.skipIf(!hasChromium)("a plan's page in Chromium", () => {
  // One server for the file, both languages (its rate limit is raised by the harness).
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  describe.each(['en'] as const)('in %s', (language) => {
    const w = words[language];

    it('asks a tobacco-rated plan whether the household smokes, and prices it on the answer', async () => {
      const page = await householdAt(store, w, { category: 'term_life', plan: 'Summit Term Life 10' });
      await poll(() => pricingAlert(page, w).textContent()).toBe(w.smokerError);
      await expectAccessible(page);
      const popup = await clickHere(page, w, w.tobaccoTitle);
      const smoke = popup.getByRole('radiogroup', { name: w.doYouSmoke });
      expect(await smoke.getByRole('radio', { name: w.no }).isChecked()).toBe(true);
      await expectAccessible(page);
      await save(page, w, popup);
      await priceShown(page, w);
      const details = page.getByRole('main').getByRole('region', { name: w.yourDetails });
      await poll(() => details.locator('dt, dd').allTextContents()).toEqual(expect.arrayContaining([...w.smokerNo]));
      await expectAccessible(page);
    });
  });
});
