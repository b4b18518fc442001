// SQL for enrollments and the sessions that may touch them.
import type { Tier } from '@benefit-store/contract/quoting';
import { type ExpressionBuilder, sql } from 'kysely';
import { catalogStampColumn } from '../../db/catalog-stamp';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { runWritten, type WrittenValue } from '../../db/written-statements';
import type { LiveSessionRow } from './session-service';

type EnrollmentEb = ExpressionBuilder<Database, 'enrollment' | 'platform'>;
const dayText = (eb: EnrollmentEb, column: 'enrollment.birth_date' | 'enrollment.spouse_birth_date') =>
  eb.fn<string | null>('to_char', [column, eb.val('YYYY-MM-DD')]);

/**
 * What a staff read takes of the enrollment it names, with the book check, so a listing needs no
 * further query: the household columns (days as `YYYY-MM-DD` text) and the portal's public id;
 * the catalog stamp and the cart's ids come along. A storefront session gets the same columns from
 * `session_with_enrollment` (`sql/session-with-enrollment.sql`).
 */
const snapshotColumns = (eb: EnrollmentEb) =>
  [
    'enrollment.zip',
    'enrollment.state',
    dayText(eb, 'enrollment.birth_date').as('birth_date'),
    'enrollment.tier',
    'enrollment.tobacco',
    'enrollment.annual_income_cents',
    'enrollment.weekly_hours',
    dayText(eb, 'enrollment.spouse_birth_date').as('spouse_birth_date'),
    'enrollment.child_count',
    'platform.public_id as platform_public_id',
    'enrollment.effective_date',
  ] as const;

/** The cart's plan and pricing ids, in one pass over its lines (empty arrays for an empty cart). */
const cartOf = (eb: ExpressionBuilder<Database, 'enrollment'>) =>
  eb
    .selectFrom('cart_line')
    .select([
      sql<string[]>`coalesce(array_agg(cart_line.plan_id), '{}')`.as('plan_ids'),
      sql<string[]>`coalesce(array_agg(cart_line.plan_pricing_id), '{}')`.as('pricing_ids'),
    ])
    .whereRef('cart_line.enrollment_id', '=', 'enrollment.id')
    .as('cart');

/** The health questions the enrollment answered (ids only), as `session_with_enrollment` reads them. */
const answeredOf = (eb: EnrollmentEb) =>
  sql<
    string[]
  >`array(${eb.selectFrom('health_answer').select('question_id').whereRef('health_answer.enrollment_id', '=', 'enrollment.id')})`;

/** The plans an answer declined for the enrollment. */
const declinedOf = (eb: EnrollmentEb) =>
  sql<
    string[]
  >`array(${eb.selectFrom('plan_decline').select('plan_id').whereRef('plan_decline.enrollment_id', '=', 'enrollment.id')})`;

/** A row of `session_with_enrollment` (`sql/session-with-enrollment.sql`); the enrollment's columns are null when absent. */
interface SessionWithEnrollment extends LiveSessionRow {
  enrollment_id: number | null;
  enrollment_public_id: string | null;
  zip: string | null;
  state: string | null;
  birth_date: string | null;
  tier: Tier | null;
  tobacco: 'unknown' | 'yes' | 'no' | null;
  annual_income_cents: string | number | null;
  weekly_hours: number | null;
  spouse_birth_date: string | null;
  child_count: number | null;
  platform_public_id: string | null;
  catalog_stamp: string;
  cart_plan_ids: string[] | null;
  cart_pricing_ids: string[] | null;
  /** Since migration 0027. */
  effective_date: string | null;
  /** Since migration 0041. */
  answered_question_ids: string[] | null;
  declined_plan_ids: string[] | null;
}

/**
 * One statement for a storefront call naming an enrollment: the live session `sessionId` and, when
 * that session may touch the enrollment `publicId` (enrollment_access), the enrollment's snapshot;
 * its columns are null when it may not, or when there is no such enrollment. The statement is a
 * function so its plan is kept (decision record 0006).
 */
export async function findLiveWithSnapshot(db: Db, sessionId: string, now: Date, publicId: string) {
  return oneJsonRow<SessionWithEnrollment>(db, withSnapshot, [sessionId, now, publicId]);
}

/**
 * The row of one of the functions below as one JSON value, which the embedded database hands over
 * for less than typed columns (times as ISO text), by a statement written once (decision 0029).
 */
async function oneJsonRow<T>(db: Db, statement: string, values: readonly WrittenValue[]): Promise<T | undefined> {
  const rows = await runWritten<{ found: T }>(db, statement, values);
  return rows[0]?.found;
}

const withSnapshot = 'select row_to_json(found) as found from session_with_enrollment($1, $2, $3) found';
const withAccess = 'select row_to_json(found) as found from session_with_access($1, $2, $3) found';

