// Leak canaries: recognisable secrets (SSN, bank account, card number, card security code,
// OTP, resume code, password) are sent to every call that takes such a field, and to sign-in.
// Afterwards none may appear in clear in any response body, any log line or any database
// column (raw rows). Masked forms (last four) are allowed; the security code nowhere at all.
// Every call must take its canaries (200) or not be built yet (501): a call that refuses the
// canary input never stored it, and proves nothing. Calls not built yet prove the edges (parsing,
// errors, logs, audit, guess counting); each capability that stores these values is covered the
// day it lands, and the day it lands a refusal of its canary input fails here. Canaries also go
// through the outbox (an email delivered by the job runner) and a blob (a screenshot's bytes): no log
// line, table or file in BLOB_DIR may hold them in clear.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allCalls } from '@benefit-store/contract/calls';
import type { CallDef } from '@benefit-store/contract/define';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSession } from '../src/features/auth/session-service';
import { queueEmail } from '../src/features/messaging/outbox';
import { mailboxTransport } from '../src/features/messaging/transport';
import { sendCode } from '../src/features/verification/otp-service';
import { allJobs } from '../src/jobs/all-jobs';
import { runDueJobs } from '../src/jobs/runner';
import { blobDirOf } from '../src/lib/config';
import { demoStaff } from '../src/seed/staff';
import { agentIdOf, enrollmentOf, groupIdOf, newSessionCookie, startTestApp, type TestApp } from './app';
import { testDatabases } from './databases';
import { allRows } from './table-rows';
import { textValues } from './text-values';
import { validInput } from './valid-input';

