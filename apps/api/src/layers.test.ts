// The API's folders are layers, bottom to top: lib, db, jobs, http, features, seed, then the root
// (app.ts, server.ts, cluster.ts: composition). A folder imports only from folders below it. The
// features form a tree: no circle between them, directly or through others (decision 0051). A
// feature never imports another feature's repository (docs/style.md): it calls that feature's service,
// so every rule about a table stays beside the SQL that reads it. Services and repositories never
// see a request (it carries the app's database handle, the lock trap): they take the database they
// are given and the caller (http/caller.ts). Read from the source text of every non-test file:
// static, type and dynamic imports and re-exports alike.
import { describe, expect, it } from 'vitest';
import {
  apiSrcDir,
  type Edge,
  featureCircles,
  foreignRepoImports,
  importGraph,
  layerOf,
  layers,
  readSources,
  requestInServices,
  specifiersOf,
  upwardImports,
} from '../test/import-graph';

const sources = readSources(apiSrcDir);
const graph = importGraph(sources);

/** A small fake graph: `from -> to` lines. */
const fake = (...lines: string[]): Edge[] =>
  lines.map((line) => {
    const [from = '', to = ''] = line.split(' -> ');
    return { from, to };
  });

describe('the import graph, read from source text', () => {
  it('reads every kind of import', () => {
    const code = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "import {\n  c,\n  d,\n} from './cd';",
      "export * from './e';",
      "export { f } from './f';",
      "import './side-effect';",
      "const g = await import('./g');",
      "import { z } from 'zod';",
      "// import { commented } from './commented';",
    ].join('\n');
    expect(specifiersOf(code)).toEqual(['./a', '../b', './cd', './e', './f', './side-effect', './g', 'zod']);
  });

  it('finds files it knows the layer of', () => {
    expect(graph.length).toBeGreaterThan(500);
    expect(layerOf('app')).toBe('root');
    expect(layerOf('jobs/runner')).toBe('jobs');
    expect(layerOf('features/cart/service')).toBe('features');
  });
});

describe('the rules can fail', () => {
  it('an import up the layers', () => {
    expect(
      upwardImports(fake('jobs/cleanup -> features/auth/guess-repo', 'features/cart/service -> jobs/runner')),
    ).toEqual(['jobs -> features: jobs/cleanup -> features/auth/guess-repo']);
    expect(upwardImports(fake('lib/field-crypto -> config', 'db/schema -> http/errors'))).toHaveLength(2);
  });

  it('a circle between features, named, directly or through others', () => {
    expect(featureCircles(fake('features/cart/service -> features/quoting/service'))).toEqual([]);
    expect(
      featureCircles(fake('features/cart/a -> features/quoting/b', 'features/quoting/c -> features/cart/d')),
    ).toEqual([
      'cart -> quoting -> cart\n  cart -> quoting (features/cart/a -> features/quoting/b)\n  quoting -> cart (features/quoting/c -> features/cart/d)',
    ]);
    const [through] = featureCircles(
      fake('features/a/x -> features/b/x', 'features/b/x -> features/c/x', 'features/c/x -> features/a/x'),
    );
    expect(through?.split('\n')[0]).toBe('a -> b -> c -> a');
  });

  it("a feature importing another feature's repository", () => {
    expect(
      foreignRepoImports(
        fake(
          'features/cart/service -> features/quoting/household-repo',
          'features/cart/service -> features/landing/repo',
          'features/cart/service -> features/cart/repo',
          'features/cart/service -> features/quoting/household',
          'features/cart/service -> db/database',
        ),
      ),
    ).toEqual([
      'features/cart/service -> features/quoting/household-repo',
      'features/cart/service -> features/landing/repo',
    ]);
  });

  it('a service or repository that knows the request', () => {
    const fakeSources = new Map([
      ['features/cart/service', "import type { FastifyRequest } from 'fastify';"],
      ['features/cart/routes', "import type { FastifyRequest } from 'fastify';"],
      ['features/cart/repo', "import type { Db } from '../../db/database';"],
    ]);
    expect(requestInServices(fakeSources)).toEqual(['features/cart/service']);
  });
});

describe('API layers', () => {
  // One test per folder, so a failure names the folder whose imports go up.
  it.each(layers.filter((layer) => layer !== 'root'))('%s imports no folder above it', (layer) => {
    const upward = upwardImports(graph.filter((edge) => layerOf(edge.from) === layer));
    expect(upward).toEqual([]);
  });

  it('features form a tree: no circle between features', () => {
    expect(featureCircles(graph)).toEqual([]);
  });

  it("no feature imports another feature's repository", () => {
    expect(foreignRepoImports(graph)).toEqual([]);
  });

  it('services and repositories do not know the request', () => {
    expect(requestInServices(sources)).toEqual([]);
  });
});
