// Staff sign-in in a real Chromium: a refused password, Maria's desk with her audit trail,
// keyboard-only sign-in, no password left in browser storage, sign-out, and the idle
// warning on the browser's clock; axe on each.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, hasChromium, openStore, type Store } from './harness';

const maria = { email: 'maria.alvarez@example.com', password: 'demo-rep-100', name: 'Maria Alvarez' };
const james = { email: 'james.okafor@example.com', password: 'demo-rep-200', name: 'James Okafor' };

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/staff/sign-in');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Everything the page could keep across visits, as one string. */
const storedText = (page: Page) =>
  page.evaluate(async () => {
    const databases = await indexedDB.databases();
    return [
      JSON.stringify(localStorage),
      JSON.stringify(sessionStorage),
      document.cookie,
      JSON.stringify(databases.map((database) => database.name)),
    ].join('\n');
  });

describe.skipIf(!hasChromium)('staff sign-in in Chromium', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  it('refuses a wrong password with the server message', async () => {
    const page = await store.newPage();
    await signIn(page, maria.email, 'not-her-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('The email or password is incorrect.');
    expect(pathOf(page)).toBe('/staff/sign-in');
    await expectAccessible(page);
  });

  // James: the journeys beside this one keep Maria's book busy, and the trail shows its 200 newest rows.
  it('signs James in to his desk, whose audit trail tab lists his sign-in in words', async () => {
    const page = await store.newPage();
    await signIn(page, james.email, james.password);
    await expect.poll(() => pathOf(page)).toBe('/staff');
    await expect.poll(() => page.getByText(`Signed in as ${james.name}`).count()).toBe(1);
    await page.getByRole('tab', { name: 'Audit trail' }).click();
    const trail = page.getByRole('table', { name: /Sign-ins and activity in your book/ });
    await expect.poll(() => trail.getByRole('cell', { name: 'Sign-in', exact: true }).count()).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  it('signs in by keyboard alone, keeps no password in storage, and signs out', async () => {
    const page = await store.newPage();
    await page.goto('/staff/sign-in');
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await expect.poll(() => email.count()).toBe(1);
    // As a keyboard user would: the skip link first, then Tab from the top of main to the email field.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    const focusedIsEmail = () => email.evaluate((input) => input === document.activeElement);
    for (let presses = 0; presses < 5 && !(await focusedIsEmail()); presses++) await page.keyboard.press('Tab');
    expect(await focusedIsEmail()).toBe(true);
    await page.keyboard.type(maria.email);
    await page.keyboard.press('Tab');
    expect(await page.getByLabel(/^Password/).evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type(maria.password);
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/staff');
    await expect.poll(() => page.getByText(`Signed in as ${maria.name}`).count()).toBe(1);

    expect(await storedText(page)).not.toContain(maria.password);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => pathOf(page)).toBe('/staff/sign-in');
    await expect.poll(() => page.getByRole('heading', { name: 'Staff sign-in' }).count()).toBe(1);
    await page.goto('/staff');
    await expect.poll(() => pathOf(page)).toBe('/staff/sign-in');
    expect(await storedText(page)).not.toContain(maria.password);
  });

  it('warns two minutes before the idle end in a dialog that takes focus, and signs out from it', async () => {
    const page = await store.newPage();
    await page.clock.install();
    await signIn(page, maria.email, maria.password);
    await expect.poll(() => page.getByText(`Signed in as ${maria.name}`).count()).toBe(1);
    await page.clock.fastForward('27:00');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.clock.fastForward('01:00');
    const dialog = page.getByRole('dialog', { name: 'Your session is about to end' });
    await expect.poll(() => dialog.textContent()).toContain('Your session will end in 2 minutes');
    const stay = dialog.getByRole('button', { name: 'Stay signed in' });
    await expect.poll(() => stay.evaluate((button) => button === document.activeElement)).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/staff/sign-in');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});
