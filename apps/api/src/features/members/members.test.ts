// Member calls of entry: one member for the staff whose book holds them, and who an
// enrollment (or a group's new member) is enrolling, with bad input and other books refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, newSessionCookie, signInCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { demoStaff } from '../../seed/staff';

const [rep100, rep200, acmeAdmin] = demoStaff;

describe.each(testDatabases)('member calls on $name', (database) => {
  let t: TestApp;
  let visitor: string;
  const get = async (url: string, cookie: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { cookie } });
    return { status: res.statusCode, body: res.json(), text: res.body };
  };
  const memberId = async (firstName: string) =>
    (
      await t.app.db
        .selectFrom('member')
        .select('public_id')
        .where('first_name', '=', firstName)
        .executeTakeFirstOrThrow()
    ).public_id;
  const row = async (table: 'agent' | 'employer_group', column: 'agent_code' | 'group_code', code: string) =>
    t.app.db
      .selectFrom(table)
      .select(['id', 'public_id'])
      .where(column as never, '=', code as never)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await startTestApp(database);
    visitor = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  describe('get-member-info', () => {
    it('asks a storefront session to sign in', async () => {
      const res = await get(`get-member-info?user_id=${await memberId('Lucia')}`, visitor);
      expect(res.status).toBe(401);
    });

    it('shows a rep a member of their book, with rep, group and portal, and no SSN', async () => {
      const cookie = await signInCookie(t.app, rep100.email, rep100.password);
      const res = await get(`get-member-info?user_id=${await memberId('Lucia')}`, cookie);
      expect(res.status).toBe(200);
      const result = res.body.data.result;
      expect(result).toMatchObject({ first_name: 'Lucia', last_name: 'Moreno' });
      expect(result.agent_info).toMatchObject({ first_name: 'Maria' });
      expect(result.agent_info).not.toHaveProperty('agent_code');
      expect(result.group_info.name).toBe('Acme Logistics');
      expect(result.portal_id).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(res.text).not.toMatch(/ssn/i);
    });

    it('tells a rep outside the book that the member does not exist', async () => {
      const cookie = await signInCookie(t.app, rep200.email, rep200.password);
      expect((await get(`get-member-info?user_id=${await memberId('Lucia')}`, cookie)).status).toBe(404);
    });

    it("shows a group administrator their group's members only", async () => {
      const cookie = await signInCookie(t.app, acmeAdmin.email, acmeAdmin.password);
      expect((await get(`get-member-info?user_id=${await memberId('Tom')}`, cookie)).status).toBe(200);
      expect((await get(`get-member-info?user_id=${await memberId('Aisha')}`, cookie)).status).toBe(404);
    });

    it('answers bad and unknown ids with the error envelope', async () => {
      const cookie = await signInCookie(t.app, rep100.email, rep100.password);
      const bad = await get('get-member-info?user_id=%27%3B--', cookie);
      expect(bad.status).toBe(400);
      expect(bad.body.status).toBe('error');
      expect((await get('get-member-info', cookie)).status).toBe(400);
      expect((await get('get-member-info?user_id=NoSuchMember0000000000', cookie)).status).toBe(404);
    });
  });

  describe('get-group-agent-member-info', () => {
    it("gives a group's new member the group and its rep's portals", async () => {
      const acme = await row('employer_group', 'group_code', 'ACME2026');
      const res = await get(`get-group-agent-member-info?group_id=${acme.public_id}`, visitor);
      expect(res.status).toBe(200);
      expect(res.body.data.enrollment_type).toBe('new-group-member');
      expect(res.body.data.user_info).toBeNull();
      expect(res.body.data.group_info.name).toBe('Acme Logistics');
      // Maria Alvarez's portals, but not her Rep Quote: the rep's own, chosen on her agent home.
      expect(res.body.data.platforms.map((p: { platform_code: string }) => p.platform_code).sort()).toEqual([
        'INDFAM',
        'SMBIZ',
      ]);
    });

    it("gives a new member's enrollment the site's portals", async () => {
      const enrollment = await enrollmentOf(t.app, visitor);
      const res = await get(`get-group-agent-member-info?enrollment_id=${enrollment}`, visitor);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ enrollment_type: 'new-member', user_info: null, group_info: null });
      expect(res.body.data.platforms.map((p: { platform_code: string }) => p.platform_code).sort()).toEqual([
        'INDFAM',
        'MED65',
      ]);
    });

    it('names the existing member an enrollment is for', async () => {
      const agent = await row('agent', 'agent_code', 'REP100');
      const enrollment = await enrollmentOf(t.app, visitor, { agentId: agent.id });
      const member = await t.app.db
        .selectFrom('member')
        .select('id')
        .where('first_name', '=', 'Aisha')
        .executeTakeFirstOrThrow();
      await t.app.db
        .updateTable('enrollment')
        .set({ member_id: member.id })
        .where('public_id', '=', enrollment)
        .execute();
      const res = await get(`get-group-agent-member-info?enrollment_id=${enrollment}`, visitor);
      expect(res.body.data.enrollment_type).toBe('existing-member');
      expect(res.body.data.user_info).toMatchObject({ first_name: 'Aisha', last_name: 'Khan' });
    });

    it("refuses another session's enrollment, unknown groups and empty or bad input", async () => {
      const other = await newSessionCookie(t.app);
      const enrollment = await enrollmentOf(t.app, other);
      expect((await get(`get-group-agent-member-info?enrollment_id=${enrollment}`, visitor)).status).toBe(404);
      expect((await get('get-group-agent-member-info?group_id=NoSuchGroup00000000000', visitor)).status).toBe(404);
      const empty = await get('get-group-agent-member-info', visitor);
      expect(empty.status).toBe(400);
      expect(empty.body.status).toBe('error');
      expect((await get('get-group-agent-member-info?group_id=%3Cscript%3E', visitor)).status).toBe(400);
    });
  });
});
