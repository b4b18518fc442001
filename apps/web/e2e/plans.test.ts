// A plan's page in a real Chromium, in English and Spanish, against the built store and its seeded
// catalog: a disability plan asking for income and hours, and a tobacco-rated plan asking whether
// the household smokes; axe on each page and popup. (Declines and memberships: buyable.test.ts.)
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, hasChromium, openStore, type Store } from './harness';
import { amountIn, dialogNamed, householdAt, poll, type Words, words } from './quoting-steps';

/** The plan's priced options on its page. */
const optionsOf = (page: Page, w: Words) =>
  page.getByRole('main').locator('section', { has: page.getByRole('heading', { name: w.options }) });

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

  describe.each(['en', 'es'] as const)('in %s', (language) => {
    const w = words[language];

    it('asks a disability plan for income, then hours, and prices it once both suffice', async () => {
      // Summit Income Protect Short Term: at least $15,000 a year and 20 hours a week.
      const page = await householdAt(store, w, { category: 'di', plan: 'Summit Income Protect Short Term' });
      await poll(() => pricingAlert(page, w).textContent()).toBe(w.salaryError);
      await expectAccessible(page);
      let popup = await clickHere(page, w, w.incomeTitle);
      await popup.getByRole('textbox', { name: w.income }).fill('20000');
      await popup.getByRole('textbox', { name: w.hours }).fill('10');
      await expectAccessible(page);
      await save(page, w, popup);
      await poll(() => pricingAlert(page, w).textContent()).toBe(w.hourError);

      popup = await clickHere(page, w, w.incomeTitle);
      expect(await popup.getByRole('textbox', { name: w.income }).inputValue()).toBe('20000');
      await popup.getByRole('textbox', { name: w.hours }).fill('40');
      await save(page, w, popup);
      await priceShown(page, w);
      expect(await pricingAlert(page, w).count()).toBe(0);
      await expectAccessible(page);
    });

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
