// Quoting and the plans listing in a real Chromium, in English, against the built store
// and its seeded catalog: the get-started banner's rule messages and its household on the plans
// page, and the get-a-quote landing (adding from a plan's page with the header badge counting it:
// buyable.test.ts); axe on each page and popup. (Shopping from the list, compare
// included: shopping.test.ts. In Spanish the component tests read these screens' messages and
// labels, and buyable.test.ts and household-forms.test.ts walk them on a phone.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, hasChromium, openStore, type Store } from './harness';
import { descriptionOf, poll, words } from './quoting-steps';

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
