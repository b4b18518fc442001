// Guessing limits as a client meets them: which address a guess is counted against (IPv6 by
// /64, X-Forwarded-For only from the proxies TRUST_PROXY names) and that a cross-site page
// cannot spend a visitor's allowance through a GET.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { ConfigError, readConfig, trustedProxies } from '../../lib/config';

const wrongRepCode = (t: TestApp, headers: Record<string, string>, remoteAddress?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/validate-agent?agent_code=WRONG1',
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe.each(testDatabases)('guessing limits over HTTP on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it('refuses a cross-site guess without spending the allowance', async () => {
    const cookie = await newSessionCookie(t.app);
    for (let i = 0; i < 12; i++) {
      const res = await wrongRepCode(t, { cookie, 'sec-fetch-site': 'cross-site' }, '192.0.2.10');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("This check only answers the store's own pages.");
    }
    const ownPage = await wrongRepCode(t, { cookie, 'sec-fetch-site': 'same-origin' }, '192.0.2.10');
    expect(ownPage.statusCode).toBe(400);
    expect(ownPage.json().data[0].target_element).toBe('agent_code');
  });

  it('counts IPv6 guesses by /64, whatever the session', async () => {
    for (let i = 1; i <= 10; i++) {
      const cookie = await newSessionCookie(t.app);
      expect((await wrongRepCode(t, { cookie }, `2001:db8:0:7::${i.toString(16)}`)).statusCode).toBe(400);
    }
    const sameNetwork = await wrongRepCode(t, { cookie: await newSessionCookie(t.app) }, '2001:db8:0:7:ffff::1');
    expect(sameNetwork.statusCode).toBe(429);
    const otherNetwork = await wrongRepCode(t, { cookie: await newSessionCookie(t.app) }, '2001:db8:0:8::1');
    expect(otherNetwork.statusCode).toBe(400);
  });

  it('takes the client address from X-Forwarded-For sent by a loopback proxy (the default)', async () => {
    for (let i = 0; i < 10; i++) {
      const cookie = await newSessionCookie(t.app);
      expect((await wrongRepCode(t, { cookie, 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(400);
    }
    const fresh = { cookie: await newSessionCookie(t.app) };
    expect((await wrongRepCode(t, { ...fresh, 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(429);
    expect((await wrongRepCode(t, { ...fresh, 'x-forwarded-for': '198.51.100.2' })).statusCode).toBe(400);
  });
});

describe.each(testDatabases)('an untrusted proxy on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database, { TRUST_PROXY: '192.0.2.1' });
  });
  afterAll(() => t.close());

  it('cannot spread guesses over forged X-Forwarded-For addresses', async () => {
    for (let i = 0; i < 10; i++) {
      const cookie = await newSessionCookie(t.app);
      await wrongRepCode(t, { cookie, 'x-forwarded-for': `198.51.100.${i}` });
    }
    const cookie = await newSessionCookie(t.app);
    expect((await wrongRepCode(t, { cookie, 'x-forwarded-for': '198.51.100.99' })).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    { value: undefined, want: ['loopback'] },
    { value: 'false', want: false },
    {
      value: 'loopback, 10.0.0.0/8,2001:db8::/32,192.0.2.7',
      want: ['loopback', '10.0.0.0/8', '2001:db8::/32', '192.0.2.7'],
    },
  ])('$value trusts $want', ({ value, want }) => {
    expect(trustedProxies(readConfig({ TRUST_PROXY: value }))).toEqual(want);
  });

  it.each(['true', 'everyone', '10.0.0.0/33', '10.0.0.1/8/8', '2001:db8::/129'])('refuses %s', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
  });
});
