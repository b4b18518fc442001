// The shell's first download: the scripts index.html loads before any route's page, gzipped,
// stay under 178 KB (pages are lazy chunks and do not count).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = new URL('../dist/', import.meta.url);
const budget = 178 * 1024;

describe('the initial JavaScript of the built web app', () => {
  it(`stays under ${budget / 1024} KB gzip`, () => {
    const html = readFileSync(new URL('index.html', dist), 'utf8');
    const scripts = [...html.matchAll(/<(?:script[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(scripts.length).toBeGreaterThan(0);
    const gzipped = scripts.reduce((total, file) => total + gzipSync(readFileSync(new URL(file, dist))).length, 0);
    console.log(`initial JavaScript: ${scripts.length} files, ${(gzipped / 1024).toFixed(1)} KB gzip`);
    expect(gzipped).toBeLessThan(budget);
  });
});
