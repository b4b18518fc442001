// The second half of the enrollment wizard in a real Chromium (issue 17's acceptance journeys), on
// enrollments in Maria Alvarez's book brought through the API to the step each journey is about
// (enrollment-steps.ts; the first half has its journeys in wizard.test.ts; signing and paying
// another way, and the rep's hand-off, in enrollment-handoff.test.ts):
// 1. English, desktop: a family (IF) enrollment from the health questions (a yes and a medication)
//    through the dependents (spouse and two children; the second without an SSN is refused), the
//    agreement signed by drawing, EFT with a routing number naming the bank, review (every
//    section), Complete Enrollment, the receipt; the receipt email's invoice PDF renders and reads.
// 2. Spanish, phone: a premier (L713) Member + Child(ren) enrollment with two children shows the
//    spec's red message until one is removed.
// axe on every page shown.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerAllNo,
  button,
  desktop,
  field,
  main,
  onStep,
  pathOf,
  payByEft,
  phone,
  screenWords,
  shot,
  signWithEveryBox,
  typeDay,
} from './enrollment-pages';
import { call, enrollmentFor, uniqueName } from './enrollment-steps';
import { expectAccessible, hasChromium, openStore, type Store } from './harness';
import { mailboxFile, mailTo } from './mailbox';
import { descriptionOf, dialogNamed, poll, words } from './quoting-steps';

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
});
