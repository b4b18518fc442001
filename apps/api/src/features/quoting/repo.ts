// SQL of the quote filter: the parties it names and the household it stores on the enrollment.
import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { EnrollmentTable } from '../../db/schema';

/** The household and party columns the filter writes. */
export type FilterColumns = Pick<
  Updateable<EnrollmentTable>,
  | 'zip'
  | 'state'
  | 'birth_date'
  | 'gender'
  | 'tier'
  | 'tobacco'
  | 'annual_income_cents'
  | 'weekly_hours'
  | 'spouse_birth_date'
  | 'child_count'
  | 'eprocess'
  | 'open_type'
  | 'enrollment_type'
  | 'landing_url'
  | 'referral_id'
  | 'categories'
  | 'coverage'
  | 'filter_submitted_at'
  | 'agent_id'
  | 'employer_group_id'
  | 'platform_id'
  | 'member_id'
>;

export const findAgent = (db: Db, publicId: string) =>
  db.selectFrom('agent').select(['id', 'landing_url']).where('public_id', '=', publicId).executeTakeFirst();

export const findGroup = (db: Db, publicId: string) =>
  db
    .selectFrom('employer_group')
    .select(['id', 'agent_id', 'landing_url'])
    .where('public_id', '=', publicId)
    .executeTakeFirst();

export const findPlatform = (db: Db, publicId: string) =>
  db.selectFrom('platform').select(['id', 'platform_type']).where('public_id', '=', publicId).executeTakeFirst();

/** A referral link still valid at `now`. */
export const findLiveReferral = (db: Db, publicId: string, now: Date) =>
  db
    .selectFrom('referral')
    .select('id')
    .where('public_id', '=', publicId)
    .where('expires_at', '>', now)
    .executeTakeFirst();

export async function saveFilter(db: Db, enrollmentId: number, columns: FilterColumns): Promise<void> {
  if (Object.keys(columns).length === 0) return;
  await db.updateTable('enrollment').set(columns).where('id', '=', enrollmentId).execute();
}

/** A `date` column as `YYYY-MM-DD` text: drivers would turn it into an instant in some time zone. */
const dayText = (column: 'enrollment.birth_date' | 'enrollment.spouse_birth_date') =>
  sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** The stored filter with its parties' public ids, days as `YYYY-MM-DD` text; undefined for no such enrollment. */
export const filterRowOf = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('enrollment')
    .leftJoin('agent', 'agent.id', 'enrollment.agent_id')
    .leftJoin('employer_group', 'employer_group.id', 'enrollment.employer_group_id')
    .leftJoin('platform', 'platform.id', 'enrollment.platform_id')
    .leftJoin('member', 'member.id', 'enrollment.member_id')
    .select([
      'enrollment.zip',
      'enrollment.state',
      dayText('enrollment.birth_date').as('birth_date'),
      dayText('enrollment.spouse_birth_date').as('spouse_birth_date'),
      'enrollment.gender',
      'enrollment.tier',
      'enrollment.tobacco',
      'enrollment.annual_income_cents',
      'enrollment.weekly_hours',
      'enrollment.child_count',
      'enrollment.eprocess',
      'enrollment.open_type',
      'enrollment.enrollment_type',
      'enrollment.landing_url',
      'agent.public_id as agent_public_id',
      'employer_group.public_id as group_public_id',
      'platform.public_id as platform_public_id',
      'member.public_id as member_public_id',
      'enrollment.filter_submitted_at',
      'enrollment.effective_date',
    ])
    .where('enrollment.id', '=', enrollmentId)
    .executeTakeFirst();
export type FilterRow = NonNullable<Awaited<ReturnType<typeof filterRowOf>>>;
