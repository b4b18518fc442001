// Imports flow shared -> features -> app (STYLE.md): a feature folder imports only shared code,
// the contract and itself, never another feature (the app composes them) nor the app.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A file path, not new URL(): jsdom's URL is not the one node:url accepts.
const src = dirname(dirname(fileURLToPath(import.meta.url)));
const featuresDir = join(src, 'features');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });

/** Every relative module a file names: static and dynamic imports, and re-exports. */
const importsOf = (code: string) =>
  [...code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1] ?? '');

/** Where a relative import lands, as a path under src (`features/cart/...`, `app/...`). */
const target = (file: string, specifier: string) => relative(src, resolve(file, '..', specifier)).split(sep);

/** The imports of a feature's file that leave the feature for another feature or the app. */
function crossings(file: string, code: string) {
  const [, own] = relative(src, file).split(sep);
  return importsOf(code).filter((specifier) => {
    const [top, feature] = target(file, specifier);
    return top === 'app' || (top === 'features' && feature !== own);
  });
}

describe('feature boundaries', () => {
  it('finds a crossing when there is one', () => {
    const file = join(featuresDir, 'catalog', 'components', 'plan-card.tsx');
    expect(crossings(file, "import { AddToCartButton } from '../../cart/components/add-to-cart';")).toEqual([
      '../../cart/components/add-to-cart',
    ]);
    expect(crossings(file, "const Page = lazy(() => import('../../../app/startup'));")).toEqual([
      '../../../app/startup',
    ]);
    expect(crossings(file, "import { planPath } from '../paths';")).toEqual([]);
    expect(crossings(file, "import { request } from '../../../shared/api/client';")).toEqual([]);
  });

  it.each(features)('features/%s imports no other feature and not the app', (feature) => {
    const offending = sourceFiles(join(featuresDir, feature)).flatMap((file) =>
      crossings(file, readFileSync(file, 'utf8')).map((specifier) => `${relative(src, file)} -> ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
