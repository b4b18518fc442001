// Current members in a real Chromium (issue 15, acceptance journey 3): Maria, signed in, goes from
// her desk (her demo quote shown as opened by her client) to her current members, finds Lucia
// Moreno by name on page 2, enrolls her with a tier and lands on the plans priced for Lucia's
// household. English on a desktop, Spanish on a phone;
// axe on the desk, the table and the tier question.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './enrollment-steps';
import { expectAccessible, hasChromium, openStore, passes, type Store } from './harness';
import { poll, words } from './quoting-steps';

const maria = { email: 'maria.alvarez@example.com', password: 'demo-rep-100' };

const screens = {
  en: {
    desk: 'Your desk',
    membersLink: 'Open current members',
    quotes: 'Quotes sent, newest first',
    seen: 'Opened by your client:',
    caption: 'Current members, by last name',
    search: 'Search by name',
    page2: 'Page 2',
    terminated: 'ClearView Plus Vision: Terminated',
    enroll: 'Enroll Now: Lucia Moreno',
    dialog: 'Enroll Lucia Moreno',
    tier: 'Member Only',
    toPlans: 'See plans',
    household: ['78704', 'Female', 'Member Only', '03/12/1984'],
  },
  es: {
    desk: 'Su escritorio',
    membersLink: 'Abrir miembros actuales',
    quotes: 'Cotizaciones enviadas, de la más reciente a la más antigua',
    seen: 'Abierta por su cliente:',
    caption: 'Miembros actuales, por apellido',
    search: 'Buscar por nombre',
    page2: 'Página 2',
    terminated: 'ClearView Plus Vision: Terminado',
    enroll: 'Inscribir ahora: Lucia Moreno',
    dialog: 'Inscribir a Lucia Moreno',
    tier: 'Solo miembro',
    toPlans: 'Ver planes',
    household: ['78704', 'Femenino', 'Solo miembro', '03/12/1984'],
  },
} as const;

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe.skipIf(!hasChromium)('current members in Chromium', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  it.each(passes)('in $language at $viewport.width px', async ({ language, viewport, phone }) => {
    const w = { ...words[language], ...screens[language] };
    const page = await store.newPage({ locale: w.locale });
    await page.setViewportSize(viewport);
    const main = page.getByRole('main');

    // Signed in through the API: the sign-in page has its own journeys (staff.test.ts).
    await call(page, 'POST', 'auth/sign-in', maria);
    await page.goto('/staff');
    await poll(() => main.getByRole('heading', { level: 1, name: w.desk }).count()).toBe(1);
    // Her demo quote, opened by her client, says so in words.
    const sofia = main.getByRole('list', { name: w.quotes }).getByRole('listitem').filter({ hasText: 'Sofia Herrera' });
    await poll(() => sofia.getByText(w.seen).count()).toBe(1);
    await expectAccessible(page);

    await main.getByRole('link', { name: w.membersLink }).click();
    await poll(() => pathOf(page)).toBe('/agent-select-member');
    // A table on a desktop, a list of cards on a phone: five members a page either way.
    const members = main.getByRole(phone ? 'list' : 'table', { name: w.caption });
    const enrollButtons = members.getByRole('button', { name: /^(Enroll Now|Inscribir ahora): / });
    await poll(() => enrollButtons.count()).toBe(5);
    expect(await members.getByRole('button', { name: w.enroll }).count()).toBe(0);
    // Page 2 holds other members (journeys beside this one add members to Maria's book, so not always
    // the same ones).
    const namesShown = async () =>
      Promise.all((await enrollButtons.all()).map((button) => button.getAttribute('aria-label')));
    const firstPage = await namesShown();
    await main.getByRole('button', { name: w.page2 }).click();
    await poll(async () => (await enrollButtons.allTextContents()).some((name) => firstPage.includes(name))).toBe(
      false,
    );
    await expectAccessible(page);
    // Found by name.
    await main.getByRole('searchbox', { name: w.search }).fill('moreno');
    await poll(() => enrollButtons.allTextContents()).toHaveLength(1);
    expect(await members.getByRole('button', { name: w.enroll }).count()).toBe(1);
    // Her terminated plan says so in words, not in red alone.
    const lucia = members.locator(phone ? 'li' : 'tr').filter({ hasText: 'Lucia Moreno' });
    expect(await lucia.getByText(w.terminated).count()).toBe(1);

    await main.getByRole('button', { name: w.enroll }).click();
    const dialog = page.getByRole('dialog', { name: w.dialog });
    await dialog.getByRole('radio', { name: w.tier }).check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: w.toPlans }).click();

    await poll(() => pathOf(page)).toBe('/plans');
    const details = main.getByRole('region', { name: w.yourDetails });
    await poll(() => details.locator('dd').allTextContents()).toEqual(expect.arrayContaining([...w.household]));
    await poll(() => main.getByText(w.price).count()).toBeGreaterThan(0);
  });
});
