// The security headers every answer carries (helmet's, with the store's content security policy).
// They depend only on the configuration, so they are worked out once at start and set as they are;
// @fastify/helmet built them anew for every request (decision 0029).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The headers helmet sets with the store's options, for a store at an https address or not. */
export function securityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  const middleware = helmet({
    hsts: https,
    contentSecurityPolicy: {
      directives: {
        'upgrade-insecure-requests': https ? [] : null,
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
      },
    },
  });
  middleware({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Every answer gets the headers; a route may set its own policy over them (logos, blobs). */
export function registerSecurityHeaders(app: FastifyInstance, https: boolean) {
  const headers = securityHeaders(https);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
