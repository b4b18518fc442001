// Every call of the contract whose schemas carry a health-bearing field, sent as it carries one
// (each tab or column that picks health data), is refused to a group administrator whose book
// holds the enrollment: 404, audited with the account. The rule comes from the marks, so a new
// call cannot forget it.
import { allCalls } from '@benefit-store/contract/calls';
import type { CallDef } from '@benefit-store/contract/define';
import { carriesHealth, healthRuleOf } from '@benefit-store/contract/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { enrollmentOf, newSessionCookie, signInCookie, startTestApp, type TestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { validInput } from '../../test/valid-input';
import { demoStaff } from '../seed/staff';

const admin = demoStaff[2];

/** The inputs of `call` that carry health data: the valid one, or it with each value of a field that picks what is carried. */
function healthInputs(call: CallDef, ids: Record<string, unknown>): Record<string, unknown>[] {
  const rule = healthRuleOf(call);
  const base = validInput(call, ids);
  if (rule === false) return [];
  if (!base) throw new Error(`${call.name}: no valid sample input found`);
  if (rule === true) return [base];
  const picks = Object.entries(call.input.shape).flatMap(([field, schema]) =>
    schema instanceof z.ZodEnum ? schema.options.map((value) => ({ ...base, [field]: value })) : [],
  );
  return picks.filter((input) => call.input.safeParse(input).success && carriesHealth(rule, input));
}

describe.each(testDatabases)('health-bearing calls on $name', (database) => {
  let t: TestApp;
  let ids: Record<string, string>;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp(database, { LOG_LEVEL: 'warn' });
    const agent = await t.app.db
      .selectFrom('agent')
      .select(['id', 'public_id'])
      .where('agent_code', '=', 'REP100')
      .executeTakeFirstOrThrow();
    const group = await t.app.db
      .selectFrom('employer_group')
      .select(['id', 'public_id'])
      .where('group_code', '=', 'ACME2026')
      .executeTakeFirstOrThrow();
    const owned = await enrollmentOf(t.app, await newSessionCookie(t.app), { agentId: agent.id, groupId: group.id });
    ids = {
      enrollment_id: owned,
      tempId: owned,
      agent_id: agent.public_id,
      group_id: group.public_id,
      plan_id: 'DEN-BASIC',
    };
    cookie = await signInCookie(t.app, admin.email, admin.password);
  });
  afterAll(() => t.close());

  it('refuses each to the group administrator whose book holds the enrollment, audited', async () => {
    const carrying = allCalls.flatMap((call) => healthInputs(call, ids).map((input) => ({ call, input })));
    // The dependents', the health step's and the plans' answers at least; save-enrollment by its health tab.
    const names = new Set(carrying.map(({ call }) => call.name));
    for (const name of [
      'getDependentsExistingUserEnrollment',
      'saveDependentInfo',
      'saveEnrollment',
      'savePrimaryHealthInfo',
    ])
      expect(names).toContain(name);
    const open: string[] = [];
    for (const { call, input } of carrying) {
      const method = call.methods[0];
      const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? 'x');
      const before = await t.app.db.selectFrom('audit_event').select('id').orderBy('id', 'desc').executeTakeFirst();
      const res = await t.app.inject({
        method,
        url: `/api/v1/${path}`,
        headers: { cookie },
        ...(method === 'GET'
          ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
          : { payload: input }),
      });
      if (res.statusCode !== 404) open.push(`${call.name} ${JSON.stringify(input).slice(0, 80)}: ${res.statusCode}`);
      const audited = await t.app.db
        .selectFrom('audit_event')
        .select(['action', 'result', 'actor_kind', 'staff_account_id'])
        .where('id', '>', before?.id ?? '0')
        .execute();
      expect(audited, call.name).toContainEqual(
        expect.objectContaining({ action: call.name, result: 'refused', actor_kind: 'group_admin' }),
      );
      expect(audited.every((row) => row.staff_account_id !== null)).toBe(true);
    }
    expect(open).toEqual([]);
  }, 120_000);
});
