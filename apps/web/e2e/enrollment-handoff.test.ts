// The second half of the enrollment wizard in a real Chromium, signed and paid another way (issue
// 17's acceptance journeys; the family and premier journeys are in enrollment.test.ts):
// 1. Spanish, phone: the agreement signed by typing a name, a card refused then accepted, review's
//    Complete Enrollment, all by keyboard; the member's next enrollment offers the card masked; its
//    security code is in no table, log line, outbox message or blob.
// 2. A rep (English, desktop) sends signature and billing to the client from her desk, in the
//    client's language she chooses (Español); the client (a phone, another browser context whose
//    own language is English) gets the Spanish email, its link opens the store in Spanish, and signs
//    and pays; the desk shows the agreement signed and the billing done.
// axe on every page shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  button,
  codeIn,
  desktop,
  field,
  handoffSubject,
  heading,
  main,
  maria,
  onStep,
  pathOf,
  payByEft,
  phone,
  screenWords,
  securityCodeUnseen,
  shot,
  signWithEveryBox,
  whereSeen,
} from './enrollment-pages';
import { call, enrollmentFor, enrollmentOfMember, uniqueName } from './enrollment-steps';
import { expectAccessible, hasChromium, openStore, type Store } from './harness';
import { mailboxHtml, mailTo } from './mailbox';
import { descriptionOf, dialogNamed, poll, words } from './quoting-steps';

