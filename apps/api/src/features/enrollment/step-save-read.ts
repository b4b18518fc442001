// A wizard step's save by a storefront session without a transaction (decision 0031): the access
// check and the step's context in one statement, the write conditional on what it read.
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import type { Db } from '../../db/database';
import { EnrollmentCompleted, EnrollmentNotFound, SessionRequired } from '../../http/errors';
import { hashToken } from '../../lib/ids';
import type { EnrollmentRef } from '../auth/enrollment-ref';
import { type Session, storefrontSessionOf, touchStorefront } from '../auth/session-service';
import * as stepRepo from './step-repo';

/**
 * A step's context as its save read it (`withStepRead`): with the versions of the enrollment's row
 * and the step's row it was read at, and the contacts verified (contact step).
 */
export type StepRead = stepRepo.StepContextRow &
  stepRepo.StepVersions & { verified_contacts: stepRepo.VerifiedContactRow[] | null };

/** What a wizard step's save gets from `withStepRead`: its session, its enrollment, and the step's context as read. */
export interface StepToSave {
  session: Session;
  enrollment: EnrollmentRef;
  read: StepRead;
}

/**
 * Thrown by a step's write when the enrollment's row or the step's row changed since the save read
 * them (`saveStep` with a `StepRead`): `withStepRead` then leaves the save to the locked way.
 */
export class StepChanged extends Error {
  constructor() {
    super('the step changed since its save read it');
  }
}

/**
 * A wizard step's save by the storefront session of `token`, without a transaction (decision
 * 0031): one statement reads the live session, checks it may touch the enrollment `publicId` (the
 * rule of `findSessionWithAccess`) and reads the step's context with its versions; `work` checks
 * the save and writes the step in one statement that takes the enrollment's lock and writes only
 * if neither row changed since (`saveStep` given the read). Refused as the general way refuses: no
 * live session (SessionRequired), not this session's (EnrollmentNotFound), completed
 * (EnrollmentCompleted). Undefined, with nothing written, for a staff session (whose access is its
 * book, checked and audited by the general way) and when the rows changed: the save then goes the
 * general way, under the enrollment's lock. `work` writes nothing but its step.
 */
export async function withStepRead<T>(
  db: Db,
  token: string,
  now: Date,
  publicId: string,
  tab: TabName,
  work: (step: StepToSave) => Promise<T>,
): Promise<{ done: T } | undefined> {
  const found = await stepRepo.stepSaveRead(db, hashToken(token), now, publicId, tab);
  if (!found) throw new SessionRequired();
  if (found.session.kind === 'staff') return undefined;
  const { session, touchDue } = storefrontSessionOf(found.session, now);
  try {
    const read = found.enrollment;
    if (read === null || read.public_id !== publicId) throw new EnrollmentNotFound();
    if (read.completed) throw new EnrollmentCompleted();
    return { done: await work({ session, enrollment: { id: read.id, public_id: read.public_id }, read }) };
  } catch (error) {
    if (error instanceof StepChanged) return undefined;
    throw error;
  } finally {
    // The session's last use is written after the save, refused or not, as a read writes it.
    if (touchDue) await touchStorefront(db, session, now);
  }
}
