// Access codes and private emails: every call, sent the demo parties' ids by a session that
// earned them all (so the answers are full, not refusals), answers no rep access code, no group
// enrollment code and no rep's private email (spec 000's agent_code and gagent_code included).

import { allCalls } from '@benefit-store/contract/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentIdOf, enrollmentOf, groupIdOf, newSessionCookie, startTestApp, type TestApp } from './app';
import { testDatabases } from './databases';
import { send } from './leak-canaries';
import { validInput } from './valid-input';

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
