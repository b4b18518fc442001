// The app and the calls the completion tests share: a fresh app on `database` with one storefront
// session, and the ways they complete, sign and read an enrollment. Each test file of completion
// asks for its own, so the files stay independent.
import { afterAll, beforeAll, expect } from 'vitest';
import { newSessionCookie, startTestApp, type TestApp } from './app';
import { builtTabs, injectSend, type Send } from './completable';
import type { TestDatabase } from './databases';

export function completionApp(database: TestDatabase) {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  /** The calls of the session `who` names (asked when each call is made), in `language`. */
  const sender =
    (who: () => string, language = 'en'): Send =>
    (method, path, body) =>
      injectSend(t.app, who(), language)(method, path, body);
  const send = (method: 'GET' | 'POST', path: string, body?: object, language = 'en') =>
    sender(() => cookie, language)(method, path, body);
  return {
    /** The running app (after `beforeAll`). */
    app: () => t.app,
    /** The storefront session's cookie header (after `beforeAll`). */
    cookie: () => cookie,
    sender,
    /** The calls of `cookie`'s session. */
    send,
    complete: (enrollmentId: string, extra: object = {}, language = 'en') =>
      send('POST', 'save-review-info', { enrollment_id: enrollmentId, first_enroll: 1, ...extra }, language),
    internal: async (publicId: string) =>
      t.app.db.selectFrom('enrollment').selectAll().where('public_id', '=', publicId).executeTakeFirstOrThrow(),
    policiesOf: async (enrollmentId: number) =>
      t.app.db.selectFrom('policy').selectAll().where('enrollment_id', '=', enrollmentId).execute(),
    receiptsOf: async () =>
      t.app.db.selectFrom('outbox_message').select(['id']).where('template', '=', 'enrollment_receipt').execute(),
    textsOf: async (enrollmentId: number) =>
      t.app.db
        .selectFrom('outbox_message')
        .select(['template', 'language'])
        .where('channel', '=', 'text')
        .where('enrollment_id', '=', enrollmentId)
        .execute(),
    /** The agreement signed with a typed name, in the signer's `language`: the digest of the text shown. */
    signAgreement: async (enrollmentId: string, language = 'en') => {
      const shown = (await send('GET', `get-agreement-texts?enrollment_id=${enrollmentId}`, undefined, language)).body
        .data as { result: unknown[]; text_sha256: string };
      const signed = await send(
        'POST',
        'save-agreement-info',
        {
          enrollment_id: enrollmentId,
          agreements: shown.result.map(() => true),
          esign_consent: true,
          text_sha256: shown.text_sha256,
          signature_method: 'typed',
          typed_signature: 'Ana Ruiz',
        },
        language,
      );
      expect(signed.status).toBe(200);
      return shown.text_sha256;
    },
    requireOnlyBuiltTabs: () =>
      t.app.db.updateTable('dynamic_tab').set({ required: false }).where('tab_name', 'not in', builtTabs).execute(),
  };
}
