// Entry and access in a real Chromium, in English: Maria's branded landing page
// with her About modal, the rep access code journey by keyboard alone, and an unknown
// landing page going to /404, the Employee Enrollment modal, Not My Site, the route guard
// sending a visitor who never confirmed a code to the access page, the agent home's portal and
// group choice, a rep-quote portal whose root is the cart, and the second branded host with its
// group flow; axe on each page. In Spanish, the component tests read these screens (rep-access,
// employee-enrollment, footer, pages), and spanish.test.ts and shell-and-landing.test.ts walk the
// landing pages on a phone.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, hasChromium, openStore, type Store } from './harness';

const words = {
  en: {
    locale: 'en-US',
    about: 'About',
    repCode: 'Rep Access Code',
    submit: 'Submit',
    invalid: 'Invalid Rep Access Code.',
    confirm: 'Confirm',
    cancel: 'Cancel',
    under65: 'Under 65',
    groups: 'Groups',
    notFound: 'OOPS! Page not found',
    employee: 'Employee Enrollment',
    groupCode: 'Group Enrollment Code',
    company: 'The company that you will be enrolling under is: Acme Logistics',
    yes: 'Yes',
    no: 'No',
    over65: 'Over 65',
    notMySite: 'Not My Site',
    brokers: 'Brokers/Reps',
    appStore: 'Download on the App Store',
    agentHome: 'Who do you want to enroll for?',
    newMember: 'New Member',
    portal: 'Choose a portal',
    group: 'Choose a group',
    startDirect: 'Start Direct Enrollment',
    enroll: 'Enroll',
    noPortal: 'Choose enroll for new member',
    tagline: 'Benefits made simple for Texas families',
    bio: /Maria has helped families/,
    siteTagline: 'Compare benefit plans and enroll online in minutes',
    elevateTagline: 'Member benefits from the Elevate Wellness association',
    smallBusiness: 'Small Business',
    repQuote: 'Rep Quote',
    cart: 'Your cart',
    associationBenefits: 'Association Benefits',
    chosenPortal: 'Portal: Small Business',
    chosenGroup: 'Group: Acme Logistics',
    bluebird: 'Welcome to Bluebird Bakery Co-op',
    submitPortal: 'Submit',
    elevatePortal: 'Portal: Association Benefits',
    elevateGroup: 'Group: Bluebird Bakery Co-op',
    dashboards: 'Dashboards',
    referredBy: 'Referred By: Dana Whitfield',
    referralExpired: 'This referral link has expired. You can still get a quote below.',
    quoteHome: 'Get a quote',
    landingConfig: 'OOPS! Landing url is not configured for this group',
  },
} as const;

/** Presses Tab until the focused element's text or label is `name` (keyboard only). */
async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement)) return '';
      const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null;
      return (label ?? element.getAttribute('aria-label') ?? element.textContent ?? '').replace('*', '').trim();
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

