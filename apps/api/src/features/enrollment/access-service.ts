// The one rule for who may touch an enrollment: the session that created it, resumed it
// with code and email, or opened a valid direct-continue link; or the signed-in rep or
// group administrator whose book holds it (health data never to group administrators: the
// registrar tells from the call's schemas, packages/contract/src/health.ts), each such staff
// access recorded in the audit trail. Everyone else is told it does not exist.
import type { CallDef } from '@benefit-store/contract/define';
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import type { Db } from '../../db/database';
import { holdingLock } from '../../db/lock-guard';
import type { Caller } from '../../http/caller';
import { DomainError, EnrollmentCompleted, EnrollmentNotFound, NotFound, SessionRequired } from '../../http/errors';
import { hashToken, newPublicId } from '../../lib/ids';
import * as audit from '../auth/audit';
import { type Session, sessionOf, storefrontSessionOf, touchStorefront } from '../auth/session-service';
import type { HouseholdRow } from '../pricing/household-row';
import * as accessRepo from './access-repo';
import * as stepRepo from './step-repo';

/** What the access check read along with the enrollment, so a listing needs no further query. */
export interface EnrollmentSnapshot {
  household: HouseholdRow;
  /** Which catalog is current: pass it to `currentCatalog`. */
  catalogVersion: string;
  cartPlanIds: readonly string[];
  cartPricingIds: readonly string[];
  /** The health questions the enrollment answered, and the plans an answer declined. */
  answeredQuestionIds: readonly string[];
  declinedPlanIds: readonly string[];
}

export interface EnrollmentRef {
  id: number;
  public_id: string;
  /**
   * Set by the access check: moves whenever its household, portal, effective date, cart, answers
   * or declines change (migration 0044), so a listing is kept by it. Text: compare it, nothing else.
   */
  revision?: string;
  /** Set by the access check unless the call reads it later (`withSnapshot`); absent on an enrollment just created. */
  snapshot?: EnrollmentSnapshot;
}

function refOf(row: accessRepo.SnapshotRow): EnrollmentRef {
  // bigint arrives as text from the drivers; incomes stay far below 2^53.
  const income = row.annual_income_cents;
  return {
    id: row.id,
    public_id: row.public_id,
    ...(row.revision === undefined ? {} : { revision: String(row.revision) }),
    snapshot: {
      household: {
        zip: row.zip,
        state: row.state,
        birth_date: row.birth_date,
        tier: row.tier,
        tobacco: row.tobacco,
        annual_income_cents: income === null ? null : Number(income),
        weekly_hours: row.weekly_hours,
        spouse_birth_date: row.spouse_birth_date,
        child_count: row.child_count,
        platform_public_id: row.platform_public_id,
        effective_date: row.effective_date,
      },
      catalogVersion: row.catalog_stamp,
      cartPlanIds: row.cart_plan_ids,
      cartPricingIds: row.cart_pricing_ids,
      answeredQuestionIds: row.answered_question_ids,
      declinedPlanIds: row.declined_plan_ids,
    },
  };
}

/** Who may see health data: not a group administrator (an employer), whatever their book holds. */
const mayReadHealth = (session: Session) => session.staff?.role !== 'group_admin';

/** What the registrar derived of a call as sent: whether it carries health data. */
export interface CallReads {
  health: boolean;
}

async function requireInBook(
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

/**
 * A call carrying health data that names no enrollment: refused (404, audited) to a party that may
 * not see health data, as `requireEnrollment` refuses one that names an enrollment.
 */
export async function refuseHealthTo(db: Db, caller: Caller, session: Session, call: CallDef) {
  if (mayReadHealth(session)) return;
  await audit.record(db, caller, session, { action: call.name, result: 'refused' });
  throw new NotFound();
}

/** A request's session, read with the access check of the enrollment its call names. */
export interface OpenedSession {
  session: Session;
  /** The enrollment as a storefront session may touch it (undefined: it may not), when read. */
  access?: { ref: EnrollmentRef | undefined };
}

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
