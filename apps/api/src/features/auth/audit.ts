// The audit trail: every sign-in, and every read or change of an enrollment's or a member's
// personal data by a rep or group administrator: who, what, when, from where, and the result.

import type { Db } from '../../db/database';
import type { StaffRole } from '../../db/schema';
import type { Caller } from '../../http/caller';
import type { Session } from '../../http/session';
import * as auditRepo from './audit-repo';

export interface AuditEntry {
  action: string;
  subject?: { kind: 'enrollment' | 'member' | 'policy' | 'agent' | 'group'; id: string };
  /** The books the event concerns. */
  book?: { agentId: number | null; groupId: number | null };
  result: 'ok' | 'refused';
  /** Who acted, when not the request's session (a sign-in acts before its session exists). */
  actor?: { role: StaffRole; accountId: number };
}

const actorKind = (session: Session | undefined) => session?.staff?.role ?? (session ? 'storefront' : 'anonymous');

/**
 * The book an event is filed in: the one given, else the book of the enrollment, group or rep it
 * names, so that a read refused to a rep outside the book is seen by the book's owner too.
 */
async function bookOf(db: Db, entry: AuditEntry) {
  if (entry.book) return entry.book;
  const kind = entry.subject?.kind;
  if (entry.subject && (kind === 'enrollment' || kind === 'group' || kind === 'agent'))
    return auditRepo.bookOf(db, { kind, id: entry.subject.id });
  return undefined;
}

export async function record(db: Db, caller: Caller, session: Session | undefined, entry: AuditEntry) {
  const book = await bookOf(db, entry);
  await auditRepo.insert(db, {
    at: caller.now,
    actor_kind: entry.actor?.role ?? actorKind(session),
    staff_account_id: entry.actor?.accountId ?? session?.staff?.accountId ?? null,
    action: entry.action,
    subject_kind: entry.subject?.kind ?? null,
    subject_id: entry.subject?.id ?? null,
    agent_id: book ? book.agentId : (session?.staff?.agentId ?? null),
    employer_group_id: book ? book.groupId : (session?.staff?.groupId ?? null),
    address: caller.ip,
    result: entry.result,
  });
}

/** The trail a signed-in party may see: its own events and those in its book. */
export async function visibleTo(db: Db, session: Session) {
  if (!session.staff) return [];
  const rows = await auditRepo.latestFor(db, {
    staffAccountId: session.staff.accountId,
    agentId: session.staff.agentId,
    groupId: session.staff.groupId,
  });
  return rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    actor: row.display_name ?? row.actor_kind,
    action: row.action,
    subject_kind: row.subject_kind,
    subject_id: row.subject_id,
    subject_name: row.subject_name,
    address: row.address,
    result: row.result,
  }));
}
