// Quotes and resume links in Chromium against the built store. A Member Only household of Dallas,
// quoted from Maria Alvarez's landing page (so in her book), with Brightsmile Basic Dental in its
// cart (built through the API), saves the cart: a bad name and email show the spec's messages,
// Preview shows the email, Send delivers it to /dev/mailbox with its quote PDF (read back with
// pdftotext, drawn with pdftoppm). In a fresh browser the emailed code and address reopen the cart
// with its line (a wrong code is a field error first); in another, the emailed link asks for the
// address before it shows the quote, and Decline reaches the decline page, and Maria, signed in,
// sees it declined on her desk (Accept, on to enrollment: quotes-and-store.test.ts, in both
// languages). Then in Spanish on a phone, only through the screens whose Spanish no other journey
// reads: the Save Cart form's messages, a quote sent in Spanish, and in a fresh browser its link
// (confirmation, quote, decline page), then its code (a wrong one first) back at the cart. axe at
// each screen but the link's confirmation (the English walk checks its layout).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cartFor } from './enrollment-steps';
import { expectAccessible, hasChromium, openStore, passes, type Store } from './harness';
import { mailboxFile, mailTo } from './mailbox';
import { dialogNamed, poll, words } from './quoting-steps';

const w = {
  saveCart: 'Save Cart',
  formTitle: 'Save your cart and email it as a quote',
  name: 'Name',
  email: 'Email',
  message: 'Message',
  preview: 'Preview',
  previewTitle: 'Preview of the email',
  backToForm: 'Back to the form',
  send: 'Send',
  sentTitle: 'Quote sent',
  close: 'Close',
  validName: 'Please enter valid name',
  validEmail: 'Please enter valid email address',
  code: 'Code',
  continue: 'Continue',
  codeWrong: 'The code or the email address is not correct.',
  linkTitle: 'Open your saved enrollment',
  open: 'Open',
  greeting: 'Hello Ana Lopez,',
  decline: 'Decline',
  declineTitle: 'Quote declined',
  desk: 'Your desk',
  quotes: 'Quotes sent, newest first',
  declined: 'Declined:',
} as const;

const maria = { email: 'maria.alvarez@example.com', password: 'demo-rep-100' };

const es = {
  language: 'Language',
  spanish: 'Español',
  saveCart: 'Guardar carrito',
  formTitle: 'Guarde su carrito y envíelo por correo como cotización',
  name: 'Nombre',
  validName: 'Ingrese un nombre válido',
  validEmail: 'Ingrese una dirección de correo electrónico válida',
  send: 'Enviar',
  sentTitle: 'Cotización enviada',
  close: 'Cerrar',
  codeSubject: 'Su código para continuar la inscripción',
  quoteSubject: 'Su cotización de planes de beneficios',
  title: 'Continúe su inscripción',
  code: 'Código',
  email: 'Correo electrónico',
  continue: 'Continuar',
  codeWrong: 'El código o la dirección de correo electrónico no son correctos.',
  linkTitle: 'Abra su inscripción guardada',
  open: 'Abrir',
  greeting: 'Hola Ana López:',
  decline: 'Rechazar',
  declineTitle: 'Cotización rechazada',
  declineContinue: 'Continuar la inscripción',
};

const plan = 'Brightsmile Basic Dental';

/**
 * The quote PDF attached to an email of the mailbox, read back: its text (pdftotext) and the size of
 * its first page drawn as a PNG (pdftoppm).
 */
async function quotePdfIn(page: Page, mail: string) {
  const href = /href="(\/dev\/mailbox\/[^"]+)"/.exec(mail)?.[1];
  expect(href).toBeDefined();
  const folder = mkdtempSync(path.join(tmpdir(), 'quote-pdf-'));
  const file = path.join(folder, 'quote.pdf');
  writeFileSync(file, await mailboxFile(page, href ?? ''));
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-png', '-r', '40', '-singlefile', '-f', '1', '-l', '1', file, path.join(folder, 'page')]);
  const pngBytes = statSync(path.join(folder, 'page.png')).size;
  rmSync(folder, { recursive: true, force: true });
  return { text, pngBytes };
}