/** Appends the Luhn check digit, so the card canary passes card validation. */
function withLuhnDigit(digits: string): string {
  const sum = [...digits].reverse().reduce((total, char, i) => {
    const d = Number(char) * (i % 2 === 0 ? 2 : 1);
    return total + (d > 9 ? d - 9 : d);
  }, 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

const canary = {
  ssn: '219094387',
  account: '770011223344',
  // An American Express number: its security code has 4 digits, as the canary's does.
  card: withLuhnDigit('37391826405173'),
  securityCode: '8207',
  otp: '918273',
  resumeCode: 'RQ7CANARYX',
  password: 'Canary-Pass-5512',
  contactEmail: 'canary.contact.5512@example.com',
  phone: '2025550186',
  healthCondition: 'Canary-Condition-7731',
  medication: 'Canary-Medication-7731',
  healthNotes: 'Canary-Notes-7731',
};

/** A beneficiary the step accepts (a listed relationship, a share of 100), but for its SSN. */
const beneficiaryAnswers = {
  first_name: 'Eva',
  last_name: 'Ruiz',
  birthdate: '02/14/1990',
  relationship: 'spouse',
  beneficiary_percentage: 100,
};

/** What a step's save requires beyond its schema (its configured fields), so the canary is saved. */
const stepAnswers: Readonly<Record<string, Record<string, unknown>>> = {
  validateSingleBeneficiary: beneficiaryAnswers,
  // The canary code was sent to this contact (codeSent), so the right code is verified.
  verifyOtp: { type: 'email', contact: canary.contactEmail },
  saveContactInfo: { address1: '100 Elm Street', city: 'Dallas', state: 'TX', zip: '75201' },
  // A card payment (the card and security code canaries); the account canary goes through an EFT
  // save of its own (throughBilling).
  saveBillingInfo: {
    payment_method: 'cc',
    first_name_on_cc: 'Ana',
    last_name_on_cc: 'Ruiz',
    expiration_month: '12',
    expiration_year: String(new Date().getUTCFullYear() + 2),
    address1: '100 Elm Street',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
    is_physical_address: 'no',
    bill_date: 28,
  },
  savePersonalInfo: {
    first_name: 'Ana',
    last_name: 'Ruiz',
    marital_status: 1,
    weight: 150,
    height_feet: 5,
    height_inch: 6,
  },
};

/** A signature of the agreement as shown now (its digest names the enrollment and its cart), typed. */
async function agreementAnswers(t: TestApp, cookie: string, owned: string) {
  const res = await t.app.inject({ url: `/api/v1/get-agreement-texts?enrollment_id=${owned}`, headers: { cookie } });
  const shown: { result: unknown[]; text_sha256: string } = res.json().data;
  return {
    agreements: shown.result.map(() => true),
    esign_consent: true,
    signature_method: 'typed',
    typed_signature: 'Ana Ruiz',
    text_sha256: shown.text_sha256,
  };
}

/** Which canary goes into a field, by the field's name. */
const canaryFor: readonly [RegExp, string][] = [
  [/ssn/i, canary.ssn],
  [/account_number|account_no/i, canary.account],
  [/card_number|cc_number|credit_card/i, canary.card],
  [/security_code|cvv|cvc/i, canary.securityCode],
  [/otp|verification_code/i, canary.otp],
  [/^code$|resume/i, canary.resumeCode],
  [/password/i, canary.password],
  [/^email_address$/, canary.contactEmail],
  [/^phone_number$/, canary.phone],
];

function canaryFields(call: CallDef): Record<string, string> {
  return Object.fromEntries(
    Object.keys(call.input.shape).flatMap((field) => {
      const value = canaryFor.find(([name]) => name.test(field))?.[1];
      return value ? [[field, value]] : [];
    }),
  );
}

/** The clear values in the texts of a JSON document (not its numbers); the security code only
 *  as a number on its own. */
function leaks(json: string): string[] {
  const text = textValues(json).join('\n');
  const found = Object.entries(canary)
    .filter(([name]) => name !== 'securityCode')
    .filter(([, value]) => text.includes(value))
    .map(([name]) => name);
  if (new RegExp(`(?<![0-9A-Za-z])${canary.securityCode}(?![0-9A-Za-z])`).test(text)) found.push('securityCode');
  return found;
}

/** Sends `input` to `call` with its first method (query or JSON body), its path naming `owned`. */
function send(app: TestApp['app'], call: CallDef, input: Record<string, unknown>, owned: string, cookie: string) {
  const method = call.methods[0];
  return app.inject({
    method,
    url: `/api/v1/${call.path.replace(/\{\w+\}/g, owned)}`,
    headers: { cookie },
    ...(method === 'GET'
      ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
      : { payload: input }),
  });
}

describe.each(testDatabases)('leak canaries on $name', (database) => {
  let t: TestApp;
  const bodies: string[] = [];
  const statuses = new Map<string, number>();
  const carriers = allCalls.filter((call) => Object.keys(canaryFields(call)).length > 0);

  beforeAll(async () => {
    t = await startTestApp(database, { LOG_LEVEL: 'debug' });
    const cookie = await newSessionCookie(t.app);
    const owned = await enrollmentOf(t.app, cookie);
    await codeSent(t, cookie, owned);
    for (const call of carriers) {
      const answers =
        call.name === 'saveAgreementInfo' ? await agreementAnswers(t, cookie, owned) : stepAnswers[call.name];
      const fields = { enrollment_id: owned, ...answers, ...canaryFields(call) };
      const input = validInput(call, fields) ?? fields;
      const res = await send(t.app, call, input, owned, cookie);
      statuses.set(call.name, res.statusCode);
      bodies.push(res.body);
    }
    await throughBeneficiaries(t, cookie, owned, statuses, bodies);
    await throughHealth(t, cookie, owned, statuses, bodies);
    await throughDependents(t, cookie, statuses, bodies);
    await throughBilling(t, cookie, statuses, bodies);
    for (const email of [demoStaff[0].email, 'nobody@example.com']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        headers: { cookie },
        payload: { email, password: canary.password },
      });
      bodies.push(res.body);
    }
    await throughOutboxAndBlobs(t, cookie, owned);
  });
  afterAll(() => t.close());

  it('sends canaries to every call that takes a secret field', () => {
    const names = carriers.map((call) => call.name);
    for (const expected of ['savePersonalInfo', 'saveBillingInfo', 'verifyOtp', 'continueEnrollment'])
      expect(names).toContain(expected);
  });

  it('has every call take its canaries, or answer 501 while it is not built', () => {
    // Sign-in checks a password it never stores: a wrong one is its path to prove (logs, audit, guesses).
    // Continue-enrollment checks a code it keeps only hashed: a wrong one is its path to prove.
    const expected = (name: string) =>
      name === 'authSignIn' ? [401] : name === 'continueEnrollment' ? [400] : [200, 501];
    const refused = [...statuses].filter(([name, status]) => !expected(name).includes(status));
    expect(refused).toEqual([]);
    expect(statuses.get('authSignIn')).toBe(401);
    // A beneficiary's SSN is checked, then saved (sealed) by the beneficiary step.
    expect(statuses.get('validateSingleBeneficiary')).toBe(200);
    expect(statuses.get('saveBeneficiaryInfo')).toBe(200);
    // A spouse's SSN is checked, then saved (sealed) by the dependent step.
    expect(statuses.get('validateSingleDependent')).toBe(200);
    expect(statuses.get('saveDependentInfo')).toBe(200);
    // The canary code verifies its contact (kept only as keyed hashes, sent through the outbox).
    expect(statuses.get('verifyOtp')).toBe(200);
    // The contact's email and phone are saved (sealed) by the contact step.
    expect(statuses.get('saveContactInfo')).toBe(200);
    // The member's SSN is saved (sealed) by the personal step.
    expect(statuses.get('savePersonalInfo')).toBe(200);
    // Health answers' free text (condition, medication, notes) is saved (sealed) by the health step.
    expect(statuses.get('savePrimaryHealthInfo')).toBe(200);
    expect(statuses.get('saveEnrollment:health_info')).toBe(200);
    // The card number is saved (sealed) and its security code checked, then forgotten; the
    // account number is saved (sealed) by an EFT payment.
    expect(statuses.get('saveBillingInfo')).toBe(200);
    expect(statuses.get('saveBillingInfo (eft)')).toBe(200);
  });

  it('finds no canary in any response body', () => {
    expect(bodies.length).toBeGreaterThan(5);
    for (const body of bodies) expect(leaks(body), body.slice(0, 200)).toEqual([]);
  });

  it('finds no canary in any log line', () => {
    expect(t.logLines.length).toBeGreaterThan(10);
    for (const line of t.logLines) expect(leaks(line), line.slice(0, 300)).toEqual([]);
  });

  it('finds no canary in any column of any table', async () => {
    const tables = await allRows(t.app.db);
    expect([...tables.keys()]).toContain('audit_event');
    // The outbox and the blobs held canaries: their sealed columns are searched too.
    expect(tables.get('outbox_message')?.length).toBeGreaterThan(0);
    expect(tables.get('blob')?.length).toBeGreaterThan(0);
    for (const [table, rows] of tables)
      for (const row of rows) expect(leaks(row), `${table}: ${row.slice(0, 200)}`).toEqual([]);
  });
  it('finds no canary in any file of BLOB_DIR, in clear or in base64', () => {
    const dir = blobDirOf(t.app.config);
    const files = readdirSync(dir).map((name) => readFileSync(path.join(dir, name), 'latin1'));
    expect(files.length).toBeGreaterThan(0);
    const clear = Object.values(canary);
    const encoded = [
      Buffer.from(canaryText),
      Buffer.from(canaryText.slice(1)),
      Buffer.from(canaryText.slice(2)),
    ].flatMap((bytes) => [bytes.toString('base64'), bytes.toString('base64url')].map((text) => text.slice(4, -4)));
    for (const file of files)
      for (const value of [...clear, ...encoded]) expect(file.includes(value), value).toBe(false);
  });
});

