// A plan's page in a real Chromium, in English and Spanish, against the built store and its seeded
// catalog: a disability plan asking for income and hours, a tobacco-rated plan asking whether the
// household smokes, a plan with health questions (a declining answer, then acceptable ones) and a
// membership-linked plan added with its membership; axe on each page and popup.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, hasChromium, openStore, type Store } from './harness';
import { amountIn, cartBadge, dialogNamed, householdAt, poll, type Words, words } from './quoting-steps';

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

/** Add to Cart on the plan's page, then Add More Plan(s) on the notice that follows. */
async function addAndCarryOn(page: Page, w: Words) {
  await optionsOf(page, w).getByRole('button', { name: w.addToCart }).click();
  const notice = await dialogNamed(page, w.added);
  await expectAccessible(page);
  await notice.getByRole('button', { name: w.addMore }).click();
  await poll(() => page.getByRole('dialog').count()).toBe(0);
  await poll(() => optionsOf(page, w).getByText(w.inCart, { exact: true }).count()).toBe(1);
}

/** The health question numbered `number` (its yes and no). */
const question = (page: Page, number: number) => page.getByRole('radiogroup', { name: new RegExp(`^${number}\\. `) });

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

    it('declines a plan on a declining health answer, and adds it after acceptable answers', async () => {
      // Harbor Cancer Protection asks questions 145 and 146 (a yes to 146 declines) and 147.
      const page = await householdAt(store, w, { category: 'critical', plan: 'Harbor Cancer Protection' });
      await optionsOf(page, w).getByRole('button', { name: w.enrollNow }).click();
      const form = page
        .getByRole('main')
        .locator('section', { has: page.getByRole('heading', { name: w.healthTitle }) });
      await poll(() => form.getByRole('radiogroup').count()).toBe(3);
      await question(page, 1).getByRole('radio', { name: w.no }).check();
      await question(page, 2).getByRole('radio', { name: w.yes }).check();
      await form.getByRole('textbox', { name: w.reason }).fill('Chemotherapy');
      await question(page, 3).getByRole('radio', { name: w.no }).check();
      await expectAccessible(page);
      await form.getByRole('button', { name: w.submitAnswers }).click();
      await poll(() => form.getByRole('alert').textContent()).toBe(w.declined);
      expect(await optionsOf(page, w).getByRole('button', { name: w.addToCart }).count()).toBe(0);
      await expectAccessible(page);

      await question(page, 2).getByRole('radio', { name: w.no }).check();
      await form.getByRole('button', { name: w.submitAnswers }).click();
      await poll(() => form.count()).toBe(0);
      await poll(() => optionsOf(page, w).getByRole('status').count()).toBe(1);
      const amount = await priceShown(page, w);
      await expectAccessible(page);
      await addAndCarryOn(page, w);
      await poll(() => cartBadge(page, w, 1, amount).count()).toBe(1);
    });

    it('asks a membership-linked plan for its membership and adds both lines', async () => {
      const page = await householdAt(store, w, { category: 'accident', plan: 'Elevate Member Accident' });
      const amount = await priceShown(page, w);
      await optionsOf(page, w).getByRole('button', { name: w.addToCart }).click();
      const popup = await dialogNamed(page, w.membershipTitle);
      const membership = popup.getByRole('button', { name: `${w.selectMembership}: Elevate Wellness Membership` });
      await poll(() => membership.count()).toBe(1);
      await expectAccessible(page);
      await membership.click();
      await poll(() => page.getByRole('dialog').count()).toBe(0);
      await addAndCarryOn(page, w);
      // The plan and its $5.00 monthly membership: two lines in the cart.
      const total = ((Math.round(Number(amount) * 100) + 500) / 100).toFixed(2);
      await poll(() => cartBadge(page, w, 2, total).count()).toBe(1);
    });
  });
});
