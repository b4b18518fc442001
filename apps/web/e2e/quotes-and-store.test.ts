// Quotes, resume and the store around the wizard (issue 32, items 10 to 14, 18 and the landing prefix
// of 29) in Chromium, English at desktop size and Spanish on a phone, axe on each screen:
// - a signed-in rep quotes from the store's home and reads the plans (Maria Alvarez in English,
//   James Okafor in Spanish);
// - a visitor of Maria's landing page (its quote saved through the API) adds a plan from her
//   prefixed plans and reaches the cart under her prefix, opens the line's plan details (Escape
//   closes them) and proceeds to the prefixed wizard;
// - a quote of a cart saved under her landing page (built through the API): Accept opens the
//   wizard; its code opens the cart (on a phone, through the API), then again on a computer, under
//   her prefix;
// - /confirmation/ and /BenAdvanceHome have pages of their own.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as cartEn, es as cartEs } from '../src/features/cart/words';
import { en as catalogEn, es as catalogEs } from '../src/features/catalog/words';
import { en as reviewEn, es as reviewEs } from '../src/features/enrollment/review/words';
import { en as wizardEn, es as wizardEs } from '../src/features/enrollment/words';
import { en as landingEn, es as landingEs } from '../src/features/landing/words';
import { en as quotesEn, es as quotesEs } from '../src/features/quotes/words';
import { en as resumeEn, es as resumeEs } from '../src/features/resume/words';
import { en as appEn } from '../src/i18n/en';
import { es as appEs } from '../src/i18n/es';
import { call, cartFor, enrollmentFor, uniqueName } from './enrollment-steps';
import { expectAccessible, hasChromium, openStore, passes, type Store } from './harness';
import { mailTo } from './mailbox';
import { dialogNamed, fillBanner, poll, words } from './quoting-steps';

const screenWords = {
  en: {
    ...appEn,
    ...catalogEn,
    ...cartEn,
    ...landingEn,
    ...quotesEn,
    ...resumeEn,
    ...wizardEn,
    ...reviewEn,
    detailsButton: 'Plan details',
    details: (name: string) => `Plan details: ${name}`,
    codeSubject: 'Your code to continue your enrollment',
    quoteSubject: 'Your benefit plan quote',
  },
  es: {
    ...appEs,
    ...catalogEs,
    ...cartEs,
    ...landingEs,
    ...quotesEs,
    ...resumeEs,
    ...wizardEs,
    ...reviewEs,
    detailsButton: 'Detalles del plan',
    details: (name: string) => `Detalles del plan: ${name}`,
    codeSubject: 'Su código para continuar la inscripción',
    quoteSubject: 'Su cotización de planes de beneficios',
  },
};

const reps = {
  en: { email: 'maria.alvarez@example.com', password: 'demo-rep-100' },
  es: { email: 'james.okafor@example.com', password: 'demo-rep-200' },
} as const;

