// The import graph of apps/api/src, read from the source text: what the boundary test
// (src/layers.test.ts) judges. Pure functions over a graph, so the test can feed them a small
// fake graph and prove each rule can fail.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, posix, relative, sep } from 'node:path';

/** The folders of apps/api/src from the bottom up: a folder imports only from folders below it. */
export const layers = ['lib', 'db', 'jobs', 'http', 'features', 'seed', 'root'] as const;
export type Layer = (typeof layers)[number];

/** One import: `from` names `to`; both are paths relative to src, with `/` and without `.ts`. */
export interface Edge {
  from: string;
  to: string;
}

/** Every module a file names: static, type and dynamic imports, side-effect imports, re-exports. */
export const specifiersOf = (code: string): string[] => {
  // Comment lines are dropped: a comment that quotes an import is not one.
  const text = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('//'))
    .join('\n');
  return [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? '',
  );
};

/** The module a relative specifier lands on, relative to src; undefined for a package. */
export const resolveSpecifier = (fromModule: string, specifier: string): string | undefined => {
  if (!specifier.startsWith('.')) return undefined;
  return posix.normalize(posix.join(posix.dirname(fromModule), specifier)).replace(/\.(ts|js)$/, '');
};

/** The layer of a module (a path relative to src): its first folder, or root for a file at the top. */
export const layerOf = (module: string): Layer => {
  const [first, ...rest] = module.split('/');
  if (rest.length === 0) return 'root';
  return (layers as readonly string[]).includes(first ?? '') ? (first as Layer) : 'root';
};

/** The feature a module belongs to, or undefined outside features/. */
export const featureOf = (module: string): string | undefined => {
  const [first, feature, ...rest] = module.split('/');
  return first === 'features' && rest.length > 0 ? feature : undefined;
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });

/** A source file as a module name: relative to src, `/`-separated, without `.ts`. */
const moduleName = (srcDir: string, file: string) => relative(srcDir, file).split(sep).join('/').replace(/\.ts$/, '');

/** The source text of every non-test module under src, by module name. */
export const readSources = (srcDir: string): Map<string, string> =>
  new Map(sourceFiles(srcDir).map((file) => [moduleName(srcDir, file), readFileSync(file, 'utf8')]));

/** The relative imports of every module: one edge per import (a module `x/index` is named `x`). */
export const importGraph = (sources: Map<string, string>): Edge[] =>
  [...sources].flatMap(([from, code]) =>
    specifiersOf(code).flatMap((specifier) => {
      const to = resolveSpecifier(from, specifier);
      if (to === undefined) return [];
      return [{ from, to: sources.has(to) ? to : sources.has(`${to}/index`) ? `${to}/index` : to }];
    }),
  );

const show = (edge: Edge) => `${edge.from} -> ${edge.to}`;

/** (a) Imports that go up: from a folder to a folder above it in `layers`. */
export const upwardImports = (edges: Edge[]): string[] =>
  edges
    .filter((edge) => layers.indexOf(layerOf(edge.to)) > layers.indexOf(layerOf(edge.from)))
    .map((edge) => `${layerOf(edge.from)} -> ${layerOf(edge.to)}: ${show(edge)}`);

/** The feature-to-feature edges, each with the imports that make it. */
const featureEdges = (edges: Edge[]): Map<string, Map<string, Edge[]>> => {
  const out = new Map<string, Map<string, Edge[]>>();
  for (const edge of edges) {
    const from = featureOf(edge.from);
    const to = featureOf(edge.to);
    if (from === undefined || to === undefined || from === to) continue;
    const targets = out.get(from) ?? new Map<string, Edge[]>();
    targets.set(to, [...(targets.get(to) ?? []), edge]);
    out.set(from, targets);
  }
  return out;
};

/** The shortest path of features from `start` back to `start`, if there is one. */
const shortestCircle = (graph: Map<string, Map<string, Edge[]>>, start: string): string[] | undefined => {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift() as string;
    for (const next of graph.get(at)?.keys() ?? []) {
      if (next === start) {
        const path = [at];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0] as string) as string);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, at);
        queue.push(next);
      }
    }
  }
  return undefined;
};

/**
 * (b) Circles between features, directly or through others: for each feature on a circle, the
 * shortest circle through it (each circle once), with the imports that make each of its steps.
 */
export const featureCircles = (edges: Edge[]): string[] => {
  const graph = featureEdges(edges);
  const seen = new Set<string>();
  const circles: string[] = [];
  for (const feature of [...graph.keys()].sort()) {
    const circle = shortestCircle(graph, feature);
    if (circle === undefined) continue;
    const steps = circle.slice(0, -1);
    const first = steps.indexOf([...steps].sort()[0] as string);
    const key = [...steps.slice(first), ...steps.slice(0, first)].join(' -> ');
    if (seen.has(key)) continue;
    seen.add(key);
    const through = steps.map((from, at) => {
      const to = circle[at + 1] as string;
      return `  ${from} -> ${to} (${(graph.get(from)?.get(to) ?? []).map(show).join('; ')})`;
    });
    circles.push([circle.join(' -> '), ...through].join('\n'));
  }
  return circles;
};

/** A repository module: `repo` or `<name>-repo`. */
const isRepo = (module: string) => /(^|-)repo$/.test(basename(module));

/** (c) A feature importing another feature's repository: it should ask that feature's service. */
export const foreignRepoImports = (edges: Edge[]): string[] =>
  edges
    .filter((edge) => {
      const from = featureOf(edge.from);
      const to = featureOf(edge.to);
      return from !== undefined && to !== undefined && from !== to && isRepo(edge.to);
    })
    .map(show);

/** (c) A feature's service or repository that knows the request (fastify): the lock trap. */
export const requestInServices = (sources: Map<string, string>): string[] =>
  [...sources]
    .filter(([module]) => featureOf(module) !== undefined && /(^|-)(service|repo)$/.test(basename(module)))
    .filter(([, code]) => /from 'fastify'|FastifyRequest/.test(code))
    .map(([module]) => module);

/** The folder of this file's neighbour src/, for the test. */
export const apiSrcDir = join(dirname(import.meta.dirname), 'src');
