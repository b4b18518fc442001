// The app around the calls: health, API docs, unknown routes, the web app's fallback.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allCalls } from '@benefit-store/contract/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app';
import { testDatabases } from '../test/databases';
import { implementations } from './features/implementations';

/** A web build of one page, for the routes that serve the app. */
function webDistOf(): string {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Benefit Store</title>');
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
});
