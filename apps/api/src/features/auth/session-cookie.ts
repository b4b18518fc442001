// The session cookie: read (parsed, never trusted beyond its format) and written.
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type {} from '../../http/fastify-types';
import type { Session } from '../../http/session';
import { createSession, findSession } from './session-service';

const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export function cookieName(secure: boolean): string {
  return secure ? '__Host-sid' : 'sid';
}

const isSecure = (req: FastifyRequest) => req.server.config.PUBLIC_URL?.startsWith('https://') ?? false;

/** The session token the request's cookie carries, when well formed. */
export function sessionToken(req: FastifyRequest): string | undefined {
  const parsed = token.safeParse(req.cookies[cookieName(isSecure(req))]);
  return parsed.success ? parsed.data : undefined;
}

/** The request's live session, or undefined when it carries none. */
export async function readSession(req: FastifyRequest, now: Date): Promise<Session | undefined> {
  const found = sessionToken(req);
  return found === undefined ? undefined : findSession(req.server.db, found, now);
}

/** Hands the browser `token` as its session cookie, kept until `session` expires at the latest. */
export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, session: Session) {
  const secure = isSecure(req);
  reply.setCookie(cookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply) {
  const secure = isSecure(req);
  reply.clearCookie(cookieName(secure), { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/** The request's live session, created (and its cookie set) when it has none. */
export async function ensureSession(req: FastifyRequest, reply: FastifyReply, now: Date): Promise<Session> {
  return (await readSession(req, now)) ?? startSession(req, reply, now);
}

/** A new session, its cookie set on the reply. */
export async function startSession(req: FastifyRequest, reply: FastifyReply, now: Date): Promise<Session> {
  const created = await createSession(req.server.db, now);
  setSessionCookie(req, reply, created.token, created.session);
  return created.session;
}
