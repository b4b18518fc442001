// A Spanish journey by keyboard alone, in a browser set to English (issue 32's acceptance): on a
// phone (390x844) with an en-US browser, Español pressed on the home page; then a quote, the cart,
// every step the default portal asks (the applicant with an accented surname, paying by bank
// account, the agreement signed by a typed name), and the receipt; the receipt email and both of
// its PDFs (invoice, signature certificate) read in Spanish. Only Tab, Enter, Space, Escape, arrow
// keys and typing: every control the walk uses is reached by tabbing to it. axe on each page. Then
// the other way round at desktop size: English pressed in a browser that pins Spanish.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneOf } from '../../api/test/completable';
import { enrollmentFor } from './enrollment-steps';
import { expectAccessible, hasChromium, openStore, passes, type Store } from './harness';
import { mailboxFile, mailTo } from './mailbox';
import { poll } from './quoting-steps';

const phone = passes[1];

const main = (page: Page) => page.getByRole('main');
const pathOf = (page: Page) => new URL(page.url()).pathname;
const heading = (page: Page, name: string) => main(page).getByRole('heading', { level: 1, name });
const field = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });
const select = (page: Page, name: string) => main(page).getByRole('combobox', { name, exact: true });
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });
/** The applicant's surname, with an accent: the bank account is in this name too. */
const surname = 'Ramírez';
const email = `walter.ramirez.${Date.now()}@example.com`;
const isFocused = (target: Locator) =>
  target
    .first()
    .evaluate((element) => element === document.activeElement)
    .catch(() => false);

/** Presses Tab until `target` has the focus: the keyboard reaches it (within a page's worth of presses). */
async function tabTo(page: Page, target: Locator) {
  await poll(() => target.count()).toBeGreaterThan(0);
  for (let presses = 0; presses < 120; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`the keyboard does not reach ${target}`);
}

/**
 * Words only English has: none may be left in what a person reads in Spanish (names and numbers
 * pass). Not "and": a plan's name is the same in both languages, and "Harbor Heart and Stroke" is
 * listed on /plans whenever the listing's order puts it on the first screen.
 */
const englishWords = /\b(the|your|you|of|with|for|this|is|are|has|have|please|plan details|next|back|month)\b/gi;
/** And words only Spanish has, for the English page. */
const spanishWords = /\b(el|los|las|del|una|que|por|para|con|su|sus|usted|siguiente|mes)\b/gi;

/** The words of `other` in `text`, each with a little of what surrounds it. */
const wordsIn = (text: string, other: RegExp) =>
  [...text.matchAll(other)].map((match) => text.slice(Math.max(0, match.index - 30), match.index + 30));
const englishIn = (text: string) => wordsIn(text, englishWords);

/** The page's visible text and the names of its controls. */
const textsOn = (page: Page) =>
  page.evaluate(() =>
    [
      document.body.innerText,
      ...Array.from(document.querySelectorAll('[aria-label], [title], [placeholder]')).flatMap((element) =>
        ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
      ),
    ].join('\n'),
  );

/** The page (once what it loads has come) shows and names no word of the `other` language; axe finds nothing. */
async function expectNone(page: Page, other = englishWords) {
  // As long as quoting-steps' poll: what a page loads may come late on a busy machine.
  await expect
    .poll(async () => wordsIn(await textsOn(page), other), { message: `on ${pathOf(page)}`, timeout: 15_000 })
    .toEqual([]);
  await expectAccessible(page);
}
const expectSpanish = (page: Page) => expectNone(page, englishWords);

/** A wizard step's screen, once it shows its heading: checked to be Spanish and accessible. */
async function onStep(page: Page, path: string, title: string) {
  await poll(() => pathOf(page)).toBe(path);
  await poll(() => heading(page, title).count()).toBe(1);
  await expectSpanish(page);
}

/** The text of a PDF, as pdftotext reads it. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'spanish-pdf-'));
  try {
    writeFileSync(join(dir, 'document.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'document.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Tabs to the select `target` and moves with the arrow keys to its option `label`. */
async function choose(page: Page, target: Locator, label: string) {
  await tabTo(page, target);
  const labels = await target.locator('option').allTextContents();
  const from = labels.indexOf(
    await target.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text ?? ''),
  );
  const to = labels.indexOf(label);
  if (to < 0) throw new Error(`${label} is not an option of ${target}: ${labels.join(', ')}`);
  for (let step = from; step !== to; step += to > from ? 1 : -1)
    await page.keyboard.press(to > from ? 'ArrowDown' : 'ArrowUp');
  await poll(() => target.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text)).toBe(label);
}

