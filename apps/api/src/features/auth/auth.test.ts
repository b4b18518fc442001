// Staff sign-in, session lifetimes on an injected clock, sign-out, the audit trail and its
// append-only table.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enrollmentOf, newSessionCookie, signInCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { clearAll, seedDemo } from '../../seed/demo';
import { demoStaff } from '../../seed/staff';
import { subjectDelay } from './guess-service';
import { hashPassword } from './password';
import { disableStaffAccount } from './staff-service';

const [rep1, rep2, groupAdmin] = demoStaff;
const minute = 60 * 1000;
/** `demo-rep-100` hashed by the scrypt scheme used before argon2id. */
const scryptHashOfRep1 = 'scrypt$16384$8$1$-skcKvfl0oE7XMTumr5Iqw$Z9ElI33gzrALGW5OPwzkMPZim_t8xlJCmS1wWldqGik';

describe.each(testDatabases)('staff sessions on $name', (database) => {
  let t: TestApp;
  let now = new Date('2026-11-23T09:00:00Z');
  const at = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, cookie: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const signedIn = async (cookie: string) => (await at('/api/v1/auth/session', cookie)).json().data.signed_in;
  /** A sign-in from `remoteAddress` in a session of its own. */
  const signInFrom = async (remoteAddress: string, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      remoteAddress,
      headers: { cookie: await newSessionCookie(t.app) },
      payload: { email, password },
    });
  let accounts = 0;
  /** A rep account of its own, so that locking it spoils no other test. */
  const givenRep = async () => {
    accounts++;
    const agent = await t.app.db
      .selectFrom('agent')
      .select('id')
      .where('agent_code', '=', 'REP100')
      .executeTakeFirstOrThrow();
    const email = `rep-${accounts}@example.com`;
    const { id } = await t.app.db
      .insertInto('staff_account')
      .values({
        public_id: `test-rep-${accounts}`,
        email,
        display_name: `Rep ${accounts}`,
        password_hash: await hashPassword('right-password'),
        role: 'rep',
        agent_id: agent.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, email };
  };

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

  it('lets the owner in from their own address whatever wrong passwords 40 other addresses typed, and tells them', async () => {
    const rep = await givenRep();
    for (let i = 0; i < 40; i++) {
      const wrong = await signInFrom(`203.0.113.${i}`, rep.email, `guess-${i}`);
      expect([401, 429]).toContain(wrong.statusCode);
    }
    // At most the short delay across addresses (the clock does not move here), then the right password works.
    const first = await signInFrom('198.51.100.7', rep.email, 'right-password');
    if (first.statusCode === 429) {
      expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(subjectDelay.maxSeconds);
      now = new Date(now.getTime() + subjectDelay.maxSeconds * 1000);
      expect((await signInFrom('198.51.100.7', rep.email, 'right-password')).statusCode).toBe(200);
    } else expect(first.statusCode).toBe(200);
    // The holder was told, once, in the store's words.
    const warnings = await t.app.db
      .selectFrom('outbox_message')
      .select(['public_id', 'sealed_recipient'])
      .where('template', '=', 'sign_in_warning')
      .execute();
    const toRep = warnings.filter(
      (row) =>
        t.app.cipher.open(row.sealed_recipient, {
          table: 'outbox_message',
          column: 'sealed_recipient',
          row: row.public_id,
        }) === rep.email,
    );
    expect(toRep).toHaveLength(1);
    // A success starts every run again: the owner's next typos cost nothing.
    for (let i = 0; i < 3; i++) expect((await signInFrom('198.51.100.8', rep.email, 'again')).statusCode).toBe(401);
    expect((await signInFrom('198.51.100.9', rep.email, 'right-password')).statusCode).toBe(200);
  });

  it('refuses even the right password after 40 wrong ones from one IPv6 /64', async () => {
    for (let i = 1; i <= 40; i++) await signInFrom(`2001:db8:5:6::${i.toString(16)}`, `nobody-${i}@example.com`, 'x');
    const sameNetwork = await signInFrom('2001:db8:5:6:abcd::1', rep1.email, rep1.password);
    expect(sameNetwork.statusCode).toBe(429);
    expect((await signInFrom('2001:db8:5:7::1', rep1.email, rep1.password)).statusCode).toBe(200);
  });

  it('never locks an account: 100 wrong passwords from one address slow that address, not the owner', async () => {
    const rep = await givenRep();
    for (let i = 0; i < 100; i++) {
      now = new Date(now.getTime() + 16 * minute);
      expect((await signInFrom('203.0.113.50', rep.email, `guess-${i}`)).statusCode).toBe(401);
    }
    now = new Date(now.getTime() + minute);
    expect((await signInFrom('203.0.113.50', rep.email, 'right-password')).statusCode).toBe(429);
    expect((await signInFrom('198.51.100.7', rep.email, 'right-password')).statusCode).toBe(200);
  });

  it('upgrades a scrypt hash to argon2id at the next sign-in', async () => {
    await t.app.db
      .updateTable('staff_account')
      .set({ password_hash: scryptHashOfRep1 })
      .where('email', '=', rep1.email)
      .execute();
    expect((await signInFrom('198.51.100.20', rep1.email, rep1.password)).statusCode).toBe(200);
    const { password_hash } = await t.app.db
      .selectFrom('staff_account')
      .select('password_hash')
      .where('email', '=', rep1.email)
      .executeTakeFirstOrThrow();
    expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signInFrom('198.51.100.21', rep1.email, rep1.password)).statusCode).toBe(200);
  });

  it('disables staff accounts, never deletes them: a disabled account cannot sign in and its sessions end', async () => {
    const rep = await givenRep();
    const res = await signInFrom('198.51.100.30', rep.email, 'right-password');
    const cookie = `sid=${res.cookies.find((c) => c.name === 'sid')?.value}`;
    expect(await signedIn(cookie)).toBe(true);
    await disableStaffAccount(t.app.db, rep.id, now);
    expect(await signedIn(cookie)).toBe(false);
    const again = await signInFrom('198.51.100.31', rep.email, 'right-password');
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('The email or password is incorrect.');
    await expect(sql`delete from staff_account where id = ${rep.id}`.execute(t.app.db)).rejects.toThrow(/disable/);
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
    expect((await at(url, own)).statusCode).toBe(200);
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
    // The refused read by a rep outside the book is filed in the book, for its owner to see.
    expect(mine).toContainEqual(
      expect.objectContaining({
        actor: 'James Okafor',
        action: 'getExistingPrimaryHealthInfo',
        subject_id: enrollmentId,
        result: 'refused',
      }),
    );
    const theirs = (await at('/api/v1/auth/audit-events', other)).json().data.events;
    expect(theirs).toContainEqual(
      expect.objectContaining({ action: 'getExistingPrimaryHealthInfo', subject_id: enrollmentId, result: 'refused' }),
    );
    expect((await at('/api/v1/auth/audit-events', applicant)).statusCode).toBe(401);
  });

  it("files a rep's refused read of another rep's members in that rep's book", async () => {
    const agent = await t.app.db
      .selectFrom('agent')
      .select('public_id')
      .where('agent_code', '=', 'REP100')
      .executeTakeFirstOrThrow();
    const own = await signInCookie(t.app, rep1.email, rep1.password);
    const other = await signInCookie(t.app, rep2.email, rep2.password);
    expect((await at(`/api/v1/get-agent-members?agent_id=${agent.public_id}`, other)).statusCode).toBe(404);
    const refusal = expect.objectContaining({
      actor: 'James Okafor',
      action: 'getAgentMembers',
      subject_id: agent.public_id,
      result: 'refused',
    });
    expect((await at('/api/v1/auth/audit-events', own)).json().data.events).toContainEqual(refusal);
    expect((await at('/api/v1/auth/audit-events', other)).json().data.events).toContainEqual(refusal);
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
    expect(tabs.statusCode).toBe(200);
  });

  it('keeps the audit trail append-only', async () => {
    await expect(sql`update audit_event set result = 'ok'`.execute(t.app.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_event`.execute(t.app.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_event`.execute(t.app.db)).rejects.toThrow(/append-only/);
  });
});

describe('session cookie behind https', () => {
  it('is named with the __Host- prefix, Secure, for the whole site', async () => {
    const [database] = testDatabases;
    if (!database) throw new Error('no test database');
    const t = await startTestApp(database, { PUBLIC_URL: 'https://store.example' });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/validate-zip-code', payload: { zip: '78701' } });
      const cookie = res.cookies.find((c) => c.name === '__Host-sid');
      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(cookie?.domain).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe.each(testDatabases)('a demo reset on $name', (database) => {
  it('still empties the store (seed --reset), and the audit trail refuses TRUNCATE again after it', async () => {
    const db = await database.open();
    try {
      await seedDemo(db, new Date());
      await clearAll(db);
      expect(await db.selectFrom('staff_account').select('id').execute()).toEqual([]);
      await expect(sql`truncate audit_event`.execute(db)).rejects.toThrow(/append-only/);
      await expect(sql`truncate staff_account cascade`.execute(db)).rejects.toThrow(/never deleted/);
    } finally {
      await db.destroy();
    }
  });
});
