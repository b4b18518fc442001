// The web shell in a real Chromium: home in English and Spanish, the not-found page and
// the landing-config-error page, each with no axe violations and usable by keyboard.
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

  it('shows the not-found page for an unknown route, with a way home', async () => {
    const page = await store.newPage();
    await page.goto('/no/such/page/here');
    await expect.poll(() => page.getByRole('heading', { name: 'OOPS! Page not found' }).count()).toBe(1);
    const back = page.getByRole('link', { name: 'Back to Homepage' });
    await back.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.goto('/404');
    await expect.poll(() => page.getByRole('heading', { name: 'OOPS! Page not found' }).count()).toBe(1);
    await expectAccessible(page);
  });

  it('shows the landing-config-error page in English and Spanish', async () => {
    const page = await store.newPage();
    await page.goto('/landing-config-error/agent');
    await expect
      .poll(() => page.getByRole('heading', { name: /OOPS! Landing url is not configured for this/ }).count())
      .toBe(1);
    await expectAccessible(page);
    const spanish = await store.newPage({ locale: 'es-ES' });
    await spanish.goto('/landing-config-error/group');
    await spanish
      .getByRole('button', { name: /español|spanish|es/i })
      .first()
      .click();
    await expect.poll(() => spanish.locator('html').getAttribute('lang')).toBe('es');
    await expect
      .poll(() =>
        spanish.getByRole('heading', { name: /La URL de la página no está configurada para este grupo/ }).count(),
      )
      .toBe(1);
    await expectAccessible(spanish);
  });
});
