// How a wizard step's save reads the step's context, both ways of the `step-save` mode
// (http/modes/step-save.ts, decisions 0031 and 0049): without a transaction, the access check and
// the step's context in one statement and the write conditional on what it read; or under the
// enrollment's lock. Either way the step's save gets the same `StepRead`.
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import type { Db } from '../../db/database';
import type { EnrollmentRef } from '../../http/enrollment-ref';
import { EnrollmentCompleted, EnrollmentNotFound, SessionRequired } from '../../http/errors';
import type { StepReads } from '../../http/modes/step-save';
import type { Session } from '../../http/session';
import { hashToken } from '../../lib/ids';
import { storefrontSessionOf, touchStorefront } from '../auth/session-service';
import * as stepRepo from './step-repo';

/** What a step's save works from, as its mode read it. */
export interface StepRead extends stepRepo.StepContextRow {
  /** The contacts a one-time password verified, as read with the step (contact step; null: not read). */
  verified_contacts: stepRepo.VerifiedContactRow[] | null;
  /**
   * The versions of the enrollment's row and the step's row as read without the lock: the step's
   * write is then conditional on them (`saveStep`). Undefined when read under the lock.
   */
  versions?: stepRepo.StepVersions;
}

/**
 * Thrown by a step's write when the enrollment's row or the step's row changed since the save read
 * them (`saveStep` with versions): the save then goes the locked way.
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
 * if neither row changed since (`saveStep` given the versions). Refused as the general way refuses:
 * no live session (SessionRequired), not this session's (EnrollmentNotFound), completed
 * (EnrollmentCompleted). Undefined, with nothing written, for a staff session (whose access is its
 * book, checked and audited by the general way) and when the rows changed: the save then goes the
 * general way, under the enrollment's lock. `work` writes nothing but its step.
 */
async function withoutLock<T>(
  db: Db,
  token: string,
  now: Date,
  publicId: string,
  tab: TabName,
  work: (found: { session: Session; enrollment: EnrollmentRef; step: StepRead }) => Promise<T>,
): Promise<{ done: T } | undefined> {
  const found = await stepRepo.stepSaveRead(db, hashToken(token), now, publicId, tab);
  if (!found) throw new SessionRequired();
  if (found.session.kind === 'staff') return undefined;
  const { session, touchDue } = storefrontSessionOf(found.session, now);
  try {
    const read = found.enrollment;
    if (read === null || read.public_id !== publicId) throw new EnrollmentNotFound();
    if (read.completed) throw new EnrollmentCompleted();
    const { field_rows, state, data, sealed_data, birth_date, gender, verified_contacts } = read;
    const step = { field_rows, state, data, sealed_data, birth_date, gender, verified_contacts };
    const versions = { version: read.version, step_version: read.step_version };
    return {
      done: await work({
        session,
        enrollment: { id: read.id, public_id: read.public_id },
        step: { ...step, versions },
      }),
    };
  } catch (error) {
    if (error instanceof StepChanged) return undefined;
    throw error;
  } finally {
    // The session's last use is written after the save, refused or not, as a read writes it.
    if (touchDue) await touchStorefront(db, session, now);
  }
}

/** The step's context read inside the enrollment's lock (`db` its transaction); the verified contacts are read when needed. */
export async function stepReadUnderLock(db: Db, enrollment: EnrollmentRef, tab: TabName): Promise<StepRead> {
  const row = await stepRepo.stepContextOf(db, enrollment.id, tab);
  if (!row) throw new Error(`enrollment ${enrollment.id} vanished under its lock`);
  return { ...row, verified_contacts: null };
}

/** The `step-save` mode's reads of a step's context (http/modes/step-save.ts). */
export const stepReads: StepReads<StepRead> = { withoutLock, underLock: stepReadUnderLock };
