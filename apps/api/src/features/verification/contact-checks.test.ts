// The contact step's checks: a US phone (not another +1 country), an email domain's form and, when
// configured, its mail servers; an email a member already has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { hasDomainForm, isDeliverable, isUsPhone } from './contact-checks';

describe('phone and email checks', () => {
  it.each([
    ['2025550143', true],
    ['5125550147', true],
    ['6135550123', false], // Ottawa: +1, but Canada
    ['8765550123', false], // Jamaica
    ['1234567890', false],
    ['0005550143', false],
  ])('reads %s as a US number: %s', (phone, valid) => {
    expect(isUsPhone(phone)).toBe(valid);
  });

  it.each([
    ['ana@example.com', true],
    ['ana.lopez@mail.example.co', true],
    ['ana@localhost', false],
    ['ana@example.c', false],
    ['ana@example.123', false],
    ['ana@-example.com', false],
    ['ana@exa_mple.com', false],
    ['ana@example..com', false],
  ])('reads the domain of %s as a domain: %s', (email, valid) => {
    expect(hasDomainForm(email)).toBe(valid);
  });

  it('asks for mail servers only when a lookup is given', async () => {
    const asked: string[] = [];
    const none = async (domain: string) => {
      asked.push(domain);
      return false;
    };
    expect(await isDeliverable('ana@Example.com', undefined)).toBe(true);
    expect(asked).toEqual([]);
    expect(await isDeliverable('ana@Example.com', none)).toBe(false);
    expect(asked).toEqual(['example.com']);
    expect(await isDeliverable('ana@localhost', none)).toBe(false);
    expect(asked).toHaveLength(1);
  });
});

describe.each(testDatabases)('validate-member-email, -phone-numverify, -email-neverbounce on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const call = async (method: 'GET' | 'POST', url: string, input: Record<string, string>, language?: string) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { cookie, ...(language ? { 'accept-language': language } : {}) },
      ...(method === 'GET' ? { query: input } : { payload: input }),
    });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  it('finds an email a member has, whatever its case: "Email Already Exists."', async () => {
    const member = await t.app.db.selectFrom('member').select('email').executeTakeFirstOrThrow();
    const taken = await call('POST', 'validate-member-email', { email: member.email.toUpperCase() });
    expect(taken.status).toBe(400);
    expect(fieldErrors(taken.body)).toEqual({ email: 'Email Already Exists.' });
    const spanish = await call('POST', 'validate-member-email', { email: member.email }, 'es');
    expect(fieldErrors(spanish.body)).toEqual({ email: 'El correo electrónico ya existe.' });
    const free = await call('POST', 'validate-member-email', { email: 'nobody-yet@example.com' });
    expect(free).toMatchObject({ status: 200, body: { data: { is_valid: true } } });
    const bad = await call('POST', 'validate-member-email', { email: 'nobody@' });
    expect(fieldErrors(bad.body)).toEqual({ email: 'Invalid email format. Please enter a valid email' });
  });

  it('counts member lookups: a session makes 20 in 10 minutes', async () => {
    const own = await newSessionCookie(t.app);
    const lookup = async (n: number) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/validate-member-email',
          headers: { cookie: own },
          remoteAddress: `10.6.0.${n}`,
          payload: { email: `someone-${n}@example.com` },
        })
      ).statusCode;
    const statuses: number[] = [];
    for (let n = 1; n <= 21; n++) statuses.push(await lookup(n));
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('accepts a US phone and refuses a Canadian one or a malformed one', async () => {
    expect(await call('GET', 'validate-phone-numverify', { phone: '2025550143' })).toMatchObject({
      status: 200,
      body: { data: { is_valid: true } },
    });
    const canadian = await call('GET', 'validate-phone-numverify', { phone: '6135550123' });
    expect(canadian.status).toBe(400);
    expect(fieldErrors(canadian.body)).toEqual({ phone: 'This phone number could not be verified' });
    const short = await call('GET', 'validate-phone-numverify', { phone: '512555' });
    expect(fieldErrors(short.body)).toEqual({
      phone: 'Invalid phone number. Please enter a 10-digit numeric phone number',
    });
  });

  it('checks an email domain without asking the DNS unless EMAIL_MX_CHECK is on', async () => {
    expect((await call('POST', 'validate-email-neverbounce', { email: 'ana@example.com' })).status).toBe(200);
    const local = await call('POST', 'validate-email-neverbounce', { email: 'ana@mail-.example.com' }, 'es');
    expect(local.status).toBe(400);
    expect(fieldErrors(local.body)).toEqual({ email: 'No se pudo verificar esta dirección de correo electrónico' });
    expect(t.app.config.EMAIL_MX_CHECK).toBe('false');
  });
});
