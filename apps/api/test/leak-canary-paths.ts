// The paths a leak canary takes beyond one call (leak-canaries.test.ts): the outbox and a blob, a
// one-time password, and the billing, beneficiary, health and dependent steps as they save it.
import { PNG } from 'pngjs';
import { expect } from 'vitest';
import { allJobs } from '../src/all-jobs';
import { findSession } from '../src/features/auth/session-service';
import { queueEmail } from '../src/features/messaging/outbox';
import { mailboxTransport } from '../src/features/messaging/transport';
import { sendCode } from '../src/features/verification/otp-service';
import { runDueJobs } from '../src/jobs/runner';
import { enrollmentOf, type TestApp } from './app';
import { beneficiaryAnswers, canary } from './leak-canaries';

/** Every canary in one text, as an email's data or a screenshot's bytes carry them. */
export const canaryText = Object.values(canary).join(' ');

/**
 * Canaries through the outbox (an email queued, delivered to the mailbox by the runner logging
 * to the app's log, the mailbox page read) and through a blob (a screenshot whose bytes hold them,
 * read back by its owner). The answers that show them back to their owner are not searched.
 */
export async function throughOutboxAndBlobs(t: TestApp, cookie: string, owned: string) {
  const { app } = t;
  await queueEmail(app.db, app.cipher, {
    to: `${canary.ssn}@canary.example`,
    language: 'en',
    template: 'resume_code',
    data: { name: canaryText, code: canary.resumeCode, link: `https://store.example/continue/${canary.otp}` },
  });
  const jobs = allJobs({ cipher: app.cipher, transport: mailboxTransport, blobs: app.blobs });
  // This email, the canary code's (codeSent), the enrollment code of the health step's Save & Continue
  // Later and the signature certificate of the agreement signed.
  expect(await runDueJobs(app.db, jobs, new Date(), app.log)).toBe(4);
  expect((await app.inject({ url: '/dev/mailbox' })).body).toContain(canary.resumeCode);
  // A real PNG (the server decodes and writes it again) whose pixels are the canary's bytes.
  const image = new PNG({ width: Math.ceil(canaryText.length / 4), height: 1 });
  image.data = Buffer.alloc(image.width * 4);
  image.data.write(canaryText);
  const png = PNG.sync.write(image);
  const saved = await app.inject({
    method: 'POST',
    url: '/api/v1/save-screenshot',
    headers: { cookie },
    payload: { enrollment_id: owned, name: 'review_info', image: `data:image/png;base64,${png.toString('base64')}` },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const blob = await app.db.selectFrom('blob').select('public_id').executeTakeFirstOrThrow();
  expect((await app.inject({ url: `/media/blobs/${blob.public_id}`, headers: { cookie } })).statusCode).toBe(200);
}

/**
 * A beneficiary's SSN canary saved by save-beneficiary-info (its list nests the SSN, so the field
 * loop does not reach it), then read back masked by the calls that show the step.
 */
/** A one-time password whose code is the canary, sent to the canary contact by email. */
export async function codeSent(t: TestApp, cookie: string, owned: string) {
  const { app } = t;
  const now = app.now();
  const session = await findSession(app.db, cookie.slice(cookie.indexOf('=') + 1), now);
  const enrollment = await app.db
    .selectFrom('enrollment')
    .select(['id', 'public_id'])
    .where('public_id', '=', owned)
    .executeTakeFirstOrThrow();
  if (!session) throw new Error('no live session for that cookie');
  const caller = { ip: '127.0.0.1', now, language: 'en', siteHost: 'localhost', fetchSite: undefined } as const;
  await sendCode(
    { db: app.db, cipher: app.cipher, caller, session, enrollment },
    { type: 'email', contact: canary.contactEmail },
    canary.otp,
  );
}

/**
 * The account number canary saved by an EFT payment of the billing step (of a second enrollment,
 * so the card payment stays saved in the first), then read back masked by the calls that show it.
 */
export async function throughBilling(t: TestApp, cookie: string, statuses: Map<string, number>, bodies: string[]) {
  const owned = await enrollmentOf(t.app, cookie);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/v1/save-billing-info',
    headers: { cookie },
    payload: {
      enrollment_id: owned,
      payment_method: 'eft',
      routing_number: '021000021',
      account_name: 'Ana Ruiz',
      bank_name: 'JPMORGAN CHASE BANK, NA',
      account_number: canary.account,
      account_type: 'checking',
      account_holder_type: 'individual',
    },
  });
  statuses.set('saveBillingInfo (eft)', saved.statusCode);
  bodies.push(saved.body);
  const read = (url: string) => t.app.inject({ url: `/api/v1/${url}`, headers: { cookie } });
  const shown = await read(`get-enrollment-temp-info?enrollment_id=${owned}&column=payment_info`);
  expect(shown.body).toContain(`XXXX${canary.account.slice(-4)}`);
  bodies.push(shown.body, (await read(`get-form-fields-billing-info?enrollment_id=${owned}`)).body);
}