/** Every canary in one text, as an email's data or a screenshot's bytes carry them. */
const canaryText = Object.values(canary).join(' ');

/**
 * Canaries through the outbox (an email queued, delivered to the mailbox by the runner logging
 * to the app's log, the mailbox page read) and through a blob (a screenshot whose bytes hold them,
 * read back by its owner). The answers that show them back to their owner are not searched.
 */
async function throughOutboxAndBlobs(t: TestApp, cookie: string, owned: string) {
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
async function codeSent(t: TestApp, cookie: string, owned: string) {
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
async function throughBilling(t: TestApp, cookie: string, statuses: Map<string, number>, bodies: string[]) {
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

async function throughBeneficiaries(
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
async function throughHealth(
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

// Access codes and private emails: every call, sent the demo parties' ids by a session that
// earned them all (so the answers are full, not refusals), answers no rep access code, no group
// enrollment code and no rep's private email (spec 000's agent_code and gagent_code included).
describe.each(testDatabases)('access codes on $name', (database) => {
  let t: TestApp;
  const answers: { name: string; body: string }[] = [];
  const codes = ['REP100', 'REP200', 'REP300', 'ACME2026', 'BLUEBIRD', 'NOLAND01'];
  const privateEmail = (code: string) => `private.${code.toLowerCase()}@canary.example`;

  beforeAll(async () => {
    t = await startTestApp(database, { LOG_LEVEL: 'warn' });
    // A rep's private email differs from the one shown to visitors (the demo data uses one for both).
    for (const code of ['REP100', 'REP200', 'REP300'])
      await t.app.db
        .updateTable('agent')
        .set({ email: privateEmail(code) })
        .where('agent_code', '=', code)
        .execute();
    const idOf = (table: 'agent' | 'employer_group', code: string) =>
      table === 'agent' ? agentIdOf(t.app, code) : groupIdOf(t.app, code);
    const elevate = Buffer.from('elevate.localhost').toString('base64');
    let cookie = await newSessionCookie(t.app);
    const visit = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { cookie } });
      const renewed = res.cookies.find((c) => c.name === 'sid');
      if (renewed) cookie = `sid=${renewed.value}`;
      answers.push({ name: url, body: res.body });
    };
    for (const url of [
      'validate-agent?agent_code=rep100',
      'validate-agent?agent_code=REP200',
      'validate-group?group_code=NOLAND01',
      'validate-group?group_code=acme2026',
      'validate-landing-page?landing_page=maria-alvarez',
      'validate-landing-page?landing_page=acme-logistics',
      'get-enrollment-info-referral?referral_id=DemoReferralValid00001',
      `get-domainSite-infromation?site_domain=${encodeURIComponent(elevate)}`,
    ])
      await visit(url);
    const owned = await enrollmentOf(t.app, cookie);
    const ids: Record<string, string> = {
      enrollment_id: owned,
      tempId: owned,
      agent_id: await idOf('agent', 'REP200'),
      group_id: await idOf('employer_group', 'NOLAND01'),
      landing_page: 'maria-alvarez',
      site_domain: elevate,
    };
    for (const call of allCalls) {
      const input = validInput(call, ids) ?? ids;
      const res = await send(t.app, call, input, owned, cookie);
      answers.push({ name: call.name, body: res.body });
    }
  });
  afterAll(() => t.close());

  it('finds no access code, group code or private email in any answer', () => {
    expect(answers.filter((answer) => answer.body.includes('"status":"success"')).length).toBeGreaterThan(40);
    const secrets = [...codes, ...codes.map(privateEmail), '"agent_code":', '"gagent_code":'];
    const found = answers.flatMap(({ name, body }) =>
      secrets.filter((secret) => body.includes(secret)).map((secret) => `${name}: ${secret}`),
    );
    expect(found).toEqual([]);
  });
});

/**
 * A spouse's SSN canary checked by validate-single-dependent and saved by save-dependent-info on a
 * Member + Spouse enrollment of its own (the list nests the SSN), then read back masked.
 */
async function throughDependents(t: TestApp, cookie: string, statuses: Map<string, number>, bodies: string[]) {
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
