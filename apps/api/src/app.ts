// Builds the Fastify instance: plugins, the contract's calls, web app hosting, errors.
// server.ts starts it; tests build it and call it with `inject`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { allCalls } from '@benefit-store/contract/calls';
import { defaultBodyLimit } from '@benefit-store/contract/define';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Db } from './db/database';
import { authGate } from './features/auth/gate';
import { registerRemovalByGet } from './features/cart/removal-by-get';
import { registerLogoRoute } from './features/catalog/logos';
import { registerBlobRoute } from './features/documents/routes';
import { startupDataOf } from './features/landing/service';
import { registerMailboxRoutes } from './features/messaging/mailbox';
import { callerOf } from './http/caller';
import { errorEnvelope, handleError } from './http/error-handler';
import { KeptAnswers } from './http/kept-answers';
import { rateLimitStoreOf } from './http/rate-limit-store';
import { registerCalls } from './http/register';
import { isApiRequest, noStore, requireSameSiteJson } from './http/same-site';
import { registerSecurityHeaders } from './http/security-headers';
import { responseSerializer } from './http/serializer';
import { registerCompression, registerWebApp } from './http/web-app';
import { implementations } from './implementations';
import { BlobFiles } from './lib/blob-files';
import { apiDocsServed, blobDirOf, type Config, trustedProxies } from './lib/config';
import type { FieldCipher } from './lib/field-crypto';
import { loggerOptions, OneLinePerRequest } from './logging';
import './http/fastify-types';

export interface AppDeps {
  config: Config;
  db: Db;
  cipher: FieldCipher;
  /** Where log lines go; tests capture them. Default: standard output. */
  logStream?: { write(line: string): void };
  /** The time; tests move it to expire sessions. Default: the system clock. */
  clock?: () => Date;
}

/** What kept answers may hold (decision 0029): some hundreds of listings. */
const keptAnswerBytes = 24 * 1024 * 1024;

export async function buildApp({ config, db, cipher, logStream, clock = () => new Date() }: AppDeps) {
  const logger = loggerOptions(config.LOG_LEVEL);
  const app = Fastify({
    logger: logStream && typeof logger === 'object' ? { ...logger, stream: logStream } : logger,
    bodyLimit: defaultBodyLimit,
    trustProxy: trustedProxies(config),
    return503OnClosing: true,
    logController: new OneLinePerRequest(),
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('cipher', cipher);
  const blobs = new BlobFiles(blobDirOf(config), cipher);
  app.decorate('blobs', blobs);
  app.decorate('now', clock);
  app.decorate('gate', authGate);
  app.decorate('keptAnswers', new KeptAnswers(keptAnswerBytes));
  app.decorateRequest('session', undefined);
  app.setSerializerCompiler(responseSerializer(config.NODE_ENV !== 'production'));
  app.setErrorHandler(handleError);
  // Only JSON bodies: a cross-site form cannot post text/plain or form data to a call.
  app.removeContentTypeParser(['text/plain']);
  // Nor a bodiless POST, nor a page of another site (when the browser says where a request comes from).
  app.addHook('onRequest', requireSameSiteJson);
  // Answers carry people's data: no browser or proxy keeps them.
  app.addHook('onSend', noStore);

  await app.register(fastifyCookie);
  await registerCompression(app);
  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;
  registerSecurityHeaders(app, https);
  // Shared by every process when there are several (decision 0027); this process's memory otherwise.
  const rateLimitStore = await rateLimitStoreOf(config, db, app.log);
  app.addHook('onClose', rateLimitStore.close);
  await app.register(fastifyRateLimit, {
    ...rateLimitStore.options,
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    // The web app's files are not calls: a page's scripts must not use up a family's allowance.
    // Judged by the route matched, not the raw path, which may spell `/api/` as `/%61pi/`.
    allowList: (req) => !isApiRequest(req),
    timeWindow: '1 minute',
    errorResponseBuilder: (req, context) => ({
      ...errorEnvelope(req, context.statusCode, 'common.too_many_requests'),
      statusCode: context.statusCode,
    }),
  });
  // The document maps every call for anyone who asks: served in production only when API_DOCS says so.
  if (apiDocsServed(config)) {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Benefit Store enrollment API', version: '1.0.0' },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  }

  registerCalls(app, allCalls, implementations);
  registerLogoRoute(app);
  registerRemovalByGet(app);
  registerBlobRoute(app, blobs);
  registerMailboxRoutes(app, cipher);

  app.get('/livez', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/healthz', { schema: { hide: true } }, async () => {
    await sql`select 1`.execute(db);
    return { status: 'ok' };
  });

  const webDist = path.resolve(config.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist'));
  const sendPage = existsSync(path.join(webDist, 'index.html'))
    ? await registerWebApp(app, webDist, (req) => startupDataOf(db, callerOf(req, app.now())))
    : null;
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && !req.url.startsWith('/api/') && sendPage) return sendPage(req, reply);
    return reply.status(404).send(errorEnvelope(req, 404, 'common.route_not_found'));
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
