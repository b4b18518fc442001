// No SSN, card, account or routing number, security code, OTP, code, contact or password reaches
// a log line, at any depth; request logs carry the route's pattern, never a secret in the path.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionCookie, startTestApp, type TestApp } from '../test/app';
import { testDatabases } from '../test/databases';
import { textValues } from '../test/text-values';
import { loggerOptions, secretFields } from './logging';

const secrets = {
  ssn: '987654321',
  card_number: '4111111111111111',
  account_number: '000123456789',
  routing_number: '021000021',
  security_code: '737',
  otp: '482913',
  password: 'correct horse battery staple',
  signature: 'data:image/png;base64,c2lnbmF0dXJl',
  code: 'RESUME-7Q2K',
  verification_code: '615243',
  contact: 'applicant@example.net',
  bank_account: '998877665544',
  cvv: '9182',
};

/** A logger writing into an array, as the app's logger is configured. */
function capturingApp() {
  const lines: string[] = [];
  const options = loggerOptions('info');
  const app = Fastify({
    logger: typeof options === 'object' ? { ...options, stream: { write: (line) => void lines.push(line) } } : options,
  });
  return { app, lines, texts: () => lines.flatMap(textValues).join('\n') };
}

describe('redaction at any depth', () => {
  it('hides a secret field however deep it sits, in objects and arrays', () => {
    const { app, lines, texts } = capturingApp();
    const household = { dependents: [{ primary_info: { ssn: '123-45-6789', name: 'kept' } }] };
    app.log.info({ enrollment: { household, a: { b: { c: { d: { e: { card_number: '4000056655665556' } } } } } } });
    expect(texts()).not.toContain('123-45-6789');
    expect(texts()).not.toContain('4000056655665556');
    expect(texts()).toContain('kept');
    expect(lines.join('')).toContain('[redacted]');
  });

  it('hides every secret name, whatever its case, and leaves the logged object as it was', () => {
    const { app, texts } = capturingApp();
    const logged = { body: { ...secrets, Password: 'Upper-Case-Pass' } };
    app.log.info({ nested: [logged] }, 'every name');
    for (const value of [...Object.values(secrets), 'Upper-Case-Pass']) expect(texts()).not.toContain(value);
    expect(logged.body.ssn).toBe(secrets.ssn);
    for (const name of [
      'code',
      'otp',
      'verification_code',
      'contact',
      'password',
      'account_number',
      'card_number',
      'security_code',
      // Health answers' free text, wherever it is nested (a dependent's health_info, a step's data).
      'conditions',
      'medications',
      'notes',
    ])
      expect(secretFields).toContain(name);
  });

  it('hides a secret carried by a logged error', () => {
    const { app, texts } = capturingApp();
    const error = Object.assign(new Error('save failed'), { data: { card: { security_code: '4321' } }, otp: '192837' });
    app.log.error({ err: error }, 'as err');
    app.log.error({ cause: { error } }, 'nested');
    expect(texts()).toContain('save failed');
    expect(texts()).not.toContain('4321');
    expect(texts()).not.toContain('192837');
  });

  it('survives an object that refers to itself', () => {
    const { app, texts } = capturingApp();
    const loop: Record<string, unknown> = { ssn: '555-66-7777' };
    loop.self = loop;
    app.log.info({ loop }, 'loop');
    expect(texts()).toContain('loop');
    expect(texts()).not.toContain('555-66-7777');
  });
});

describe('request logs', () => {
  it('carry the route pattern, never a secret in the path', async () => {
    const { app, lines } = capturingApp();
    app.get('/api/v1/continue-enrollment/:code', async () => ({ ok: true }));
    // As the app does: Fastify's own 404 handler writes the raw URL into its message.
    app.setNotFoundHandler((_req, reply) => reply.code(404).send({}));
    await app.inject({ method: 'GET', url: '/api/v1/continue-enrollment/PathSecret123?email=a%40b.example' });
    await app.inject({ method: 'GET', url: '/direct-continue/UnmatchedSecret456/more' });
    const output = lines.join('\n');
    expect(output).toContain('/api/v1/continue-enrollment/:code');
    expect(output).toContain('/direct-continue/');
    expect(output).not.toContain('PathSecret123');
    expect(output).not.toContain('UnmatchedSecret456');
    expect(output).not.toContain('a@b.example');
  });
});

describe.each(testDatabases)('log redaction on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database, { LOG_LEVEL: 'trace' });
  });
  afterAll(() => t.close());

  it('keeps secrets out of request logs and of anything logged with them', async () => {
    const cookie = await newSessionCookie(t.app);
    const query = new URLSearchParams(secrets).toString();
    await t.app.inject({ method: 'GET', url: `/api/v1/get-states?${query}`, headers: { cookie } });
    await t.app.inject({ method: 'POST', url: '/api/v1/validate-zip-code', headers: { cookie }, payload: secrets });
    t.app.log.info({ body: secrets, nested: { billing: { card: secrets } } }, 'logged by mistake');
    t.app.log.info(secrets, 'logged flat');
    t.app.log.info({ dependents: [{ primary_info: { ...secrets } }] }, 'logged deep');
    await t.app.inject({ method: 'GET', url: `/continue-enrollment/${secrets.code}` });

    const output = t.logLines.join('\n');
    expect(output).toContain('logged by mistake');
    expect(output).toContain('/api/v1/get-states');
    // Texts only: a response time may contain a short code's digits by chance.
    const texts = t.logLines.flatMap(textValues).join('\n');
    for (const value of Object.values(secrets)) expect(texts).not.toContain(value);
    expect(output).not.toContain(cookie.slice('sid='.length));
  });
});
