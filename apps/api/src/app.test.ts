// The app around the calls: health, API docs, unknown routes, the web app's fallback.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { allCalls } from '@benefit-store/contract/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionCookie, startTestApp, type TestApp } from '../test/app';
import { testDatabases } from '../test/databases';
import { implementations } from './implementations';

/** The script of the web build below, named by its content hash as Vite names it. */
const asset = { url: '/assets/index-AbCd1234.js', body: `console.log(${JSON.stringify('x'.repeat(2000))});` };

/** Vite's manifest of that build: the entry, and the home page's chunk, which imports a chunk of its own
 *  and one the entry loads too. */
const manifest = {
  'index.html': { file: 'assets/index-AbCd1234.js', isEntry: true, imports: ['_react-Ef56.js'] },
  '_react-Ef56.js': { file: 'assets/react-Ef56.js' },
  'src/app/entry/home-page.tsx': { file: 'assets/home-page-Gh78.js', imports: ['_Alert-Ij90.js', '_react-Ef56.js'] },
  '_Alert-Ij90.js': { file: 'assets/Alert-Ij90.js' },
};

/** A web build of one page and one script, the script also precompressed, as `vite build` writes them. */
function webDistOf(): string {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><head><title>Benefit Store</title></head>');
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const file = path.join(webDist, asset.url);
  mkdirSync(path.dirname(file));
  writeFileSync(file, asset.body);
  writeFileSync(`${file}.br`, brotliCompressSync(asset.body));
  writeFileSync(`${file}.gz`, gzipSync(asset.body));
  return webDist;
}

