// What a service may know of the request it serves: who calls (address, language, the site they
// reached), when, and how the browser says the request was sent. Services take this, never the
// request itself: a request carries the app, and with it the app's database handle, which must
// not be used inside an enrollment's lock (db/lock-guard.ts).
import { randomBytes } from 'node:crypto';
import type { Language } from '@benefit-store/contract/messages/translate';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from './fastify-types';
import { languageOf } from './language';
import type { Session } from './session';
import { siteHostOf, siteOverrideCookie } from './site-host';

export interface Caller {
  /** The client's address (through the proxies TRUST_PROXY names). */
  ip: string;
  /** The time of the request, from the app's clock. */
  now: Date;
  language: Language;
  /** The host whose site serves the call. */
  siteHost: string;
  /** The browser's Sec-Fetch-Site header, when it sent one. */
  fetchSite: string | undefined;
}

export function callerOf(req: FastifyRequest, now: Date): Caller {
  const fetchSite = req.headers['sec-fetch-site'];
  // Outside production `?site=` (a cookie) stands in for a branded site's host name.
  const override = req.server.config.NODE_ENV === 'production' ? undefined : req.cookies[siteOverrideCookie];
  return {
    ip: req.ip,
    now,
    language: languageOf(req),
    siteHost: siteHostOf(req.hostname, override),
    fetchSite: typeof fetchSite === 'string' ? fetchSite : undefined,
  };
}

/** The one thing a call may do to the browser's cookies: hand it a session, or take it away. */
export interface SessionCookie {
  set(created: { token: string; session: Session }): void;
  clear(): void;
  /** The call is the server's own, drawing a page (http/web-app.ts): there is no browser to hand a
   *  session to, so nothing may be earned; the browser makes the call again once the page runs. */
  readonly drawing: boolean;
}

/** This process's secret, carried by the calls of the pages it draws, and by no one else's. */
export const pageDrawingKey = randomBytes(24).toString('base64url');
export const pageDrawingHeader = 'x-page-drawing';

export const sessionCookieOf = (req: FastifyRequest, reply: FastifyReply): SessionCookie => ({
  set: (created) => req.server.gate.setSessionCookie(req, reply, created.token, created.session),
  clear: () => req.server.gate.clearSessionCookie(req, reply),
  drawing: req.headers[pageDrawingHeader] === pageDrawingKey,
});
