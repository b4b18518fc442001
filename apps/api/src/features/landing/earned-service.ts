// What a storefront session earned, recorded on the server (docs/architecture.md, security model): a rep
// by the rep access code, a group by its enrollment code or its own landing page (or its
// branded site), a rep's visitor by the rep's landing page or a referral. A session may use
// only what it earned; a signed-in rep or group administrator also uses their own book.
// Earning gives the session a new token (no session fixation).
import type { Db } from '../../db/database';
import type { EarnedVia } from '../../db/schema-parties';
import type { SessionCookie } from '../../http/caller';
import type { Session } from '../../http/session';
import { createSession, revokeSession } from '../auth/session-service';
import * as earnedRepo from './earned-repo';

export interface EarnedParty {
  kind: 'agent' | 'group';
  id: number;
  via: EarnedVia;
}

/**
 * Replaces the storefront session of the request by a new one with a new token: what it earned
 * and the enrollments it may touch move to the new one, and the old token opens nothing
 * afterwards. The resume feature calls it too, when a resume code or link opens an enrollment.
 */
export async function renewSession(
  db: Db,
  now: Date,
  cookie: SessionCookie,
  session: Session,
  andThen?: (trx: Db, renewed: Session) => Promise<void>,
): Promise<Session> {
  const created = await db.transaction().execute(async (trx) => {
    const fresh = await createSession(trx, now);
    await earnedRepo.moveHoldings(trx, session.id, fresh.session.id);
    await revokeSession(trx, session, now);
    await andThen?.(trx, fresh.session);
    return fresh;
  });
  cookie.set(created);
  return created.session;
}

const holds = (earned: readonly earnedRepo.EarnedRow[], party: EarnedParty) =>
  earned.some((row) => row.kind === party.kind && row.party_id === party.id && row.via === party.via);

/** Records that the session earned `parties`; a storefront session earning something new gets a new token. */
export async function earn(
  db: Db,
  now: Date,
  cookie: SessionCookie,
  session: Session,
  parties: readonly EarnedParty[],
): Promise<void> {
  if (cookie.drawing) return;
  const rows = parties.map((party) => ({ kind: party.kind, party_id: party.id, via: party.via }));
  if (session.kind === 'staff') {
    for (const row of rows) await earnedRepo.insert(db, session.id, row);
    return;
  }
  const held = await earnedRepo.earnedBy(db, session.id);
  if (parties.every((party) => holds(held, party))) return;
  await renewSession(db, now, cookie, session, async (trx, renewed) => {
    for (const row of rows) await earnedRepo.insert(trx, renewed.id, row);
  });
}

/** What a session may use, read once per request. */
export interface Earned {
  /** A rep the session may quote under: earned in any way, or the signed-in rep. */
  mayUseAgent(agentId: number): boolean;
  /** A rep whose own flows (their groups) the session may use: confirmed by the rep access code, or signed in. */
  actsForAgent(agentId: number): boolean;
  /** A group the session may enroll into: earned, of a rep it acts for, or the signed-in staff's. */
  mayUseGroup(group: { id: number; agent_id: number | null }): boolean;
}

export async function earnedOf(db: Db, session: Session): Promise<Earned> {
  const rows = await earnedRepo.earnedBy(db, session.id);
  const staff = session.staff;
  const agents = rows.filter((row) => row.kind === 'agent');
  const groups = rows.filter((row) => row.kind === 'group');
  const actsForAgent = (agentId: number) =>
    staff?.agentId === agentId || agents.some((row) => row.party_id === agentId && row.via === 'rep_code');
  const mayUseGroup = (group: { id: number; agent_id: number | null }) =>
    staff?.groupId === group.id ||
    groups.some((row) => row.party_id === group.id) ||
    (group.agent_id !== null && actsForAgent(group.agent_id));
  return {
    actsForAgent,
    mayUseGroup,
    mayUseAgent: (agentId) => actsForAgent(agentId) || agents.some((row) => row.party_id === agentId),
  };
}
