// Leak canaries: recognisable secrets (SSN, bank account, card number, card security code,
// OTP, resume code, password) are sent to every call that takes such a field, and to sign-in.
// Afterwards none may appear in clear in any response body, any log line or any database
// column (raw rows). Masked forms (last four) are allowed; the security code nowhere at all.
// Every call must take its canaries (200) or not be built yet (501): a call that refuses the
// canary input never stored it, and proves nothing. Calls not built yet prove the edges (parsing,
// errors, logs, audit, guess counting); each capability that stores these values is covered the
// day it lands, and the day it lands a refusal of its canary input fails here. Canaries also go
// through the outbox (an email delivered by the job runner) and a blob (a screenshot's bytes): no log
// line, table or file in BLOB_DIR may hold them in clear. The canaries and their inputs are
// leak-canaries.ts's, their paths beyond one call leak-canary-paths.ts's; access codes are
// access-code-leaks.test.ts's.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allCalls } from '@benefit-store/contract/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobDirOf } from '../src/lib/config';
import { demoStaff } from '../src/seed/staff';
import { enrollmentOf, newSessionCookie, startTestApp, type TestApp } from './app';
import { testDatabases } from './databases';
import { agreementAnswers, canary, canaryFields, leaks, send, stepAnswers } from './leak-canaries';
import {
  canaryText,
  codeSent,
  throughBeneficiaries,
  throughBilling,
  throughDependents,
  throughHealth,
  throughOutboxAndBlobs,
} from './leak-canary-paths';
import { allRows } from './table-rows';
import { validInput } from './valid-input';

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
