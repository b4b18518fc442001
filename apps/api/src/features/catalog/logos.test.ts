// Carrier logos: listings name them by address, and the address serves the image, cacheable for good.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { type LogoFile, logoAddress } from './logos';

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
const svgDataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

describe('logoAddress', () => {
  it('names a data URL image by its content, and keeps the file', () => {
    const files = new Map<string, LogoFile>();
    const address = logoAddress(svgDataUrl, files);
    expect(address).toMatch(/^\/media\/logos\/[0-9a-f]{20}\.svg$/);
    expect(logoAddress(svgDataUrl, files)).toBe(address);
    expect(files.get(address.slice('/media/logos/'.length))).toEqual({ type: 'image/svg+xml', body: Buffer.from(svg) });
  });

  it('keeps addresses and data URLs that are not images as they are', () => {
    const files = new Map<string, LogoFile>();
    expect(logoAddress('https://cdn.example.com/logo.png', files)).toBe('https://cdn.example.com/logo.png');
    expect(logoAddress('data:text/html;base64,PGI+', files)).toBe('data:text/html;base64,PGI+');
    expect(files.size).toBe(0);
  });
});

describe.each(testDatabases)('logo files on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it('serves the logo a listing names, as an image cached for a year that runs nothing', async () => {
    const featured = await t.app.inject({ url: '/api/v1/get-featured-plans' });
    const logo: string = featured.json().data.result[0].plan_logo;
    expect(logo).toMatch(/^\/media\/logos\//);
    const res = await t.app.inject({ url: logo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.body).toContain('<svg');
  });

  it('answers 404 in the error envelope for an unknown or malformed file name', async () => {
    for (const file of ['0123456789abcdef0123.svg', '..%2F..%2Fpackage.json', 'x']) {
      const res = await t.app.inject({ url: `/media/logos/${file}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error', statusCode: 404 });
    }
  });
});
