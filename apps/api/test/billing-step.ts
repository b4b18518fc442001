// The app, the answers and the calls the billing step's tests share: a fresh app on `database`
// (debug log, to look for numbers in it), a quote to bill, and the billing calls. Each test file of
// the billing step asks for its own, so the files stay independent.
import { afterAll, beforeAll, expect } from 'vitest';
import { addressedCaller, newSessionCookie, startTestApp, type TestApp } from './app';
import { eftAnswers } from './completable';
import type { TestDatabase } from './databases';

const filter = { zip: '75201', dob: '07/04/1980', gender: 1, tier: 'IO' };
export const nextYear = String(new Date().getUTCFullYear() + 1);
export const eft = eftAnswers;
export const visa = '4111111111111111';
export const card = {
  payment_method: 'cc',
  first_name_on_cc: 'Ana',
  last_name_on_cc: 'Ruiz',
  card_number: '4556737586899855',
  expiration_month: '09',
  expiration_year: nextYear,
  security_code: '917',
  address1: '200 Oak Avenue',
  address2: 'Suite 5',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  is_physical_address: 'no',
};

export function billingApp(database: TestDatabase) {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database, { LOG_LEVEL: 'debug' });
  });
  afterAll(() => t.close());

  const call = addressedCaller(() => t.app, 9);
  return {
    /** The running app (after `beforeAll`). */
    app: () => t.app,
    logLines: () => t.logLines,
    call,
    /** A new session's quote: its cookie and its enrollment. */
    givenQuote: async () => {
      const cookie = await newSessionCookie(t.app);
      const tempId = (await call('POST', 'add-filter-for-new-user', cookie, filter)).body.data.temp_enrollment_id;
      return { cookie, tempId: String(tempId) };
    },
    save: (cookie: string, tempId: string, info: Record<string, unknown>, language?: string) =>
      call('POST', 'save-billing-info', cookie, { enrollment_id: tempId, ...info }, language),
    saveExisting: (cookie: string, tempId: string, info: Record<string, unknown>) =>
      call('POST', 'save-billing-info-existing', cookie, { enrollment_id: tempId, ...info }),
    /** The billing step as the wizard reads it back. */
    shown: async (cookie: string, tempId: string) => {
      const res = await call('GET', 'get-enrollment-temp-info', cookie, {
        enrollment_id: tempId,
        column: 'payment_info',
      });
      expect(res.status).toBe(200);
      return res.body.data.result;
    },
    /** The store-wide billing configuration. */
    configure: (values: { payment_methods?: string[]; bill_dates?: number[] }) =>
      t.app.db
        .updateTable('billing_config')
        .set(values)
        .where('platform_id', 'is', null)
        .where('employer_group_id', 'is', null)
        .execute(),
    /** The enrollment made the `offset`th seeded member's. */
    memberFor: async (tempId: string, offset: number) => {
      const member = await t.app.db
        .selectFrom('member')
        .select(['id', 'public_id'])
        .orderBy('id')
        .offset(offset)
        .limit(1)
        .executeTakeFirstOrThrow();
      await t.app.db.updateTable('enrollment').set({ member_id: member.id }).where('public_id', '=', tempId).execute();
      return member;
    },
  };
}
