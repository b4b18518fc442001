// Carrier logos as files: a logo stored as a data URL is served at /media/logos/<content hash>, so a
// listing names each carrier's logo in a few bytes and the browser downloads it once, not once per
// plan and listing. The address changes when the image does, so it may be cached for good.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorEnvelope } from '../../http/error-handler';
import { currentCatalog } from './catalog-service';

export interface LogoFile {
  type: string;
  body: Buffer;
}

export const logoPath = '/media/logos/';

const imageTypes: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

const dataUrl = /^data:([a-z+/]+);base64,([A-Za-z0-9+/=]+)$/;

/**
 * The address a listing gives for `logo`, and the file behind it when this process serves it: a
 * base64 data URL of an image is served from `files`; anything else (an http(s) address) is kept.
 */
export function logoAddress(logo: string, files: Map<string, LogoFile>): string {
  const [, type = '', data = ''] = dataUrl.exec(logo) ?? [];
  const extension = imageTypes[type];
  if (extension === undefined) return logo;
  const body = Buffer.from(data, 'base64');
  const name = `${createHash('sha256').update(body).digest('hex').slice(0, 20)}.${extension}`;
  files.set(name, { type, body });
  return logoPath + name;
}

const fileParams = z.object({ file: z.string().regex(/^[0-9a-f]{20}\.[a-z]{3,4}$/) });

/** GET /media/logos/<file>: a logo of the current catalog, cacheable for a year; 404 otherwise. */
export function registerLogoRoute(app: FastifyInstance) {
  app.get(`${logoPath}:file`, { schema: { hide: true } }, async (req, reply) => {
    const params = fileParams.safeParse(req.params);
    const logo = params.success ? (await currentCatalog(app.db)).logos.get(params.data.file) : undefined;
    if (!logo) return reply.status(404).send(errorEnvelope(req, 404, 'common.route_not_found'));
    return (
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        // An SVG opened by itself runs no script and loads nothing.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type(logo.type)
        .send(logo.body)
    );
  });
}
