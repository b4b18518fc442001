// The access matrix: every call that names an enrollment, member, quote, policy, group or
// rep, played by nine parties. Those the table lists get past the access check (the call's
// own answer, 501 while it is not built); everyone else is refused (404 for enrollments; a rep
// or group the session did not earn, with the field error on it), with nothing of the owner's
// in the body, and the owner's rows unchanged by their request.
import { allCalls } from '@benefit-store/contract/calls';
import type { CallDef } from '@benefit-store/contract/define';
import { errorEnvelope } from '@benefit-store/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaff } from '../src/seed/staff';
import { accessMatrix, type Party, parties } from './access-matrix';
import { enrollmentOf, newSessionCookie, signInCookie, startTestApp, type TestApp } from './app';
import { testDatabases } from './databases';
import { earnedCookie } from './earned-cookie';
import { validInput } from './valid-input';

const idFields = ['enrollment_id', 'tempId', 'user_id', 'policy_id', 'agent_id', 'group_id'] as const;
const shapeOf = (call: CallDef) => ({ ...call.input.shape, ...(call.params?.shape ?? {}) });
const namesAnId = (call: CallDef) => idFields.some((field) => field in shapeOf(call));
/** A rep or group the session did not earn is refused with the field error on it. */
const partyFields = ['agent_id', 'group_id'];
const fieldErrorOnAParty = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  'data' in body &&
  Array.isArray(body.data) &&
  body.data.some((error: { target_element?: string }) => partyFields.includes(error.target_element ?? ''));
const covered = allCalls.filter(namesAnId);
const [rep1, rep2, groupAdmin] = demoStaff;

describe.each(testDatabases)('the access matrix on $name', (database) => {
  let t: TestApp;
  let cookies: Record<Party, string | undefined>;
  let ids: Record<string, string>;
  let owned: string;
  const ownerRows = async () => ({
    enrollment: await t.app.db.selectFrom('enrollment').selectAll().where('public_id', '=', owned).execute(),
    access: await t.app.db
      .selectFrom('enrollment_access')
      .innerJoin('enrollment', 'enrollment.id', 'enrollment_access.enrollment_id')
      .select(['enrollment_access.session_id', 'enrollment_access.via'])
      .where('enrollment.public_id', '=', owned)
      .execute(),
  });

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
    // A demo member in the same books as the enrollment (seed/members.ts).
    const member = await t.app.db
      .selectFrom('member')
      .select('public_id')
      .where('agent_id', '=', agent.id)
      .where('employer_group_id', '=', group.id)
      .executeTakeFirstOrThrow();
    const owner = await earnedCookie(t.app, await newSessionCookie(t.app), 'validate-group?group_code=ACME2026');
    owned = await enrollmentOf(t.app, owner, { agentId: agent.id, groupId: group.id });
    cookies = {
      anonymous: undefined,
      A: owner,
      B: await newSessionCookie(t.app),
      R1: await signInCookie(t.app, rep1.email, rep1.password),
      R2: await signInCookie(t.app, rep2.email, rep2.password),
      G1: await signInCookie(t.app, groupAdmin.email, groupAdmin.password),
      RC: await earnedCookie(t.app, await newSessionCookie(t.app), 'validate-agent?agent_code=REP100'),
      RV: await earnedCookie(t.app, await newSessionCookie(t.app), 'validate-landing-page?landing_page=maria-alvarez'),
      GC: await earnedCookie(t.app, await newSessionCookie(t.app), 'validate-group?group_code=ACME2026'),
    };
    ids = {
      enrollment_id: owned,
      tempId: owned,
      agent_id: agent.public_id,
      group_id: group.public_id,
      user_id: member.public_id,
      policy_id: 'PolicyAAAAAAAAAAAAAAAA',
      // A demo plan (seed/catalog), so calls about a plan get past 'Plan not found'.
      plan_id: 'DEN-BASIC',
      planId: 'DEN-BASIC',
      pid: 'DEN-BASIC',
    };
  });
  afterAll(() => t.close());

  it('has a row for every call that names an identifier, and no row for any other', () => {
    expect(covered.length).toBeGreaterThan(100);
    expect(covered.map((call) => call.name).filter((name) => !accessMatrix.has(name))).toEqual([]);
    const names = new Set(covered.map((call) => call.name));
    expect([...accessMatrix.keys()].filter((name) => !names.has(name))).toEqual([]);
  });

  it('lets exactly the listed parties past the access check', async () => {
    const wrong: string[] = [];
    for (const call of covered) {
      const allowed = accessMatrix.get(call.name) ?? [];
      const input = validInput(call, ids);
      if (!input) throw new Error(`${call.name}: no valid sample input found`);
      const method = call.methods[0];
      const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? 'x');
      for (const party of parties) {
        const cookie = cookies[party];
        const before = allowed.includes(party) ? undefined : await ownerRows();
        const res = await t.app.inject({
          method,
          url: `/api/v1/${path}`,
          headers: cookie ? { cookie } : {},
          ...(method === 'GET'
            ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
            : { payload: input }),
        });
        const refused =
          [401, 403, 404].includes(res.statusCode) || (res.statusCode === 400 && fieldErrorOnAParty(res.json()));
        const where = `${call.name} as ${party}: ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (allowed.includes(party) === refused) wrong.push(where);
        if (before) expect(await ownerRows(), `${where}: changed the owner's rows`).toEqual(before);
        if (refused) {
          expect(errorEnvelope.safeParse(res.json()).success, where).toBe(true);
          expect(res.body, where).not.toContain(owned);
          const namesEnrollment = 'enrollment_id' in input || call.scopes?.includes('enrollment');
          if (namesEnrollment && cookie && party !== 'anonymous' && ![400, 401].includes(res.statusCode))
            expect(res.statusCode, where).toBe(404);
        } else {
          expect(res.statusCode, where).toBeLessThan(500 + (res.statusCode === 501 ? 2 : 0));
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);
});