describe.skipIf(!hasChromium)('the enrollment wizard second half signed and paid another way, in Chromium', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  it('signs by a typed name, pays by card, completes by keyboard; the card comes back masked, its code kept nowhere, in Spanish at 390 px', async () => {
    const language = 'es';
    const s = screenWords[language];
    const page = await store.newPage({ locale: words[language].locale });
    await page.setViewportSize(phone.viewport);
    const lastName = uniqueName('Card');
    const email = `${lastName.toLowerCase()}@example.com`;
    await enrollmentFor(page, { tier: 'IO', plans: ['DEN-PLUS'], lastName, email }, [
      'personal',
      'contact',
      'employer',
      'beneficiary',
      'health',
      'dependents',
    ]);
    // A 4-digit American Express code that nothing the server holds or wrote contains yet.
    const code = securityCodeUnseen(store);

    // Agreement, by keyboard: each box with Space, Type my name by the arrow key, the name, Enter.
    await page.goto('/enrollment/agreement-signature');
    await onStep(page, '/enrollment/agreement-signature', s['wizard.step_agreement_info'], 'agreement-es-phone');
    await expectAccessible(page);
    await poll(() => button(main(page), s['agreement.next']).count()).toBe(1);
    const boxes = main(page).getByRole('checkbox');
    for (let index = 0; index < (await boxes.count()); index++) {
      await boxes.nth(index).focus();
      await page.keyboard.press('Space');
      await poll(() => boxes.nth(index).isChecked()).toBe(true);
    }
    await main(page).getByRole('radio', { name: s['agreement.sign_drawn'] }).focus();
    await page.keyboard.press('ArrowRight');
    await poll(() => main(page).getByRole('radio', { name: s['agreement.sign_typed'] }).isChecked()).toBe(true);
    const typed = field(main(page), s['agreement.typed_label']);
    await typed.focus();
    await page.keyboard.type(`Ana ${lastName}`);
    await shot(page, 'agreement-typed-es-phone');
    await expectAccessible(page);
    await page.keyboard.press('Enter');

    // Billing by card: a number that is no card's, then a good one.
    await onStep(page, '/enrollment/billing-information', s['wizard.step_billing_info'], 'billing-es-phone');
    await main(page).getByRole('radio', { name: s['billing.method_cc'] }).check();
    await field(main(page), s['billing.first_name_on_cc']).fill('Ana');
    await field(main(page), s['billing.last_name_on_cc']).fill(lastName);
    const card = field(main(page), s['billing.card_number']);
    await card.fill('378282246310006');
    await field(main(page), s['billing.security_code']).fill(code);
    await main(page).getByRole('combobox', { name: s['billing.expiration_month'] }).selectOption('08');
    const year = String(new Date().getUTCFullYear() + 2);
    await main(page).getByRole('combobox', { name: s['billing.expiration_year'] }).selectOption(year);
    await main(page).getByRole('checkbox', { name: s['billing.is_physical_address'] }).check();
    await poll(() => field(main(page), s['billing.city']).inputValue()).toBe('Dallas');
    await button(main(page), s['wizard.next']).click();
    await poll(() => descriptionOf(card)).toBe(s['wizard.card_invalid']);
    await shot(page, 'billing-card-invalid-es-phone');
    await expectAccessible(page);
    await card.fill('378282246310005');
    await button(main(page), s['wizard.next']).click();

    // Review: Complete Enrollment by keyboard.
    await onStep(page, '/enrollment/review-confirm', s['wizard.step_review_info'], 'review-es-phone');
    await expectAccessible(page);
    await button(main(page), s['review.complete']).focus();
    await page.keyboard.press('Enter');
    await poll(() => pathOf(page)).toBe('/enrollment/receipt');
    await poll(() =>
      main(page)
        .getByText(/^BS-[0-9A-Z]{4}-/)
        .count(),
    ).toBe(1);
    await shot(page, 'receipt-es-phone');
    await expectAccessible(page);
    await mailTo(page, email, s.receiptSubject);

    // The member's next enrollment, by Maria: the card on file, masked; no code anywhere.
    const rep = await store.newPage({ locale: words[language].locale });
    await rep.setViewportSize(phone.viewport);
    await rep.goto('/staff/sign-in');
    await call(rep, 'POST', 'auth/sign-in', maria);
    const agent = (await call(rep, 'GET', 'auth/session')).data.agent_id;
    const members = await call(rep, 'GET', `get-agent-members?agent_id=${agent}`);
    const member = (members.data.result as { name: string; user_id: string }[]).find(
      (row) => row.name === `Ana ${lastName}`,
    );
    if (!member) throw new Error('the new member is not in her book');
    await enrollmentOfMember(rep, member.user_id, ['DEN-BASIC']);
    await rep.goto('/enrollment/billing-information');
    await onStep(
      rep,
      '/enrollment/billing-information',
      s['wizard.step_billing_info'],
      'billing-existing-card-es-phone',
    );
    await main(rep).getByRole('radio', { name: s['billing.method_cc'] }).check();
    const onFile = s['billing.card_on_file']
      .replace('{{name}}', `Ana ${lastName}`)
      .replace('{{last4}}', '0005')
      .replace('{{month}}', '08')
      .replace('{{year}}', year);
    await poll(() => main(rep).getByRole('button', { name: onFile }).count()).toBe(1);
    await shot(rep, 'billing-existing-card-es-phone');
    await expectAccessible(rep);
    const mailbox = await mailboxHtml(rep);
    expect(mailbox).toContain('<article');
    expect(codeIn(mailbox, code)).toBe(false);
    expect(whereSeen(store, code)).toEqual([]);
    // The same search finds what the database does keep in the open (a name): it reads the store.
    expect(whereSeen(store, lastName).length).toBeGreaterThan(0);
  }, 90_000);

  it('a rep sends signature and billing to the client, who signs and pays from the emailed link', async () => {
    const lastName = uniqueName('Handoff');
    const email = `${lastName.toLowerCase()}@example.com`;
    // The enrollment, as Maria's visitor started it (in her book), to the agreement.
    const start = await store.newPage({ locale: words.en.locale });
    await enrollmentFor(start, { tier: 'IO', plans: ['DEN-PLUS'], lastName, email }, [
      'personal',
      'contact',
      'employer',
      'beneficiary',
      'health',
      'dependents',
    ]);
    await start.context().close();

    // Maria's desk, English at desktop size: the enrollment, its steps, the hand-off.
    const r = screenWords.en;
    const rep = await store.newPage({ locale: words.en.locale });
    await rep.setViewportSize(desktop.viewport);
    await rep.goto('/staff/sign-in');
    await field(main(rep), 'Email').fill(maria.email);
    await main(rep)
      .getByLabel(/^Password/)
      .fill(maria.password);
    await button(main(rep), 'Sign in').click();
    await poll(() => heading(rep, r['desk.title']).count()).toBe(1);
    const row = main(rep)
      .getByRole('list', { name: r['desk.in_progress_caption'] })
      .getByRole('listitem')
      .filter({ hasText: `Ana ${lastName}` });
    await poll(() => row.count()).toBe(1);
    const stepOf = (
      tab: 'agreement_info' | 'billing_info',
      status: 'not_started' | 'in_progress' | 'done' | 'signed',
    ) => row.getByText(`${r[`wizard.step_${tab}`]}: ${r[`desk.step_${status}`]}`);
    await poll(() => stepOf('agreement_info', 'in_progress').count()).toBe(1);
    await row.getByRole('button', { name: r['handoff.button'] }).click();
    const handoff = await dialogNamed(rep, r['handoff.title']);
    await handoff.getByRole('radio', { name: r['handoff.email'] }).check();
    // The client reads Spanish: the rep's own English is the popup's first choice.
    expect(await handoff.getByRole('radio', { name: r['handoff.language_en'] }).isChecked()).toBe(true);
    await handoff.getByRole('radio', { name: r['handoff.language_es'] }).check();
    await shot(rep, 'handoff-en-desktop');
    await expectAccessible(rep);
    await handoff.getByRole('button', { name: r['handoff.send'] }).click();
    await poll(() => handoff.getByRole('status').count()).toBe(1);
    await handoff.getByRole('button', { name: r['handoff.close'] }).last().click();

    // The client on a phone, in a browser of their own set to English: the Spanish email's link
    // opens the store in Spanish; their email, the steps.
    const s = screenWords.es;
    const client = await store.newPage({ locale: words.en.locale });
    await client.setViewportSize(phone.viewport);
    const mail = await mailTo(rep, email, handoffSubject);
    const link =
      /(https?:\/\/[^\s"<]+\/direct-continue\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\?lang=es)/.exec(mail)?.[1] ?? '';
    expect(link).not.toBe('');
    const opened = new URL(link);
    await client.goto(`${opened.pathname}${opened.search}`);
    await poll(() => client.evaluate(() => document.documentElement.lang)).toBe('es');
    await field(main(client), s['resume.email']).fill(email);
    await shot(client, 'handoff-link-es-phone');
    await expectAccessible(client);
    await button(main(client), s['resume.open']).click();
    await onStep(
      client,
      '/enrollment/agreement-signature',
      s['wizard.step_agreement_info'],
      'handoff-agreement-es-phone',
    );
    await expectAccessible(client);
    await poll(() => button(main(client), s['agreement.next']).count()).toBe(1);
    // Drawn on the phone's 200x100 pad.
    expect(Math.round(await signWithEveryBox(client, s))).toBe(200);
    await poll(() => main(client).getByText(s['agreement.pad_signed']).count()).toBe(1);
    await shot(client, 'handoff-signed-es-phone', { fullPage: false });
    await button(main(client), s['agreement.next']).click();
    await onStep(client, '/enrollment/billing-information', s['wizard.step_billing_info'], 'handoff-billing-es-phone');
    await payByEft(client, s, {
      routing: '021000021',
      bank: 'JPMORGAN CHASE BANK, NA',
      name: `Ana ${lastName}`,
      account: '000987654321',
      type: 'savings',
      billDate: '15',
    });
    await shot(client, 'handoff-billing-filled-es-phone');
    await expectAccessible(client);
    await button(main(client), s['wizard.next']).click();
    await poll(() => pathOf(client)).toBe('/enrollment/review-confirm');

    // The desk, read again: the agreement signed, the billing done, the link opened.
    await rep.reload();
    await poll(() => stepOf('agreement_info', 'signed').count()).toBe(1);
    await poll(() => stepOf('billing_info', 'done').count()).toBe(1);
    expect(await row.getByText(r['desk.handoff_opened']).count()).toBe(1);
    expect(await row.getByRole('button', { name: r['handoff.button'] }).count()).toBe(0);
    await shot(rep, 'desk-signed-en-desktop');
    await expectAccessible(rep);
  }, 90_000);
});
