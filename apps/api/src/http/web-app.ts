// How answers travel: API answers compressed on the fly (brotli or gzip), the built web app's files
// served as the build precompressed them, cached for a year when their name carries their content
// hash and revalidated otherwise, and index.html for every page route, with what its first render
// needs: the start-up data (the site serving the page), a modulepreload of the page's own chunk and,
// on a first visit to a page people land on, the page itself drawn by the web app's server build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageDrawingHeader, pageDrawingKey } from './caller';

export const immutable = 'public, max-age=31536000, immutable';
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/** Brotli, else gzip, for answers over 1 KB; registered before the routes and the web app's files. */
export async function registerCompression(app: FastifyInstance) {
  // Request bodies stay plain JSON: no client of ours compresses them, so nothing to inflate.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], globalDecompression: false });
}

// The not-found handler, which sends the pages, is no route: the compression plugin's hooks do not
// reach it, so a page is compressed here (quick settings: it is made for each request).
const compressors = {
  br: (text: string) => brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (text: string) => gzip(text),
};

/** Brotli, else gzip, when the browser takes it (pages here, kept answers in kept-answers.ts). */
export function encodingFor(req: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** Vite's build manifest (`build.manifest`): each source module's chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; name?: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The page module each first visit lands on, as Vite's manifest names it (routes.tsx loads them
 * lazily): the home, a rep's or group's landing page, a plan listing and a plan's page. Any other
 * address gets no preload and loads its chunk after the shell, as before.
 */
export const landingPages: { path: RegExp; module: string }[] = [
  { path: /^\/(BenAdvanceHome)?$/, module: 'src/app/entry/home-page.tsx' },
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

/**
 * A page module's key in the manifest: the module's own, or, where the web build put the page in a
 * chunk of its own name (vite.config.ts, first-view chunks), that chunk's.
 */
function pageKey(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const name = path.basename(module, path.extname(module));
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]?.name === name) ?? module;
}

/** The script files to preload for `pathname`: its page's chunks that the entry does not already load. */
export function pagePreloads(manifest: Manifest, pathname: string): string[] {
  const page = landingPages.find((p) => p.path.test(pathname));
  if (!page) return [];
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) chunksOf(manifest, key, entry);
  return [...chunksOf(manifest, pageKey(manifest, page.module))]
    .filter((key) => !entry.has(key))
    .map((key) => manifest[key]?.file ?? '');
}

/** The module index.html starts the web app with. */
const entryOf = (manifest: Manifest) => Object.values(manifest).find((chunk) => chunk.isEntry)?.file;

/**
 * A drawn page's start: `start-after-paint.js` fetches the web app's module and the page's chunks
 * once the page is on screen (a module script would be fetched beside the page's styles and run
 * before its first paint).
 */
function startAfterPaint(html: string, entry: string | undefined, chunks: string[]) {
  const tag = `<script type="module" crossorigin src="/${entry}"></script>`;
  if (!entry || !html.includes(tag)) return html;
  const preload = chunks.map((file) => `/${file}`).join(' ');
  return html.replace(
    tag,
    () => `<script defer src="/start-after-paint.js" data-entry="/${entry}" data-preload="${preload}"></script>`,
  );
}

/** JSON that is safe inside a <script> element: no `<` can close it or open a comment. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Sends index.html for a page route. */
export type SendPage = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The web app's server build (apps/web/src/entry-server.tsx), as far as this side relies on it. */
interface PageRenderer {
  render(page: {
    url: string;
    startup: unknown;
    transport: typeof fetch;
  }): Promise<{ html: string; startup: unknown } | null>;
}

const isRenderer = (module: unknown): module is PageRenderer =>
  typeof module === 'object' && module !== null && 'render' in module && typeof module.render === 'function';

/** The renderer the web app's build put in `server/`; none for a build without it. */
async function loadRenderer(webDist: string): Promise<PageRenderer | null> {
  const file = path.join(webDist, 'server', 'entry-server.js');
  if (!existsSync(file)) return null;
  const module: unknown = await import(pathToFileURL(file).href);
  return isRenderer(module) ? module : null;
}

/** How long a page may take to draw before the plain shell goes instead. */
export const renderTimeoutMs = 2000;

/**
 * The calls a page being drawn makes, answered in process as if its visitor had made them (their
 * address, host, language and cookies, so the same limits and the same site apply). Reads only, and
 * marked as the server's own: a read that would earn a party for the visitor's session (a landing
 * page) answers without earning, and the browser makes it again once the page runs.
 */
const callsOf =
  (app: FastifyInstance, req: FastifyRequest): typeof fetch =>
  async (input, init) => {
    if ((init?.method ?? 'GET') !== 'GET') throw new Error('a page being drawn only reads');
    const answer = await app.inject({
      method: 'GET',
      url: String(input),
      remoteAddress: req.ip,
      headers: {
        host: req.headers.host ?? '',
        accept: 'application/json',
        'accept-language': req.headers['accept-language'] ?? '',
        cookie: req.headers.cookie ?? '',
        [pageDrawingHeader]: pageDrawingKey,
      },
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };

const timeout = (ms: number) =>
  new Promise<null>((resolve) => {
    setTimeout(() => resolve(null), ms).unref();
  });

/**
 * The built web app in `webDist`: Vite names every file under `assets/` by its content hash, so a
 * browser keeps those for good; anything else (index.html) it asks again each time. Gives the
 * sender of the page routes' index.html (read once: a new build needs a new server). `startupOf`
 * gives what the web app would fetch first (null: nothing).
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
    // The page renderer is the server's, not a file for browsers.
    allowedPath: (pathname) => !pathname.startsWith('/server/'),
    setHeaders: (reply, file) => {
      reply.header('cache-control', file.startsWith(hashed) ? immutable : 'no-cache');
    },
  });
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const manifest = readManifest(webDist);
  const entry = entryOf(manifest);
  // Imported by the first page it draws: the bundle costs about 22 MB, which a server answering
  // only calls never needs (decision 0028).
  let loading: Promise<PageRenderer | null> | undefined;
  const renderer = () => {
    loading ??= loadRenderer(webDist);
    return loading;
  };

  /** The page drawn for a first visit (no session: nothing of anyone's is in it), else null. */
  const draw = async (req: FastifyRequest, pathname: string, startup: unknown) => {
    if (!startup || app.gate.sessionToken(req) || !landingPages.some((p) => p.path.test(pathname))) return null;
    try {
      const loaded = await renderer();
      if (!loaded) return null;
      const drawing = loaded.render({ url: req.url, startup, transport: callsOf(app, req) });
      return await Promise.race([drawing, timeout(renderTimeoutMs)]);
    } catch (error: unknown) {
      req.log.warn({ err: error }, 'page drawing');
      return null;
    }
  };

  return async (req, reply) => {
    const pathname = new URL(req.url, 'http://page').pathname;
    const chunks = pagePreloads(manifest, pathname);
    const startup = await startupOf(req).catch((error: unknown) => {
      req.log.warn({ err: error }, 'page start-up data');
      return null;
    });
    const drawn = await draw(req, pathname, startup);
    const preloads = drawn ? [] : chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    const data = startup
      ? `<script type="application/json" id="startup-data">${scriptJson(drawn?.startup ?? startup)}</script>`
      : '';
    const html = (drawn ? startAfterPaint(template, entry, chunks) : template)
      // Functions, so that no `$` in a page's text reads as a replacement pattern.
      .replace('</head>', () => `${preloads.join('')}${data}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${drawn?.html ?? ''}</div>`);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    const encoding = encodingFor(req);
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(await compressors[encoding](html));
  };
}
