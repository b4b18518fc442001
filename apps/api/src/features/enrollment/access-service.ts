// The one rule for who may touch an enrollment: the session that created it, resumed it
// with code and email, or opened a valid direct-continue link. Everyone else is told
// it does not exist.
import type { Db } from '../../db/database';
import { EnrollmentNotFound } from '../../http/errors';
import { newPublicId } from '../../lib/ids';
import type { Session } from '../auth/session-service';
import * as accessRepo from './access-repo';

export interface EnrollmentRef {
  id: number;
  public_id: string;
}

export async function requireEnrollment(
  db: Db,
  session: Session | undefined,
  publicId: string,
): Promise<EnrollmentRef> {
  const found = session ? await accessRepo.findForSession(db, publicId, session.id) : undefined;
  if (!found) throw new EnrollmentNotFound();
  return found;
}

/** A new enrollment owned by `session`. */
export async function createEnrollment(db: Db, session: Session): Promise<EnrollmentRef> {
  return db.transaction().execute(async (trx) => {
    const enrollment = await accessRepo.insert(trx, newPublicId(), session.id);
    await accessRepo.grant(trx, session.id, enrollment.id, 'created');
    return enrollment;
  });
}
