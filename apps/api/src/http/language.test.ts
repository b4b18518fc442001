// The language a person chose on the page wins over the one their browser asks for (issue 32,
// item 20; decision 0044): the web app names it on each call it makes (its own header) and keeps
// it in a cookie for the requests it does not make itself (a page the server draws, a link it opens).
// A browser that sends its own Accept-Language with every request still reads the store in Spanish.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionCookie, startTestApp, type TestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';

const spanish = 'Beneficios por cáncer desde el diagnóstico hasta el tratamiento; hay preguntas de salud.';
const english = 'Cancer benefits from diagnosis through treatment; health questions apply.';

/** A built web app of one page, with no renderer: the plain shell and its start-up data. */
function webDistOf(): string {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><head></head><body><div id="root"></div></body>');
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(
    path.join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-AbCd1234.js', isEntry: true } }),
  );
  return webDist;
}

describe.each(testDatabases)('the chosen language on $name', (database) => {
  let t: TestApp;
  let session: string;
  const shortText = async (headers: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/get-menu-filtered-plans?category=critical',
      headers: { ...headers, cookie: [session, headers.cookie].filter(Boolean).join('; ') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed: { plan_id: string; plan_short_text: string }[] = res.json().data.result;
    return listed.find((plan) => plan.plan_id === 'CI-CANCER')?.plan_short_text;
  };

  beforeAll(async () => {
    t = await startTestApp(database, { WEB_DIST: webDistOf() });
    session = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  it("answers in the language the app names, whatever the browser's Accept-Language says", async () => {
    const englishBrowser = { 'accept-language': 'en-US,en;q=0.9' };
    expect(await shortText(englishBrowser)).toBe(english);
    expect(await shortText({ ...englishBrowser, 'x-language': 'es' })).toBe(spanish);
    expect(await shortText({ ...englishBrowser, cookie: 'benefit-store-language=es' })).toBe(spanish);
    // The app's header is the page's own language: it wins over a cookie another tab changed.
    expect(await shortText({ 'accept-language': 'es', 'x-language': 'en', cookie: 'benefit-store-language=es' })).toBe(
      english,
    );
    // A language the store does not speak is no choice: the browser's stands.
    expect(await shortText({ 'accept-language': 'es', 'x-language': 'fr', cookie: 'benefit-store-language=de' })).toBe(
      spanish,
    );
  });

  it("starts a page in the cookie's language, whatever the browser's", async () => {
    const page = await t.app.inject({
      url: '/',
      headers: { cookie: 'benefit-store-language=es', 'accept-language': 'en-US' },
    });
    expect(page.statusCode).toBe(200);
    const startup = JSON.parse(/id="startup-data">(.*?)<\/script>/.exec(page.body)?.[1] ?? '{}');
    expect(startup.language).toBe('es');
  });

  it('refuses bad input in the chosen language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      headers: { cookie: `${session}; benefit-store-language=es`, 'accept-language': 'en-US' },
      payload: { zip: '7520', dob: '07/04/1980', gender: 1, tier: 'IO' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toContainEqual({
      target_element: 'zip',
      error_message: 'Ingrese un código postal de 5 dígitos',
    });
  });
});