describe.each(testDatabases)('the app on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database, { WEB_DIST: webDistOf() });
  });
  afterAll(() => t.close());

  it('/healthz pings the database, /livez does nothing', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/livez')).json()).toEqual({ status: 'ok' });
  });

  it('/api/docs/json lists every declared call with its methods', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    for (const call of allCalls) {
      const url = `/api/v1/${call.path}`;
      for (const method of call.methods) {
        expect(doc.paths[url]?.[method.toLowerCase()]?.operationId, `${method} ${url}`).toBe(call.name);
      }
    }
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('serves no API docs in production unless API_DOCS turns them on', async () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://store.example' };
    for (const [env, served] of [
      [production, false],
      [{ ...production, API_DOCS: 'true' }, true],
      [{ API_DOCS: 'false' }, false],
    ] as const) {
      const app = await startTestApp(database, env);
      try {
        for (const url of ['/api/docs/json', '/api/docs']) {
          const res = await app.app.inject(url);
          if (served) expect(res.statusCode, url).toBeLessThan(400);
          else expect(res.statusCode, `${url} with ${JSON.stringify(env)}`).toBe(404);
        }
      } finally {
        await app.close();
      }
    }
  });

  it('answers a declared call that is not built with 501 in the envelope', async () => {
    const built = new Set(implementations.map((i) => i.call.name));
    const unbuilt = allCalls.find(
      (call) => !built.has(call.name) && call.methods[0] === 'GET' && call.input.safeParse({}).success,
    );
    if (!unbuilt) return;
    const res = await t.app.inject(`/api/v1/${unbuilt.path.replace(/\{\w+\}/g, 'x')}`);
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({ status: 'error', statusCode: 501, message: 'Not implemented', data: [] });
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await t.app.inject('/api/v1/no-such-call');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', message: 'Page not found' });
  });

  it('serves the web app for every page route', async () => {
    for (const page of ['/', '/plans', '/maria-alvarez/cart', '/enrollment/personal-info']) {
      const res = await t.app.inject(page);
      expect(res.statusCode, page).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Benefit Store</title>');
    }
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses API answers (brotli, else gzip) and still keeps them out of caches', async () => {
    const plain = await t.app.inject('/api/v1/get-states');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await t.app.inject({ url: '/api/v1/get-states', headers: { 'accept-encoding': acceptEncoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoders[encoding](res.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it("serves the build's precompressed files, a hashed one kept for a year", async () => {
    const get = (acceptEncoding?: string) =>
      t.app.inject({ url: asset.url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(asset.body);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(asset.body);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(asset.body);
    for (const res of [brotli, gzip, plain]) {
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toContain('accept-encoding');
    }
  });

  it('has the browser revalidate the page itself', async () => {
    for (const page of ['/', '/maria-alvarez', '/index.html']) {
      expect((await t.app.inject(page)).headers['cache-control'], page).toBe('no-cache');
    }
  });

  it("writes the site's start-up data into the page, in the visitor's language, safe inside its script", async () => {
    const startupOf = async (headers: Record<string, string>) => {
      const html = (await t.app.inject({ url: '/maria-alvarez', headers })).body;
      const json = /<script type="application\/json" id="startup-data">(.*?)<\/script>/.exec(html)?.[1] ?? '';
      return { json, data: JSON.parse(json) };
    };
    const english = await startupOf({});
    const call = (await t.app.inject('/api/v1/get-default-info')).json();
    expect(english.data).toEqual({ language: 'en', defaultInfo: call.data });
    const spanish = await startupOf({ 'accept-language': 'es-MX,es;q=0.9' });
    expect(spanish.data.language).toBe('es');
    expect(spanish.data.defaultInfo.site.site_id).toBe(call.data.site.site_id);

    const { tagline } = await t.app.db
      .selectFrom('site')
      .select('tagline')
      .where('is_default', '=', true)
      .executeTakeFirstOrThrow();
    const hostile = '</script><script>alert(1)</script><!--';
    await t.app.db.updateTable('site').set({ tagline: hostile }).where('is_default', '=', true).execute();
    try {
      const escaped = await startupOf({});
      expect(escaped.json).not.toContain('<');
      expect(escaped.data.defaultInfo.site.tagline).toBe(hostile);
    } finally {
      await t.app.db.updateTable('site').set({ tagline }).where('is_default', '=', true).execute();
    }
  });

  it("preloads the chunks of the page's route that the entry does not load", async () => {
    const preloads = async (page: string) =>
      [...(await t.app.inject(page)).body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (match) => match[1],
      );
    expect(await preloads('/')).toEqual(['/assets/home-page-Gh78.js', '/assets/Alert-Ij90.js']);
    expect(await preloads('/?agent_id=x')).toEqual(['/assets/home-page-Gh78.js', '/assets/Alert-Ij90.js']);
    // Pages the build's manifest does not name, and the store's own pages, preload nothing.
    expect(await preloads('/maria-alvarez')).toEqual([]);
    expect(await preloads('/agent-home')).toEqual([]);
  });

  it("limits calls per address, but not the web app's pages and files", async () => {
    const limited = await startTestApp(database, { WEB_DIST: webDistOf(), RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 5; i += 1) expect((await limited.app.inject('/plans')).statusCode).toBe(200);
      const calls = [];
      for (let i = 0; i < 4; i += 1) calls.push((await limited.app.inject('/api/v1/get-states')).statusCode);
      expect(calls).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('limits a call by its route, however its path is spelled', async () => {
    const limited = await startTestApp(database, { WEB_DIST: webDistOf(), RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const calls = [];
      for (let i = 0; i < 4; i += 1) calls.push((await limited.app.inject('/%61pi/v1/get-states')).statusCode);
      expect(calls).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('keeps no API answer in any cache, errors and unknown paths included', async () => {
    const cookie = await newSessionCookie(t.app);
    const answers = [
      await t.app.inject('/api/v1/get-states'),
      await t.app.inject('/api/v1/validate-zip-code?zip_code=1'),
      await t.app.inject('/api/v1/no-such-call'),
      await t.app.inject('/%61pi/v1/no-such-call'),
      await t.app.inject({ method: 'POST', url: '/api/v1/validate-zip-code', headers: { cookie }, payload: {} }),
    ];
    for (const res of answers) expect(res.headers['cache-control'], res.body).toBe('no-store');
  });

  it('refuses a state-changing call without a JSON body: a bodiless sign-out does not end the session', async () => {
    const cookie = await newSessionCookie(t.app);
    const signOut = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out', headers: { cookie } });
    expect(signOut.statusCode).toBe(415);
    expect(signOut.json()).toEqual({
      status: 'error',
      statusCode: 415,
      message: 'The request body must be sent as JSON',
      data: [],
    });
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.cookies).toEqual([]);
  });

  it('refuses a state-changing call from another site, in the envelope', async () => {
    const cookie = await newSessionCookie(t.app);
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/validate-zip-code',
        headers: { cookie, ...headers },
        payload: { zip: '78701' },
      });
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:8080' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'http://localhost', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const res = await post(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ status: 'error', statusCode: 403, data: [] });
    }
    expect((await post({ 'accept-language': 'es', origin: 'https://evil.example' })).json().message).toBe(
      'Esta solicitud debe venir de las páginas de la tienda.',
    );
    const sameSite: Record<string, string>[] = [
      {},
      { origin: 'http://localhost' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of sameSite) {
      expect((await post(headers)).statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it("accepts the PUBLIC_URL's origin behind a proxy that rewrites the Host", async () => {
    const proxied = await startTestApp(database, { PUBLIC_URL: 'https://store.example' });
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/v1/validate-zip-code',
        headers: { origin: 'https://store.example', host: '127.0.0.1:3000' },
        payload: { zip: '78701' },
      });
      expect(res.statusCode).toBe(200);
      const elsewhere = await proxied.app.inject({
        method: 'POST',
        url: '/api/v1/validate-zip-code',
        headers: { origin: 'https://evil.example', host: '127.0.0.1:3000' },
        payload: { zip: '78701' },
      });
      expect(elsewhere.json().message).toBe("This request must come from the store's own pages.");
    } finally {
      await proxied.close();
    }
  });
});
