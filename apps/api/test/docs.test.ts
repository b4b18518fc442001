// The map in the repository stays walkable: every link between the README and docs/ lands on a file
// and a heading that exist, every setting the server reads is documented, and the README stays the
// newcomer's door (issue 34), so a fact moved out of it is found, not lost.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

const markdownUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });

const documents = [
  join(root, 'README.md'),
  join(root, 'apps/api/README.md'),
  join(root, 'apps/web/README.md'),
  ...markdownUnder(join(root, 'docs')),
];

/** The text outside fenced code blocks, where a bracket is code, not a link. */
const prose = (text: string) => text.replace(/```[\s\S]*?```/g, '');

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as dashes. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replaceAll(' ', '-');

const anchorsOf = (file: string) =>
  new Set([...prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1] ?? '')));

/** The relative links of a document that lead nowhere: a missing file, or a missing heading. */
function brokenLinks(file: string): string[] {
  const links = [...prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
  return links
    .filter((link) => !/^(https?|mailto):/.test(link))
    .filter((link) => {
      const [path = '', anchor] = link.split('#');
      const target = path === '' ? file : resolve(dirname(file), path);
      if (!existsSync(target)) return true;
      return anchor !== undefined && target.endsWith('.md') && !anchorsOf(target).has(anchor);
    })
    .map((link) => `${relative(root, file)} -> ${link}`);
}

describe('the documentation', () => {
  it("makes a heading's anchor as GitHub does", () => {
    expect(anchorOf('Layers of apps/api/src')).toBe('layers-of-appsapisrc');
    expect(anchorOf('Mail, documents and blobs')).toBe('mail-documents-and-blobs');
    expect(anchorOf('What `npm test` checks')).toBe('what-npm-test-checks');
  });

  it('links only to files and headings that exist', () => {
    expect(documents.flatMap(brokenLinks)).toEqual([]);
  });

  it('names no file outside the repository', () => {
    const outside = documents.filter((file) => /\.\.\/shared\//.test(readFileSync(file, 'utf8')));
    expect(outside.map((file) => relative(root, file))).toEqual([]);
  });

  it('documents every environment variable the server reads', () => {
    // The config schema's file, wherever the layers put it (src/ or src/lib/).
    const configFile = ['apps/api/src/lib/config.ts', 'apps/api/src/config.ts'].find((path) =>
      existsSync(join(root, path)),
    );
    expect(configFile).toBeDefined();
    const schema = readFileSync(join(root, configFile ?? ''), 'utf8');
    const variables = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+): z\b/gm)].map((match) => match[1] ?? '');
    expect(variables.length).toBeGreaterThan(30);
    const table = readFileSync(join(root, 'docs/appendix-configuration.md'), 'utf8');
    expect(variables.filter((name) => !table.includes(`| \`${name}\` |`))).toEqual([]);
  });

  it('keeps the README a door of about 150 lines, the manual in docs/', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(150);
  });
});
