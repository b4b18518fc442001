// Issue 32, items 1 and 21, in a real Chromium, English at 1366 px and Spanish on a phone; states
// built through the API, the browser walking only what the items are about; axe on each page shown:
// 1. An IHA plan in the cart: the employer step offers Skip; the skip is recorded (its picture sent
//    once, item 28), review shows it, and Complete Enrollment reaches the receipt, with no "Please
//    complete Employer Information".
// 2. Acme Logistics, whose agreement authorises a payroll deduction: billing asks for no bank
//    account or card ("charged within 0 to 5 days"), only the group's list bill, and the enrollment
//    completes.
import { en as contractEn } from '@benefit-store/contract/messages/en';
import { es as contractEs } from '@benefit-store/contract/messages/es';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eftAnswers, employerAnswers, phoneOf } from '../../api/test/completable';
import { en as reviewEn, es as reviewEs } from '../src/features/enrollment/review/words';
import { en as billingEn, es as billingEs } from '../src/features/enrollment/steps/billing/words';
import { en as employerEn, es as employerEs } from '../src/features/enrollment/steps/employer/words';
import { en as wizardEn, es as wizardEs } from '../src/features/enrollment/words';
import { call, checkedOut, enrollmentFor, healthNo, storeTempId, uniqueName } from './enrollment-steps';
import { expectAccessible, hasChromium, openStore, passes, type Store } from './harness';
import { dialogNamed, poll, words } from './quoting-steps';

const screenWords = {
  en: { ...contractEn, ...wizardEn, ...employerEn, ...billingEn, ...reviewEn },
  es: { ...contractEs, ...wizardEs, ...employerEs, ...billingEs, ...reviewEs },
} as const;
type ScreenWords = (typeof screenWords)[keyof typeof screenWords];

const main = (page: Page) => page.getByRole('main');
const pathOf = (page: Page) => new URL(page.url()).pathname;
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });

/** The step at `path` is on screen (its heading), then axe. */
async function onStep(page: Page, path: string, title: string) {
  await poll(() => pathOf(page)).toBe(path);
  await poll(() => main(page).getByRole('heading', { level: 1, name: title }).count()).toBe(1);
}

/** The agreement signed through the API, by typing the applicant's name. */
async function signAgreement(page: Page, id: string, name: string) {
  const shown = (await call(page, 'GET', `get-agreement-texts?enrollment_id=${id}`)).data as {
    result: unknown[];
    text_sha256: string;
  };
  await call(page, 'POST', 'save-agreement-info', {
    enrollment_id: id,
    agreements: shown.result.map(() => true),
    esign_consent: true,
    text_sha256: shown.text_sha256,
    signature_method: 'typed',
    typed_signature: name,
  });
}

/** Review's Complete Enrollment, then the receipt thanking `name`. */
async function completeToReceipt(page: Page, s: ScreenWords, name: string) {
  await onStep(page, '/enrollment/review-confirm', s['wizard.step_review_info']);
  await poll(() => button(page, s['review.complete']).isEnabled()).toBe(true);
  await button(page, s['review.complete']).click();
  await poll(() => pathOf(page)).toBe('/enrollment/receipt');
  await poll(() => main(page).getByText(s['receipt.dear'].replace('{{name}}', name)).count()).toBe(1);
  await expectAccessible(page);
}

/** An employee of Acme Logistics who came by the group's page: a Member Only quote of `plans`, checked out. */
async function acmeEnrollment(page: Page, plans: readonly string[]) {
  await page.goto('/acme-logistics');
  const session = async () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('benefit-store-session') ?? '{}').state ?? {});
  await poll(async () => (await session()).group_id ?? null).not.toBeNull();
  const state = await session();
  const filter = await call(page, 'POST', 'add-filter-for-new-user', {
    zip: '75201',
    dob: '07/04/1980',
    gender: 1,
    tier: 'IO',
    type: 'new-user',
    group_id: state.group_id,
    ...(state.agent_id ? { agent_id: state.agent_id } : {}),
    ...(state.eprocess ? { eprocess: state.eprocess } : {}),
    ...(state.open_type ? { open_type: state.open_type } : {}),
    ...(state.portal_id ? { platform_group_id: state.portal_id } : {}),
  });
  const id = String(filter.data.temp_enrollment_id);
  await checkedOut(page, id, plans);
  await storeTempId(page, id);
  return id;
}