/**
 * A row of `session_with_access` (`sql/session-with-access.sql`): the enrollment's ids and revision are
 * null when it may not be touched; the catalog stamp comes along.
 */
interface SessionWithAccess extends LiveSessionRow {
  enrollment_id: number | null;
  enrollment_public_id: string | null;
  /** A number in JSON (bigint: far below 2^53). */
  revision: number | null;
  catalog_stamp: string;
}

/**
 * `findLiveWithSnapshot` without the snapshot: for calls that read none (a wizard step's save) or
 * only when no answer is kept for the enrollment's revision (a listing).
 */
export async function findLiveWithAccess(db: Db, sessionId: string, now: Date, publicId: string) {
  return oneJsonRow<SessionWithAccess>(db, withAccess, [sessionId, now, publicId]);
}

/**
 * Enrollments with what the access check reads of them, so a listing needs no further query: the
 * snapshot's columns, the catalog stamp, the cart's ids, the answers and declines, and the revision.
 */
const enrollmentsWithSnapshot = (db: Db) =>
  db
    .selectFrom('enrollment')
    .leftJoin('platform', 'platform.id', 'enrollment.platform_id')
    .innerJoin('catalog_version', (join) => join.on('catalog_version.id', '=', 1))
    .innerJoinLateral(cartOf, (join) => join.onTrue())
    .select((eb) => [
      'enrollment.id',
      'enrollment.public_id',
      'enrollment.revision',
      ...snapshotColumns(eb),
      catalogStampColumn,
      'cart.plan_ids as cart_plan_ids',
      'cart.pricing_ids as cart_pricing_ids',
      answeredOf(eb).as('answered_question_ids'),
      declinedOf(eb).as('declined_plan_ids'),
    ]);

/** The enrollment if it is in the staff member's book: their agent's, or their group's. */
export async function findInBook(db: Db, publicId: string, staff: { agentId: number | null; groupId: number | null }) {
  return enrollmentsWithSnapshot(db)
    .select(['enrollment.agent_id', 'enrollment.employer_group_id'])
    .where('enrollment.public_id', '=', publicId)
    .where((eb) =>
      eb.or([
        ...(staff.agentId === null ? [] : [eb('enrollment.agent_id', '=', staff.agentId)]),
        ...(staff.groupId === null ? [] : [eb('enrollment.employer_group_id', '=', staff.groupId)]),
      ]),
    )
    .executeTakeFirst();
}

/** The snapshot of an enrollment whose access was checked without it (`findLiveWithAccess`). */
export const findSnapshot = (db: Db, enrollmentId: number) =>
  enrollmentsWithSnapshot(db).where('enrollment.id', '=', enrollmentId).executeTakeFirst();

/** What the access check reads of an enrollment (the rest of a staff read is the book it is in). */
export type SnapshotRow = Omit<
  NonNullable<Awaited<ReturnType<typeof findInBook>>>,
  'agent_id' | 'employer_group_id' | 'revision'
> & {
  /** Read by a staff session's book check and by `findSnapshot`; `session_with_enrollment` reads none. */
  revision?: string;
};

export async function insert(
  db: Db,
  row: { publicId: string; sessionId: string; agentId: number | null; groupId: number | null },
) {
  return db
    .insertInto('enrollment')
    .values({
      public_id: row.publicId,
      created_by_session: row.sessionId,
      agent_id: row.agentId,
      employer_group_id: row.groupId,
    })
    .returning(['id', 'public_id'])
    .executeTakeFirstOrThrow();
}

export async function grant(
  db: Db,
  sessionId: string,
  enrollmentId: number,
  via: 'created' | 'resumed' | 'link' | 'book',
) {
  await db
    .insertInto('enrollment_access')
    .values({ session_id: sessionId, enrollment_id: enrollmentId, via })
    .onConflict((oc) => oc.columns(['session_id', 'enrollment_id']).doNothing())
    .execute();
}

/** How the session came to hold the enrollment (created, resumed, link, book); undefined if it does not. */
export async function heldVia(db: Db, sessionId: string, enrollmentId: number) {
  const row = await db
    .selectFrom('enrollment_access')
    .select('via')
    .where('session_id', '=', sessionId)
    .where('enrollment_id', '=', enrollmentId)
    .executeTakeFirst();
  return row?.via;
}

/** Whether the session may touch the enrollment: the rule of features/auth/sql/may-touch-enrollment.sql. */
export async function holds(db: Db, sessionId: string, enrollmentId: number): Promise<boolean> {
  const row = await db
    .selectFrom(sql<{ enrollment_id: number }>`may_touch_enrollment(${sessionId}, ${enrollmentId})`.as('grant'))
    .select('enrollment_id')
    .executeTakeFirst();
  return row !== undefined;
}
