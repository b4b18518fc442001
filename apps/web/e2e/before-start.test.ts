// A press on a first visit's drawn page before the app has started is not lost (issue 33, decision
// 0054). The app's scripts are held back, so the page stays as the server drew it, while the
// visitor fills the home page's quote form and sends it, ticks plans to compare on the listing, or
// follows a category of the header's menu (on a phone, opens the menu first) on the home page and
// on a rep's landing page. Once the app is let through, each does what it does on a started page,
// in English at desktop size and in Spanish on a phone; axe reads the page while the press waits
// and where it leads.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, hasChromium, openStore, passes, type Store } from './harness';
import { poll, typeBanner, words } from './quoting-steps';

type Pass = (typeof passes)[number];

/** Words of this file's own, beside the quoting journeys' ones. */
const more = {
  en: { menu: 'Plan categories', openMenu: 'Menu', waiting: 'Loading…' },
  es: { menu: 'Categorías de planes', openMenu: 'Menú', waiting: 'Cargando…' },
} as const;

/** A new visitor's page in `pass`'s language and screen. */
async function visitor(store: Store, pass: Pass) {
  const page = await store.newPage({ locale: words[pass.language].locale });
  await page.setViewportSize(pass.viewport);
  return page;
}

/**
 * `path` opened as a first visit whose app's scripts (every one under /assets/, whatever the build
 * names its entry) are held back until `release`: the page is on screen as the server drew it, and
 * stays so. `release` lets the app through and waits, as the harness does, until it has started.
 */
async function openHeld(page: Page, path: string) {
  let letThrough: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    letThrough = () => resolve();
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const opened = page.goto(path);
  opened.catch(() => undefined); // awaited by release; a failure shows there
  await page.locator('#root main').waitFor();
  return {
    started: () => page.evaluate(() => document.documentElement.dataset.app === 'started'),
    release: async () => {
      letThrough();
      await opened;
    },
  };
}

/** The address as the app shows it: path and query. */
const placeOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The saves of a household the page has asked for. */
function countSaves(page: Page) {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /add-filter-for-new-user|change-filter-info/.test(request.url()))
      saves.push(request.url());
  });
  return saves;
}

/** A marker in the page's window: still there after a move, the move was the app's, not a new page. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { beforeStart: true }));
const sameWindow = (page: Page) => page.evaluate(() => 'beforeStart' in window);

/**
 * Follows the Dental category of the header's menu: the drawn link at desktop size; on a phone
 * the menu's button first (the menu is drawn closed, its links are not in the page yet), then the
 * link in the opened menu. `beforeStart` runs between the first press and the rest.
 */
async function followDental(page: Page, pass: Pass, beforeStart: () => Promise<void> = async () => undefined) {
  const w = words[pass.language];
  const m = more[pass.language];
  // The site's header (a phone's open menu has a header of its own, after it).
  const banner = page.getByRole('banner').first();
  if (!pass.phone) {
    await banner.getByRole('navigation', { name: m.menu }).getByRole('link', { name: w.dental }).click();
    await beforeStart();
    return;
  }
  await banner.getByRole('button', { name: m.openMenu }).click();
  await beforeStart();
  const menu = page.getByRole('dialog').getByRole('navigation', { name: m.menu });
  await poll(() => menu.count()).toBe(1);
  await menu.getByRole('link', { name: w.dental }).click();
}

/** What following Dental leads to on a started page: the address and the header. */
async function afterStart(store: Store, pass: Pass, path: string) {
  const page = await visitor(store, pass);
  await page.goto(path);
  await followDental(page, pass);
  await poll(() => new URL(page.url()).pathname).not.toBe(path);
  await poll(() => page.getByRole('main').getByRole('heading', { level: 1 }).count()).toBe(1);
  const place = placeOf(page);
  const header = await page.getByRole('banner').first().innerText();
  await page.context().close();
  return { place, header };
}

describe.skipIf(!hasChromium)('a press before the app has started, in Chromium', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  describe.each(passes)('in $language', (pass) => {
    const w = words[pass.language];
    const m = more[pass.language];

    it("sends the home page's quote form once, with every field typed, and shows the household's plans", async () => {
      const page = await visitor(store, pass);
      const saves = countSaves(page);
      const app = await openHeld(page, '/');
      const main = page.getByRole('main');
      const submit = main.getByRole('button', { name: w.submit });
      await typeBanner(page, w);
      // Enter in the last field (a keyboard's submit), then the button too: one wish, one save.
      await page.keyboard.press('Enter');
      await submit.click();
      expect(await app.started()).toBe(false);
      expect(placeOf(page)).toBe('/');
      await poll(() => submit.getAttribute('aria-busy')).toBe('true');
      await poll(() => page.getByRole('status').filter({ hasText: m.waiting }).count()).toBe(1);
      await expectAccessible(page);

      await app.release();
      await poll(() => new URL(page.url()).pathname).toBe('/plans');
      const details = main.getByRole('region', { name: w.yourDetails });
      await poll(() => details.locator('dt, dd').allTextContents()).toEqual(w.filterBar);
      await poll(() => main.getByRole('heading', { name: w.dental, exact: true }).count()).toBe(1);
      await poll(() => main.getByText(w.price).count()).not.toBe(0);
      expect(saves).toHaveLength(1);
      await expectAccessible(page);
    });

    it('keeps the plans ticked for comparison on the listing', async () => {
      const page = await visitor(store, pass);
      const app = await openHeld(page, '/plans?type=dental');
      const boxes = page.getByRole('main').getByRole('checkbox');
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      expect(await app.started()).toBe(false);
      await app.release();
      // The boxes stay ticked and the app counts them: its compare bar offers the two.
      await poll(() => page.getByRole('button', { name: w.compareButton.replace('3', '2') }).count()).toBe(1);
      expect([await boxes.nth(0).isChecked(), await boxes.nth(1).isChecked()]).toEqual([true, true]);
      await expectAccessible(page);
    });

    it.each(['/', '/maria-alvarez'])('follows the category menu on %s as a started page does', async (path) => {
      const expected = await afterStart(store, pass, path);
      const page = await visitor(store, pass);
      const app = await openHeld(page, path);
      await markWindow(page);
      await followDental(page, pass, async () => {
        expect(await app.started()).toBe(false);
        expect(placeOf(page)).toBe(path);
        await poll(() => page.getByRole('status').filter({ hasText: m.waiting }).count()).toBe(1);
        await expectAccessible(page);
        await app.release();
      });
      await poll(() => placeOf(page)).toBe(expected.place);
      await poll(() => page.getByRole('banner').first().innerText()).toBe(expected.header);
      // The app's own move: a page loaded anew would be a first visit again, not through the landing.
      expect(await sameWindow(page)).toBe(true);
      await expectAccessible(page);
    });
  });
});
