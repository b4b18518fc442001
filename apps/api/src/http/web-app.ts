// How answers travel: API answers compressed on the fly (brotli or gzip), the built web app's files
// served as the build precompressed them, cached for a year when their name carries their content
// hash and revalidated otherwise, and index.html for every page route, with what its first render
// needs: the start-up data (the site serving the page) and a modulepreload of the page's own chunk.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const immutable = 'public, max-age=31536000, immutable';

/** Brotli, else gzip, for answers over 1 KB; registered before the routes and the web app's files. */
export async function registerCompression(app: FastifyInstance) {
  // Request bodies stay plain JSON: no client of ours compresses them, so nothing to inflate.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], globalDecompression: false });
}

/** Vite's build manifest (`build.manifest`): each source module's chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The page module each first visit lands on, as Vite's manifest names it (routes.tsx loads them
 * lazily): the home, a rep's or group's landing page, a plan listing and a plan's page. Any other
 * address gets no preload and loads its chunk after the shell, as before.
 */
export const landingPages: { path: RegExp; module: string }[] = [
  { path: /^\/$/, module: 'src/app/entry/home-page.tsx' },
  { path: /^\/([^/]+\/)?(new-)?plans$/, module: 'src/app/plans/plans-page.tsx' },
  { path: /^\/([^/]+\/)?plan\/[^/]+(\/[^/]+)?$/, module: 'src/app/plans/plan-detail-page.tsx' },
  // `/:landing`, but not the store's own one-segment pages.
  {
    path: /^\/(?!(404|staff|home|smarter|agent-home|member-home|group-home|referrals|external|website|new-landing|cart|PlanQuestionView|confirmation|continue-enrollment)$)[^/]+$/,
    module: 'src/features/landing/pages/landing-page.tsx',
  },
];

const readManifest = (webDist: string): Manifest => {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
};

/** `key`'s chunk and every chunk it imports, as manifest keys. */
function chunksOf(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  if (found.has(key) || !manifest[key]) return found;
  found.add(key);
  for (const imported of manifest[key].imports ?? []) chunksOf(manifest, imported, found);
  return found;
}

/** The script files to preload for `pathname`: its page's chunks that the entry does not already load. */
export function pagePreloads(manifest: Manifest, pathname: string): string[] {
  const page = landingPages.find((p) => p.path.test(pathname));
  if (!page) return [];
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) chunksOf(manifest, key, entry);
  return [...chunksOf(manifest, page.module)].filter((key) => !entry.has(key)).map((key) => manifest[key]?.file ?? '');
}

/** JSON that is safe inside a <script> element: no `<` can close it or open a comment. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Sends index.html for a page route; `startupOf` gives what the web app would fetch first (null: nothing). */
export type SendPage = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * The built web app in `webDist`: Vite names every file under `assets/` by its content hash, so a
 * browser keeps those for good; anything else (index.html) it asks again each time. Gives the
 * sender of the page routes' index.html (read once: a new build needs a new server).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  startupOf: (req: FastifyRequest) => Promise<unknown>,
): Promise<SendPage> {
  const hashed = path.join(webDist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', file.startsWith(hashed) ? immutable : 'no-cache');
    },
  });
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const manifest = readManifest(webDist);
  return async (req, reply) => {
    const pathname = new URL(req.url, 'http://page').pathname;
    const preloads = pagePreloads(manifest, pathname).map(
      (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
    );
    const startup = await startupOf(req).catch((error: unknown) => {
      req.log.warn({ err: error }, 'page start-up data');
      return null;
    });
    const data = startup ? `<script type="application/json" id="startup-data">${scriptJson(startup)}</script>` : '';
    const html = template.replace('</head>', `${preloads.join('')}${data}</head>`);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
}
