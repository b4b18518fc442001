// Guards around every call: state-changing calls come from the store's own pages with a JSON body,
// and no API answer is kept in a cache.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CrossSiteRequest, JsonRequired } from './errors';
import type {} from './fastify-types';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const isJson = (contentType: string | undefined) => /^application\/json\s*(;|$)/i.test(contentType ?? '');

function decodedPath(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** Whether the request is an API call, by the route it matched (or its decoded path, when none). */
export const isApiRequest = (req: FastifyRequest) => (req.routeOptions.url ?? decodedPath(req.url)).startsWith('/api/');

/** The origin `host` has under `protocol` (default ports dropped), or undefined when it is not a host. */
function originOf(protocol: string, host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`${protocol}//${host}`).origin;
  } catch {
    return undefined;
  }
}

/** Whether the browser's `Origin` is this store: the request's own host, or the configured public address. */
function isOwnOrigin(req: FastifyRequest, origin: string): boolean {
  let sent: URL;
  try {
    sent = new URL(origin);
  } catch {
    return false; // `null` (a sandboxed or file page) and anything else that is not an origin
  }
  const publicUrl = req.server.config.PUBLIC_URL;
  return (
    sent.origin === originOf(sent.protocol, req.headers.host) ||
    (publicUrl !== undefined && sent.origin === new URL(publicUrl).origin)
  );
}

/**
 * Refuses a state-changing request without a JSON body (415) or from another site (403). Browsers
 * send `Origin` and `Sec-Fetch-Site` on such requests; a client that sends neither (curl, tests) is
 * judged by its cookie and body alone.
 */
export async function requireSameSiteJson(req: FastifyRequest) {
  if (safeMethods.has(req.method)) return;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'same-site' && site !== 'none')
    throw new CrossSiteRequest();
  const origin = req.headers.origin;
  if (origin !== undefined && !isOwnOrigin(req, origin)) throw new CrossSiteRequest();
  if (!isJson(req.headers['content-type'])) throw new JsonRequired();
}

/** Marks API answers (errors and unknown paths too) as never to be stored by a browser or proxy. */
export async function noStore(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (isApiRequest(req)) reply.header('cache-control', 'no-store');
  return payload;
}
