// Nothing personal stays in the browser: after a quote, no storage the page can reach (local and
// session storage, cookies, IndexedDB, the Cache API) holds the household's zip or birth date, and
// the banner still shows the household, read back from the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, openStore, type Store } from './harness';
import { fillBanner, poll, words } from './quoting-steps';

/** What the visitor typed (see `fillBanner`), in every spelling the app could keep it in. */
const personalValues = ['75201', '07/04/1980', '07041980', '1980-07-04'];

describe.skipIf(!hasChromium)('browser storage after a quote in Chromium', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  it('keeps no zip or birth date in any storage, and reads the household back from the server', async () => {
    const w = words.en;
    // The banner typed in, as a visitor does: what the app keeps of it is what this test reads.
    const page = await store.newPage({ locale: w.locale });
    await page.goto('/');
    await fillBanner(page, w);
    await page.keyboard.press('Enter');
    await poll(() => new URL(page.url()).pathname).toBe('/plans');
    await poll(() => page.getByRole('region', { name: w.yourDetails }).locator('dd').allTextContents()).toContain(
      '75201',
    );

    const kept = await page.evaluate(async () => ({
      localStorage: Object.entries(localStorage),
      sessionStorage: Object.entries(sessionStorage),
      indexedDb: (await indexedDB.databases()).map((database) => database.name ?? ''),
      caches: await caches.keys(),
    }));
    const cookieNames = (await page.context().cookies()).map((cookie) => cookie.name);
    // The store does keep its session values: the test must be looking at the right place.
    expect(kept.localStorage.map(([key]) => key)).toContain('benefit-store-session');
    const everything = JSON.stringify({ ...kept, cookieNames });
    for (const value of personalValues) expect(everything, value).not.toContain(value);

    await page.goto('/');
    const main = page.getByRole('main');
    await poll(() => main.getByRole('textbox', { name: w.zip }).inputValue()).toBe('75201');
    await poll(() => main.getByRole('textbox', { name: w.dob }).inputValue()).toBe('07/04/1980');
  });
});
