// The one rule for who may touch an enrollment: the session that created it, resumed it
// with code and email, or opened a valid direct-continue link; or the signed-in rep or
// group administrator whose book holds it (book-access.ts; health data never to group
// administrators, health-access.ts). Everyone else is told it does not exist.
import type { CallDef } from '@benefit-store/contract/define';
import type { Db } from '../../db/database';
import { holdingLock } from '../../db/lock-guard';
import type { Caller } from '../../http/caller';
import type { EnrollmentRef } from '../../http/enrollment-ref';
import { DomainError, EnrollmentCompleted, EnrollmentNotFound } from '../../http/errors';
import type { OpenedSession } from '../../http/gate';
import type { Session } from '../../http/session';
import { hashToken, newPublicId } from '../../lib/ids';
import * as accessRepo from './access-repo';
import { requireInBook } from './book-access';
import type { CallReads } from './health-access';
import { sessionOf } from './session-service';
import { refOf } from './snapshot-ref';

type LiveWithSnapshot = NonNullable<Awaited<ReturnType<typeof accessRepo.findLiveWithSnapshot>>>;

function snapshotOf(row: LiveWithSnapshot): accessRepo.SnapshotRow | undefined {
  const { enrollment_id: id, enrollment_public_id: publicId, tobacco, cart_plan_ids, cart_pricing_ids } = row;
  const { answered_question_ids: answered, declined_plan_ids: declined } = row;
  if (id === null || publicId === null || tobacco === null || cart_plan_ids === null || cart_pricing_ids === null)
    return undefined;
  return {
    ...row,
    id,
    public_id: publicId,
    tobacco,
    cart_plan_ids,
    cart_pricing_ids,
    answered_question_ids: answered ?? [],
    declined_plan_ids: declined ?? [],
  };
}

/**
 * The live session of `token` and whether it may touch the enrollment `publicId`, in one statement
 * (a staff session reads its account, and later its book, apart); with the enrollment's snapshot
 * unless `snapshot` is false (a call that reads none: its ids alone, a lighter statement).
 */
export async function findSessionWithAccess(
  db: Db,
  token: string,
  now: Date,
  publicId: string,
  { snapshot = true }: { snapshot?: boolean } = {},
): Promise<OpenedSession | undefined> {
  const tokenHash = hashToken(token);
  if (!snapshot) {
    const row = await accessRepo.findLiveWithAccess(db, tokenHash, now, publicId);
    if (!row) return undefined;
    const { enrollment_id: id, enrollment_public_id: enrollmentPublicId, revision } = row;
    const ref =
      id === null || enrollmentPublicId === null
        ? undefined
        : { id, public_id: enrollmentPublicId, revision: String(revision) };
    return { session: await sessionOf(db, row, now), access: { ref } };
  }
  const row = await accessRepo.findLiveWithSnapshot(db, tokenHash, now, publicId);
  if (!row) return undefined;
  const found = snapshotOf(row);
  return { session: await sessionOf(db, row, now), access: { ref: found && refOf(found) } };
}

/** The enrollment with its snapshot: as the access check read it, or read now (checked without it). */
export async function withSnapshot(db: Db, enrollment: EnrollmentRef): Promise<EnrollmentRef> {
  if (enrollment.snapshot) return enrollment;
  const row = await accessRepo.findSnapshot(db, enrollment.id);
  if (!row) throw new EnrollmentNotFound();
  return refOf(row);
}

export async function requireEnrollment(
  db: Db,
  caller: Caller,
  { session, access }: OpenedSession,
  publicId: string,
  call: CallDef,
  reads: CallReads,
): Promise<EnrollmentRef> {
  if (session.staff) return requireInBook(db, caller, session, publicId, call, reads);
  // A session opened without the read (just created) holds no enrollment yet.
  const found = access?.ref;
  if (!found || found.public_id !== publicId) throw new EnrollmentNotFound();
  return found;
}

/** Runs `work` in a transaction holding the enrollment's row lock: writes to one enrollment
 *  happen one at a time, so a check-then-write in `work` is safe against parallel repeats. Inside
 *  `work`, the app's own handle refuses to be used (lock-guard.ts): `trx` is the only way in. A
 *  completed enrollment refuses every write (409) unless `afterCompletion` (completing it again). */
export async function withEnrollmentLock<T>(
  db: Db,
  enrollment: EnrollmentRef,
  work: (trx: Db) => Promise<T>,
  { afterCompletion = false }: { afterCompletion?: boolean } = {},
): Promise<T> {
  return settled(
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('enrollment')
        .select('completed_at')
        .where('id', '=', enrollment.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      // A completed enrollment is a member's policy now: nothing changes it through the wizard.
      if (row.completed_at !== null && !afterCompletion) throw new EnrollmentCompleted();
      return runLocked(() => work(trx));
    }),
  );
}

/**
 * Refuses (409) a completed enrollment, for a write that runs outside the enrollment's lock (a
 * one-time password sent): a member's policy is not verified or changed through the wizard again.
 */
export async function requireNotCompleted(db: Db, enrollment: EnrollmentRef): Promise<void> {
  const row = await db
    .selectFrom('enrollment')
    .select('completed_at')
    .where('id', '=', enrollment.id)
    .executeTakeFirst();
  if (row?.completed_at !== null && row?.completed_at !== undefined) throw new EnrollmentCompleted();
}

type Outcome<T> = { done: T } | { refused: DomainError };

/** Runs `work` as the lock's holder. A refusal that keeps its writes (a decline remembered) commits them, then is answered. */
async function runLocked<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { done: await holdingLock(work) };
  } catch (error) {
    if (error instanceof DomainError && error.keepsWrites) return { refused: error };
    throw error;
  }
}

function settled<T>(outcome: Outcome<T>): T {
  if ('refused' in outcome) throw outcome.refused;
  return outcome.done;
}

/**
 * A new enrollment owned by `session`, in the books of the rep and group it is written under;
 * `fill` stores what it starts with in the same transaction, so none is left half made.
 */
export async function createEnrollment(
  db: Db,
  session: Session,
  book: { agentId?: number; groupId?: number } = {},
  fill?: (trx: Db, enrollment: EnrollmentRef) => Promise<void>,
): Promise<EnrollmentRef> {
  return db.transaction().execute(async (trx) => {
    const enrollment = await accessRepo.insert(trx, {
      publicId: newPublicId(),
      sessionId: session.id,
      agentId: book.agentId ?? null,
      groupId: book.groupId ?? null,
    });
    await accessRepo.grant(trx, session.id, enrollment.id, 'created');
    await fill?.(trx, enrollment);
    return enrollment;
  });
}

/** Whether the storefront session `sessionId` may touch the enrollment (it created or resumed it). */
export const sessionHolds = (db: Db, sessionId: string, enrollmentId: number) =>
  accessRepo.holds(db, sessionId, enrollmentId);

/** How the storefront session `sessionId` came to hold the enrollment; undefined when it does not. */
export const sessionHeldVia = (db: Db, sessionId: string, enrollmentId: number) =>
  accessRepo.heldVia(db, sessionId, enrollmentId);

/** The session may touch the enrollment from now on: it resumed it with code and email, or by a link. */
export const grantResumed = (db: Db, sessionId: string, enrollmentId: number, via: 'resumed' | 'link') =>
  accessRepo.grant(db, sessionId, enrollmentId, via);
