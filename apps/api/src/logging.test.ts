// No SSN, card, account or routing number, security code, OTP or password reaches a log line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionCookie, startTestApp, type TestApp } from '../test/app';
import { testDatabases } from '../test/databases';
import { textValues } from '../test/text-values';

const secrets = {
  ssn: '987654321',
  card_number: '4111111111111111',
  account_number: '000123456789',
  routing_number: '021000021',
  security_code: '737',
  otp: '482913',
  password: 'correct horse battery staple',
  signature: 'data:image/png;base64,c2lnbmF0dXJl',
};

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

    const output = t.logLines.join('\n');
    expect(output).toContain('logged by mistake');
    expect(output).toContain('/api/v1/get-states');
    // Texts only: a response time may contain a short code's digits by chance.
    const texts = t.logLines.flatMap(textValues).join('\n');
    for (const value of Object.values(secrets)) expect(texts).not.toContain(value);
    expect(output).not.toContain(cookie.slice('sid='.length));
  });
});
