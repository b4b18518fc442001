// Issue 32 items 3 and 22 in the browser (decision 0041), English at desktop size and Spanish on a
// phone, axe clean. A visitor of Maria's landing page whose phone fails its check is offered a code
// or the skip box, with what each does, and goes on by skipping: the number is kept unverified.
// Maria, signed in, opens the review before the client signed: the text box says it needs a phone
// that can be texted; once the client's number passes its check, it says what it sends, and
// "Send the text message" texts the client the link to sign and pay instead of completing.
import { en as contractEn } from '@benefit-store/contract/messages/en';
import { es as contractEs } from '@benefit-store/contract/messages/es';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneOf } from '../../api/test/completable';
import { en as reviewEn, es as reviewEs } from '../src/features/enrollment/review/words';
import { en as contactEn, es as contactEs } from '../src/features/enrollment/steps/contact/words';
import { en as wizardEn, es as wizardEs } from '../src/features/enrollment/words';
import { call, enrollmentFor, storeTempId, uniqueName } from './enrollment-steps';
import { expectAccessible, hasChromium, openStore, passes, type Store } from './harness';
import { descriptionOf, poll, words } from './quoting-steps';

const screenWords = {
  en: { ...contractEn, ...wizardEn, ...contactEn, ...reviewEn },
  es: { ...contractEs, ...wizardEs, ...contactEs, ...reviewEs },
} as const;

const maria = { email: 'maria.alvarez@example.com', password: 'demo-rep-100' };
const main = (page: Page) => page.getByRole('main');
const field = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe.skipIf(!hasChromium)('contact checks and the review text, in the browser', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore();
  });
  afterAll(() => store?.close());

  for (const { language, viewport } of passes) {
    it(`skips a failed phone check, then the rep texts the client the link to sign (${language})`, async () => {
      const s = screenWords[language];
      const locale = words[language].locale;
      const lastName = uniqueName('Texted');
      const email = `${lastName.toLowerCase()}@example.com`;

      // The client, on Maria's landing page, at the contact step: a Canadian number fails the check.
      const client = await store.newPage({ locale });
      await client.setViewportSize(viewport);
      const id = await enrollmentFor(client, { tier: 'IO', plans: ['DEN-PLUS'], lastName, email }, ['personal']);
      await client.goto('/enrollment/contact-info');
      await poll(() => field(client, s['contact.zip']).count()).toBe(1);
      await field(client, s['contact.email_address']).fill(email);
      await field(client, s['contact.phone_number']).fill('6135550123');
      await field(client, s['contact.address1']).fill('100 Main St');
      await field(client, s['contact.city']).fill('Dallas');
      await field(client, s['contact.zip']).fill('75201');
      await poll(() => field(client, s['contact.state']).inputValue()).toBe('TX');
      await field(client, s['contact.phone_number']).focus();
      await client.keyboard.press('Tab');
      const phone = field(client, s['contact.phone_number']);
      await poll(() => descriptionOf(phone)).toBe(s['verification.phone_unverified']);
      // The way on is on screen: a code, or the skip box, and what each does.
      expect(await main(client).getByText(s['contact.check_failed_phone']).count()).toBe(1);
      expect(await main(client).getByRole('button', { name: s['contact.verify_otp_phone'] }).count()).toBe(1);
      const skip = main(client).getByRole('checkbox', { name: s['contact.skip_validation_phone'] });
      await expectAccessible(client);
      await skip.check();
      await main(client).getByRole('button', { name: s['wizard.next'] }).click();
      await poll(() => pathOf(client)).not.toBe('/enrollment/contact-info');
      const saved = await call(client, 'GET', `get-enrollment-temp-info?enrollment_id=${id}&column=contact_info`);
      expect(saved.data.result).toMatchObject({ skip_validation_phone: 1, phone_verified: 0 });

      // Maria at the review, before the client signed: the box says what it needs.
      const rep = await store.newPage({ locale });
      await rep.setViewportSize(viewport);
      await rep.goto('/staff/sign-in');
      await call(rep, 'POST', 'auth/sign-in', maria);
      await storeTempId(rep, id);
      await rep.goto('/enrollment/review-confirm');
      const box = main(rep).getByRole('checkbox', { name: s['review.send_sms'] });
      await poll(() => box.count()).toBe(1);
      await poll(() => main(rep).getByText(s['review.send_sms_unchecked']).count()).toBe(1);
      expect(await box.isDisabled()).toBe(true);
      await expectAccessible(rep);

      // The client's own number, which passes its check: the box says what it sends, and sends it.
      await call(client, 'POST', 'save-contact-info', {
        enrollment_id: id,
        email_address: email,
        phone_number: phoneOf(email),
        address1: '100 Main St',
        city: 'Dallas',
        zip: '75201',
        state: 'TX',
      });
      await rep.reload();
      await poll(() => main(rep).getByText(s['review.send_sms_hint']).count()).toBe(1);
      await box.check();
      await main(rep).getByRole('button', { name: s['review.send_text'] }).click();
      await poll(() => main(rep).getByRole('status').filter({ hasText: s['handoff.sent_text'] }).count()).toBe(1);
      expect(pathOf(rep)).toBe('/enrollment/review-confirm');
      await expectAccessible(rep);
      await client.context().close();
      await rep.context().close();
    }, 60_000);
  }
});
