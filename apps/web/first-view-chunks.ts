// The chunks of the pages a first visit lands on (vite.config.ts): each such page in a few files
// rather than thirty, named after the pages that need them, so that a first visit on a slow link
// waits for few round trips (issue 33: at most 25 requests before a page is interactive).
import path from 'node:path';
import type { Rolldown } from 'vite';

/**
 * The pages a first visit lands on (the server draws them and preloads their chunks: the API's
 * `landingPages` in http/web-app.ts names the same four).
 */
const firstViewPages = [
  'src/app/entry/home-page.tsx',
  'src/features/landing/pages/landing-page.tsx',
  'src/app/plans/plans-page.tsx',
  'src/app/plans/plan-detail-page.tsx',
].map((page) => path.resolve(import.meta.dirname, page));

/** A package's index re-exporting its modules (Mantine's): it names every module of the package. */
const isBarrel = (info: Rolldown.ModuleInfo) => info.id.includes('/node_modules/') && info.importedIds.length > 40;

/** `A as B` binds B. */
const boundName = (specifier: string) =>
  specifier
    .trim()
    .split(/\s+as\s+/)
    .at(-1) ?? '';

/** The names a module's code imports by name, and the module each name comes from in a barrel's code. */
const namedImports = (code: string) =>
  [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)].flatMap(([, names = '', from = '']) =>
    names.split(',').map((name) => ({ name: boundName(name), from })),
  );

/**
 * The modules `id` needs: what it imports, except that through a package's index it needs only the
 * modules of the names it takes (the index itself names them all, used or not).
 */
function needs(id: string, ctx: Rolldown.ChunkingContext): string[] {
  const info = ctx.getModuleInfo(id);
  if (!info || isBarrel(info)) return [];
  const taken = new Set(namedImports(info.code ?? '').map(({ name }) => name));
  return info.importedIds.flatMap((imported) => {
    const barrel = ctx.getModuleInfo(imported);
    if (!barrel || !isBarrel(barrel)) return [imported];
    return namedImports(barrel.code ?? '')
      .filter(({ name }) => taken.has(name))
      .map(({ from }) => path.resolve(path.dirname(imported), from));
  });
}

/** Each module's first-view pages: those that need it, directly or not, without a lazy import between. */
function firstViewPagesOf(ctx: Rolldown.ChunkingContext): Map<string, Set<string>> {
  const pagesOf = new Map<string, Set<string>>();
  for (const page of firstViewPages) {
    const waiting = [page];
    for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
      const pages = pagesOf.get(id) ?? new Set();
      if (pages.has(page)) continue;
      pages.add(page);
      pagesOf.set(id, pages);
      waiting.push(...needs(id, ctx));
    }
  }
  return pagesOf;
}

/**
 * A first-view page in a few files, not thirty: what only it needs goes with it, and what several
 * of them share goes into one file for each set of pages sharing it (on a slow link each file
 * costs a round trip, and issue 33 allows 25 requests before a page is interactive). Other pages
 * keep the automatic split.
 */
export function firstViewChunks(): Rolldown.CodeSplittingNameFunction {
  let pagesOf: Map<string, Set<string>> | undefined;
  return (id, ctx) => {
    pagesOf ??= firstViewPagesOf(ctx);
    const pages = [...(pagesOf.get(id) ?? [])].map((page) => path.basename(page, '.tsx'));
    if (pages.length === 0) return null;
    return pages.length === 1 ? pages[0] : `shared-${pages.sort().join('-').replace(/-page/g, '')}`;
  };
}