const codeIn = (text: string) => /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text)?.[1] ?? '';
const quoteLinkIn = (text: string) =>
  /(https?:\/\/\S+\/save-cart-direct-continue\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

/**
 * A household quoted from Maria's landing page (landing there makes her the visitor's rep, so the
 * enrollment is in her book) with Brightsmile Basic Dental in its cart, built through the API (the
 * walk there in the browser is quotes-and-store.test.ts's), on the cart page under her prefix.
 */
async function cartWithDental(store: Store) {
  const page = await store.newPage({ locale: words.en.locale });
  await cartFor(page, { tier: 'IO', plans: ['DEN-BASIC'] });
  await page.goto('/maria-alvarez/cart');
  await poll(() => page.getByRole('main').getByText(plan).count()).toBeGreaterThan(0);
  return page;
}

describe.skipIf(!hasChromium)('quotes and resume, in Chromium', () => {
  let store: Store;
  /** The English walk's cart page, which the Spanish walk switches to Spanish on a phone. */
  let cart: Page | undefined;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  it('saves the cart, continues it by code and email in a fresh browser, and declines the quote by its link', async () => {
    const page = await cartWithDental(store);
    cart = page;
    await page.setViewportSize(passes[0].viewport);
    page.setDefaultTimeout(15_000);

    // The Save Cart form: the spec's messages, then Preview and Send.
    await page.getByRole('button', { name: w.saveCart }).click();
    const form = await dialogNamed(page, w.formTitle);
    await form.getByRole('textbox', { name: w.name }).fill('Ana 2');
    await form.getByRole('textbox', { name: w.email }).fill('ana@');
    await form.getByRole('button', { name: w.send }).click();
    await poll(() => form.getByText(w.validName).count()).toBe(1);
    await poll(() => form.getByText(w.validEmail).count()).toBe(1);
    await expectAccessible(page);
    await form.getByRole('textbox', { name: w.name }).fill('Ana Lopez');
    await form.getByRole('textbox', { name: w.email }).fill('ana.journey@example.com');
    // A visitor is offered no message box: nothing of theirs goes out under Maria's name (decision 0038).
    expect(await form.getByRole('textbox', { name: w.message }).count()).toBe(0);
    await form.getByRole('button', { name: w.preview }).click();
    const preview = await dialogNamed(page, w.previewTitle);
    const frame = page.frameLocator(`iframe[title="${w.previewTitle}"]`);
    await poll(() => frame.getByText('Hello Ana Lopez,').count()).toBe(1);
    await poll(() => frame.getByText(plan, { exact: false }).count()).toBeGreaterThan(0);
    // No axe here: it cannot run inside the preview's frame, sandboxed with scripts off on purpose.
    await preview.getByRole('button', { name: w.backToForm }).click();
    await (await dialogNamed(page, w.formTitle)).getByRole('button', { name: w.send }).click();
    const sent = await dialogNamed(page, w.sentTitle);
    await expectAccessible(page);
    await sent.getByRole('button', { name: w.close, exact: true }).last().click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    // The emails: the quote with its link, and the code.
    const codeMail = await mailTo(page, 'ana.journey@example.com', 'Your code to continue your enrollment');
    const code = codeIn(codeMail);
    expect(code).not.toBe('');
    const quoteMail = await mailTo(page, 'ana.journey@example.com', 'Your benefit plan quote');
    expect(quoteMail).toContain(plan);
    const pdf = await quotePdfIn(page, quoteMail);
    expect(pdf.text).toContain(plan);
    expect(pdf.pngBytes).toBeGreaterThan(1000);
    const link = quoteLinkIn(quoteMail);
    expect(link).not.toBe('');

    // A fresh browser: a wrong code is a field error on code and email; the right pair opens the cart.
    const fresh = await store.newPage();
    await fresh.goto('/continue-enrollment');
    const main = fresh.getByRole('main');
    await main.getByRole('textbox', { name: w.code }).fill('AAAA-BBBB-CCCC');
    await main.getByRole('textbox', { name: w.email }).fill('ana.journey@example.com');
    await main.getByRole('button', { name: w.continue }).click();
    await poll(() => main.getByText(w.codeWrong).count()).toBe(2);
    expect(await main.getByRole('textbox', { name: w.code }).getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(fresh);
    await main.getByRole('textbox', { name: w.code }).fill(code.toLowerCase());
    await main.getByRole('button', { name: w.continue }).click();
    await poll(() => new URL(fresh.url()).pathname).toBe('/maria-alvarez/cart');
    await poll(() => fresh.getByRole('main').getByText(plan).count()).toBeGreaterThan(0);

    // Another browser follows the quote's link: the address first, then the quote; Decline.
    const client = await store.newPage();
    await client.goto(link);
    const clientMain = client.getByRole('main');
    await poll(() => clientMain.getByRole('heading', { name: w.linkTitle }).count()).toBe(1);
    await expectAccessible(client);
    await clientMain.getByRole('textbox', { name: w.email }).fill('ana.journey@example.com');
    await clientMain.getByRole('button', { name: w.open }).click();
    await poll(() => clientMain.getByText(w.greeting).count()).toBe(1);
    expect(await clientMain.getByRole('article', { name: plan }).count()).toBe(1);
    await expectAccessible(client);
    await clientMain.getByRole('button', { name: w.decline }).click();
    await poll(() => new URL(client.url()).pathname).toBe('/decline-reminder-email');
    await poll(() => clientMain.getByRole('heading', { name: w.declineTitle }).count()).toBe(1);
    await expectAccessible(client);

    // Maria, signed in (through the API: the sign-in page is staff.test.ts's): her desk lists the
    // quote, declined, in words.
    const rep = await store.newPage();
    await call(rep, 'POST', 'auth/sign-in', maria);
    await rep.goto('/staff');
    const repMain = rep.getByRole('main');
    await poll(() => repMain.getByRole('heading', { level: 1, name: w.desk }).count()).toBe(1);
    const sentToAna = repMain
      .getByRole('list', { name: w.quotes })
      .getByRole('listitem')
      .filter({ hasText: 'ana.journey@example.com' });
    await poll(() => sentToAna.getByText(w.declined).count()).toBe(1);
    expect(await sentToAna.getByText('Ana Lopez', { exact: true }).count()).toBe(1);
    await expectAccessible(rep);
  });

  it('in Spanish on a phone, through the screens only Spanish reads: the form, the code, the link, the decline', async () => {
    // The same cart, its language switched: the form's messages, then a quote sent in Spanish.
    const page = cart;
    if (!page) throw new Error('the English walk left no cart');
    page.setDefaultTimeout(15_000);
    await page.getByRole('group', { name: es.language }).first().getByRole('button', { name: es.spanish }).click();
    await page.setViewportSize(passes[1].viewport);
    await page.getByRole('button', { name: es.saveCart }).click();
    const formEs = await dialogNamed(page, es.formTitle);
    await formEs.getByRole('textbox', { name: es.name }).fill('Ana 2');
    await formEs.getByRole('textbox', { name: es.email }).fill('ana@');
    await formEs.getByRole('button', { name: es.send }).click();
    await poll(() => formEs.getByText(es.validName).count()).toBe(1);
    await poll(() => formEs.getByText(es.validEmail).count()).toBe(1);
    await expectAccessible(page);
    await formEs.getByRole('textbox', { name: es.name }).fill('Ana López');
    await formEs.getByRole('textbox', { name: es.email }).fill('ana.es@example.com');
    await formEs.getByRole('button', { name: es.send }).click();
    const sentEs = await dialogNamed(page, es.sentTitle);
    await sentEs.getByRole('button', { name: es.close, exact: true }).last().click();
    const codeEs = codeIn(await mailTo(page, 'ana.es@example.com', es.codeSubject));
    const linkEs = quoteLinkIn(await mailTo(page, 'ana.es@example.com', es.quoteSubject));

    // A fresh browser follows its link: the address, the quote, Decline; then the decline page's way to
    // the continue page, where a wrong code is a field error and the emailed one goes back to the cart.
    const client = await store.newPage({ locale: 'es-ES' });
    await client.setViewportSize(passes[1].viewport);
    await client.goto(linkEs);
    const main = client.getByRole('main');
    await poll(() => main.getByRole('heading', { name: es.linkTitle }).count()).toBe(1);
    await main.getByRole('textbox', { name: es.email }).fill('ana.es@example.com');
    await main.getByRole('button', { name: es.open }).click();
    await poll(() => main.getByText(es.greeting).count()).toBe(1);
    await expectAccessible(client);
    await main.getByRole('button', { name: es.decline }).click();
    await poll(() => main.getByRole('heading', { name: es.declineTitle }).count()).toBe(1);
    await expectAccessible(client);
    await main.getByRole('link', { name: es.declineContinue }).click();
    await poll(() => main.getByRole('heading', { name: es.title }).count()).toBe(1);
    expect(await client.title()).toContain(es.title);
    await main.getByRole('textbox', { name: es.code }).fill('ZZZZ-ZZZZ-ZZZZ');
    await main.getByRole('textbox', { name: es.email }).fill('ana.es@example.com');
    await main.getByRole('button', { name: es.continue }).click();
    await poll(() => main.getByText(es.codeWrong).count()).toBe(2);
    await expectAccessible(client);
    await main.getByRole('textbox', { name: es.code }).fill(codeEs);
    await main.getByRole('button', { name: es.continue }).click();
    await poll(() => new URL(client.url()).pathname).toBe('/maria-alvarez/cart');
    await poll(() => main.getByText(plan).count()).toBeGreaterThan(0);
  });
});
