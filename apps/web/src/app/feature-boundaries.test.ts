// Imports flow shared -> features -> app (docs/style.md): a feature folder imports only shared code,
// the contract and itself, never another feature (the app composes them) nor the app. Within a
// feature, files import one another without a circle (a type import counts: a circle of types
// still ties the files together for a reader, as StepFrameProps once tied the wizard's steps to
// their loaders).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

/** The file a relative import names, with the extension it leaves out; undefined if none. */
function fileOf(file: string, specifier: string) {
  const base = resolve(file, '..', specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

/** Each file's imports of files in the same feature folder. */
function importGraph(files: readonly string[], read: (file: string) => string) {
  const inFolder = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      importsOf(read(file))
        .map((specifier) => fileOf(file, specifier))
        .filter((path): path is string => path !== undefined && inFolder.has(path)),
    ]),
  );
}

/** Every circle of imports found by a depth-first walk, each as the files around it (first repeated last). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const found: string[][] = [];
  const walk = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) walk(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) walk(file);
  return found;
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

  it('finds a circle of imports when there is one', () => {
    const graph = new Map([
      ['loaders', ['billing', 'frame']],
      ['billing', ['loaders']],
      ['frame', []],
    ]);
    expect(circles(graph)).toEqual([['loaders', 'billing', 'loaders']]);
    expect(
      circles(
        new Map([
          ['loaders', ['billing']],
          ['billing', ['frame']],
          ['frame', []],
        ]),
      ),
    ).toEqual([]);
  });

  it.each(features)('features/%s imports its own files without a circle', (feature) => {
    const graph = importGraph(sourceFiles(join(featuresDir, feature)), (file) => readFileSync(file, 'utf8'));
    const found = circles(graph).map((circle) => circle.map((file) => relative(src, file)).join(' -> '));
    expect(found).toEqual([]);
  });
});
