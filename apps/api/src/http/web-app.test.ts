// Which page chunk the server preloads for an address: the route the web app will render there.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { landingPages, pagePreloads } from './web-app';

const manifest = Object.fromEntries(
  landingPages.map(({ module }) => [module, { file: `assets/${path.basename(module, '.tsx')}.js` }]),
);

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
    const web = path.resolve(import.meta.dirname, '../../../web');
    for (const { module } of landingPages) expect(existsSync(path.join(web, module)), module).toBe(true);
  });
});
