// How answers travel: API answers compressed on the fly (brotli or gzip), the built web app's files
// served as the build precompressed them, cached for a year when their name carries their content
// hash and revalidated otherwise, and index.html for every page route.
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const immutable = 'public, max-age=31536000, immutable';

/** Brotli, else gzip, for answers over 1 KB; registered before the routes and the web app's files. */
export async function registerCompression(app: FastifyInstance) {
  // Request bodies stay plain JSON: no client of ours compresses them, so nothing to inflate.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], globalDecompression: false });
}

/**
 * The built web app in `webDist`: Vite names every file under `assets/` by its content hash, so a
 * browser keeps those for good; anything else (index.html) it asks again each time.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
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
}
