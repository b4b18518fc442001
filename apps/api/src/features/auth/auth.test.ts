// Staff sign-in, session lifetimes on an injected clock, sign-out, the audit trail and its
// append-only table.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enrollmentOf, newSessionCookie, signInCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { demoStaff } from '../../seed/staff';

const [rep1, rep2, groupAdmin] = demoStaff;
const minute = 60 * 1000;

describe.each(testDatabases)('staff sessions on $name', (database) => {
  let t: TestApp;
  let now = new Date('2026-11-23T09:00:00Z');
  const at = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, cookie: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const signedIn = async (cookie: string) => (await at('/api/v1/auth/session', cookie)).json().data.signed_in;

  beforeAll(async () => {
    t = await startTestApp(database, {}, () => now);
  });
  beforeEach(() => {
    now = new Date(now.getTime() + 24 * 60 * minute);
  });
  afterAll(() => t.close());

  it('refuses a wrong password or an unknown email with the same words, and audits both', async () => {
    const cookie = await newSessionCookie(t.app);
    for (const payload of [
      { email: rep1.email, password: 'not-it' },
      { email: 'nobody@example.com', password: rep1.password },
    ]) {
      const res = await post('/api/v1/auth/sign-in', cookie, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('The email or password is incorrect.');
    }
    const refused = await t.app.db
      .selectFrom('audit_event')
      .selectAll()
      .where('action', '=', 'authSignIn')
      .where('result', '=', 'refused')
      .execute();
    expect(refused.length).toBeGreaterThanOrEqual(2);
    expect(refused.every((row) => row.address.length > 0)).toBe(true);
  });

  it('answers in Spanish when asked', async () => {
    const cookie = await newSessionCookie(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { cookie, 'accept-language': 'es' },
      payload: { email: rep1.email, password: 'wrong' },
    });
    expect(res.json().message).toBe('El correo electrónico o la contraseña no son correctos.');
  });

  it('gives a new session id at sign-in and ends the old one', async () => {
    const before = await newSessionCookie(t.app);
    const res = await post('/api/v1/auth/sign-in', before, { email: rep1.email, password: rep1.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ signed_in: true, role: 'rep', name: 'Maria Alvarez' });
    const after = res.cookies.find((c) => c.name === 'sid');
    expect(after?.httpOnly).toBe(true);
    expect(after?.sameSite).toBe('Lax');
    expect(`sid=${after?.value}`).not.toBe(before);
    expect((await post('/api/v1/auth/extend-session', before)).statusCode).toBe(403);
    expect(await signedIn(`sid=${after?.value}`)).toBe(true);
  });

  it('ends a staff session after 30 minutes idle; use keeps it alive', async () => {
    const cookie = await signInCookie(t.app, rep1.email, rep1.password);
    const state = (await at('/api/v1/auth/session', cookie)).json().data;
    expect(Date.parse(state.idle_expires_at) - now.getTime()).toBe(30 * minute);
    now = new Date(now.getTime() + 29 * minute);
    expect(await signedIn(cookie)).toBe(true);
    now = new Date(now.getTime() + 29 * minute);
    expect((await post('/api/v1/auth/extend-session', cookie)).json().data.signed_in).toBe(true);
    now = new Date(now.getTime() + 31 * minute);
    expect(await signedIn(cookie)).toBe(false);
  });

  it('ends a staff session 12 hours after sign-in however busy', async () => {
    const cookie = await signInCookie(t.app, rep2.email, rep2.password);
    const start = now.getTime();
    while (now.getTime() - start < 12 * 60 * minute - 20 * minute) {
      now = new Date(now.getTime() + 20 * minute);
      expect(await signedIn(cookie)).toBe(true);
    }
    const state = (await at('/api/v1/auth/session', cookie)).json().data;
    expect(Date.parse(state.expires_at)).toBe(start + 12 * 60 * minute);
    expect(Date.parse(state.idle_expires_at)).toBeLessThanOrEqual(start + 12 * 60 * minute);
    now = new Date(start + 12 * 60 * minute + 1);
    expect(await signedIn(cookie)).toBe(false);
  });

  it('revokes the session on the server at sign-out', async () => {
    const cookie = await signInCookie(t.app, rep1.email, rep1.password);
    const res = await post('/api/v1/auth/sign-out', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect(await signedIn(cookie)).toBe(false);
    expect((await post('/api/v1/auth/extend-session', cookie)).statusCode).toBe(403);
  });

  it('limits wrong passwords like access codes: the eleventh try waits', async () => {
    const cookie = await newSessionCookie(t.app);
    for (let i = 0; i < 10; i++)
      await post('/api/v1/auth/sign-in', cookie, { email: groupAdmin.email, password: `guess-${i}` });
    const res = await post('/api/v1/auth/sign-in', cookie, { email: groupAdmin.email, password: groupAdmin.password });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it("records a rep's reads of an enrollment in their book, and refusals outside it, for them to see", async () => {
    const agent = await t.app.db
      .selectFrom('agent')
      .select('id')
      .where('agent_code', '=', 'REP100')
      .executeTakeFirstOrThrow();
    const applicant = await newSessionCookie(t.app);
    const enrollmentId = await enrollmentOf(t.app, applicant, { agentId: agent.id });
    const own = await signInCookie(t.app, rep1.email, rep1.password);
    const other = await signInCookie(t.app, rep2.email, rep2.password);
    const url = `/api/v1/get-existing-primary-health-info?enrollment_id=${enrollmentId}`;
    expect((await at(url, own)).statusCode).toBe(501);
    expect((await at(url, other)).statusCode).toBe(404);

    const mine = (await at('/api/v1/auth/audit-events', own)).json().data.events;
    expect(mine).toContainEqual(
      expect.objectContaining({
        actor: 'Maria Alvarez',
        action: 'getExistingPrimaryHealthInfo',
        subject_id: enrollmentId,
        result: 'ok',
      }),
    );
    expect(mine.some((event: { actor: string }) => event.actor === 'James Okafor')).toBe(false);
    const theirs = (await at('/api/v1/auth/audit-events', other)).json().data.events;
    expect(theirs).toContainEqual(
      expect.objectContaining({ action: 'getExistingPrimaryHealthInfo', subject_id: enrollmentId, result: 'refused' }),
    );
    expect((await at('/api/v1/auth/audit-events', applicant)).statusCode).toBe(401);
  });

  it('never opens health answers to a group administrator, even in their book', async () => {
    const group = await t.app.db
      .selectFrom('employer_group')
      .select('id')
      .where('group_code', '=', 'ACME2026')
      .executeTakeFirstOrThrow();
    const applicant = await newSessionCookie(t.app);
    const enrollmentId = await enrollmentOf(t.app, applicant, { groupId: group.id });
    const admin = await signInCookie(t.app, groupAdmin.email, groupAdmin.password);
    const health = await at(`/api/v1/get-existing-primary-health-info?enrollment_id=${enrollmentId}`, admin);
    expect(health.statusCode).toBe(404);
    const tabs = await at(`/api/v1/get-dynamic-tabs?enrollment_id=${enrollmentId}`, admin);
    expect(tabs.statusCode).toBe(501);
  });

  it('keeps the audit trail append-only', async () => {
    await expect(sql`update audit_event set result = 'ok'`.execute(t.app.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_event`.execute(t.app.db)).rejects.toThrow(/append-only/);
  });
});

describe('session cookie behind https', () => {
  it('is named with the __Host- prefix, Secure, for the whole site', async () => {
    const [database] = testDatabases;
    if (!database) throw new Error('no test database');
    const t = await startTestApp(database, { PUBLIC_URL: 'https://store.example' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/get-default-info' });
      const cookie = res.cookies.find((c) => c.name === '__Host-sid');
      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(cookie?.domain).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
