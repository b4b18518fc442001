// The shell and the landing pages in a real Chromium, one walk in English at desktop size and one
// in Spanish on a phone: the header (its height, the phone's menu button and cart badge, About of
// the landed rep), the rep's and the group's landing pages leading with a quote, each page's title,
// focus on the new page's heading after a navigation, the focus ring, /website?group=...,
// /PlanQuestionView and the Elevate site's own branding and theme; axe at each screen.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, hasChromium, openStore, type Store } from './harness';
import { fillBanner, poll, words as quoting } from './quoting-steps';

const passes = {
  en: {
    ...quoting.en,
    viewport: { width: 1366, height: 900 },
    phone: false,
    repTitle: 'Maria Alvarez, your benefits advisor',
    groupTitle: 'Acme Logistics employee benefits',
    quoteLink: 'Get my quote',
    repCode: 'Rep Access Code',
    showRepCode: 'I am a representative',
    menu: 'Menu',
    about: 'About',
    quoteTitle: 'Get a quote - Maria Alvarez - Benefit Store',
    dentalTitle: 'Dental plans - Maria Alvarez - Benefit Store',
    badge: /in your cart/,
    portal: 'Choose a portal',
    cancer: 'Cancer plan',
    termLife: 'Term life plan',
  },
  es: {
    ...quoting.es,
    viewport: { width: 390, height: 844 },
    phone: true,
    repTitle: 'Maria Alvarez, su asesor(a) de beneficios',
    groupTitle: 'Beneficios para empleados de Acme Logistics',
    quoteLink: 'Obtener mi cotización',
    repCode: 'Código de acceso de representante',
    showRepCode: 'Soy representante',
    menu: 'Menú',
    about: 'Acerca de',
    quoteTitle: 'Obtenga una cotización - Maria Alvarez - Benefit Store',
    dentalTitle: 'Planes: Dental - Maria Alvarez - Benefit Store',
    badge: /en su carrito/,
    portal: 'Seleccione un portal',
    cancer: 'Plan contra el cáncer',
    termLife: 'Plan de vida a término',
  },
} as const;

const headerHeight = (page: Page) =>
  page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().height);

/** The focused element's heading text, when a heading has focus. */
const focusedHeading = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.tagName === 'H1' ? element.textContent : null;
  });

