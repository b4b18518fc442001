// Mass assignment: a writing call never takes fields it does not declare. For every POST and
// PUT, fields a caller may not set (ids, prices, statuses, `removable`, owners) are dropped by
// the call's schema before any handler sees the input, and sending them changes neither the
// answer nor any row of any table: the change a call makes with them is the change it makes
// without them. Declared fields that name other parties are checked where they are used
// (see the update-filter-portal case below).
import { allCalls } from '@benefit-store/contract/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/ids';
import { enrollmentOf, newSessionCookie, startTestApp, type TestApp } from './app';
import { testDatabases } from './databases';
import { allRows, type Rows } from './table-rows';
import { validInput } from './valid-input';

const writes = allCalls.filter((call) => call.methods.some((method) => method === 'POST' || method === 'PUT'));

/** Fields no caller may set: server-side ids, owners, prices, statuses. */
const forbidden = {
  id: 1,
  created_by_session: 'someone-else',
  employer_group_id: 1,
  staff_account_id: 1,
  price: 0,
  initial_month_cost: 0,
  status: 'approved',
  plan_status: 'active',
  removable: 0,
  is_admin: true,
  role: 'rep',
};

describe('every writing call drops undeclared fields', () => {
  it.each(writes.map((call) => [call.name, call] as const))('%s', (_, call) => {
    const declared = Object.keys(call.input.shape);
    const extra = Object.fromEntries(Object.entries(forbidden).filter(([field]) => !declared.includes(field)));
    const input = validInput(call, { enrollment_id: 'AAAAAAAAAAAAAAAAAAAAAA' });
    if (!input) throw new Error(`${call.name}: no valid sample input`);
    const parsed = call.input.parse({ ...input, ...extra });
    for (const field of Object.keys(extra)) expect(parsed, `${call.name} kept ${field}`).not.toHaveProperty(field);
  });
});

/** A changed row with what differs from one send to the next masked: its own session and
 *  enrollment, serial ids, times, random ids and tokens, sealed values and keyed hashes, counters. */
function normalized(row: string, own: readonly string[]): string {
  const mask = (key: string, value: unknown): unknown => {
    if (typeof value === 'number' && (key === 'id' || key.endsWith('_id') || /count|failures|attempts/.test(key)))
      return '#';
    if (typeof value === 'string') {
      if (own.some((id) => value.includes(id))) return own.reduce((text, id) => text.replaceAll(id, '<own>'), value);
      // A guess counted against the enrollment names its internal id (guess-service.ts), alone or
      // with the address it came from (decision 0038).
      if (/^enrollment:\d+(\|.*)?$/.test(value)) return value.replace(/^enrollment:\d+/, 'enrollment:<own>');
      if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return '<time>';
      if (/^v\d+\./.test(value)) return '<sealed>';
      // A keyed hash (FieldCipher.mac): `<key id>.<HMAC>`, of a random one-time password.
      if (/^[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]{43}$/.test(value)) return '<keyed hash>';
      if (/^[A-Za-z0-9_-]{20,}$/.test(value)) return '<random>';
    }
    if (Array.isArray(value)) return value.map((item) => mask('', item));
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mask(k, v)]));
    return value;
  };
  return JSON.stringify(mask('', JSON.parse(row)));
}

/**
 * The rows that appeared (+) and went (-) between two snapshots, per table, normalized. A row
 * that went and came back the same but for masked columns (a counter written by an earlier
 * send) counts as appeared, as it did for the earlier send.
 */
function changes(before: Rows, after: Rows, own: readonly string[]): string[] {
  const changed: string[] = [];
  for (const [table, rows] of after) {
    const old = before.get(table) ?? [];
    const added = rows.filter((row) => !old.includes(row)).map((row) => `${table} + ${normalized(row, own)}`);
    const gone = old.filter((row) => !rows.includes(row)).map((row) => `${table} - ${normalized(row, own)}`);
    changed.push(...added, ...gone.filter((row) => !added.includes(row.replace(' - ', ' + '))));
  }
  return changed.sort();
}

describe.each(testDatabases)('undeclared fields over HTTP on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database, { LOG_LEVEL: 'warn' });
  });
  afterAll(() => t.close());

  it('answer every writing call as if they were not sent, and change every table as without them', async () => {
    for (const call of writes) {
      // Each send from its own session and enrollment: one call may end its session (sign-out).
      const send = async (extra: object) => {
        const cookie = await newSessionCookie(t.app);
        const owned = await enrollmentOf(t.app, cookie);
        const input = validInput(call, { enrollment_id: owned });
        if (!input) throw new Error(`${call.name}: no valid sample input`);
        const before = await allRows(t.app.db);
        const res = await t.app.inject({
          method: call.methods.find((method) => method !== 'GET') ?? 'POST',
          url: `/api/v1/${call.path.replace(/\{\w+\}/g, owned)}`,
          headers: { cookie },
          payload: { ...input, ...extra, ...input },
        });
        const own = [owned, hashToken(cookie.slice(cookie.indexOf('=') + 1))];
        return { status: res.statusCode, changes: changes(before, await allRows(t.app.db), own) };
      };
      const withExtras = await send(forbidden);
      const without = await send({});
      expect(withExtras.status, call.name).toBe(without.status);
      expect(withExtras.changes, call.name).toEqual(without.changes);
    }
  }, 240_000);

  it("refuses a group outside the enrollment rep's book in update-filter-portal", async () => {
    const rep = await t.app.db
      .selectFrom('agent')
      .select('id')
      .where('agent_code', '=', 'REP100')
      .executeTakeFirstOrThrow();
    const cookie = await newSessionCookie(t.app);
    const owned = await enrollmentOf(t.app, cookie, { agentId: rep.id });
    const otherRepsGroup = await t.app.db
      .selectFrom('employer_group')
      .select('public_id')
      .where('group_code', '=', 'BLUEBIRD')
      .executeTakeFirstOrThrow();
    const portal = await t.app.db
      .selectFrom('platform')
      .select('public_id')
      .where('platform_code', '=', 'INDFAM')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/update-filter-portal',
      headers: { cookie },
      payload: { enrollment_id: owned, platform_group_id: portal.public_id, group_id: otherRepsGroup.public_id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([{ target_element: 'group_id', error_message: 'Please choose a group' }]);
  });
});
