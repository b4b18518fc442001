// Builds the app for a test on a fresh database with the demo data, capturing its log.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import { buildApp } from '../src/app';
import { createEnrollment } from '../src/features/auth/enrollment-access';
import { findSession } from '../src/features/auth/session-service';
import { readConfig } from '../src/lib/config';
import { FieldCipher } from '../src/lib/field-crypto';
import type { TestDatabase } from './databases';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  logLines: string[];
  close(): Promise<void>;
}

export async function startTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  clock?: () => Date,
): Promise<TestApp> {
  const db = await database.openSeeded();
  const logLines: string[] = [];
  const config = readConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Blob files of a test stay in a folder of its own, not in the working directory's ./data.
    BLOB_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'bs-test-')), 'blobs'),
    ...env,
  });
  const app = await buildApp({
    config,
    db,
    cipher: new FieldCipher(randomBytes(32)),
    logStream: { write: (line) => void logLines.push(line) },
    ...(clock ? { clock } : {}),
  });
  await app.ready();
  return {
    app,
    logLines,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

/** A storefront session: its cookie header, from a first write (reads store no session). */
export async function newSessionCookie(app: TestApp['app']): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/validate-zip-code', payload: { zip: '78701' } });
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('no session cookie was set');
  return `sid=${cookie.value}`;
}

/** A new enrollment owned by the session of `cookie`, in the books of `book`'s rep and group. */
export async function enrollmentOf(
  app: TestApp['app'],
  cookie: string,
  book: { agentId?: number; groupId?: number } = {},
): Promise<string> {
  const session = await findSession(app.db, cookie.slice(cookie.indexOf('=') + 1), app.now());
  if (!session) throw new Error('no live session for that cookie');
  return (await createEnrollment(app.db, session, book)).public_id;
}

/** The public id of the demo rep whose access code is `code`. */
export const agentIdOf = async (app: TestApp['app'], code: string) =>
  (await app.db.selectFrom('agent').select('public_id').where('agent_code', '=', code).executeTakeFirstOrThrow())
    .public_id;

/** The row id of the demo rep whose access code is `code`, for a book (`enrollmentOf`) or a row. */
export const agentRowIdOf = async (app: TestApp['app'], code: string) =>
  (await app.db.selectFrom('agent').select('id').where('agent_code', '=', code).executeTakeFirstOrThrow()).id;

/** The public id of the demo group whose enrollment code is `code`. */
export const groupIdOf = async (app: TestApp['app'], code: string) =>
  (
    await app.db
      .selectFrom('employer_group')
      .select('public_id')
      .where('group_code', '=', code)
      .executeTakeFirstOrThrow()
  ).public_id;

/** The public id of the demo portal whose code is `code`. */
export const portalIdOf = async (app: TestApp['app'], code: string) =>
  (await app.db.selectFrom('platform').select('public_id').where('platform_code', '=', code).executeTakeFirstOrThrow())
    .public_id;

/** Signs a demo staff account in; returns its new session cookie. */
export async function signInCookie(app: TestApp['app'], email: string, password: string): Promise<string> {
  const before = await newSessionCookie(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    headers: { cookie: before },
    payload: { email, password },
  });
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (res.statusCode !== 200 || !cookie) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return `sid=${cookie.value}`;
}

/** A refusal's field errors as `{ field: message }` (the envelope's `data` of `target_element`s). */
/** Every saved row of a wizard tab as JSON text: what lies at rest, for the tests that prove a secret sealed. */
export const storedStepText = async (app: TestApp['app'], tab: TabName) =>
  JSON.stringify(await app.db.selectFrom('enrollment_step').selectAll().where('tab_name', '=', tab).execute());

export const fieldErrors = (body: { data: { target_element: string; error_message: string }[] }) =>
  Object.fromEntries(body.data.map((error) => [error.target_element, error.error_message]));

/**
 * A step test's caller: `/api/v1/<url>` on the app as the session of `cookie()` (or of
 * `extra.cookie`; undefined there: no session), in Spanish with `extra.es`.
 */
export const stepCaller =
  (app: () => TestApp['app'], cookie: () => string | undefined) =>
  async (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    extra: { cookie?: string | undefined; es?: boolean } = {},
  ) => {
    const who = 'cookie' in extra ? extra.cookie : cookie();
    const res = await app().inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...(who ? { cookie: who } : {}), ...(extra.es ? { 'accept-language': 'es' } : {}) },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json(), text: res.body };
  };

/**
 * A step test's caller from addresses of its own: each request comes from the next address of
 * `10.<subnet>.x.y`, so a per-address limit (lookups, sends) counts one test's requests apart from
 * another's. A GET sends `payload` as its query.
 */
export const addressedCaller = (app: () => TestApp['app'], subnet: number) => {
  let address = 0;
  return async (
    method: 'GET' | 'POST',
    url: string,
    cookie: string,
    payload: Record<string, unknown>,
    language = 'en',
  ) => {
    const res = await app().inject({
      method,
      url: `/api/v1/${url}`,
      headers: { cookie, 'accept-language': language },
      remoteAddress: `10.${subnet}.${Math.floor(++address / 200)}.${address % 200}`,
      ...(method === 'GET'
        ? { query: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])) }
        : { payload }),
    });
    return { status: res.statusCode, body: res.json(), text: res.body };
  };
};