describe.skipIf(!hasChromium)('the employer step and billing, in Chromium (issue 32)', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  describe.each(passes)('in $language', ({ language, viewport }) => {
    const s = screenWords[language];

    it('skips the employer step for an IHA plan, and completes the enrollment', async () => {
      const page = await store.newPage({ locale: words[language].locale });
      await page.setViewportSize(viewport);
      const lastName = uniqueName('Skip');
      const id = await enrollmentFor(
        page,
        { tier: 'IO', plans: ['DEN-PLUS', 'SUP-IHA'], lastName, email: `${lastName.toLowerCase()}@example.com` },
        ['personal', 'contact'],
      );
      const pictures: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/v1/save-screenshot')) pictures.push(request.postDataJSON().name);
      });
      await page.goto('/enrollment/employer-info');
      await onStep(page, '/enrollment/employer-info', s['wizard.step_employer_info']);
      await poll(() => main(page).getByText(s['employer.skip_note']).count()).toBe(1);
      await expectAccessible(page);
      await button(page, s['employer.skip']).click();
      await onStep(page, '/enrollment/beneficiary-info', s['wizard.step_beneficiary_info']);
      await poll(() => pictures).toEqual(['employer_info']);

      const save = (path: string, answers: object) => call(page, 'POST', path, { enrollment_id: id, ...answers });
      await save('save-beneficiary-info', {
        beneficiaries: [
          {
            first_name: 'Leo',
            last_name: lastName,
            birthdate: '06/01/1990',
            relationship: 'spouse',
            beneficiary_percentage: 100,
          },
        ],
      });
      await save('save-primary-health-info', await healthNo(page, id));
      await save('delete-dependent-in-IO', {});
      await signAgreement(page, id, `Ana ${lastName}`);
      await save('save-billing-info', eftAnswers);
      // Review says the step was skipped, in the reader's words.
      await page.goto('/enrollment/review-confirm');
      await onStep(page, '/enrollment/review-confirm', s['wizard.step_review_info']);
      await button(page, s['review.view_details_of'].replace('{{title}}', s['review.card_employer_info'])).click();
      const details = await dialogNamed(page, s['review.card_employer_info']);
      await poll(() => details.getByText(s['employer.skipped'], { exact: true }).count()).toBe(1);
      await expectAccessible(page);
      await details.getByRole('button', { name: s['review.close'] }).first().click();
      await poll(() => page.getByRole('dialog').count()).toBe(0);
      await completeToReceipt(page, s, `Ana ${lastName}`);
      expect(pictures.filter((name) => name === 'employer_info')).toEqual(['employer_info']);
      await page.context().close();
    });

    it("bills Acme Logistics' payroll deduction on the group's list: no bank account or card asked", async () => {
      const page = await store.newPage({ locale: words[language].locale });
      await page.setViewportSize(viewport);
      const lastName = uniqueName('Acme');
      const id = await acmeEnrollment(page, ['DEN-PLUS']);
      const save = (path: string, answers: object) => call(page, 'POST', path, { enrollment_id: id, ...answers });
      await save('save-personal-info', {
        first_name: 'Ana',
        last_name: lastName,
        marital_status: 1,
        height_feet: 5,
        height_inch: 6,
        weight: 150,
        ssn: '219094387',
      });
      await save('save-employer-info', employerAnswers);
      await save('save-contact-info', {
        email_address: `${lastName.toLowerCase()}@example.com`,
        phone_number: phoneOf(`${lastName.toLowerCase()}@example.com`),
        address1: '100 Elm Street',
        city: 'Dallas',
        zip: '75201',
        state: 'TX',
      });
      await save('delete-dependent-in-IO', {});
      await save('save-primary-health-info', await healthNo(page, id));
      await signAgreement(page, id, `Ana ${lastName}`);

      await page.goto('/enrollment/billing-information');
      await onStep(page, '/enrollment/billing-information', s['wizard.step_billing_info']);
      await poll(() => main(page).getByText(s['billing.note_list']).count()).toBe(1);
      const methods = main(page).getByRole('radio');
      await poll(() => methods.count()).toBe(1);
      expect(await main(page).getByRole('radio', { name: s['billing.method_list'] }).isChecked()).toBe(true);
      expect(await main(page).getByRole('textbox').count()).toBe(0);
      expect(await main(page).getByText(s['billing.eft_initial']).count()).toBe(0);
      await expectAccessible(page);
      await button(page, s['wizard.next']).click();
      await completeToReceipt(page, s, `Ana ${lastName}`);
      await page.context().close();
    });
  });
});
