// A first visit does not jump: while the header's logo and menus, the page and its plans arrive,
// what is already on the screen stays where it is (cumulative layout shift under 0.1, Lighthouse's
// "good"), in English on a desktop and in Spanish on a phone. (axe reads these pages in
// shell.test.ts, shopping.test.ts and spanish.test.ts.)
// Its speed is measured by `npm run bench:web`, not here.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, openStore, type Store } from './harness';

const visits = [
  { language: 'en', locale: 'en-US', viewport: { width: 1366, height: 900 } },
  { language: 'es', locale: 'es-ES', viewport: { width: 390, height: 844 } },
];

const pages = ['/', '/plans?type=dental'];

/** The page's layout shift from the first paint until the network has been quiet for half a second. */
async function layoutShiftOf(browser: Browser, url: string, visit: (typeof visits)[number]) {
  const context = await browser.newContext({ locale: visit.locale, viewport: visit.viewport });
  await context.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if ('value' in entry && typeof entry.value === 'number' && !('hadRecentInput' in entry && entry.hadRecentInput))
          shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const total = await page.evaluate(() => ('shifts' in window ? Number(Object(window.shifts).total) : Number.NaN));
  return { page, total };
}

describe.skipIf(!hasChromium)('a first visit in Chromium', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  it('keeps the header, the page and the footer in place while they load', async () => {
    for (const visit of visits) {
      for (const path of pages) {
        const { page, total } = await layoutShiftOf(store.browser, `${store.server.url}${path}`, visit);
        expect(await page.locator('html').getAttribute('lang')).toBe(visit.language);
        expect(total, `${visit.language} ${path}`).toBeLessThan(0.1);
        await page.context().close();
      }
    }
  });
});