const plan = 'Brightsmile Basic Dental';
const main = (page: Page) => page.getByRole('main');
const pathOf = (page: Page) => new URL(page.url()).pathname;
const codeIn = (text: string) => /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text)?.[1] ?? '';
const quoteLinkIn = (text: string) =>
  /(https?:\/\/\S+\/save-cart-direct-continue\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe.skipIf(!hasChromium)('quotes, resume and the store around the wizard, in Chromium', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  it.each(passes)('in $language at $viewport.width px', async ({ language, viewport }) => {
    const w = words[language];
    const s = screenWords[language];
    const newPage = async () => {
      const page = await store.newPage({ locale: w.locale });
      await page.setViewportSize(viewport);
      page.setDefaultTimeout(15_000);
      return page;
    };

    // Item 18: a signed-in rep quotes from the store's home, as a rep enrolling a client. (Signed in
    // through the API: the sign-in page has its own journeys, staff.test.ts.)
    const rep = await newPage();
    await call(rep, 'POST', 'auth/sign-in', reps[language]);
    await rep.goto('/');
    await fillBanner(rep, w);
    await rep.keyboard.press('Enter');
    await poll(() => pathOf(rep)).toBe('/plans');
    await rep.goto('/plans?type=dental');
    await poll(() => main(rep).getByRole('link', { name: plan, exact: true }).count()).toBe(1);
    expect(await main(rep).getByRole('alert').count()).toBe(0);
    await expectAccessible(rep);

    // Item 29 and 13: Maria's landing page keeps its prefix to the cart; the line's plan details. The
    // quote from her landing page, to her prefixed plans, is shell-and-landing.test.ts's walk: here
    // the household is saved through the API and the walk starts at her plans.
    const visitor = await newPage();
    await cartFor(visitor, { tier: 'IO', plans: [] });
    await visitor.goto('/maria-alvarez/plans?type=dental');
    await main(visitor)
      .getByRole('button', { name: s['plans.add_plan_to_cart'].replace('{{name}}', plan) })
      .click();
    const notice = await dialogNamed(visitor, s['plans.notice_title']);
    await notice.getByRole('button', { name: s['plans.view_cart'] }).click();
    await poll(() => pathOf(visitor)).toBe('/maria-alvarez/cart');
    await main(visitor)
      .getByRole('button', { name: s.details(plan) })
      .click();
    const details = await dialogNamed(visitor, plan);
    await poll(() => details.getByRole('heading', { name: s['plans.description'] }).count()).toBe(1);
    await expectAccessible(visitor);
    await visitor.keyboard.press('Escape');
    await poll(() => visitor.getByRole('dialog').count()).toBe(0);
    await poll(() => visitor.evaluate(() => document.activeElement?.textContent ?? '')).toBe(s.detailsButton);
    await main(visitor).getByRole('button', { name: s['cart.proceed'] }).click();
    const proceed = await dialogNamed(visitor, s['cart.proceed_title']);
    await proceed.getByRole('button', { name: s['cart.proceed_confirm'] }).click();
    await poll(() => pathOf(visitor)).toBe('/maria-alvarez/enrollment/personal-information');
    await poll(() =>
      main(visitor).getByRole('heading', { level: 1, name: s['wizard.step_primary_info'] }).count(),
    ).toBe(1);

    // Items 10, 11 and 12: a cart saved under Maria's landing page and sent as a quote.
    const saver = await newPage();
    const email = `${uniqueName('client')}@example.com`;
    const id = await enrollmentFor(saver, { tier: 'IO', plans: ['DEN-BASIC'], lastName: 'Ramirez', email }, []);
    // In the pass's language: the emails come in it.
    const saved = await saver.request.post('/api/v1/save-enrollment', {
      data: { enrollment_id: id, tab: 'cart_info', name: 'Ana Ramirez', email },
      headers: { 'accept-language': language },
    });
    expect(saved.status()).toBe(200);
    const code = codeIn(await mailTo(saver, email, s.codeSubject));
    const link = quoteLinkIn(await mailTo(saver, email, s.quoteSubject));
    expect(code).not.toBe('');

    // Accept opens the wizard, not the cart.
    const client = await newPage();
    const opened = new URL(link);
    await client.goto(`${opened.pathname}${opened.search}`);
    await main(client).getByRole('textbox', { name: s['resume.email'] }).fill(email);
    await main(client).getByRole('button', { name: s['resume.open'] }).click();
    await poll(() => main(client).getByRole('button', { name: s['quotes.accept'] }).count()).toBe(1);
    await expectAccessible(client);
    await main(client).getByRole('button', { name: s['quotes.accept'] }).click();
    await poll(() => pathOf(client)).toBe('/enrollment/personal-info');
    await poll(() => main(client).getByRole('heading', { level: 1, name: s['wizard.step_primary_info'] }).count()).toBe(
      1,
    );

    // The code works on a phone (its call, through the API), then again on a computer: it opens the
    // cart under the landing.
    const phoneAnswer = await newPage();
    await call(phoneAnswer, 'POST', 'continue-enrollment', { code, email });
    await phoneAnswer.close();
    const browser = await newPage();
    await browser.goto('/continue-enrollment');
    await main(browser).getByRole('textbox', { name: s['resume.code'] }).fill(code);
    await main(browser).getByRole('textbox', { name: s['resume.email'] }).fill(email);
    await main(browser).getByRole('button', { name: s['resume.continue'] }).click();
    await poll(() => pathOf(browser)).toBe('/maria-alvarez/cart');
    await poll(() => main(browser).getByText(plan).count()).toBeGreaterThan(0);
    await expectAccessible(browser);
    await browser.close();

    // Item 14: the routes the spec lists as also present have pages of their own.
    await visitor.goto('/confirmation/');
    await poll(() => main(visitor).getByRole('heading', { level: 1, name: s['receipt.title'] }).count()).toBe(1);
    expect(pathOf(visitor)).toBe('/confirmation/');
    await expectAccessible(visitor);
    await visitor.goto('/BenAdvanceHome');
    await poll(() => main(visitor).getByRole('textbox', { name: w.zip }).count()).toBe(1);
    expect(pathOf(visitor)).toBe('/BenAdvanceHome');
    await expectAccessible(visitor);
  });
});
