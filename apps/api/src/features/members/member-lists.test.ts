// The current-member lists (a rep's whole book, a group's employees) and the desk's enrollments in
// progress: only to that party signed in, never with a full SSN, bad input answered with field errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentIdOf,
  enrollmentOf,
  groupIdOf,
  newSessionCookie,
  signInCookie,
  startTestApp,
  type TestApp,
} from '../../../test/app';
import { personalAnswers } from '../../../test/completable';
import { testDatabases } from '../../../test/databases';
import { newPublicId } from '../../lib/ids';
import { demoStaff } from '../../seed/staff';

const [rep100, rep200, acmeAdmin] = demoStaff;

describe.each(testDatabases)('current-member lists on $name', (database) => {
  let t: TestApp;
  let rep100Id: string;
  let rep200Id: string;
  let acmeId: string;
  let bluebirdId: string;
  const get = async (url: string, cookie: string, language = 'en') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/${url}`,
      headers: { cookie, 'accept-language': language },
    });
    return { status: res.statusCode, body: res.json(), text: res.body };
  };
  const names = (body: { data: { result: { name: string }[] } }) => body.data.result.map((row) => row.name);

  beforeAll(async () => {
    t = await startTestApp(database);
    [rep100Id, rep200Id, acmeId, bluebirdId] = await Promise.all([
      agentIdOf(t.app, 'REP100'),
      agentIdOf(t.app, 'REP200'),
      groupIdOf(t.app, 'ACME2026'),
      groupIdOf(t.app, 'BLUEBIRD'),
    ]);
    // A member whose full SSN is on file, sealed as the wizard seals it.
    const agent = await t.app.db
      .selectFrom('agent')
      .select('id')
      .where('agent_code', '=', 'REP100')
      .executeTakeFirstOrThrow();
    const publicId = newPublicId();
    await t.app.db
      .insertInto('member')
      .values({
        public_id: publicId,
        first_name: 'Zora',
        last_name: 'Quist',
        birth_date: '1970-01-01',
        email: 'zora.quist@example.com',
        zip: '78701',
        state: 'TX',
        gender: 1,
        ssn_sealed: t.app.cipher.seal('123456789', { table: 'member', column: 'ssn_sealed', row: publicId }),
        ssn_last4: '6789',
        agent_id: agent.id,
      })
      .execute();
  });
  afterAll(() => t.close());

  describe('get-agent-members', () => {
    it('asks a storefront session to sign in', async () => {
      const res = await get(`get-agent-members?agent_id=${rep100Id}`, await newSessionCookie(t.app));
      expect(res.status).toBe(401);
      expect(res.text).not.toMatch(/Lucia|Moreno/);
    });

    it("shows a rep their whole book: their own members and their groups' employees", async () => {
      const cookie = await signInCookie(t.app, rep100.email, rep100.password);
      const res = await get(`get-agent-members?agent_id=${rep100Id}`, cookie);
      expect(res.status).toBe(200);
      const rows = res.body.data.result;
      // Twelve demo members, and the one this file added.
      expect(rows).toHaveLength(13);
      expect(names(res.body)).toContain('Aisha Khan');
      expect(names(res.body)).not.toContain('Wen Li');
      const lucia = rows.find((row: { name: string }) => row.name === 'Lucia Moreno');
      expect(lucia).toMatchObject({
        dob: '1984-03-12',
        policy_id: 'POL-100231',
        email: 'lucia.moreno@example.com',
        group_info: { group_id: acmeId, group_name: 'Acme Logistics' },
        plan_info: expect.arrayContaining([
          expect.objectContaining({ plan_status: 'ACTIVE' }),
          expect.objectContaining({ plan_status: 'TERMINATED' }),
        ]),
      });
      expect(lucia.user_id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
      // Sorted by last name: the table pages in the same order every time.
      const lastNames = names(res.body).map((name: string) => name.split(' ').at(-1));
      expect(lastNames).toEqual([...lastNames].sort());
    });

    it('never answers a full SSN: last four digits, masked, at most', async () => {
      const cookie = await signInCookie(t.app, rep100.email, rep100.password);
      const res = await get(`get-agent-members?agent_id=${rep100Id}`, cookie);
      const zora = res.body.data.result.find((row: { name: string }) => row.name === 'Zora Quist');
      expect(zora.ssn).toBe('***-**-6789');
      expect(res.text).not.toContain('123456789');
      expect(res.text).not.toContain('12345');
      expect(res.text).not.toMatch(/v2\./);
      for (const row of res.body.data.result) expect(row.ssn).toMatch(/^(\*{3}-\*{2}-\d{4})?$/);
    });

    it("tells a rep asking another rep's book that it does not exist", async () => {
      const cookie = await signInCookie(t.app, rep200.email, rep200.password);
      const res = await get(`get-agent-members?agent_id=${rep100Id}`, cookie);
      expect(res.status).toBe(404);
      expect(res.text).not.toMatch(/Lucia|Moreno/);
      const own = await get(`get-agent-members?agent_id=${rep200Id}`, cookie);
      expect(names(own.body)).toEqual(['Wen Li']);
    });

    it("refuses a group administrator a rep's book", async () => {
      const cookie = await signInCookie(t.app, acmeAdmin.email, acmeAdmin.password);
      expect((await get(`get-agent-members?agent_id=${rep100Id}`, cookie)).status).toBe(404);
    });

    it("answers missing and bad ids with field errors in the caller's language", async () => {
      const cookie = await signInCookie(t.app, rep100.email, rep100.password);
      const missing = await get('get-agent-members', cookie);
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ status: 'error', data: [{ target_element: 'agent_id' }] });
      const bad = await get('get-agent-members?agent_id=%27%3B--', cookie);
      const badEs = await get('get-agent-members?agent_id=%27%3B--', cookie, 'es');
      expect([bad.status, badEs.status]).toEqual([400, 400]);
      expect(badEs.body.data[0].target_element).toBe('agent_id');
      expect(badEs.body.data[0].error_message).not.toBe(bad.body.data[0].error_message);
    });
  });

  describe('get-group-users', () => {
    it('asks a storefront session to sign in', async () => {
      const res = await get(`get-group-users?group_id=${acmeId}`, await newSessionCookie(t.app));
      expect(res.status).toBe(401);
    });

    it("shows a group administrator their group's six employees, and no one else", async () => {
      const cookie = await signInCookie(t.app, acmeAdmin.email, acmeAdmin.password);
      const res = await get(`get-group-users?group_id=${acmeId}`, cookie);
      expect(res.status).toBe(200);
      expect(names(res.body).sort()).toEqual(
        ['Diego Vargas', 'Grace Holloway', 'Hannah Schultz', 'Lucia Moreno', 'Marcus Reyes', 'Tom Becker'].sort(),
      );
      expect(res.text).not.toContain('Aisha');
    });

    it("shows the group's rep its employees, and refuses another group's administrator and rep", async () => {
      const rep = await signInCookie(t.app, rep100.email, rep100.password);
      expect(names((await get(`get-group-users?group_id=${acmeId}`, rep)).body)).toHaveLength(6);
      const admin = await signInCookie(t.app, acmeAdmin.email, acmeAdmin.password);
      expect((await get(`get-group-users?group_id=${bluebirdId}`, admin)).status).toBe(404);
      const otherRep = await signInCookie(t.app, rep200.email, rep200.password);
      expect((await get(`get-group-users?group_id=${acmeId}`, otherRep)).status).toBe(404);
    });

    it('answers bad ids with field errors', async () => {
      const cookie = await signInCookie(t.app, acmeAdmin.email, acmeAdmin.password);
      const bad = await get('get-group-users?group_id=%3Cscript%3E', cookie);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ status: 'error', data: [{ target_element: 'group_id' }] });
    });
  });

  describe('members/enrollments-in-progress', () => {
    const dbId = async (table: 'agent' | 'employer_group', column: string, code: string) =>
      (
        await t.app.db
          .selectFrom(table)
          .select('id')
          .where(column as never, '=', code as never)
          .executeTakeFirstOrThrow()
      ).id;

    it("lists a rep's and a group's own enrollments, with the member they are for, and no one else's", async () => {
      const visitor = await newSessionCookie(t.app);
      const rep100Db = await dbId('agent', 'agent_code', 'REP100');
      const acmeDb = await dbId('employer_group', 'group_code', 'ACME2026');
      const mine = await enrollmentOf(t.app, visitor, { agentId: rep100Db });
      const acme = await enrollmentOf(t.app, visitor, { agentId: rep100Db, groupId: acmeDb });
      const others = await enrollmentOf(t.app, visitor, { agentId: await dbId('agent', 'agent_code', 'REP200') });
      const lucia = await t.app.db
        .selectFrom('member')
        .select('id')
        .where('first_name', '=', 'Lucia')
        .executeTakeFirstOrThrow();
      await t.app.db.updateTable('enrollment').set({ member_id: lucia.id }).where('public_id', '=', acme).execute();
      // A new member is named once the personal step saved the name.
      const personal = await t.app.inject({
        method: 'POST',
        url: '/api/v1/save-personal-info',
        headers: { cookie: visitor },
        payload: { enrollment_id: mine, ...personalAnswers },
      });
      expect(personal.statusCode).toBe(200);

      const rep = await signInCookie(t.app, rep100.email, rep100.password);
      const repList = (await get('members/enrollments-in-progress', rep)).body.data.result;
      const repIds = repList.map((row: { enrollment_id: string }) => row.enrollment_id);
      expect(repIds).toEqual(expect.arrayContaining([mine, acme]));
      expect(repIds).not.toContain(others);
      expect(repList.find((row: { enrollment_id: string }) => row.enrollment_id === acme)).toMatchObject({
        member_name: 'Lucia Moreno',
        group_name: 'Acme Logistics',
        plans_in_cart: 0,
      });
      expect(repList.find((row: { enrollment_id: string }) => row.enrollment_id === mine)?.member_name).toBe(
        `${personalAnswers.first_name} ${personalAnswers.last_name}`,
      );

      const admin = await signInCookie(t.app, acmeAdmin.email, acmeAdmin.password);
      const adminIds = (await get('members/enrollments-in-progress', admin)).body.data.result.map(
        (row: { enrollment_id: string }) => row.enrollment_id,
      );
      expect(adminIds).toContain(acme);
      expect(adminIds).not.toContain(mine);
    });

    it('asks a storefront session to sign in', async () => {
      expect((await get('members/enrollments-in-progress', await newSessionCookie(t.app))).status).toBe(401);
    });

    it("tells the signed-in party's pages which book is theirs", async () => {
      const rep = await signInCookie(t.app, rep100.email, rep100.password);
      expect((await get('auth/session', rep)).body.data).toMatchObject({ role: 'rep', agent_id: rep100Id });
      const admin = await signInCookie(t.app, acmeAdmin.email, acmeAdmin.password);
      expect((await get('auth/session', admin)).body.data).toMatchObject({ role: 'group_admin', group_id: acmeId });
    });
  });

  describe("the audit trail names whose record was read, in the reader's book only", () => {
    it("names the member and the group a party read, and never another book's", async () => {
      const lucia = await t.app.db
        .selectFrom('member')
        .select('public_id')
        .where('first_name', '=', 'Lucia')
        .executeTakeFirstOrThrow();
      const events = async (cookie: string) => (await get('auth/audit-events', cookie)).body.data.events;

      const rep = await signInCookie(t.app, rep100.email, rep100.password);
      expect((await get(`get-member-info?user_id=${lucia.public_id}`, rep)).status).toBe(200);
      expect(await events(rep)).toContainEqual(
        expect.objectContaining({ action: 'getMemberInfo', subject_name: 'Lucia Moreno', result: 'ok' }),
      );

      const admin = await signInCookie(t.app, acmeAdmin.email, acmeAdmin.password);
      await get(`get-group-users?group_id=${acmeId}`, admin);
      expect(await events(admin)).toContainEqual(
        expect.objectContaining({ action: 'getGroupUsers', subject_name: 'Acme Logistics' }),
      );

      const otherRep = await signInCookie(t.app, rep200.email, rep200.password);
      expect((await get(`get-member-info?user_id=${lucia.public_id}`, otherRep)).status).toBe(404);
      expect((await get(`get-group-users?group_id=${acmeId}`, otherRep)).status).toBe(404);
      const theirs = await events(otherRep);
      expect(theirs).toContainEqual(
        // The scope check files a member read as allowed before the members feature matches the book.
        expect.objectContaining({ action: 'getMemberInfo', subject_id: lucia.public_id, subject_name: null }),
      );
      expect(theirs).toContainEqual(
        expect.objectContaining({ action: 'getGroupUsers', result: 'refused', subject_name: null }),
      );
      const names = theirs.map((event: { subject_name: string | null }) => event.subject_name);
      expect(names).not.toContain('Lucia Moreno');
      expect(names).not.toContain('Acme Logistics');
    });
  });
});
