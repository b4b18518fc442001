// Every declared call, given hostile input, answers 4xx in the envelope and the server
// keeps serving (calls not built yet included: bad input is refused before the 501).
import { allCalls } from '@benefit-store/contract/calls';
import type { CallDef } from '@benefit-store/contract/define';
import { errorEnvelope, successEnvelope } from '@benefit-store/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionCookie, startTestApp, type TestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';

const writes = allCalls.filter((call) => call.methods.some((m) => m === 'POST' || m === 'PUT'));
const url = (call: CallDef) => `/api/v1/${call.path.replace(/\{\w+\}/g, 'AAAAAAAAAAAAAAAAAAAAAA')}`;
const fields = (call: CallDef) => Object.keys(call.input.shape);
const each = (call: CallDef, value: unknown) => Object.fromEntries(fields(call).map((name) => [name, value]));

/** Bodies that no call may answer with a 5xx, each with the raw text sent. */
function hostileBodies(call: CallDef): { name: string; payload: string; parsed?: unknown }[] {
  const wrongTypes = each(call, { nested: [true] });
  const longStrings = each(call, 'x'.repeat(10_000));
  return [
    { name: 'not JSON', payload: '{"zip": 123,' },
    { name: 'a JSON array', payload: '[1, 2, 3]', parsed: [1, 2, 3] },
    { name: 'wrong types in every field', payload: JSON.stringify(wrongTypes), parsed: wrongTypes },
    { name: '10,000-character strings', payload: JSON.stringify(longStrings), parsed: longStrings },
    { name: 'a __proto__ key', payload: '{"__proto__": {"polluted": true}}' },
    { name: 'a constructor.prototype key', payload: '{"constructor": {"prototype": {"polluted": true}}}' },
  ];
}

/** 501 is allowed only where the schema accepts the body: the call is declared, not built. */
function expectRefused(call: CallDef, status: number, parsed: unknown) {
  const acceptedBySchema = parsed !== undefined && call.input.safeParse(parsed).success;
  if (acceptedBySchema) expect(status, call.name).not.toBe(500);
  else expect(status, `${call.name}`).toBeGreaterThanOrEqual(400);
  if (!acceptedBySchema) expect(status, `${call.name}`).toBeLessThan(500);
}

