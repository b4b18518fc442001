// Unguessable identifiers: 128 random bits, base64url, for everything that leaves the server.
import { createHash, randomBytes } from 'node:crypto';

export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

/** A session token for a cookie (256 bits) and the hash under which it is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