/** Answers No to every yes/no question on the page: tabbed into each group (on its Sí), then the arrow key. */
async function answerEveryQuestionNo(page: Page) {
  const groups = main(page).getByRole('radiogroup');
  await poll(() => groups.count()).toBeGreaterThan(0);
  for (let index = 0; index < (await groups.count()); index++) {
    const group = groups.nth(index);
    await tabTo(page, group.getByRole('radio', { name: 'Sí', exact: true }));
    await page.keyboard.press('ArrowDown');
    await poll(() => group.getByRole('radio', { name: 'No', exact: true }).isChecked()).toBe(true);
  }
}

/** Tabs to `target` and types `text` into it. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Tabs to `target` and presses `key` on it. */
async function press(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

describe.skipIf(!hasChromium)('a Spanish journey by keyboard in an English browser', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  it('goes from the home page to the receipt in Spanish, with only the keyboard, on a phone', async () => {
    // An English browser that names its language on every request, the page's own calls included
    // (as some browsers, privacy extensions and proxies do): only the person's choice may say Spanish.
    const page = await store.newPage({ locale: 'en-US', headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
    await page.setViewportSize(phone.viewport);
    await page.goto('/');
    const banner = page.getByRole('banner');
    await press(page, banner.getByRole('button', { name: /menu|menú/i }));
    await press(page, page.getByRole('button', { name: 'Español' }));
    await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.keyboard.press('Escape');
    await expectSpanish(page);

    // The quote: zip, sex and tier by the arrow keys, the birth date typed, Enter.
    await typeInto(page, field(page, 'Código postal'), '75201');
    await choose(page, select(page, 'Sexo'), 'Masculino');
    await choose(page, select(page, 'Nivel de cobertura'), 'Solo miembro');
    await typeInto(page, field(page, 'Fecha de nacimiento (mm/dd/aaaa)'), '07041980');
    await page.keyboard.press('Enter');
    await poll(() => pathOf(page)).toBe('/plans');
    const description = 'Atención dental preventiva, básica y mayor con una red PPO nacional.';
    await poll(() => main(page).getByText(description).count()).toBeGreaterThan(0);
    await expectSpanish(page);

    // The first plan into the cart, the cart, Proceed.
    await press(page, main(page).getByRole('button', { name: 'Agregar al carrito' }).first());
    const added = page.getByRole('dialog', { name: 'Plan agregado a su carrito' });
    await press(page, added.getByRole('button', { name: 'Ver carrito' }));
    await poll(() => pathOf(page)).toBe('/cart');
    await poll(() => heading(page, 'Su carrito').count()).toBe(1);
    await expectSpanish(page);
    await press(page, button(page, 'Continuar con la inscripción'));
    const proceed = page.getByRole('dialog', { name: '¿Continuar con la inscripción?' });
    await press(page, proceed.getByRole('button', { name: 'Sí, continuar' }));

    // 1. Personal information, with the accented surname.
    await onStep(page, '/enrollment/personal-info', 'Información personal');
    await typeInto(page, field(page, 'Nombre'), 'Walter');
    await typeInto(page, field(page, 'Apellido'), surname);
    await typeInto(page, field(page, 'Estatura (pies)'), '5');
    await typeInto(page, field(page, 'Estatura (pulgadas)'), '9');
    await typeInto(page, field(page, 'Peso (lb)'), '170');
    await choose(page, select(page, 'Estado civil'), 'Soltero(a)');
    await typeInto(page, field(page, 'Número de Seguro Social'), '219094387');
    await press(page, button(page, 'Siguiente'));

    // 2. Contact information: the zip fills the state.
    await onStep(page, '/enrollment/contact-info', 'Información de contacto');
    await typeInto(page, field(page, 'Correo electrónico (debe ser el del cliente)'), email);
    await typeInto(page, field(page, 'Número de contacto'), phoneOf(email));
    await typeInto(page, field(page, 'Dirección'), '100 Elm Street');
    await typeInto(page, field(page, 'Ciudad'), 'Dallas');
    await typeInto(page, field(page, 'Código postal'), '75201');
    await poll(() => field(page, 'Estado').inputValue()).toBe('TX');
    await press(page, button(page, 'Siguiente'));

    // 3. Employer information: its option lists in Spanish.
    await onStep(page, '/enrollment/employer-info', 'Información del empleador');
    for (const [name, value] of [
      ['Nombre del empleador', 'Transportes del Norte'],
      ['Teléfono del empleador', '2145550100'],
      ['Dirección', '100 Commerce St'],
      ['Ciudad', 'Dallas'],
      ['Estado', 'TX'],
      ['Código postal', '75201'],
    ] as const)
      await typeInto(page, field(page, name), value);
    await choose(page, select(page, 'Situación laboral'), 'Activo');
    await typeInto(page, field(page, 'Fecha de inicio del empleo'), '03012020');
    await typeInto(page, field(page, 'Ocupación'), 'Despachador');
    await choose(page, select(page, 'Tipo de compensación'), 'Sueldo fijo');
    await choose(page, select(page, 'Semana laboral promedio'), '40 horas o más');
    await typeInto(page, field(page, 'Número de empleados (cuéntese usted como 1)'), '120');
    await press(page, main(page).getByRole('checkbox', { name: '6 feriados estándar' }), 'Space');
    await expectSpanish(page);
    await press(page, button(page, 'Siguiente'));

    // 4. Beneficiaries: one, at 100%.
    await onStep(page, '/enrollment/beneficiary-info', 'Información de beneficiarios');
    await press(page, button(page, 'Agregar beneficiario'));
    await typeInto(page, field(page, 'Nombre'), 'Lucía');
    await typeInto(page, field(page, 'Apellido'), surname);
    await typeInto(page, field(page, 'Fecha de nacimiento'), '06011990');
    await choose(page, select(page, 'Parentesco'), 'Cónyuge');
    await typeInto(page, field(page, 'Porcentaje'), '100');
    await page.keyboard.press('Enter');
    await poll(() => main(page).getByText('Ahora puede continuar con la inscripción').count()).toBe(1);
    await expectSpanish(page);
    await press(page, button(page, 'Siguiente'));

    // 5. Health questions, in Spanish, each answered No.
    await onStep(page, '/enrollment/health-questions', 'Preguntas de salud');
    await answerEveryQuestionNo(page);
    await expectSpanish(page);
    await press(page, button(page, 'Siguiente'));

    // 6. Dependents: none for Member Only.
    await onStep(page, '/enrollment/dependent-information', 'Información de dependientes');
    await press(page, button(page, 'Siguiente'));

    // 7. The agreement, in Spanish: each box by Space, the typed signature by the arrow key.
    await onStep(page, '/enrollment/agreement-signature', 'Acuerdo y firma');
    const boxes = main(page).getByRole('checkbox');
    await poll(() => boxes.count()).toBeGreaterThan(0);
    for (let index = 0; index < (await boxes.count()); index++) {
      await press(page, boxes.nth(index), 'Space');
      await poll(() => boxes.nth(index).isChecked()).toBe(true);
    }
    await tabTo(page, main(page).getByRole('radio', { name: 'Dibujar mi firma' }));
    await page.keyboard.press('ArrowRight');
    await poll(() => main(page).getByRole('radio', { name: 'Escribir mi nombre' }).isChecked()).toBe(true);
    await typeInto(page, field(page, 'Escriba su nombre completo como firma'), `Walter ${surname}`);
    await expectSpanish(page);
    await press(page, button(page, 'Siguiente'));

    // 8. Billing by bank account, in the applicant's accented name (item 19).
    await onStep(page, '/enrollment/billing-information', 'Información de facturación');
    const eft = main(page).getByRole('radio', { name: 'EFT (cuenta bancaria)' });
    await tabTo(page, eft);
    if (!(await eft.isChecked())) await page.keyboard.press('Space');
    await typeInto(page, field(page, 'Número de ruta'), '021000021');
    await poll(() => field(page, 'Nombre del banco').inputValue()).toBe('JPMORGAN CHASE BANK, NA');
    await typeInto(page, field(page, 'Nombre del titular de la cuenta'), `Walter ${surname}`);
    await typeInto(page, field(page, 'Número de cuenta'), '000987654321');
    await choose(page, select(page, 'Tipo de cuenta'), 'Corriente');
    await choose(page, select(page, 'Tipo de titular'), 'Persona');
    await choose(page, select(page, 'Día de cobro'), 'Día 15 de cada mes');
    await expectSpanish(page);
    await press(page, button(page, 'Siguiente'));

    // 9. Review, Complete Enrollment; the receipt.
    await onStep(page, '/enrollment/review-confirm', 'Revisión y confirmación');
    await press(page, button(page, 'Completar la inscripción'));
    await poll(() => pathOf(page)).toBe('/enrollment/receipt');
    await poll(() => heading(page, `Estimado(a) Walter ${surname}, gracias`).count()).toBe(1);
    await expectSpanish(page);
    const confirmation =
      (await main(page)
        .getByText(/^BS-[0-9A-Z]{4}-/)
        .textContent()) ?? '';

    // The receipt email and both of its PDFs, in Spanish.
    const mail = await mailTo(page, email, 'Recibo de inscripción');
    const message = mail.split('<h3>Message</h3>')[1]?.split('<h3>Attachments</h3>')[0] ?? '';
    const said = message.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(said).toContain(`Hola, Walter ${surname}`);
    expect(said).toContain(confirmation);
    expect(englishIn(said)).toEqual([]);
    const pdfs = new Map<string, string>();
    for (const [, href = '', name = ''] of mail.matchAll(/href="(\/dev\/mailbox\/[^"]+)" download="([^"]+\.pdf)"/g))
      pdfs.set(name, pdfText(await mailboxFile(page, href)));
    expect([...pdfs.keys()].sort()).toEqual(['certificado-de-firma.pdf', 'factura.pdf']);
    const invoice = pdfs.get('factura.pdf') ?? '';
    expect(invoice).toContain('Factura');
    expect(invoice).toContain(`Facturado a: Walter ${surname}`);
    expect(invoice).toContain('Cuenta bancaria (EFT) que termina en 4321');
    expect(englishIn(invoice)).toEqual([]);
    const certificate = pdfs.get('certificado-de-firma.pdf') ?? '';
    expect(certificate).toContain('Certificado de firma electrónica');
    expect(certificate).toContain('Idioma del texto: es');
    expect(certificate).toContain('Solicito la cobertura elegida en esta inscripción');
    // The canonical text's first line names its format (the same words in every language).
    expect(englishIn(certificate.replace(/^.*canonical text v\d+$/m, ''))).toEqual([]);
    // A whole enrollment by keyboard, with the mailbox and two PDFs: longer than one screen's journey.
  }, 120_000);

  // The same choice the other way, at desktop size: a browser that pins Spanish, English pressed;
  // an enrollment brought through the API to the agreement, which reads in English, signed; the bank
  // account in the accented name (item 19) goes on to the review.
  it('reads English once English is pressed in a Spanish browser, and takes an accented account holder, at 1366 px', async () => {
    const page = await store.newPage({ locale: 'es-ES', headers: { 'Accept-Language': 'es-ES,es;q=0.9' } });
    await page.setViewportSize(passes[0].viewport);
    await page.goto('/');
    await press(page, page.getByRole('banner').getByRole('button', { name: 'English' }));
    await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expectNone(page, spanishWords);

    const lastName = 'Ramírez';
    await enrollmentFor(page, { tier: 'IO', plans: ['DEN-PLUS'], lastName, email: `en.${email}` }, [
      'personal',
      'contact',
      'employer',
      'beneficiary',
      'health',
      'dependents',
    ]);
    await page.goto('/enrollment/agreement-signature');
    await poll(() => heading(page, 'Agreement & Signature').count()).toBe(1);
    await poll(() => main(page).getByRole('checkbox').count()).toBeGreaterThan(0);
    await expectNone(page, spanishWords);
    const boxes = main(page).getByRole('checkbox');
    for (let index = 0; index < (await boxes.count()); index++) await press(page, boxes.nth(index), 'Space');
    await tabTo(page, main(page).getByRole('radio', { name: 'Draw my signature' }));
    await page.keyboard.press('ArrowRight');
    await typeInto(page, field(page, 'Type your full name as your signature'), `Ana ${lastName}`);
    await press(page, button(page, 'Next'));

    await poll(() => heading(page, 'Billing Information').count()).toBe(1);
    const eft = main(page).getByRole('radio', { name: 'EFT (bank account)' });
    await tabTo(page, eft);
    if (!(await eft.isChecked())) await page.keyboard.press('Space');
    await typeInto(page, field(page, 'Routing number'), '021000021');
    await poll(() => field(page, 'Bank name').inputValue()).toBe('JPMORGAN CHASE BANK, NA');
    await typeInto(page, field(page, 'Account holder name'), `Ana ${lastName}`);
    await typeInto(page, field(page, 'Account number'), '000987654321');
    await choose(page, select(page, 'Account type'), 'Checking');
    await choose(page, select(page, 'Account holder type'), 'Individual');
    await choose(page, select(page, 'Bill date'), '15th of month');
    await expectNone(page, spanishWords);
    await press(page, button(page, 'Next'));
    await poll(() => pathOf(page)).toBe('/enrollment/review-confirm');
  }, 60_000);
});
