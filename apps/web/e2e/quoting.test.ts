// Quoting and the plans listing in a real Chromium, in English, against the built store
// and its seeded catalog: the get-started banner's rule messages and its household on the plans
// page, dental plans priced and one added to the cart from its page (the header badge counts it),
// and the get-a-quote landing; axe on each page and popup. (Shopping from the list, compare
// included: shopping.test.ts. In Spanish the component tests read these screens' messages and
// labels, and buyable.test.ts and household-forms.test.ts walk them on a phone.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, hasChromium, openStore, type Store } from './harness';
import { amountIn, cartBadge, descriptionOf, dialogNamed, householdAt, poll, words } from './quoting-steps';

/** The demo catalog's dental plans for a Member Only household (others are for children or 65+). */
const dentalPlans = ['Brightsmile Basic Dental', 'Brightsmile Plus Dental', 'Brightsmile Premier Dental'];

/** A birth date 10 years before today: too young for the quote filter whenever the test runs. */
const childDob = () => {
  const today = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(today.getMonth() + 1)}${pad(today.getDate())}${today.getFullYear() - 10}`;
};

describe.skipIf(!hasChromium)('quoting and plans in Chromium', () => {
  // One server for the file, both languages (its rate limit is raised by the harness).
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  describe.each(['en'] as const)('in %s', (language) => {
    const w = words[language];

    it("shows the banner's three rule messages beside their fields, then the plans under the household", async () => {
      const page = await store.newPage({ locale: w.locale });
      await page.goto('/');
      const main = page.getByRole('main');
      const zip = main.getByRole('textbox', { name: w.zip });
      const dob = main.getByRole('textbox', { name: w.dob });
      const tier = main.getByRole('combobox', { name: w.tier });
      await zip.focus();
      await page.keyboard.type('7520');
      await main.getByRole('combobox', { name: w.gender }).selectOption('0');
      await dob.focus();
      await page.keyboard.type(childDob());
      await main.getByRole('button', { name: w.submit }).press('Enter');
      await poll(() => descriptionOf(zip)).toBe(w.zipDigits);
      await poll(() => descriptionOf(dob)).toBe(w.ageRange);
      await poll(() => descriptionOf(tier)).toBe(w.required);
      expect(new URL(page.url()).pathname).toBe('/');
      await expectAccessible(page);

      await zip.fill('75201');
      await tier.selectOption('IO');
      await dob.fill('');
      await dob.focus();
      await page.keyboard.type('07041980');
      await main.getByRole('button', { name: w.submit }).press('Enter');
      await poll(() => new URL(page.url()).pathname).toBe('/plans');
      const details = main.getByRole('region', { name: w.yourDetails });
      await poll(() => details.locator('dt, dd').allTextContents()).toEqual(w.filterBar);
      await poll(() => main.getByRole('heading', { name: w.dental, exact: true }).count()).toBe(1);
      await expectAccessible(page);
    });

    it('lists dental plans with their prices, adds one from its page, and the badge shows 1 and the amount', async () => {
      const page = await householdAt(store, w, { category: 'dental' });
      const main = page.getByRole('main');
      const dental = main.locator('section', { has: page.getByRole('heading', { name: w.dental, exact: true }) });
      const cards = dental.locator('.mantine-Card-root');
      const cardOf = (name: string) => cards.filter({ has: page.getByRole('link', { name, exact: true }) });
      await poll(() => cards.count()).toBeGreaterThanOrEqual(dentalPlans.length);
      // Each dental plan this household can buy leads with its price for the household.
      for (const name of dentalPlans) {
        expect(await cardOf(name).getByText(w.price).textContent()).toMatch(w.price);
      }
      await expectAccessible(page);
      const card = cardOf('Brightsmile Basic Dental');
      const listed = amountIn(await card.getByText(w.price).textContent(), w.price);

      await card.getByRole('link', { name: 'Brightsmile Basic Dental' }).click();
      await poll(() => page.getByRole('navigation', { name: w.breadcrumb }).count()).toBe(1);
      const options = main.locator('section', { has: page.getByRole('heading', { name: w.options }) });
      const price = options.getByText(w.price);
      await poll(() => price.count()).toBe(1);
      const amount = amountIn(await price.textContent(), w.price);
      expect(amount).toBe(listed);
      await expectAccessible(page);
      await options.getByRole('button', { name: w.addToCart }).click();
      const notice = await dialogNamed(page, w.added);
      await expectAccessible(page);
      await notice.getByRole('button', { name: w.addMore }).click();
      await poll(() => page.getByRole('dialog').count()).toBe(0);
      await poll(() => cartBadge(page, w, 1, amount).count()).toBe(1);
      await poll(() => options.getByText(w.inCart, { exact: true }).count()).toBe(1);
    });

    it('quotes from the get-a-quote landing with a category', async () => {
      const page = await store.newPage({ locale: w.locale });
      await page.goto('/new-landing');
      const main = page.getByRole('main');
      await main.getByRole('button', { name: w.getQuote }).click();
      await poll(() => main.getByText(w.category).count()).toBe(1);
      await expectAccessible(page);
      await main.getByRole('textbox', { name: w.zip }).fill('75201');
      await main.getByRole('textbox', { name: w.dob, exact: true }).fill('07/04/1980');
      await main.getByRole('combobox', { name: w.gender }).selectOption('1');
      await main.getByRole('radio', { name: w.dentalCategory }).check();
      await main.getByRole('button', { name: w.getQuote }).click();
      await poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/new-plans?type=dental');
      await poll(() => main.getByRole('heading', { name: w.dental, exact: true }).count()).toBe(1);
      await expectAccessible(page);
    });
  });
});
