// A staff session touches an enrollment its book holds (a rep's clients, a group's employees),
// health data never to a group administrator; every such access is recorded in the audit trail.
import type { CallDef } from '@benefit-store/contract/define';
import type { Db } from '../../db/database';
import type { Caller } from '../../http/caller';
import { EnrollmentNotFound } from '../../http/errors';
import type { Session } from '../../http/session';
import * as accessRepo from './access-repo';
import * as audit from './audit';
import { type CallReads, mayReadHealth } from './health-access';
import { refOf } from './snapshot-ref';

/** The enrollment `publicId` if the staff session's book holds it and may see what the call reads; audited either way. */
export async function requireInBook(
  db: Db,
  caller: Caller,
  session: Session,
  publicId: string,
  call: CallDef,
  reads: CallReads,
) {
  const staff = session.staff;
  const found = staff ? await accessRepo.findInBook(db, publicId, staff) : undefined;
  const allowed = found !== undefined && !(reads.health && !mayReadHealth(session));
  await audit.record(db, caller, session, {
    action: call.name,
    subject: { kind: 'enrollment', id: publicId },
    ...(found ? { book: { agentId: found.agent_id, groupId: found.employer_group_id } } : {}),
    result: allowed ? 'ok' : 'refused',
  });
  if (!found || !allowed) throw new EnrollmentNotFound();
  return refOf(found);
}
