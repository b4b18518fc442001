// Storefront sessions: a random token in an httpOnly cookie, its hash in the database.
import type { Db } from '../../db/database';
import { hashToken, newSessionToken } from '../../lib/ids';
import * as sessionRepo from './session-repo';

export interface Session {
  id: string;
  kind: 'storefront' | 'staff';
}

/** Anonymous storefront sessions live 30 days past their last use. */
export const storefrontLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/** Last use is written at most once a minute, so reads stay reads. */
const touchEveryMs = 60 * 1000;

export async function findSession(db: Db, token: string, now: Date): Promise<Session | undefined> {
  const row = await sessionRepo.findLive(db, hashToken(token), now);
  if (!row) return undefined;
  if (now.getTime() - new Date(row.last_seen_at).getTime() > touchEveryMs) {
    await sessionRepo.touch(db, row.id, now, new Date(now.getTime() + storefrontLifetimeMs));
  }
  return { id: row.id, kind: row.kind };
}

export async function createSession(db: Db, now: Date): Promise<{ token: string; session: Session }> {
  const token = newSessionToken();
  const id = hashToken(token);
  await sessionRepo.insert(db, id, now, new Date(now.getTime() + storefrontLifetimeMs));
  return { token, session: { id, kind: 'storefront' } };
}
