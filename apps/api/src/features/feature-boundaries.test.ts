// A feature never imports another feature's repository (STYLE.md): it calls that feature's
// service, so every rule about a table stays beside the SQL that reads it. Services and
// repositories never see a request (it carries the app's database handle, the lock trap): they
// take the database they are given and the caller (http/caller.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const featuresDir = import.meta.dirname;
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) ? [path] : [];
  });

/** Every relative module a file names: static and dynamic imports, and re-exports. */
const importsOf = (code: string) =>
  [...code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1] ?? '');

/** A repository module: `repo.ts` or `<name>-repo.ts`. */
const isRepo = (path: string) => /(^|-)repo$/.test(basename(path).replace(/\.ts$/, ''));

/** The imports of a feature's file that reach into another feature's repository. */
function crossings(file: string, code: string) {
  const [own] = relative(featuresDir, file).split(sep);
  return importsOf(code).filter((specifier) => {
    const landing = resolve(file, '..', specifier);
    const [feature] = relative(featuresDir, landing).split(sep);
    return feature !== own && feature !== '..' && isRepo(landing);
  });
}

describe('API feature boundaries', () => {
  it('finds a crossing when there is one', () => {
    const file = join(featuresDir, 'cart', 'service.ts');
    expect(crossings(file, "import { householdFor } from '../quoting/household-repo';")).toEqual([
      '../quoting/household-repo',
    ]);
    expect(crossings(file, "import * as partyRepo from '../landing/repo';")).toEqual(['../landing/repo']);
    expect(crossings(file, "import * as cartRepo from './repo';")).toEqual([]);
    expect(crossings(file, "import { household } from '../quoting/household';")).toEqual([]);
    expect(crossings(file, "import type { Db } from '../../db/database';")).toEqual([]);
  });

  it.each(features)("features/%s imports no other feature's repository", (feature) => {
    const offending = sourceFiles(join(featuresDir, feature))
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) =>
        crossings(file, readFileSync(file, 'utf8')).map(
          (specifier) => `${relative(featuresDir, file)} -> ${specifier}`,
        ),
      );
    expect(offending).toEqual([]);
  });

  it.each(features)('features/%s: services and repositories do not know the request', (feature) => {
    const offending = sourceFiles(join(featuresDir, feature))
      .filter((file) => /(^|-)(service|repo)\.ts$/.test(basename(file)))
      .filter((file) => /from 'fastify'|FastifyRequest/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(featuresDir, file));
    expect(offending).toEqual([]);
  });
});
