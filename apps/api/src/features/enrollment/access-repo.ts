// SQL for enrollments and the sessions that may touch them.
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

type EnrollmentEb = ExpressionBuilder<Database, 'enrollment' | 'platform'>;
const dayText = (eb: EnrollmentEb, column: 'enrollment.birth_date' | 'enrollment.spouse_birth_date') =>
  eb.fn<string | null>('to_char', [column, eb.val('YYYY-MM-DD')]);

/**
 * What a call reads of the enrollment it names, fetched with the access check so a listing needs
 * no further query: the household columns (days as `YYYY-MM-DD` text), the portal's public id, the
 * catalog stamp (see catalog/repo.ts) and the cart's plan and pricing ids.
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
    sql<string>`(select instance || ':' || version from catalog_version where id = 1)`.as('catalog_stamp'),
    sql<string[]>`(select coalesce(array_agg(plan_id), '{}') from cart_line where enrollment_id = enrollment.id)`.as(
      'cart_plan_ids',
    ),
    sql<
      string[]
    >`(select coalesce(array_agg(plan_pricing_id), '{}') from cart_line where enrollment_id = enrollment.id)`.as(
      'cart_pricing_ids',
    ),
  ] as const;

export async function findForSession(db: Db, publicId: string, sessionId: string) {
  return db
    .selectFrom('enrollment')
    .innerJoin('enrollment_access', 'enrollment_access.enrollment_id', 'enrollment.id')
    .leftJoin('platform', 'platform.id', 'enrollment.platform_id')
    .select((eb) => ['enrollment.id', 'enrollment.public_id', ...snapshotColumns(eb)])
    .where('enrollment.public_id', '=', publicId)
    .where('enrollment_access.session_id', '=', sessionId)
    .executeTakeFirst();
}

export type SnapshotRow = NonNullable<Awaited<ReturnType<typeof findForSession>>>;

/** The enrollment if it is in the staff member's book: their agent's, or their group's. */
export async function findInBook(db: Db, publicId: string, staff: { agentId: number | null; groupId: number | null }) {
  return db
    .selectFrom('enrollment')
    .leftJoin('platform', 'platform.id', 'enrollment.platform_id')
    .select((eb) => [
      'enrollment.id',
      'enrollment.public_id',
      'enrollment.agent_id',
      'enrollment.employer_group_id',
      ...snapshotColumns(eb),
    ])
    .where('enrollment.public_id', '=', publicId)
    .where((eb) =>
      eb.or([
        ...(staff.agentId === null ? [] : [eb('enrollment.agent_id', '=', staff.agentId)]),
        ...(staff.groupId === null ? [] : [eb('enrollment.employer_group_id', '=', staff.groupId)]),
      ]),
    )
    .executeTakeFirst();
}

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
