// A completable enrollment made through the API as a person makes one (quote, cart, effective date,
// personal, contact, employer and beneficiary steps), for the completion tests, the crash test and
// `npm run bench`. `send` is the transport: `inject` in process, `fetch` against a server.
import { createHash } from 'node:crypto';
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import type { FastifyInstance } from 'fastify';
import { isUsPhone } from '../src/features/verification/contact-checks';

export type Send = (
  method: 'GET' | 'POST',
  path: string,
  body?: object,
) => Promise<{ status: number; body: { data?: unknown; [key: string]: unknown } }>;

/** `send` in process: `app.inject` in the session of `cookie`, asking for answers in `language`. */
export const injectSend =
  (app: FastifyInstance, cookie: string, language = 'en'): Send =>
  async (method, path, body) => {
    const res = await app.inject({
      method,
      url: `/api/v1/${path}`,
      headers: { cookie, 'accept-language': language },
      ...(body ? { payload: body } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };

/** The tabs the built steps cover; the others are made not required by `onlyBuiltTabsRequired`. */
export const builtTabs = [
  'primary_info',
  'contact_info',
  'employer_info',
  'beneficiary_info',
  'review_info',
] as const satisfies readonly TabName[];

export const personalAnswers = {
  first_name: 'Ana',
  last_name: 'Ruiz',
  marital_status: 1,
  height_feet: 5,
  height_inch: 6,
  weight: 150,
  ssn: '219094387',
};
/**
 * A valid US phone of the client of `email`, the same for the same email: no two clients share one,
 * as the contact step answers "Phone already exists" for another member's phone.
 */
export function phoneOf(email: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(email).digest('hex').slice(0, 12)}`).toString();
  for (let exchange = 200; ; exchange += 1) {
    const phone = `202${exchange}${digits.slice(-4)}`;
    if (isUsPhone(phone)) return phone;
  }
}

export const contactAnswers = (email: string) => ({
  email_address: email,
  phone_number: phoneOf(email),
  address1: '100 Elm Street',
  city: 'Dallas',
  zip: '75201',
  state: 'TX',
  with_validation: 1,
  skip_validation_email: 1,
  skip_validation_phone: 1,
});
export const employerAnswers = {
  name: 'Acme Logistics',
  phone: '2145550100',
  address1: '100 Commerce St',
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
  average_work_week: '40+',
  employment_start_date: '03/01/2020',
  occupation: 'Dispatcher',
  compensation_type: 'Salary',
  employment_status: 'A',
  emp_num_employed: 120,
  holiday_policy: { Standard_6: 1, Birthday: 1 },
};
export const beneficiaryAnswers = {
  beneficiaries: [
    {
      first_name: 'Leo',
      last_name: 'Ruiz',
      birthdate: '06/01/1990',
      ssn: '123456789',
      relationship: 'spouse',
      beneficiary_percentage: 100,
    },
  ],
};

/** A bank account as the billing step takes it (the billing tests, `npm run bench`). */
export const eftAnswers = {
  payment_method: 'eft',
  routing_number: '021000021',
  account_name: 'Ana Ruiz',
  bank_name: 'JPMorgan Chase Bank, NA',
  account_number: '600011112222',
  account_type: 'checking',
  account_holder_type: 'individual',
  bill_date: 15,
};

const expectOk = (what: string, res: { status: number; body: unknown }) => {
  if (res.status !== 200) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as { data: Record<string, unknown> };
};

/** A quote with plans in its cart and an effective date chosen: the enrollment's public id. */
export async function quotedWithCart(send: Send, plans: readonly string[] = ['DEN-PLUS', 'VIS-PLUS']) {
  const filter = expectOk(
    'add-filter-for-new-user',
    await send('POST', 'add-filter-for-new-user', { zip: '75201', dob: '07/04/1980', gender: 1, tier: 'IO' }),
  );
  const enrollmentId = String(filter.data.temp_enrollment_id);
  for (const planId of plans) {
    const detail = expectOk(
      'get-plan-pricing-detail',
      await send('GET', `get-plan-pricing-detail?pid=${planId}&enrollment_id=${enrollmentId}`),
    );
    const option = (detail.data.plans as { plan_pricing_id: string }[] | undefined)?.[0];
    if (!option) throw new Error(`${planId} has no price for the household`);
    expectOk(
      'add-plan-to-cart',
      await send('POST', 'add-plan-to-cart', {
        enrollment_id: enrollmentId,
        plan_id: planId,
        plan_pricing_id: option.plan_pricing_id,
      }),
    );
  }
  const dates = expectOk(
    'get-cart-effective-dates',
    await send('GET', `get-cart-effective-dates?enrollment_id=${enrollmentId}`),
  );
  const effective = (dates.data.result as string[])[0];
  expectOk(
    'cart-checkout',
    await send('POST', 'cart-checkout', { enrollment_id: enrollmentId, effective_date: effective }),
  );
  return enrollmentId;
}

let clients = 0;

/**
 * An enrollment whose built steps are all saved: the enrollment's public id. Each client's email is
 * their own unless given ("Email Already Exists." once one of them is a member).
 */
export async function completableEnrollment(send: Send, email = `ana.ruiz.${++clients}@example.com`) {
  const enrollmentId = await quotedWithCart(send);
  const saveStep = async (path: string, answers: object) =>
    expectOk(path, await send('POST', path, { enrollment_id: enrollmentId, ...answers }));
  await saveStep('save-personal-info', personalAnswers);
  await saveStep('save-contact-info', contactAnswers(email));
  await saveStep('save-employer-info', employerAnswers);
  await saveStep('save-beneficiary-info', beneficiaryAnswers);
  return enrollmentId;
}