export async function throughBeneficiaries(
  t: TestApp,
  cookie: string,
  owned: string,
  statuses: Map<string, number>,
  bodies: string[],
) {
  // A beneficiary's SSN is asked only where the configuration requires it (decision 0042): here it does.
  await t.app.db
    .insertInto('step_field')
    .values({
      platform_id: null,
      employer_group_id: null,
      tab_name: 'beneficiary_info',
      field_name: 'ssn',
      required: true,
      read_only: false,
    })
    .execute();
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/v1/save-beneficiary-info',
    headers: { cookie },
    payload: { enrollment_id: owned, beneficiaries: [{ ...beneficiaryAnswers, ssn: canary.ssn }] },
  });
  statuses.set('saveBeneficiaryInfo', saved.statusCode);
  bodies.push(saved.body);
  const read = (url: string) => t.app.inject({ url: `/api/v1/${url}`, headers: { cookie } });
  const shown = await read(`get-beneficiaries-existing-user-enrollment?enrollment_id=${owned}`);
  expect(shown.body).toContain('***-**-4387');
  bodies.push(shown.body, (await read(`get-enrollment-temp-info?enrollment_id=${owned}&column=benificiary_info`)).body);
}

/**
 * Health answers whose free text is the canaries (a condition, a medication, notes), saved by
 * save-primary-health-info and by Save & Continue Later; the step's read-back shows them to their
 * owner and is not searched, get-enrollment-temp-info is.
 */
export async function throughHealth(
  t: TestApp,
  cookie: string,
  owned: string,
  statuses: Map<string, number>,
  bodies: string[],
) {
  const read = (url: string) => t.app.inject({ url: `/api/v1/${url}`, headers: { cookie } });
  const asked = (await read(`get-health-questions-primary-health-info?enrollment_id=${owned}`)).json().data.result;
  const questions: { question_id: string }[] = asked.codition_questions;
  const answers = {
    condition_questions: questions.map(({ question_id }, index) =>
      index === 0
        ? {
            question_id,
            yes_no_flag: 1,
            conditions: [{ health_condition: canary.healthCondition, date_of_onset: '01/02/2020' }],
          }
        : { question_id, yes_no_flag: 0 },
    ),
    medication_question: {
      question_id: asked.medication_question.question_id,
      yes_no_flag: 1,
      medications: [{ medication: canary.medication, dosage: '10 mg' }],
    },
    notes: canary.healthNotes,
  };
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: { cookie }, payload });
  const saved = await post('save-primary-health-info', { enrollment_id: owned, ...answers });
  statuses.set('savePrimaryHealthInfo', saved.statusCode);
  const later = await post('save-enrollment', {
    enrollment_id: owned,
    tab: 'health_info',
    email: canary.contactEmail,
    data: answers,
  });
  statuses.set('saveEnrollment:health_info', later.statusCode);
  bodies.push(saved.body, later.body);
  expect((await read(`get-existing-primary-health-info?enrollment_id=${owned}`)).body).toContain(canary.healthNotes);
  bodies.push((await read(`get-enrollment-temp-info?enrollment_id=${owned}&column=health_info`)).body);
}

/**
 * A spouse's SSN canary checked by validate-single-dependent and saved by save-dependent-info on a
 * Member + Spouse enrollment of its own (the list nests the SSN), then read back masked.
 */
export async function throughDependents(t: TestApp, cookie: string, statuses: Map<string, number>, bodies: string[]) {
  const owned = await enrollmentOf(t.app, cookie);
  await t.app.db
    .updateTable('enrollment')
    .set({ tier: 'IS', birth_date: '1988-05-05', spouse_birth_date: '1990-02-14' })
    .where('public_id', '=', owned)
    .execute();
  const spouse = {
    relationship: 'spouse',
    first_name: 'Ana',
    last_name: 'Reyes',
    gender: 1,
    ssn: canary.ssn,
    weight: 140,
    height_feet: 5,
    height_inch: 6,
    birthdate: '02/14/1990',
  };
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: { cookie }, payload });
  const read = (url: string) => t.app.inject({ url: `/api/v1/${url}`, headers: { cookie } });
  // The demo steps require health answers of each dependent: every question answered no.
  const asked = (await read(`get-health-questions-dependent-info?enrollment_id=${owned}`)).json().data.result;
  const health_info = {
    condition_questions: asked.codition_questions.map((question: { question_id: string }) => ({
      question_id: question.question_id,
      yes_no_flag: 0,
    })),
    ...(asked.medication_question
      ? { medication_question: { question_id: asked.medication_question.question_id, yes_no_flag: 0 } }
      : {}),
  };
  const dependent = { primary_info: spouse, health_info };
  const checked = await post('validate-single-dependent', { enrollment_id: owned, ...dependent });
  statuses.set('validateSingleDependent', checked.statusCode);
  const saved = await post('save-dependent-info', { enrollment_id: owned, dependents: [dependent] });
  statuses.set('saveDependentInfo', saved.statusCode);
  bodies.push(checked.body, saved.body);
  const shown = await read(`get-dependents-existing-user-enrollment?enrollment_id=${owned}`);
  expect(shown.body).toContain('***-**-4387');
  bodies.push(shown.body, (await read(`get-enrollment-temp-info?enrollment_id=${owned}&column=dependent_info`)).body);
}