/** The focus ring of the focused element: its width and its contrast with the page behind it. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const channels = (color: string) => (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const element = document.activeElement;
    if (!(element instanceof HTMLElement)) return null;
    let behind: Element | null = element.parentElement;
    while (behind && getComputedStyle(behind).backgroundColor === 'rgba(0, 0, 0, 0)') behind = behind.parentElement;
    const background = behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)';
    const style = getComputedStyle(element);
    const [light, dark] = [luminance(style.outlineColor), luminance(background)].sort((a, b) => b - a);
    return {
      width: style.outlineWidth,
      style: style.outlineStyle,
      contrast: ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05),
    };
  });

describe.skipIf(!hasChromium)('the shell and the landing pages in Chromium', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  it.each(['en', 'es'] as const)('walks the rep, group and spec screens in %s', async (language) => {
    const w = passes[language];
    const page = await store.newPage({ locale: w.locale });
    await page.setViewportSize(w.viewport);
    const main = page.getByRole('main');
    const header = page.getByRole('banner');

    // The rep's landing page leads with a quote; the rep access code is below it.
    await page.goto('/maria-alvarez');
    await poll(() => main.getByRole('heading', { level: 1, name: w.repTitle }).count()).toBe(1);
    await poll(() => page.title()).toBe(`${w.repTitle} - Benefit Store`);
    await poll(() => main.getByRole('textbox', { name: w.repCode }).count()).toBe(1);
    // The rep's wordmark is shown whole (nothing cropped): its drawn width is its natural width.
    const logo = header.getByRole('img', { name: /Maria Alvarez/ });
    await poll(() =>
      logo.evaluate((image: HTMLImageElement) => image.naturalWidth > 0 && image.width >= image.naturalWidth),
    ).toBe(true);
    await expectAccessible(page);

    // About of the landed rep, from the header: the bar on a desktop, the menu on a phone.
    if (w.phone) {
      expect(await headerHeight(page)).toBeLessThan(90);
      await header.getByRole('button', { name: w.menu }).click();
      const menu = page.getByRole('dialog', { name: 'Maria Alvarez' });
      await poll(() => menu.getByRole('group', { name: language === 'es' ? 'Idioma' : 'Language' }).count()).toBe(1);
      await expectAccessible(page);
      await menu.getByRole('button', { name: w.about, exact: true }).click();
    } else {
      await header.getByRole('button', { name: w.about, exact: true }).click();
    }
    await poll(() => page.getByRole('dialog').getByText(/Maria/).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    if (!w.phone) {
      // The keyboard focus ring: two pixels, at least 3:1 against the page.
      await main.getByRole('link', { name: w.quoteLink }).focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const ring = await focusRing(page);
      expect(ring).toMatchObject({ width: '2px', style: 'solid' });
      expect(ring?.contrast).toBeGreaterThanOrEqual(3);
    }

    // A quote without a code: the home's form, then the plans; focus follows each new page.
    await main.getByRole('link', { name: w.quoteLink }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/home');
    await poll(() => focusedHeading(page)).toBeTruthy();
    await poll(() => page.title()).toBe(w.quoteTitle);
    await fillBanner(page, w);
    await page.keyboard.press('Enter');
    await poll(() => new URL(page.url()).pathname).toBe('/maria-alvarez/plans');
    await page.goto('/plans?type=dental');
    await poll(() => page.title()).toBe(w.dentalTitle);
    // The quote's cart, in the header's badge (its count and amount).
    await poll(() => header.getByRole('link', { name: w.badge }).count()).toBe(1);
    if (w.phone) {
      // The phone header is one row: the logo, the cart badge and the menu button.
      expect(await headerHeight(page)).toBeLessThan(90);
      await poll(() => header.getByRole('button', { name: w.menu }).count()).toBe(1);
    }

    // The group's page: the quote first, the rep access code only when asked for.
    await page.goto('/acme-logistics');
    await poll(() => main.getByRole('heading', { level: 1, name: w.groupTitle }).count()).toBe(1);
    await poll(() => main.getByRole('link', { name: w.quoteLink }).count()).toBe(1);
    expect(await main.getByRole('textbox', { name: w.repCode }).count()).toBe(0);
    await main.getByRole('button', { name: w.showRepCode }).click();
    await poll(() => main.getByRole('textbox', { name: w.repCode }).count()).toBe(1);
    await expectAccessible(page);
    const groupId = await page.evaluate(
      () => JSON.parse(localStorage.getItem('benefit-store-session') ?? '{}').state.group_id as string,
    );

    // The website entry takes the group from its address.
    await page.goto(`/website?group=${groupId}`);
    const portal = main.getByRole('combobox', { name: w.portal });
    // The group's portals (a blank choice first).
    await poll(() => portal.locator('option').count()).toBeGreaterThan(1);
    await expectAccessible(page);

    // The static preview of health questions.
    await page.goto('/PlanQuestionView');
    await poll(() => main.getByRole('heading', { level: 2, name: w.cancer }).count()).toBe(1);
    await poll(() => main.getByRole('heading', { level: 2, name: w.termLife }).count()).toBe(1);
    await expectAccessible(page);

    // The Elevate site shows its own branding, in its own theme.
    const elevate = new URL(store.server.url);
    elevate.hostname = 'elevate.localhost';
    await page.goto(elevate.toString());
    await poll(() => header.getByRole('img', { name: /Elevate Wellness/ }).count()).toBe(1);
    await poll(() => main.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expectAccessible(page);
  });
});
