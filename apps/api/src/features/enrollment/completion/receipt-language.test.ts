// What completion produces for the applicant reads in the language they signed in, whoever
// completes the enrollment (issue 32, item 20; decision 0044): the applicant signed in Spanish and
// their rep completes it from an English page; the client's receipt email, its invoice and the
// policy's invoice download are Spanish; the rep's own copy is English, with the client's documents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionCookie, startTestApp, type TestApp } from '../../../../test/app';
import { builtTabs, completableEnrollment, injectSend } from '../../../../test/completable';
import { testDatabases } from '../../../../test/databases';
import { allJobs } from '../../../all-jobs';
import { runDueJobs } from '../../../jobs/runner';
import type { OutgoingEmail, Transport } from '../../messaging/transport';

describe.each(testDatabases)("the applicant's language in what completion sends on $name", (database) => {
  let t: TestApp;
  let cookie: string;
  const send = (language: string) => injectSend(t.app, cookie, language);

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
    await t.app.db.updateTable('dynamic_tab').set({ required: false }).where('tab_name', 'not in', builtTabs).execute();
  });
  afterAll(() => t.close());

  it('sends the client a Spanish receipt and invoice when they signed in Spanish, and the rep an English copy', async () => {
    const enrollmentId = await completableEnrollment(send('es'), 'ana.idioma@example.com');
    const row = await t.app.db
      .selectFrom('enrollment')
      .select('id')
      .where('public_id', '=', enrollmentId)
      .executeTakeFirstOrThrow();
    const rep = await t.app.db
      .selectFrom('agent')
      .select(['id', 'email'])
      .where('agent_code', '=', 'REP100')
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('enrollment').set({ agent_id: rep.id }).where('id', '=', row.id).execute();

    // The applicant reads and signs the agreement in Spanish.
    const shown = (await send('es')('GET', `get-agreement-texts?enrollment_id=${enrollmentId}`)).body.data as {
      result: unknown[];
      text_sha256: string;
    };
    const signed = await send('es')('POST', 'save-agreement-info', {
      enrollment_id: enrollmentId,
      agreements: shown.result.map(() => true),
      esign_consent: true,
      text_sha256: shown.text_sha256,
      signature_method: 'typed',
      typed_signature: 'Ana Ruiz',
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);

    // Completed from an English page.
    const done = await send('en')('POST', 'save-review-info', { enrollment_id: enrollmentId, first_enroll: 1 });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const policy = await t.app.db
      .selectFrom('policy')
      .select(['language', 'public_id'])
      .where('enrollment_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(policy.language).toBe('es');

    const sent: OutgoingEmail[] = [];
    const transport: Transport = { name: 'smtp', send: async (email) => void sent.push(email), close() {} };
    await runDueJobs(t.app.db, allJobs({ cipher: t.app.cipher, transport, blobs: t.app.blobs }), new Date());
    const client = sent.find((email) => email.to === 'ana.idioma@example.com');
    const enroller = sent.find((email) => email.to === rep.email);
    expect(client?.subject).toBe('Recibo de inscripción');
    expect(client?.text).toContain(policy.public_id);
    expect(client?.attachments.map((file) => file.filename).sort()).toEqual([
      'certificado-de-firma.pdf',
      'factura.pdf',
    ]);
    expect(enroller?.subject).toBe('Enrollment Receipt');
    // The enroller's copy carries the applicant's own documents.
    expect(enroller?.text).toContain(policy.public_id);
    expect(enroller?.attachments.map((file) => file.filename).sort()).toEqual([
      'certificado-de-firma.pdf',
      'factura.pdf',
    ]);
  });
});