describe.skipIf(!hasChromium)('entry and access in Chromium', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  describe.each(['en'] as const)('in %s', (language) => {
    const w = words[language];

    it("brands /maria-alvarez with Maria's logo, phone and tagline, and shows her bio in About", async () => {
      const page = await store.newPage({ locale: w.locale });
      await page.goto('/maria-alvarez');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
      const header = page.getByRole('banner');
      await expect.poll(() => header.getByText(w.tagline).count()).toBe(1);
      await expect.poll(() => header.getByText('(800) 555-0101').count()).toBe(1);
      await expect.poll(() => header.getByRole('img', { name: /Maria Alvarez/ }).count()).toBe(1);
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('benefit-store-session') ?? '{}').state))
        .toMatchObject({ open_type: 'agent', eprocess: 'rep' });
      await expectAccessible(page);
      await page.getByRole('button', { name: w.about, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.getByText(w.bio).count()).toBe(1);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    });

    it('takes a rep access code by keyboard: wrong, right, cancel, confirm, age, groups', async () => {
      const page = await store.newPage({ locale: w.locale });
      await page.goto('/maria-alvarez');
      await expect.poll(() => page.getByRole('textbox', { name: w.repCode }).count()).toBe(1);
      await tabTo(page, w.repCode);
      await page.keyboard.type('WRONG1');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByText(w.invalid).count()).toBe(1);
      await expect.poll(() => page.getByRole('textbox', { name: w.repCode }).getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(page);
      await page.keyboard.press('Control+A');
      await page.keyboard.type('REP100');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('main').getByText('Maria Alvarez', { exact: true }).count()).toBe(1);
      await expect.poll(() => page.getByRole('main').getByText('maria.alvarez@example.com').count()).toBe(1);
      await expectAccessible(page);
      await tabTo(page, w.cancel);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('textbox', { name: w.repCode }).count()).toBe(1);
      await tabTo(page, w.repCode);
      await page.keyboard.press('Control+A');
      await page.keyboard.type('REP100');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('button', { name: w.confirm }).count()).toBe(1);
      await tabTo(page, w.confirm);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('button', { name: w.under65 }).count()).toBe(1);
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('benefit-store-session') ?? '{}').state))
        .toMatchObject({ repAuthenticated: true });
      await expectAccessible(page);
      await tabTo(page, w.groups);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('main').getByRole('heading', { name: w.groups }).count()).toBe(1);
      await expectAccessible(page);
    });

    it('sends an unknown landing page to /404', async () => {
      const page = await store.newPage({ locale: w.locale });
      await page.goto('/nobody-here');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/404');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await expect.poll(() => page.getByRole('heading', { name: w.notFound }).count()).toBe(1);
      await expectAccessible(page);
    });

    it('shows Referred By for a valid referral, the expiry for an old one, and /404 without rid', async () => {
      const page = await store.newPage({ locale: w.locale });
      await page.goto('/referrals?rid=DemoReferralValid00001');
      await expect.poll(() => page.getByText(w.referredBy).count()).toBe(1);
      await expectAccessible(page);
      await page.goto('/referrals?rid=DemoReferralExpired001');
      await expect.poll(() => page.getByText(w.referralExpired).count()).toBe(1);
      await expect.poll(() => page.getByText(w.referredBy).count()).toBe(0);
      await expectAccessible(page);
      await page.goto('/referrals');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/404');
    });

    it('sends an employee of a group without landing url to the landing-config-error page, others to the quote', async () => {
      const page = await store.newPage({ locale: w.locale });
      const enterCode = async (code: string) => {
        await page.goto('/');
        await page.getByRole('button', { name: w.employee }).click();
        await page.getByRole('dialog').getByRole('textbox', { name: w.groupCode }).fill(code);
        await page.keyboard.press('Enter');
        await page.getByRole('dialog').getByRole('button', { name: w.yes, exact: true }).click();
        await page.getByRole('dialog').getByRole('button', { name: w.under65 }).click();
      };
      await enterCode('NOLAND01');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/landing-config-error/group');
      await expect.poll(() => page.getByRole('heading', { name: w.landingConfig }).count()).toBe(1);
      await expectAccessible(page);
      await enterCode('ACME2026');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
      await expect.poll(() => page.getByRole('heading', { name: w.quoteHome }).count()).toBe(1);
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expectAccessible(page);
    });

    it('takes a group enrollment code in the Employee Enrollment modal: No resets, Yes offers ages', async () => {
      const page = await store.newPage({ locale: w.locale });
      await page.goto('/');
      await page.getByRole('button', { name: w.employee }).click();
      const dialog = page.getByRole('dialog');
      const code = dialog.getByRole('textbox', { name: w.groupCode });
      await expect.poll(() => code.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type('ACME2026');
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.getByText(w.company).count()).toBe(1);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: w.no, exact: true }).click();
      await expect.poll(() => code.count()).toBe(1);
      await code.fill('ACME2026');
      await code.press('Enter');
      await dialog.getByRole('button', { name: w.yes, exact: true }).click();
      await expect.poll(() => dialog.getByRole('button', { name: w.over65 }).count()).toBe(1);
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('benefit-store-session') ?? '{}').state))
        .toMatchObject({ gname: 'Acme Logistics' });
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    });

    it('forgets the landed rep on Not My Site and shows the plain store', async () => {
      const page = await store.newPage({ locale: w.locale });
      await page.goto('/maria-alvarez');
      const tagline = page.getByRole('banner').getByText(w.tagline);
      await expect.poll(() => tagline.count()).toBe(1);
      await page.getByRole('button', { name: w.notMySite }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect.poll(() => tagline.count()).toBe(0);
      await expect.poll(() => page.getByRole('banner').getByText(w.siteTagline).count()).toBe(1);
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('benefit-store-session') ?? '{}').state))
        .toMatchObject({ agent_id: null, group_id: null, open_type: null, eprocess: null });
      // Not My Site belongs to the access page only.
      await expect.poll(() => page.getByRole('button', { name: w.notMySite }).count()).toBe(0);
      await expectAccessible(page);
    });

    it('sends a visitor who never confirmed a code from the rep screens to the access page', async () => {
      const page = await store.newPage({ locale: w.locale });
      await page.goto('/maria-alvarez/plans');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/maria-alvarez');
      await expect.poll(() => page.getByRole('textbox', { name: w.repCode }).count()).toBe(1);
      const session = () =>
        page.evaluate(() => JSON.parse(localStorage.getItem('benefit-store-session') ?? '{}').state);
      await expect.poll(async () => (await session()).agent_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const agentId = (await session()).agent_id as string;
      // The agent home, even naming the rep, opens only after the rep access code.
      await page.goto(`/agent-home?agent_id=${agentId}`);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/maria-alvarez');
      await expect.poll(() => page.getByRole('textbox', { name: w.repCode }).count()).toBe(1);
      expect(await page.getByRole('heading', { name: w.agentHome }).count()).toBe(0);
      await expectAccessible(page);
    });

    /** Maria's landing page, her rep access code confirmed, then her agent home. */
    const atMariasAgentHome = async () => {
      const page = await store.newPage({ locale: w.locale });
      await page.goto('/maria-alvarez');
      const session = () =>
        page.evaluate(() => JSON.parse(localStorage.getItem('benefit-store-session') ?? '{}').state);
      await expect.poll(async () => (await session()).agent_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const agentId = (await session()).agent_id as string;
      // The agent home is the rep's: the rep access code first (spec 000 section 2, route guard).
      await page.getByRole('textbox', { name: w.repCode }).fill('REP100');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: w.confirm }).click();
      await expect.poll(async () => (await session()).repAuthenticated).toBe(true);
      await page.goto(`/agent-home?agent_id=${agentId}`);
      await expect.poll(() => page.getByRole('heading', { name: w.agentHome }).count()).toBe(1);
      return { page, session };
    };

    it('agent home: New Member, a portal and a group, Enroll keeps them for the next screen', async () => {
      const { page, session } = await atMariasAgentHome();
      await expectAccessible(page);
      await page.getByRole('button', { name: w.newMember }).click();
      const portal = page.getByRole('combobox', { name: w.portal });
      await expect.poll(() => portal.locator('option', { hasText: w.smallBusiness }).count()).toBe(1);
      await page.getByRole('button', { name: w.startDirect }).click();
      await expect.poll(() => page.getByText(w.noPortal).count()).toBe(1);
      await expectAccessible(page);
      await portal.selectOption({ label: w.smallBusiness });
      const group = page.getByRole('combobox', { name: w.group });
      await expect.poll(() => group.locator('option', { hasText: 'Acme Logistics' }).count()).toBe(1);
      await group.selectOption({ label: 'Acme Logistics' });
      await page.getByRole('button', { name: w.enroll, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
      await expect.poll(() => page.getByText(w.chosenPortal).count()).toBe(1);
      await expect.poll(() => page.getByText(w.chosenGroup).count()).toBe(1);
      await expect
        .poll(session)
        .toMatchObject({ portal_name: w.smallBusiness, gname: 'Acme Logistics', enroll_type: 'new-group-member' });
      await expectAccessible(page);
    });

    it("a rep-quote portal: the root and Maria's landing page then open her cart", async () => {
      const { page, session } = await atMariasAgentHome();
      await page.getByRole('button', { name: w.newMember }).click();
      await page.getByRole('combobox', { name: w.portal }).selectOption({ label: w.repQuote });
      await page.getByRole('button', { name: w.startDirect }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
      await expect.poll(session).toMatchObject({ portal_name: w.repQuote, portal_type: 'rep-quote' });
      await page.goto('/');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/maria-alvarez/cart');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: w.cart }).count()).toBe(1);
      await expectAccessible(page);
      await page.goto('/maria-alvarez');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/maria-alvarez/cart');
      await expect.poll(session).toMatchObject({ portal_type: 'rep-quote', repAuthenticated: true });
    });

    it('the second branded host shows its own branding and its group flow', async () => {
      const page = await store.newPage({ locale: w.locale });
      await page.goto('/');
      await expect.poll(() => page.getByRole('button', { name: w.dashboards }).count()).toBe(1);
      const elevate = new URL(store.server.url);
      elevate.hostname = 'elevate.localhost';
      await page.goto(elevate.toString());
      await expect.poll(() => new URL(page.url()).pathname).toBe('/group-home');
      await expect.poll(() => page.getByRole('heading', { name: w.bluebird }).count()).toBe(1);
      const header = page.getByRole('banner');
      await expect.poll(() => header.getByText(w.elevateTagline).count()).toBe(1);
      await expect.poll(() => header.getByRole('button', { name: w.dashboards }).count()).toBe(0);
      await expectAccessible(page);
      await page.getByRole('button', { name: w.newMember }).click();
      const portal = page.getByRole('combobox', { name: w.portal });
      await expect.poll(() => portal.locator('option', { hasText: w.associationBenefits }).count()).toBe(1);
      await portal.selectOption({ label: w.associationBenefits });
      await page.getByRole('button', { name: w.submitPortal, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
      await expect.poll(() => page.getByText(w.elevatePortal).count()).toBe(1);
      await expect.poll(() => page.getByText(w.elevateGroup).count()).toBe(1);
      await expectAccessible(page);
    });
  });
});
