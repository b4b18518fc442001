// Spanish all the way: the same walk in English (desktop) and Spanish (phone) through the home page,
// a quote's plans page, a plan's page with its health questions and a rep's landing page; on each
// screen, no text the Spanish page shows may be one the English page shows too, unless it is only
// names (plans, carriers, reps, groups, sites), numbers, money, emails or phones. Axe on each.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPlans } from '../../api/src/seed/catalog';
import { carriers } from '../../api/src/seed/catalog/plan';
import { expectAccessible, hasChromium, openStore, type Store } from './harness';
import { fillBanner, poll, type Words, words } from './quoting-steps';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Proper names, longest first: plans, carriers, reps, groups, sites, and the language buttons. */
const names = [
  ...demoPlans.map((plan) => plan.name),
  ...carriers.map((carrier) => carrier.name),
  ...['Maria Alvarez', 'James Okafor', 'Priya Raman', 'Acme Logistics', 'Bluebird Bakery Co-op', 'Northwind Clinics'],
  ...['Benefit Store', 'Elevate Wellness', 'English', 'Español'],
].sort((a, b) => b.length - a.length);

/** What may read the same in both languages: names, words Spanish shares, emails and numbers. */
const sameInBoth = [
  new RegExp(names.map(escaped).join('|'), 'g'),
  /\b(No|Dental|Hospital|Total|Plan|Portal)\b/g,
  /\S+@\S+/g,
  /[$+(]?\d[\d,./:()\- ]*%?/g,
];

/** Whether a text is only names, shared words and numbers. */
const onlyNames = (text: string) =>
  !/\p{L}/u.test(sameInBoth.reduce((rest, pattern) => rest.replace(pattern, ' '), text));

/** What a visitor reads or hears on the page: visible text lines, and the names given to elements. */
const textsOn = (page: Page) =>
  page.evaluate(() => {
    const lines = document.body.innerText.split('\n');
    const named = Array.from(document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')).flatMap(
      (element) => ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [...lines, ...named].map((text) => text.trim()).filter((text) => text !== '');
  });

/** Waits until `ready` (what the screen loads last) shows, checks the page with axe and reads its texts. */
async function screenTexts(page: Page, ready: () => Promise<number>) {
  await poll(ready).toBeGreaterThan(0);
  await expectAccessible(page);
  return textsOn(page);
}

/** The walk, screen by screen: the texts each one shows. */
async function walk(store: Store, w: Words, viewport: { width: number; height: number }) {
  const page = await store.newPage({ locale: w.locale });
  await page.setViewportSize(viewport);
  const main = page.getByRole('main');
  const shown: Record<string, string[]> = {};

  await page.goto('/');
  shown.home = await screenTexts(page, () => main.getByRole('link', { name: 'Brightsmile Plus Dental' }).count());

  await fillBanner(page, w);
  await page.keyboard.press('Enter');
  await poll(() => new URL(page.url()).pathname).toBe('/plans');
  await page.goto('/plans?type=critical');
  shown.plans = await screenTexts(page, () => main.getByRole('link', { name: 'Harbor Cancer Protection' }).count());

  await main.getByRole('link', { name: 'Harbor Cancer Protection', exact: true }).click();
  await poll(() => main.getByRole('heading', { level: 1, name: 'Harbor Cancer Protection' }).count()).toBe(1);
  await main.getByRole('button', { name: w.enrollNow }).click();
  shown.planDetail = await screenTexts(page, () => main.getByRole('radiogroup').count());

  // A rep's page last: landing on it makes the rep the visitor's, which changes the pages above.
  await page.goto('/maria-alvarez');
  shown.repLanding = await screenTexts(page, () => main.getByRole('heading', { level: 1 }).count());
  await page.context().close();
  return shown;
}

describe.skipIf(!hasChromium)('Spanish all the way in Chromium', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  it('shows on a Spanish page no text of the English page but names and numbers', async () => {
    const english = await walk(store, words.en, { width: 1366, height: 900 });
    const spanish = await walk(store, words.es, { width: 390, height: 844 });
    for (const [screen, texts] of Object.entries(spanish)) {
      const inEnglish = new Set(english[screen]);
      const untranslated = [...new Set(texts.filter((text) => inEnglish.has(text) && !onlyNames(text)))];
      expect(untranslated, `English left on the Spanish ${screen} page`).toEqual([]);
    }
  });
});
