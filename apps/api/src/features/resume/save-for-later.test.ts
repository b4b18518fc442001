// Save & Continue Later's email (issue 32): it greets the client by the name the personal step
// holds (a draft's too) and names the rep when the enrollment has one, in English and Spanish; with
// no name typed yet it says only "Hello,".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRowIdOf, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { injectSend, quotedWithCart } from '../../../test/completable';
import { testDatabases } from '../../../test/databases';
import { outboxPlace } from '../messaging/outbox';
import { renderEmail } from '../messaging/templates';

describe.each(testDatabases)('the save-for-later email on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const sender = (language: string) => injectSend(t.app, cookie, language);
  /** The latest resume-code email queued to `to`, rendered as it is sent. */
  const emailTo = async (to: string) => {
    const rows = await t.app.db
      .selectFrom('outbox_message')
      .select(['public_id', 'language', 'sealed_recipient', 'sealed_content'])
      .where('template', '=', 'resume_code')
      .orderBy('created_at', 'desc')
      .execute();
    const row = rows.find(
      (found) => t.app.cipher.open(found.sealed_recipient, outboxPlace(found.public_id, 'sealed_recipient')) === to,
    );
    if (!row) throw new Error(`no resume code to ${to}`);
    const content = JSON.parse(t.app.cipher.open(row.sealed_content, outboxPlace(row.public_id, 'sealed_content')));
    return renderEmail('resume_code', row.language === 'es' ? 'es' : 'en', content.data).text;
  };
  const later = (language: string, enrollmentId: string, email: string, data: object) =>
    sender(language)('POST', 'save-enrollment', { enrollment_id: enrollmentId, tab: 'primary_info', email, data });

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  it('greets the client by name and names the rep, in English and Spanish', async () => {
    const enrollmentId = await quotedWithCart(sender('en'));
    const rep = await agentRowIdOf(t.app, 'REP100');
    await t.app.db.updateTable('enrollment').set({ agent_id: rep }).where('public_id', '=', enrollmentId).execute();
    const name = { first_name: 'Walter', last_name: 'Ramírez' };
    expect((await later('en', enrollmentId, 'walter@example.com', name)).status).toBe(200);
    const english = await emailTo('walter@example.com');
    expect(english).toContain('Hello Walter Ramírez,');
    expect(english).toContain('Your representative, Maria Alvarez, can help you finish it.');
    expect((await later('es', enrollmentId, 'walter.es@example.com', name)).status).toBe(200);
    const spanish = await emailTo('walter.es@example.com');
    expect(spanish).toContain('Hola, Walter Ramírez:');
    expect(spanish).toContain('Su representante, Maria Alvarez, puede ayudarle a terminarla.');
  });

  it('says only "Hello," before a name is typed, and names no rep when there is none', async () => {
    const enrollmentId = await quotedWithCart(sender('en'));
    expect((await later('en', enrollmentId, 'nobody@example.com', {})).status).toBe(200);
    const text = await emailTo('nobody@example.com');
    expect(text).toContain('Hello,');
    expect(text).not.toContain('representative');
  });
});
