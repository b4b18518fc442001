// The second half of the enrollment wizard in a real Chromium (issue 17's acceptance journeys), on
// enrollments in Maria Alvarez's book brought through the API to the step each journey is about
// (enrollment-steps.ts; the first half has its journeys in wizard.test.ts):
// 1. English, desktop: a family (IF) enrollment from the health questions (a yes and a medication)
//    through the dependents (spouse and two children; the second without an SSN is refused), the
//    agreement signed by drawing, EFT with a routing number naming the bank, review (every
//    section), Complete Enrollment, the receipt; the receipt email's invoice PDF renders and reads.
// 2. Spanish, phone: a premier (L713) Member + Child(ren) enrollment with two children shows the
//    spec's red message until one is removed.
// 3. Spanish, phone: the agreement signed by typing a name, a card refused then accepted, review's
//    Complete Enrollment, all by keyboard; the member's next enrollment offers the card masked; its
//    security code is in no table, log line, outbox message or blob.
// 4. A rep (English, desktop) sends signature and billing to the client from her desk, in the
//    client's language she chooses (Español); the client (a phone, another browser context whose
//    own language is English) gets the Spanish email, its link opens the store in Spanish, and signs
//    and pays; the desk shows the agreement signed and the billing done.
// axe on every page shown.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { en as contractEn } from '@benefit-store/contract/messages/en';
import { es as contractEs } from '@benefit-store/contract/messages/es';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as handoffEn, es as handoffEs } from '../src/features/enrollment/handoff/words';
import { en as reviewEn, es as reviewEs } from '../src/features/enrollment/review/words';
import { en as agreementEn, es as agreementEs } from '../src/features/enrollment/steps/agreement/words';
import { en as billingEn, es as billingEs } from '../src/features/enrollment/steps/billing/words';
import { en as dependentEn, es as dependentEs } from '../src/features/enrollment/steps/dependents/words';
import { en as healthEn, es as healthEs } from '../src/features/enrollment/steps/health/words';
import { en as wizardEn, es as wizardEs } from '../src/features/enrollment/words';
import { en as membersEn, es as membersEs } from '../src/features/members/words';
import { en as resumeEn, es as resumeEs } from '../src/features/resume/words';
import { call, enrollmentFor, enrollmentOfMember, uniqueName } from './enrollment-steps';
import { expectAccessible, hasChromium, openStore, passes, type Store } from './harness';
import { mailboxFile, mailboxHtml, mailTo } from './mailbox';
import { descriptionOf, dialogNamed, poll, words } from './quoting-steps';

const screenWords = {
  en: {
    ...contractEn,
    ...wizardEn,
    ...healthEn,
    ...dependentEn,
    ...agreementEn,
    ...billingEn,
    ...reviewEn,
    ...handoffEn,
    ...membersEn,
    ...resumeEn,
    receiptSubject: 'Enrollment Receipt',
  },
  es: {
    ...contractEs,
    ...wizardEs,
    ...healthEs,
    ...dependentEs,
    ...agreementEs,
    ...billingEs,
    ...reviewEs,
    ...handoffEs,
    ...membersEs,
    ...resumeEs,
    receiptSubject: 'Recibo de inscripción',
  },
} as const;
type ScreenWords = (typeof screenWords)[keyof typeof screenWords];

const [desktop, phone] = passes;

const maria = { email: 'maria.alvarez@example.com', password: 'demo-rep-100' };
/** The hand-off email's subject in Spanish: the client's language the rep chose. */
const handoffSubject = 'Su inscripción está lista para firmar';

/** `code` standing alone (not part of a longer run of letters, digits or base64) in `text`. */
const codeIn = (text: string, code: string) =>
  new RegExp(`(?<![A-Za-z0-9+/=_-])${code}(?![A-Za-z0-9+/=_-])`).test(text);

/** Every file under `dir`. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Where the server keeps or wrote `code` (or any word): files of its DATA_DIR (database, blobs) and its output. */
function whereSeen(store: Store, code: string): string[] {
  const files = filesUnder(store.server.dataDir).filter((file) => codeIn(readFileSync(file, 'latin1'), code));
  return codeIn(store.server.output(), code) ? [...files, 'server output'] : files;
}

