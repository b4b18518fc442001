// Leak canaries: recognisable secrets (SSN, bank account, card number, card security code,
// OTP, resume code, password) are sent to every call that takes such a field, and to sign-in.
// Afterwards none may appear in clear in any response body, any log line or any database
// column (raw rows). Masked forms (last four) are allowed; the security code nowhere at all.
// Calls not built yet answer 501, so today this proves the edges (parsing, errors, logs,
// audit, guess counting); each capability that stores these values is covered the day it lands.
import { allCalls } from '@benefit-store/contract/calls';
import type { CallDef } from '@benefit-store/contract/define';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaff } from '../src/seed/staff';
import { enrollmentOf, newSessionCookie, startTestApp, type TestApp } from './app';
import { testDatabases } from './databases';
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
  card: withLuhnDigit('473918264051735'),
  securityCode: '8207',
  otp: '918273',
  resumeCode: 'RQ7CANARYX',
  password: 'Canary-Pass-5512',
};

/** Which canary goes into a field, by the field's name. */
const canaryFor: readonly [RegExp, string][] = [
  [/ssn/i, canary.ssn],
  [/account_number|account_no/i, canary.account],
  [/card_number|cc_number|credit_card/i, canary.card],
  [/security_code|cvv|cvc/i, canary.securityCode],
  [/otp|verification_code/i, canary.otp],
  [/^code$|resume/i, canary.resumeCode],
  [/password/i, canary.password],
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

describe.each(testDatabases)('leak canaries on $name', (database) => {
  let t: TestApp;
  const bodies: string[] = [];
  const carriers = allCalls.filter((call) => Object.keys(canaryFields(call)).length > 0);

  beforeAll(async () => {
    t = await startTestApp(database, { LOG_LEVEL: 'debug' });
    const cookie = await newSessionCookie(t.app);
    const owned = await enrollmentOf(t.app, cookie);
    for (const call of carriers) {
      const fields = { enrollment_id: owned, ...canaryFields(call) };
      const input = validInput(call, fields) ?? fields;
      const method = call.methods[0];
      const res = await t.app.inject({
        method,
        url: `/api/v1/${call.path.replace(/\{\w+\}/g, owned)}`,
        headers: { cookie },
        ...(method === 'GET'
          ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
          : { payload: input }),
      });
      bodies.push(res.body);
    }
    for (const email of [demoStaff[0].email, 'nobody@example.com']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        headers: { cookie },
        payload: { email, password: canary.password },
      });
      bodies.push(res.body);
    }
  });
  afterAll(() => t.close());

  it('sends canaries to every call that takes a secret field', () => {
    const names = carriers.map((call) => call.name);
    for (const expected of ['savePersonalInfo', 'saveBillingInfo', 'verifyOtp', 'continueEnrollment'])
      expect(names).toContain(expected);
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
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.app.db);
    expect(tables.rows.map((row) => row.table_name)).toContain('audit_event');
    for (const { table_name } of tables.rows) {
      const rows = await sql<{
        row: string;
      }>`select row_to_json(t)::text as row from ${sql.table(table_name)} t`.execute(t.app.db);
      for (const { row } of rows.rows) expect(leaks(row), `${table_name}: ${row.slice(0, 200)}`).toEqual([]);
    }
  });
});
