// What the second half's journeys share (issue 17): an enrollment in Maria Alvarez's book brought
// through the API, as her landing page's visitor makes one, to the step a journey is about, so
// that a journey walks in the browser only what it is about (the first half has its own journeys).

import type { Page } from 'playwright-core';
import { employerAnswers, phoneOf } from '../../api/test/completable';
import { poll } from './quoting-steps';

/** The key the session store (src/shared/session/session-store.ts) keeps its values under. */
const sessionStorageKey = 'benefit-store-session';

export type Tier = 'IO' | 'IS' | 'IC' | 'IF';

const expectOk = async (what: string, answer: { status(): number; text(): Promise<string> }) => {
  if (answer.status() !== 200) throw new Error(`${what} answered ${answer.status()}: ${await answer.text()}`);
  return JSON.parse(await answer.text()) as { data: Record<string, unknown> };
};

/** A call of the enrollment API with the page's cookie (and its client address). */
export async function call(page: Page, method: 'GET' | 'POST', path: string, body?: object) {
  const answer =
    method === 'GET'
      ? await page.request.get(`/api/v1/${path}`)
      : await page.request.post(`/api/v1/${path}`, { data: body ?? {} });
  return expectOk(path, answer);
}

/** Letters only, unique enough per run: names the journeys find their own rows by. */
export const uniqueName = (stem: string) =>
  `${stem}${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

export interface Household {
  tier: Tier;
  plans: readonly string[];
  spouseDob?: string;
  children?: number;
  /** The last name of the applicant (first name Ana): what the desk and the receipt show. */
  lastName: string;
  email: string;
}

/** The steps a journey may have saved for it, in the default configuration's order. */
export type Saved = 'personal' | 'contact' | 'employer' | 'beneficiary' | 'health' | 'dependents' | 'agreement';

export const healthNo = async (page: Page, enrollmentId: string) => {
  const questions = await call(page, 'GET', `get-health-questions-primary-health-info?enrollment_id=${enrollmentId}`);
  const result = questions.data.result as {
    codition_questions: { question_id: string }[];
    medication_question: { question_id: string } | null;
  };
  return {
    condition_questions: result.codition_questions.map((question) => ({
      question_id: question.question_id,
      yes_no_flag: 0,
    })),
    ...(result.medication_question
      ? { medication_question: { question_id: result.medication_question.question_id, yes_no_flag: 0 } }
      : {}),
  };
};

/** Where a journey's visitor comes from, and the call that earns its parties for the session. */
export const entries = {
  /** Maria's landing page: her book, every step asked. */
  maria: { path: '/maria-alvarez', earn: 'validate-landing-page?landing_page=maria-alvarez' },
  /** A referral of hers: her book, a portal that asks no employer or beneficiary step. */
  referral: {
    path: '/referrals?rid=DemoReferralValid00001',
    earn: 'get-enrollment-info-referral?referral_id=DemoReferralValid00001',
  },
  /** The store's home: no rep, group or portal, every step asked. */
  home: { path: '/', earn: undefined },
} as const;

export type Quote = Pick<Household, 'tier' | 'plans' | 'spouseDob' | 'children'>;

/**
 * A visitor of `entry` (Maria's landing page unless told) with a quote for `household` and its
 * plans in the cart, as the banner and the plans' Add to Cart make them: the enrollment's id,
 * stored in the page's session as the cart and the wizard read it. The page stays on the entry.
 */
export async function cartFor(
  page: Page,
  household: Quote,
  entry: (typeof entries)[keyof typeof entries] = entries.maria,
) {
  // A page already there (a rep's session that gave her code) keeps what it has.
  const at = page.url().startsWith('http') ? new URL(page.url()) : undefined;
  if (at === undefined || `${at.pathname}${at.search}` !== entry.path) await page.goto(entry.path);
  if (entry.earn) {
    // The page's own call earns the parties for the session; the page may still be making it.
    await call(page, 'GET', entry.earn);
    await poll(() =>
      page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').state?.agent_id ?? null, sessionStorageKey),
    ).not.toBeNull();
  }
  const session =
    (await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').state, sessionStorageKey)) ?? {};
  const filter = await call(page, 'POST', 'add-filter-for-new-user', {
    zip: '75201',
    dob: '07/04/1980',
    gender: 1,
    tier: household.tier,
    type: 'new-user',
    ...(session.agent_id ? { agent_id: session.agent_id } : {}),
    ...(session.group_id ? { group_id: session.group_id } : {}),
    ...(session.eprocess ? { eprocess: session.eprocess } : {}),
    ...(session.open_type ? { open_type: session.open_type } : {}),
    ...(session.portal_id ? { platform_group_id: session.portal_id } : {}),
    ...(session.referral?.valid ? { referral: session.referral.id } : {}),
    ...(household.spouseDob ? { spouse_dop: household.spouseDob } : {}),
    ...(household.children !== undefined ? { child_num: household.children } : {}),
  });
  const id = String(filter.data.temp_enrollment_id);
  await inCart(page, id, household.plans);
  await storeTempId(page, id, { cartCount: household.plans.length, selectedTier: household.tier });
  return id;
}

/**
 * A visitor of Maria's landing page (her book) with a quote for `household`, its plans in the cart,
 * checked out at the first effective date, and the steps of `saved` saved: the enrollment's id,
 * stored in the page's session as the wizard reads it.
 */
export async function enrollmentFor(page: Page, household: Household, saved: readonly Saved[]) {
  const id = await cartFor(page, household);
  await checkout(page, id);
  const save = (path: string, answers: object) => call(page, 'POST', path, { enrollment_id: id, ...answers });
  if (saved.includes('personal'))
    await save('save-personal-info', {
      first_name: 'Ana',
      last_name: household.lastName,
      marital_status: 1,
      height_feet: 5,
      height_inch: 6,
      weight: 150,
      ssn: '219094387',
    });
  if (saved.includes('contact'))
    await save('save-contact-info', {
      email_address: household.email,
      // The client's own: another member's phone is refused ("Phone already exists").
      phone_number: phoneOf(household.email),
      address1: '100 Elm Street',
      city: 'Dallas',
      zip: '75201',
      state: 'TX',
      with_validation: 1,
      skip_validation_email: 1,
      skip_validation_phone: 1,
    });
  if (saved.includes('employer')) await save('save-employer-info', { ...employerAnswers, name: 'Northwind Freight' });
  if (saved.includes('beneficiary'))
    await save('save-beneficiary-info', {
      beneficiaries: [
        {
          first_name: 'Leo',
          last_name: household.lastName,
          birthdate: '06/01/1990',
          relationship: 'spouse',
          beneficiary_percentage: 100,
        },
      ],
    });
  if (saved.includes('health')) await save('save-primary-health-info', await healthNo(page, id));
  if (saved.includes('dependents')) {
    if (household.tier !== 'IO') throw new Error('only a Member Only household is saved without dependents');
    await save('delete-dependent-in-IO', {});
  }
  await storeTempId(page, id);
  return id;
}

/** `plans` in the enrollment's cart, each at its first price option. */
export async function inCart(page: Page, id: string, plans: readonly string[]) {
  for (const plan of plans) {
    const detail = await call(page, 'GET', `get-plan-pricing-detail?pid=${plan}&enrollment_id=${id}`);
    const option = (detail.data.plans as { plan_pricing_id: string }[] | undefined)?.[0];
    if (!option) throw new Error(`${plan} has no price for the household`);
    await call(page, 'POST', 'add-plan-to-cart', {
      enrollment_id: id,
      plan_id: plan,
      plan_pricing_id: option.plan_pricing_id,
    });
  }
}

/** The enrollment's cart checked out at the first effective date offered. */
export async function checkout(page: Page, id: string) {
  const dates = await call(page, 'GET', `get-cart-effective-dates?enrollment_id=${id}`);
  const effective = (dates.data.result as string[])[0];
  await call(page, 'POST', 'cart-checkout', { enrollment_id: id, effective_date: effective });
}

/** `plans` in the enrollment's cart, checked out at the first effective date offered. */
export async function checkedOut(page: Page, id: string, plans: readonly string[]) {
  await inCart(page, id, plans);
  await checkout(page, id);
}

/**
 * The enrollment the wizard opens in this page's browser (the session store's tempId), with other
 * values of the session (a checked-out cart counts none).
 */
export async function storeTempId(page: Page, id: string, values: Record<string, unknown> = { cartCount: 0 }) {
  await page.evaluate(
    ([key, tempId, others]) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{"state":{},"version":1}');
      stored.state = { ...stored.state, cartCount: 0, ...others, tempId };
      localStorage.setItem(key, JSON.stringify(stored));
    },
    [sessionStorageKey, id, values] as const,
  );
}

/** A signed-in rep's new enrollment of a current member of her book (Member Only), `plans` checked out. */
export async function enrollmentOfMember(page: Page, userId: string, plans: readonly string[]) {
  const filter = await call(page, 'POST', 'add-filter-for-existing-user', { user_id: userId, tier: 'IO' });
  const id = String(filter.data.temp_enrollment_id);
  await checkedOut(page, id, plans);
  await storeTempId(page, id);
  return id;
}
