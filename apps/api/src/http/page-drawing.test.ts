// A first visit's page drawn by the web app's server build: in the page, with the answers it was
// drawn from, started after its first paint; never for a visitor with a session; the plain shell
// when the drawing fails; and the drawing's own calls read without earning anything or handing out
// a session.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionCookie, startTestApp, type TestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';

const manifest = {
  'index.html': { file: 'assets/index-AbCd1234.js', isEntry: true },
  'src/features/landing/pages/landing-page.tsx': { file: 'assets/landing-page-Gh78.js' },
};
const template =
  '<!doctype html><head><script type="module" crossorigin src="/assets/index-AbCd1234.js"></script></head>' +
  '<body><div id="root"></div></body>';

/** A stand-in for the renderer: draws the landing page's name from the call a browser would make;
 *  `/broken` fails; `?write` tries a write. */
const renderer = `
export async function render({ url, startup, transport }) {
  if (url.startsWith('/broken')) throw new Error('cannot draw');
  if (url.includes('write')) await transport('/api/v1/auth/sign-out', { method: 'POST', body: '{}' });
  const landing = url.slice(1);
  const answer = await (await transport('/api/v1/validate-landing-page?landing_page=' + landing)).json();
  return { html: '<h1>' + answer.data.data.display_name + '</h1>', startup: { ...startup, rendered: { queries: [answer] } } };
}`;

function webDistOf(): string {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), template);
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  mkdirSync(path.join(webDist, 'server'));
  writeFileSync(path.join(webDist, 'server', 'entry-server.js'), renderer);
  return webDist;
}

const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];

describe.each(testDatabases)('pages drawn on the server on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database, { WEB_DIST: webDistOf() });
  });
  afterAll(() => t.close());

  const rows = async () => ({
    sessions: (await t.app.db.selectFrom('session').select('id').execute()).length,
    earned: (await t.app.db.selectFrom('earned_party').select('session_id').execute()).length,
  });

  it('draws a first visit to a landing page with its answers, and starts the app after the paint', async () => {
    const before = await rows();
    const page = await t.app.inject('/maria-alvarez');
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toBe('<h1>Maria Alvarez</h1>');
    const startup = JSON.parse(/id="startup-data">(.*?)<\/script>/.exec(page.body)?.[1] ?? '{}');
    expect(startup.rendered.queries[0].data.data.display_name).toBe('Maria Alvarez');
    // The app's script and the page's chunk come after the first paint, from a file: no inline script.
    expect(page.body).toContain(
      '<script defer src="/start-after-paint.js" data-entry="/assets/index-AbCd1234.js" data-preload="/assets/landing-page-Gh78.js"></script>',
    );
    expect(page.body).not.toContain('type="module"');
    expect(page.body).not.toContain('rel="modulepreload"');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    // The landing page's call earns Maria for a browser's session; the drawing's earns nothing.
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(await rows()).toEqual(before);
  });

  it('sends the plain shell to a visitor with a session, and when the drawing fails', async () => {
    const cookie = await newSessionCookie(t.app);
    for (const page of [
      await t.app.inject({ url: '/maria-alvarez', headers: { cookie } }),
      await t.app.inject('/broken'),
      await t.app.inject('/maria-alvarez?write'),
    ]) {
      expect(page.statusCode).toBe(200);
      expect(rootOf(page.body)).toBe('');
      expect(page.body).toContain('<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>');
    }
  });

  it('compresses the page', async () => {
    const page = await t.app.inject({ url: '/maria-alvarez', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(rootOf(brotliDecompressSync(page.rawPayload).toString())).toBe('<h1>Maria Alvarez</h1>');
  });
});