describe.each(testDatabases)('bad input on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  it('covers every declared POST and PUT', () => {
    expect(writes.length).toBeGreaterThan(35);
  });

  it.each(writes.map((call) => [call.name, call]))('%s refuses hostile bodies in the envelope', async (_, call) => {
    // A fresh session per call: a body the schema accepts may end it (sign-out).
    const cookie = await newSessionCookie(t.app);
    const method = call.methods.find((m) => m === 'POST' || m === 'PUT') ?? 'POST';
    for (const body of hostileBodies(call)) {
      const res = await t.app.inject({
        method,
        url: url(call),
        headers: { cookie, 'content-type': 'application/json' },
        payload: body.payload,
      });
      expectRefused(call, res.statusCode, body.parsed);
      const envelope = res.statusCode < 400 ? successEnvelope(call.data) : errorEnvelope;
      expect(envelope.safeParse(res.json()).success, `${call.name}: ${body.name}`).toBe(true);
    }
    const tooLarge = await t.app.inject({
      method,
      url: url(call),
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat((call.bodyLimit ?? 1024 * 1024) + 10) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    const formPost = await t.app.inject({
      method,
      url: url(call),
      headers: { cookie, 'content-type': 'text/plain' },
      payload: 'zip=12345',
    });
    expect(formPost.statusCode).toBe(415);
    // No body, no content type: what a cross-site form or a bare fetch can send without asking.
    const bodiless = await t.app.inject({ method, url: url(call), headers: { cookie } });
    expect(bodiless.statusCode, call.name).toBe(415);
    expect(bodiless.json().message).toBe('The request body must be sent as JSON');
    const crossSite = await t.app.inject({
      method,
      url: url(call),
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(crossSite.statusCode, call.name).toBe(403);
    expect(crossSite.json().message).toBe("This request must come from the store's own pages.");
    // Without a session, a write starts one (and is then checked as above), or, naming an
    // enrollment, is refused (session-on-demand.test.ts): either way, in the envelope.
    const noSession = await t.app.inject({ method, url: url(call), payload: {} });
    expectRefused(call, noSession.statusCode, {});
    const noSessionEnvelope = noSession.statusCode < 400 ? successEnvelope(call.data) : errorEnvelope;
    expect(noSessionEnvelope.safeParse(noSession.json()).success, call.name).toBe(true);
  });

  it('refuses garbage query strings on every GET in the envelope', async () => {
    for (const call of allCalls.filter((c) => c.methods.includes('GET') && fields(c).length > 0)) {
      const query = fields(call)
        .map((name) => `${name}=${encodeURIComponent('x'.repeat(10_000))}&${name}=%00`)
        .join('&');
      const res = await t.app.inject({ method: 'GET', url: `${url(call)}?${query}`, headers: { cookie } });
      expect(res.statusCode, call.name).not.toBe(500);
      expect(res.json().status, call.name).toBe('error');
    }
  });

  it('refuses NUL in any string with a 400 field error, on a GET and a POST', async () => {
    const nul = 'This value holds a character that is not allowed';
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/v1/validate-agent?agent_code=RE%00P',
      headers: { cookie },
    });
    expect(get.statusCode).toBe(400);
    expect(get.json().data).toEqual([{ target_element: 'agent_code', error_message: nul }]);
    const spanish = await t.app.inject({
      method: 'GET',
      url: '/api/v1/validate-agent?agent_code=RE%00P',
      headers: { cookie, 'accept-language': 'es' },
    });
    expect(spanish.json().data).toEqual([
      { target_element: 'agent_code', error_message: 'Este valor contiene un carácter no permitido' },
    ]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'rep\u0000@example.com', password: 'x\u0000y' }),
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().data).toContainEqual({ target_element: 'email', error_message: nul });
    // Every write, NUL in every field (and nested), and in a key: a field error, never a 5xx.
    for (const call of writes.filter((c) => fields(c).length > 0)) {
      const method = call.methods.find((m) => m === 'POST' || m === 'PUT') ?? 'POST';
      for (const payload of [each(call, 'a\u0000b'), each(call, [{ note: 'a\u0000b' }]), { 'k\u0000': 'v' }]) {
        const res = await t.app.inject({
          method,
          url: url(call),
          headers: { cookie: await newSessionCookie(t.app), 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(res.statusCode, call.name).toBe(400);
        expect(res.json().data.length, call.name).toBeGreaterThan(0);
        for (const problem of res.json().data) expect(problem.error_message, call.name).toBe(nul);
      }
    }
  });

  it('stops poisoned, oversized and non-JSON bodies in the parser, before the handler', async () => {
    // The body is otherwise valid: had the handler run, validate-zip-code would answer 200.
    const post = (payload: string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/validate-zip-code',
        headers: { cookie, 'content-type': contentType },
        payload,
      });
    expect((await post('{"zip": "78701"}')).statusCode).toBe(200);
    for (const poisoned of [
      '{"zip": "78701", "__proto__": {"admin": true}}',
      '{"zip": "78701", "constructor": {"prototype": {"admin": true}}}',
    ]) {
      const res = await post(poisoned);
      expect(res.statusCode, poisoned).toBe(400);
      expect(res.json().status).toBe('error');
    }
    expect((await post(JSON.stringify({ zip: '78701', pad: 'x'.repeat(1024 * 1024) }))).statusCode).toBe(413);
    expect((await post('{"zip": "78701"}', 'text/plain')).statusCode).toBe(415);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('keeps serving afterwards', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(t.logLines.some((line) => line.includes('"unhandled error"'))).toBe(false);
  });
});
