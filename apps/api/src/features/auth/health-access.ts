// Health data is never shown to a group administrator (an employer): the registrar tells a call
// carrying it from the call's schemas (packages/contract/src/health.ts).
import type { CallDef } from '@benefit-store/contract/define';
import type { Db } from '../../db/database';
import type { Caller } from '../../http/caller';
import { NotFound } from '../../http/errors';
import type { Session } from '../../http/session';
import * as audit from './audit';

/** Who may see health data: not a group administrator (an employer), whatever their book holds. */
export const mayReadHealth = (session: Session) => session.staff?.role !== 'group_admin';

/** What the registrar derived of a call as sent: whether it carries health data. */
export interface CallReads {
  health: boolean;
}

/**
 * A call carrying health data that names no enrollment: refused (404, audited) to a party that may
 * not see health data, as `requireEnrollment` refuses one that names an enrollment.
 */
export async function refuseHealthTo(db: Db, caller: Caller, session: Session, call: CallDef) {
  if (mayReadHealth(session)) return;
  await audit.record(db, caller, session, { action: call.name, result: 'refused' });
  throw new NotFound();
}
