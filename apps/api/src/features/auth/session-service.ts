// Sessions: a random token in an httpOnly cookie, its hash in the database. Storefront
// sessions live 30 days past their last use; staff sessions (a signed-in rep or group
// administrator) end after 30 minutes idle and 12 hours in all.

import type { Db } from '../../db/database';
import type { Session, Staff } from '../../http/session';
import { hashToken, newSessionToken } from '../../lib/ids';
import * as sessionRepo from './session-repo';

const minute = 60 * 1000;
export const storefrontLifetimeMs = 30 * 24 * 60 * minute;
export const staffIdleMs = 30 * minute;
export const staffLifetimeMs = 12 * 60 * minute;
/** A storefront session's last use is written at most once a minute, so reads stay reads. */
const touchEveryMs = minute;

const after = (start: Date, ms: number) => new Date(start.getTime() + ms);

function staffExpiry(signedInAt: Date, now: Date) {
  const expiresAt = after(signedInAt, staffLifetimeMs);
  const idle = after(now, staffIdleMs);
  return { idleExpiresAt: idle < expiresAt ? idle : expiresAt, expiresAt };
}

/**
 * The live session of `token`, its idle expiry moved on: using a session keeps it alive. With
 * `catalog`, the catalog stamp is read with it (`Session.catalogStamp`).
 */
export async function findSession(db: Db, token: string, now: Date, catalog = false): Promise<Session | undefined> {
  const row = await sessionRepo.findLive(db, hashToken(token), now, catalog);
  return row && sessionOf(db, row, now);
}

/** A live session's row, as `sessionOf` takes it (a statement built on the session read returns it). */
export type LiveSessionRow = sessionRepo.LiveRow;

/**
 * The session of a live row read by `findLive` or a statement built on it, its idle expiry moved
 * on. A staff session's account is read only here, so a storefront session costs one lookup.
 */
export async function sessionOf(db: Db, row: LiveSessionRow, now: Date): Promise<Session> {
  const account =
    row.kind === 'staff' && row.staff_account_id !== null && row.signed_in_at !== null
      ? await sessionRepo.findStaffAccount(db, row.staff_account_id)
      : undefined;
  if (account && row.signed_in_at !== null) {
    const expiry = staffExpiry(new Date(row.signed_in_at), now);
    await sessionRepo.touch(db, row.id, now, expiry.idleExpiresAt);
    const staff = {
      accountId: account.id,
      role: account.role,
      name: account.display_name,
      agentId: account.agent_id,
      groupId: account.employer_group_id,
      agentPublicId: account.agent_public_id,
      groupPublicId: account.group_public_id,
    };
    return { id: row.id, kind: 'staff', staff, ...expiry, catalogStamp: row.catalog_stamp ?? undefined };
  }
  const { session, touchDue } = storefrontSessionOf(row, now);
  if (touchDue) await touchStorefront(db, session, now);
  return session;
}

/**
 * A storefront session's live row as the session, its expiry moved on when its last use is due to
 * be written (`touchDue`: at most once a minute), which `touchStorefront` then writes.
 */
export function storefrontSessionOf(row: LiveSessionRow, now: Date): { session: Session; touchDue: boolean } {
  const touchDue = now.getTime() - new Date(row.last_seen_at).getTime() > touchEveryMs;
  const expiresAt = touchDue ? after(now, storefrontLifetimeMs) : new Date(row.expires_at);
  const session: Session = {
    id: row.id,
    kind: 'storefront',
    idleExpiresAt: expiresAt,
    expiresAt,
    catalogStamp: row.catalog_stamp ?? undefined,
  };
  return { session, touchDue };
}

/** Writes a storefront session's last use and its new expiry. */
export const touchStorefront = (db: Db, session: Session, now: Date) =>
  sessionRepo.touch(db, session.id, now, session.expiresAt);

/**
 * The session of a read that needs none stored (see `openSession`): a fresh id no row and no cookie
 * carries, so it holds no party and no enrollment, and whatever names it names nothing shared.
 */
export function visitorSession(now: Date): Session {
  return { id: hashToken(newSessionToken()), kind: 'storefront', idleExpiresAt: now, expiresAt: now };
}

export async function createSession(db: Db, now: Date): Promise<{ token: string; session: Session }> {
  const token = newSessionToken();
  const id = hashToken(token);
  const expiresAt = after(now, storefrontLifetimeMs);
  await sessionRepo.insert(db, { id, now, expiresAt });
  return { token, session: { id, kind: 'storefront', idleExpiresAt: expiresAt, expiresAt } };
}

/** A new session for a signed-in staff account (a new id: the old cookie opens nothing of it). */
export async function createStaffSession(
  db: Db,
  staff: Staff,
  now: Date,
): Promise<{ token: string; session: Session }> {
  const token = newSessionToken();
  const id = hashToken(token);
  const expiry = staffExpiry(now, now);
  await sessionRepo.insert(db, { id, now, expiresAt: expiry.idleExpiresAt, staffAccountId: staff.accountId });
  return { token, session: { id, kind: 'staff', staff, ...expiry } };
}

export const revokeSession = (db: Db, session: Session, now: Date) => sessionRepo.revoke(db, session.id, now);

/** Forgets sessions that ended by `now` (the scheduled cleanup). */
export const deleteEndedSessions = (db: Db, now: Date) => sessionRepo.deleteEnded(db, now);
