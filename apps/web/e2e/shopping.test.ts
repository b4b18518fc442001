// Shopping from the plan list in a real Chromium against the built store (English at desktop size,
// then Spanish on a phone), as a Member Only household of Dallas born 07/04/1980: no plan without
// a price for its tier (Family Orthodontics), a card leading with its price and facts, a disability
// plan's card saying why it has no price and opening the income popup in place, Harbor Cancer
// Protection's Enroll Now landing on its questions, the sort by price, the filters (a drawer on the
// phone) and three plans compared full-screen with nothing cut off. axe at each screen.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, hasChromium, openStore, passes, type Store } from './harness';
import { amountIn, dialogNamed, householdAt, poll, words } from './quoting-steps';

const more = {
  en: {
    preventive: 'Preventive care',
    sort: 'Sort by',
    filters: 'Filters',
    categories: 'Categories',
    enrollPlan: (name: string) => `Enroll Now: ${name}`,
  },
  es: {
    preventive: 'Atención preventiva',
    sort: 'Ordenar por',
    filters: 'Filtros',
    categories: 'Categorías',
    enrollPlan: (name: string) => `Inscribirse ahora: ${name}`,
  },
} as const;

const dentalPlans = ['Brightsmile Basic Dental', 'Brightsmile Plus Dental', 'Brightsmile Premier Dental'];

/** The card of a listed plan, found by its name's link. */
const cardOf = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

describe.skipIf(!hasChromium)('shopping from the plan list, in Chromium', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  it.each(passes)('in $language at $viewport.width px', async ({ language, viewport, phone }) => {
    const w = { ...words[language], ...more[language] };
    const page = await householdAt(store, w, { category: 'dental' });
    await page.setViewportSize(viewport);
    const main = page.getByRole('main');

    // Dental for a Member Only household: no Family Orthodontics; each card leads with its price.
    await poll(() => cardOf(page, 'Brightsmile Basic Dental').count()).toBe(1);
    expect(await main.getByRole('link', { name: 'Brightsmile Family Orthodontics' }).count()).toBe(0);
    const basic = cardOf(page, 'Brightsmile Basic Dental');
    amountIn(await basic.getByText(w.price).textContent(), w.price);
    expect(await basic.getByRole('definition').count()).toBeGreaterThanOrEqual(3);
    expect(await basic.getByRole('term').first().textContent()).toBe(w.preventive);
    await expectAccessible(page);

    // Sorted by price, the dental cards go cheapest first.
    await main.getByRole('combobox', { name: w.sort }).selectOption('price');
    const section = main.getByRole('region', { name: w.dental, exact: true });
    const prices = await section.getByText(w.price).allTextContents();
    const amounts = prices.map((text) => Number(amountIn(text, w.price)));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    // The filters: beside the list on a desktop, in a drawer on a phone.
    if (phone) {
      await main.getByRole('button', { name: w.filters }).click();
      const drawer = await dialogNamed(page, w.filters);
      expect(await drawer.getByRole('group', { name: w.categories }).count()).toBe(1);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await poll(() => page.getByRole('dialog').count()).toBe(0);
    } else {
      expect(await main.getByRole('group', { name: w.categories }).isVisible()).toBe(true);
    }

    // Three plans compared full-screen: a column each, inside the screen, each with its action.
    for (const name of dentalPlans) await main.getByRole('checkbox', { name: w.compare(name) }).check();
    await page.getByRole('region', { name: w.compareTitle }).getByRole('button', { name: w.compareButton }).click();
    const compare = await dialogNamed(page, w.compareTitle);
    const columns = compare.getByRole('region');
    expect(await columns.count()).toBe(3);
    for (const [index, name] of dentalPlans.entries()) {
      const column = columns.nth(index);
      expect(await column.getByRole('heading', { name }).count()).toBe(1);
      expect(await column.getByText(w.price).count()).toBe(1);
      const box = await column.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width, `${name} fits the screen`).toBe(true);
    }
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    // A disability plan says why it has no price, and its fix opens the income popup right there.
    await page.goto('/plans?type=di');
    const income = cardOf(page, 'Summit Income Protect Short Term');
    await poll(() => income.getByRole('alert').textContent()).toBe(w.salaryError);
    await income.getByRole('button', { name: w.clickingHere }).click();
    const popup = await dialogNamed(page, w.incomeTitle);
    expect(new URL(page.url()).pathname).toBe('/plans');
    await expectAccessible(page);
    await popup.getByRole('textbox', { name: w.income }).fill('55000');
    await popup.getByRole('textbox', { name: w.hours }).fill('40');
    await popup.getByRole('button', { name: w.save }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => income.getByText(w.price).count()).toBe(1);

    // Harbor Cancer Protection's questions are due: Enroll Now lands on them.
    await page.goto('/plans?type=critical');
    const cancer = cardOf(page, 'Harbor Cancer Protection');
    await cancer.getByRole('link', { name: w.enrollPlan('Harbor Cancer Protection') }).click();
    await poll(() => new URL(page.url()).search).toBe('?ask=questions');
    await poll(() => main.getByRole('heading', { name: w.healthTitle }).count()).toBe(1);
    await expectAccessible(page);
  });
});
