// Which page chunk the server preloads for an address: the route the web app will render there.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { landingPages, pagePreloads } from './web-app';

const manifest = Object.fromEntries(
  landingPages.map(({ module }) => [module, { file: `assets/${path.basename(module, '.tsx')}.js` }]),
);

const web = path.resolve(import.meta.dirname, '../../../web');
const builtManifest = path.join(web, 'dist', '.vite', 'manifest.json');

describe('pagePreloads', () => {
  it.each([
    ['/', 'home-page'],
    ['/maria-alvarez', 'landing-page'],
    ['/plans', 'plans-page'],
    ['/new-plans', 'plans-page'],
    ['/maria-alvarez/plans', 'plans-page'],
    ['/plan/AbC', 'plan-detail-page'],
    ['/plan/AbC/dental-plus', 'plan-detail-page'],
    ['/maria-alvarez/plan/AbC/dental-plus', 'plan-detail-page'],
  ])('preloads %s with the %s chunk', (pathname, chunk) => {
    expect(pagePreloads(manifest, pathname)).toEqual([`assets/${chunk}.js`]);
  });

  it.each(['/home', '/agent-home', '/website', '/staff/sign-in', '/maria-alvarez/groups-home'])(
    'preloads nothing for %s',
    (pathname) => {
      expect(pagePreloads(manifest, pathname)).toEqual([]);
    },
  );

  it('names page modules that exist in the web app', () => {
    for (const { module } of landingPages) expect(existsSync(path.join(web, module)), module).toBe(true);
  });

  // The built app (npm test builds it first): each first-view page in a few files (issue 33 allows 25
  // requests before a page is interactive), found under the chunk name the web build gives it.
  it.runIf(existsSync(builtManifest))('finds each first-view page in a few chunks of the built app', () => {
    const built = JSON.parse(readFileSync(builtManifest, 'utf8'));
    for (const [pathname, chunk] of [
      ['/', 'home-page'],
      ['/maria-alvarez', 'landing-page'],
      ['/plans', 'plans-page'],
      ['/plan/AbC', 'plan-detail-page'],
    ] as const) {
      const files = pagePreloads(built, pathname);
      expect(
        files.some((file) => path.basename(file).startsWith(`${chunk}-`)),
        pathname,
      ).toBe(true);
      expect(files.length, `${pathname}: ${files.join(' ')}`).toBeLessThanOrEqual(6);
    }
  });
});