/** A 4-digit security code the server holds and has written nowhere yet. */
function securityCodeUnseen(store: Store): string {
  for (let tries = 0; tries < 20; tries++) {
    const code = String(1000 + Math.floor(Math.random() * 9000));
    if (whereSeen(store, code).length === 0) return code;
  }
  throw new Error('every code tried is already somewhere');
}

const main = (page: Page) => page.getByRole('main');
const pathOf = (page: Page) => new URL(page.url()).pathname;
const heading = (page: Page, name: string) => main(page).getByRole('heading', { level: 1, name });
const field = (scope: ReturnType<typeof main>, name: string) => scope.getByRole('textbox', { name, exact: true });
const button = (scope: ReturnType<typeof main>, name: string) => scope.getByRole('button', { name, exact: true });

/** Ticks every box of the agreement step and draws a signature on its pad: the pad's width. */
async function signWithEveryBox(page: Page, s: ScreenWords): Promise<number> {
  const boxes = main(page).getByRole('checkbox');
  for (let index = 0; index < (await boxes.count()); index++) await boxes.nth(index).check();
  const pad = main(page).getByRole('img', { name: s['agreement.pad_label'] });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  const [x, y] = [box.x + box.width * 0.1, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (const [dx, dy] of [
    [0.2, -0.3],
    [0.4, 0.2],
    [0.6, -0.15],
    [0.8, 0.2],
  ] as const)
    await page.mouse.move(x + box.width * dx, y + box.height * dy, { steps: 4 });
  await page.mouse.up();
  return box.width;
}

/** The billing step's EFT form, filled: the routing number names `bank`. */
async function payByEft(
  page: Page,
  s: ScreenWords,
  eft: { routing: string; bank: string; name: string; account: string; type: string; billDate: string },
) {
  await main(page).getByRole('radio', { name: s['billing.method_eft'] }).check();
  await field(main(page), s['billing.routing_number']).fill(eft.routing);
  await poll(() => field(main(page), s['billing.bank_name']).inputValue()).toBe(eft.bank);
  await field(main(page), s['billing.account_name']).fill(eft.name);
  await field(main(page), s['billing.account_number']).fill(eft.account);
  await main(page).getByRole('combobox', { name: s['billing.account_type'] }).selectOption(eft.type);
  await main(page).getByRole('combobox', { name: s['billing.account_holder_type'] }).selectOption('individual');
  await main(page).getByRole('combobox', { name: s['billing.bill_date'] }).selectOption(eft.billDate);
}

/** A screenshot for a person to look at, when JOURNEY_SHOTS names a directory (never in CI). */
async function shot(page: Page, name: string, { fullPage = true } = {}) {
  const dir = process.env.JOURNEY_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  if (!size || size.width >= 768 || !fullPage) {
    await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
    return;
  }
  // A phone's page, a screen at a time (a full-page picture of it is too narrow to read).
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const at = await page.evaluate(() => window.scrollY);
  for (let part = 0; part * size.height < height - 300 && part < 5; part++) {
    await page.evaluate((y) => window.scrollTo(0, y), part * size.height);
    await page.screenshot({ path: join(dir, `${name}-${part + 1}.png`) });
  }
  await page.evaluate((y) => window.scrollTo(0, y), at);
}

/** The step's page: its heading, then axe. */
async function onStep(page: Page, path: string, title: string, name: string) {
  await poll(() => pathOf(page)).toBe(path);
  await poll(() => heading(page, title).count()).toBe(1);
  await shot(page, name);
}

/** Answers every yes/no question in `scope` No (those shown now). */
async function answerAllNo(scope: ReturnType<typeof main>, s: ScreenWords) {
  const groups = scope.getByRole('radiogroup');
  const count = await groups.count();
  for (let index = 0; index < count; index++) {
    const no = groups.nth(index).getByRole('radio', { name: s['health.no'], exact: true });
    if ((await no.count()) === 1) await no.check();
  }
}

/** Types a day mm/dd/yyyy as digits into a date field. */
async function typeDay(page: Page, scope: ReturnType<typeof main>, name: string, digits: string) {
  await field(scope, name).focus();
  await page.keyboard.type(digits);
  await poll(() => field(scope, name).inputValue()).toBe(digits.replace(/^(\d\d)(\d\d)/, '$1/$2/'));
}

describe.skipIf(!hasChromium)('the enrollment wizard second half, in Chromium', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  it('a family enrollment, health questions to receipt and invoice, in English at 1366 px', async () => {
    const language = 'en';
    const s = screenWords[language];
    const page = await store.newPage({ locale: words[language].locale });
    await page.setViewportSize(desktop.viewport);
    const lastName = uniqueName('Family');
    const email = `${lastName.toLowerCase()}@example.com`;
    await enrollmentFor(
      page,
      { tier: 'IF', plans: ['DEN-PLUS'], spouseDob: '05/10/1982', children: 2, lastName, email },
      ['personal', 'contact', 'employer', 'beneficiary'],
    );

    // Health questions: the first answered yes with its details, a medication, the rest no.
    await page.goto('/enrollment/health-questions');
    await onStep(page, '/enrollment/health-questions', s['wizard.step_primary_health_info'], 'health-en-desktop');
    // The frame's heading shows before the step's questions have loaded.
    await poll(() => button(main(page), s['health.next']).count()).toBe(1);
    await answerAllNo(main(page), s);
    const groups = main(page).getByRole('radiogroup');
    await groups.first().getByRole('radio', { name: s['health.yes'], exact: true }).check();
    await field(main(page), s['health.health_condition']).fill('Asthma');
    await typeDay(page, main(page), s['health.date_of_onset'], '03012015');
    await groups.last().getByRole('radio', { name: s['health.yes'], exact: true }).check();
    await field(main(page), s['health.medication']).first().fill('Albuterol');
    await field(main(page), s['health.dosage']).first().fill('90 mcg');
    await shot(page, 'health-en-desktop-answered');
    await expectAccessible(page);
    await button(main(page), s['health.next']).click();

    // Dependents: the spouse, then a child without an SSN (refused), then with it, then a second child.
    await onStep(page, '/enrollment/dependent-information', s['wizard.step_dependent_info'], 'dependents-en-desktop');
    // The Family tier asks first whether the spouse is enrolled (decision 0045).
    await main(page).getByLabel(s['dependent.spouse_question']).selectOption('yes');
    await button(main(page), s['dependent.submit']).click();
    const addDependent = async (
      add: string,
      n: number,
      person: { first: string; gender: string; ssn: string; birth: string },
    ) => {
      await button(main(page), add).click();
      const popup = await dialogNamed(page, s['dependent.title'].replace('{{n}}', String(n)));
      await field(popup, s['dependent.first_name']).fill(person.first);
      await field(popup, s['dependent.last_name']).fill(lastName);
      await popup.getByRole('radio', { name: person.gender, exact: true }).check();
      await field(popup, s['dependent.ssn']).fill(person.ssn);
      await typeDay(page, popup, s['dependent.birthdate'], person.birth);
      await field(popup, s['dependent.weight']).fill('120');
      await field(popup, s['dependent.height_feet']).fill('5');
      await field(popup, s['dependent.height_inch']).fill('2');
      await answerAllNo(popup, s);
      return popup;
    };
    const spouse = await addDependent(s['dependent.add_spouse'], 1, {
      first: 'Leo',
      gender: s['dependent.male'],
      ssn: '219094388',
      birth: '05101982',
    });
    await shot(page, 'dependent-popup-en-desktop');
    await expectAccessible(page);
    await button(spouse, s['dependent.submit']).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    const child = await addDependent(s['dependent.add_child'], 2, {
      first: 'Mia',
      gender: s['dependent.female'],
      ssn: '',
      birth: '03152012',
    });
    await button(child, s['dependent.submit']).click();
    await poll(() => descriptionOf(field(child, s['dependent.ssn']))).toBe(s['common.required']);
    await shot(page, 'dependent-missing-ssn-en-desktop');
    await field(child, s['dependent.ssn']).fill('219094389');
    await button(child, s['dependent.submit']).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    const second = await addDependent(s['dependent.add_child'], 3, {
      first: 'Noa',
      gender: s['dependent.female'],
      ssn: '219094390',
      birth: '08202015',
    });
    await button(second, s['dependent.submit']).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    const list = main(page).getByRole('list', { name: s['dependent.list'] });
    await poll(() => list.getByRole('listitem').allTextContents()).toEqual([
      `${s['dependent.spouse']}#1 Leo ${lastName}`,
      `${s['dependent.child']}#2 Mia ${lastName}`,
      `${s['dependent.child']}#3 Noa ${lastName}`,
    ]);
    await shot(page, 'dependents-listed-en-desktop');
    await expectAccessible(page);
    await button(main(page), s['dependent.next']).click();

    // Agreement: every box, the consent, a drawn signature.
    await onStep(page, '/enrollment/agreement-signature', s['wizard.step_agreement_info'], 'agreement-en-desktop');
    await expectAccessible(page);
    await poll(() => button(main(page), s['agreement.next']).count()).toBe(1);
    await signWithEveryBox(page, s);
    await poll(() => main(page).getByText(s['agreement.pad_signed']).count()).toBe(1);
    // The page as it is on screen: a full-page screenshot resizes the window, which starts a new signature.
    await shot(page, 'agreement-signed-en-desktop', { fullPage: false });
    await button(main(page), s['agreement.next']).click();

    // Billing: EFT, the routing number names the bank.
    await onStep(page, '/enrollment/billing-information', s['wizard.step_billing_info'], 'billing-en-desktop');
    await payByEft(page, s, {
      routing: '121000248',
      bank: 'WELLS FARGO BANK, NA',
      name: `Ana ${lastName}`,
      account: '000123456789',
      type: 'checking',
      billDate: '28',
    });
    await shot(page, 'billing-eft-en-desktop');
    await expectAccessible(page);
    await button(main(page), s['wizard.next']).click();

    // Review: every section of the configuration, each saved.
    await onStep(page, '/enrollment/review-confirm', s['wizard.step_review_info'], 'review-en-desktop');
    await expectAccessible(page);
    for (const card of [
      'primary_info',
      'contact_info',
      'employer_info',
      'beneficiary_info',
      'primary_health_info',
      'dependent_info',
      'billing_info',
      'agreement_info',
    ] as const)
      await poll(() =>
        main(page)
          .getByRole('button', { name: s['review.view_details_of'].replace('{{title}}', s[`review.card_${card}`]) })
          .count(),
      ).toBe(1);
    await main(page)
      .getByRole('button', { name: s['review.view_details_of'].replace('{{title}}', s['review.card_dependent_info']) })
      .click();
    const details = await dialogNamed(page, s['review.card_dependent_info']);
    await poll(() => details.getByRole('cell', { name: 'Mia', exact: true }).count()).toBe(1);
    await shot(page, 'review-details-en-desktop');
    await expectAccessible(page);
    await details.getByRole('button', { name: s['review.close'] }).first().click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await button(main(page), s['review.complete']).click();

    // The receipt, then its email and the invoice PDF it carries.
    await poll(() => pathOf(page)).toBe('/enrollment/receipt');
    await poll(() =>
      main(page)
        .getByText(s['receipt.dear'].replace('{{name}}', `Ana ${lastName}`))
        .count(),
    ).toBe(1);
    const confirmation =
      (await main(page)
        .getByText(/^BS-[0-9A-Z]{4}-/)
        .textContent()) ?? '';
    expect(confirmation).toMatch(/^BS-[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    await shot(page, 'receipt-en-desktop');
    await expectAccessible(page);
    const mail = await mailTo(page, email, s.receiptSubject);
    expect(mail).toContain(confirmation);
    const link = /href="(\/dev\/mailbox\/[^"]+)" download="([^"]+\.pdf)"/.exec(mail);
    if (!link?.[1]) throw new Error('no PDF in the receipt email');
    const pdf = await mailboxFile(page, link[1]);
    const dir = mkdtempSync(join(tmpdir(), 'invoice-'));
    try {
      writeFileSync(join(dir, 'invoice.pdf'), pdf);
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '40',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        join(dir, 'invoice.pdf'),
        join(dir, 'page'),
      ]);
      const png = readFileSync(join(dir, 'page.png'));
      if (process.env.JOURNEY_SHOTS) writeFileSync(join(process.env.JOURNEY_SHOTS, 'invoice-page1.png'), png);
      const text = execFileSync('pdftotext', ['-layout', join(dir, 'invoice.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain(confirmation);
      expect(text).toContain(`Ana ${lastName}`);
      expect(text).toMatch(/1234|6789/);
      // Not blank: the page's pixels are not all one colour.
      const shown = await page.evaluate(async (base64) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        context?.drawImage(image, 0, 0);
        const pixels = context?.getImageData(0, 0, image.width, image.height).data ?? new Uint8ClampedArray();
        let dark = 0;
        for (let at = 0; at < pixels.length; at += 4) if ((pixels[at] ?? 255) < 128) dark++;
        return dark;
      }, png.toString('base64'));
      expect(shown).toBeGreaterThan(200);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Six steps and the mailbox in one browser: longer than one screen's journey.
  }, 120_000);

  it('a premier (L713) Member + Child(ren) enrollment keeps one child, in Spanish at 390 px', async () => {
    const language = 'es';
    const s = screenWords[language];
    const page = await store.newPage({ locale: words[language].locale });
    await page.setViewportSize(phone.viewport);
    const lastName = uniqueName('Premier');
    const id = await enrollmentFor(
      page,
      {
        tier: 'IC',
        plans: ['LTD-L713'],
        children: 2,
        lastName,
        email: `${lastName.toLowerCase()}@example.com`,
      },
      ['personal', 'contact', 'employer', 'beneficiary', 'health'],
    );
    // The first child kept on the enrollment as the list keeps it; the second added in the browser.
    const child = (first: string, ssn: string, birthdate: string) => ({
      primary_info: {
        relationship: 'child',
        first_name: first,
        last_name: lastName,
        gender: 1,
        ssn,
        weight: 90,
        height_feet: 4,
        height_inch: 8,
        birthdate,
        employed: 0,
        is_legally_disabled: 0,
      },
    });
    const dependentHealth = await call(page, 'GET', `get-health-questions-dependent-info?enrollment_id=${id}`);
    const questions = dependentHealth.data.result as {
      codition_questions: { question_id: string }[];
      medication_question: { question_id: string } | null;
    };
    const healthInfo = {
      condition_questions: questions.codition_questions.map((question) => ({
        question_id: question.question_id,
        yes_no_flag: 0,
      })),
      ...(questions.medication_question
        ? { medication_question: { question_id: questions.medication_question.question_id, yes_no_flag: 0 } }
        : {}),
    };
    await call(page, 'POST', 'save-dependent-info-to-temp', {
      enrollment_id: id,
      dependents: [{ ...child('Sol', '219094391', '04/02/2014'), health_info: healthInfo }],
    });
    await page.goto('/enrollment/dependent-information');
    await onStep(
      page,
      '/enrollment/dependent-information',
      s['wizard.step_dependent_info'],
      'dependents-premier-es-phone',
    );
    const proceed = main(page).getByText(s['wizard.l713_proceed']);
    await poll(() => proceed.count()).toBe(1);
    await expectAccessible(page);

    await button(main(page), s['dependent.add_child']).click();
    const popup = await dialogNamed(page, s['dependent.title'].replace('{{n}}', '2'));
    await field(popup, s['dependent.first_name']).fill('Luz');
    await field(popup, s['dependent.last_name']).fill(lastName);
    await popup.getByRole('radio', { name: s['dependent.female'], exact: true }).check();
    await field(popup, s['dependent.ssn']).fill('219094392');
    await typeDay(page, popup, s['dependent.birthdate'], '09092016');
    await field(popup, s['dependent.weight']).fill('70');
    await field(popup, s['dependent.height_feet']).fill('4');
    await field(popup, s['dependent.height_inch']).fill('1');
    await answerAllNo(popup, s);
    await shot(page, 'dependent-popup-es-phone');
    await expectAccessible(page);
    await button(popup, s['dependent.submit']).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    // Two children on a premier plan: the red message, no Next.
    const red = main(page).getByText(s['wizard.l713_one_child']);
    await poll(() => red.count()).toBeGreaterThan(0);
    expect(await button(main(page), s['dependent.next']).count()).toBe(0);
    await shot(page, 'dependents-premier-two-es-phone');
    await expectAccessible(page);
    // One removed: the green message and Next.
    await main(page)
      .getByRole('button', { name: s['dependent.delete_named'].replace('{{name}}', `Luz ${lastName}`) })
      .click();
    await poll(() => red.count()).toBe(0);
    await poll(() => proceed.count()).toBe(1);
    await poll(() => button(main(page), s['dependent.next']).count()).toBe(1);
    await button(main(page), s['dependent.next']).click();
    await poll(() => pathOf(page)).toBe('/enrollment/agreement-signature');
  });

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
