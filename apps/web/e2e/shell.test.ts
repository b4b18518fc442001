// The web shell in a real Chromium: home in English, then in Spanish after the switch and a
// reload, with no axe violations. (The not-found and landing-config-error pages: entry.test.ts in
// the browser, error-pages.test.tsx in both languages.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, hasChromium, openStore, type Store } from './harness';

describe.skipIf(!hasChromium)('the web shell in Chromium', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  it('shows the home page in English with the site header and footer, switches to Spanish and keeps it on reload', async () => {
    const page = await store.newPage();
    await page.goto('/');
    await expect.poll(() => page.locator('h1').first().textContent()).toBeTruthy();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect
      .poll(() => page.getByText('Compare benefit plans and enroll online in minutes').count())
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('contentinfo').count()).toBe(1);
    await expectAccessible(page);
    const english = await page.locator('h1').first().textContent();
    await page
      .getByRole('button', { name: /español|spanish|es/i })
      .first()
      .click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
    await expect.poll(() => page.locator('h1').first().textContent()).not.toBe(english);
    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
    await expectAccessible(page);
  });
});
