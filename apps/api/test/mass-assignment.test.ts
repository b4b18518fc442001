// Mass assignment: a writing call never takes fields it does not declare. For every POST and
// PUT, fields a caller may not set (ids, prices, statuses, `removable`, owners) are dropped by
// the call's schema before any handler sees the input, and sending them changes neither the
// answer nor the owner's rows. Declared fields that name other parties are checked where
// they are used (see the update-filter-portal case below).
import { allCalls } from '@benefit-store/contract/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, newSessionCookie, startTestApp, type TestApp } from './app';
import { testDatabases } from './databases';
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

describe.each(testDatabases)('undeclared fields over HTTP on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database, { LOG_LEVEL: 'warn' });
  });
  afterAll(() => t.close());

  it('answer every writing call as if they were not sent, and leave the owner unchanged', async () => {
    for (const call of writes) {
      // Each send from its own session and enrollment: one call may end its session (sign-out).
      const send = async (extra: object) => {
        const cookie = await newSessionCookie(t.app);
        const owned = await enrollmentOf(t.app, cookie);
        const input = validInput(call, { enrollment_id: owned });
        if (!input) throw new Error(`${call.name}: no valid sample input`);
        const owner = () =>
          t.app.db
            .selectFrom('enrollment')
            .select(['created_by_session', 'agent_id', 'employer_group_id'])
            .where('public_id', '=', owned)
            .executeTakeFirst();
        const before = await owner();
        const res = await t.app.inject({
          method: call.methods.find((method) => method !== 'GET') ?? 'POST',
          url: `/api/v1/${call.path.replace(/\{\w+\}/g, owned)}`,
          headers: { cookie },
          payload: { ...input, ...extra, ...input },
        });
        expect(await owner(), call.name).toEqual(before);
        return res.statusCode;
      };
      expect(await send(forbidden), call.name).toBe(await send({}));
    }
  }, 120_000);

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
