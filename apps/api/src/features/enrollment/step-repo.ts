// SQL for the wizard's per-step state (saved answers, sealed fields) and field configuration.
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { StepState } from '../../db/schema-steps';
import type { OtpChannel } from '../../db/schema-verification';
import { runsAlone, runWritten } from '../../db/written-statements';
import type { LiveSessionRow } from '../auth/session-service';

export const findStep = (db: Db, enrollmentId: number, tab: TabName) =>
  db
    .selectFrom('enrollment_step')
    .select(['state', 'data', 'sealed_data', 'saved_at'])
    .where('enrollment_id', '=', enrollmentId)
    .where('tab_name', '=', tab)
    .executeTakeFirst();

/** Every saved step of an enrollment with its answers (completion copies them to the policy). */
export const stepRowsOf = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('enrollment_step')
    .select(['tab_name', 'state', 'data', 'sealed_data', 'saved_at'])
    .where('enrollment_id', '=', enrollmentId)
    .orderBy('tab_name')
    .execute();

export const stepsOf = (db: Db, enrollmentId: number) =>
  db.selectFrom('enrollment_step').select(['tab_name', 'state']).where('enrollment_id', '=', enrollmentId).execute();

/** The started steps of several enrollments. */
export const stepsOfMany = (db: Db, enrollmentIds: readonly number[]) =>
  db
    .selectFrom('enrollment_step')
    .select(['enrollment_id', 'tab_name', 'state'])
    .where('enrollment_id', 'in', enrollmentIds)
    .execute();

export interface StepRow {
  enrollmentId: number;
  tab: TabName;
  state: StepState;
  data: Record<string, unknown>;
  sealedData: string | null;
  savedAt: Date;
}

/** Writes a step's row, new or again, through a function whose plan is kept (sql/put-enrollment-step.sql). */
export async function upsertStep(db: Db, row: StepRow) {
  await sql`select put_enrollment_step(${row.enrollmentId}, ${row.tab}, ${row.state}, ${JSON.stringify(row.data)},
    ${row.sealedData}, ${row.savedAt})`.execute(db);
}

export const setStepState = (db: Db, enrollmentId: number, tab: TabName, state: StepState) =>
  db
    .updateTable('enrollment_step')
    .set({ state })
    .where('enrollment_id', '=', enrollmentId)
    .where('tab_name', '=', tab)
    .execute();

export const deleteSteps = (db: Db, enrollmentId: number) =>
  db.deleteFrom('enrollment_step').where('enrollment_id', '=', enrollmentId).execute();

/** A step's configured field row (`step_field`). */
export interface FieldRow {
  field_name: string;
  required: boolean;
  read_only: boolean;
}

/**
 * The configured rows of a step's fields that match the enrollment's portal and group, most
 * specific first (portal and group, group, portal, default), for the caller to keep the first of
 * each: the rule of sql/step-field-rows.sql. Empty for no such enrollment.
 */
export async function fieldRowsOf(db: Db, enrollmentId: number, tab: TabName): Promise<FieldRow[]> {
  const { rows } = await sql<{ field_rows: FieldRow[] }>`select r.field_rows
    from enrollment e, step_field_rows(${tab}, e.platform_id, e.employer_group_id) r(field_rows)
    where e.id = ${enrollmentId}`.execute(db);
  return rows[0]?.field_rows ?? [];
}

/** A row of `step_context` (sql/step-context.sql). */
export interface StepContextRow {
  field_rows: FieldRow[];
  state: StepState | null;
  data: Record<string, unknown> | null;
  sealed_data: string | null;
  birth_date: string | null;
  gender: number | null;
}

/**
 * What a step's save reads, in one statement whose plan is kept (sql/step-context.sql): its configured
 * field rows (as `fieldRowsOf`), its saved row (null while not started), and the quote's birth date
 * (`YYYY-MM-DD`) and gender, which some steps show read-only. Undefined for no such enrollment.
 */
export const stepContextOf = (db: Db, enrollmentId: number, tab: TabName) =>
  db.selectFrom(sql<StepContextRow>`step_context(${enrollmentId}, ${tab})`.as('found')).selectAll().executeTakeFirst();

/** The keyed hashes of the contacts a one-time password verified for the enrollment, with their channels. */
export interface VerifiedContactRow {
  channel: OtpChannel;
  contact_mac: string;
}

/**
 * What `step_save_context` (sql/step-save-context.sql) answers, as JSON (instants as ISO text): the live
 * session; when a storefront session may touch the enrollment, the enrollment: its ids, whether it
 * is completed, the versions of its row and of the step's row as read (null: no step row), the
 * step's context and, for the contact step, the contacts a one-time password verified.
 */
interface StepSaveAnswer extends LiveSessionRow {
  enrollment:
    | (StepContextRow & {
        id: number;
        public_id: string;
        completed: boolean;
        version: string;
        step_version: string | null;
        verified_contacts: VerifiedContactRow[] | null;
      })
    | null;
}

/** `step_save_context`'s answer: the session as `findLive` reads it, and the enrollment (null: not to be touched). */
export interface StepSaveRow {
  session: LiveSessionRow;
  enrollment: StepSaveAnswer['enrollment'];
}

/**
 * The live session `sessionId`, and for a storefront session that may touch the enrollment
 * `publicId`, the step's context with the versions it was read at, in one statement without a lock
 * (sql/step-save-context.sql). Undefined when no session is live.
 */
export async function stepSaveRead(
  db: Db,
  sessionId: string,
  now: Date,
  publicId: string,
  tab: TabName,
): Promise<StepSaveRow | undefined> {
  const rows = await runWritten<{ found: StepSaveAnswer | null }>(db, stepSaveReadText, [
    sessionId,
    now,
    publicId,
    tab,
  ]);
  const found = rows[0]?.found;
  if (!found) return undefined;
  const { enrollment, ...session } = found;
  return { session, enrollment };
}

const stepSaveReadText = 'select step_save_context($1, $2, $3, $4) as found';

/** The versions of an enrollment's row and of one step's row (null: none) as a save read them. */
export interface StepVersions {
  version: string;
  step_version: string | null;
}

/**
 * Writes a step's row in one statement holding the enrollment's lock (none on PGlite's own handle,
 * where nothing runs beside it), unless the enrollment's row or the step's row changed since `read`
 * (sql/put-enrollment-step-if.sql): false then, and nothing is written.
 */
export async function upsertStepIfUnchanged(db: Db, row: StepRow, read: StepVersions): Promise<boolean> {
  const rows = await runWritten<{ written: boolean }>(db, putIfUnchangedText, [
    row.enrollmentId,
    read.version,
    read.step_version,
    row.tab,
    row.state,
    JSON.stringify(row.data),
    row.sealedData,
    row.savedAt,
    !runsAlone(db),
  ]);
  return rows[0]?.written === true;
}

const putIfUnchangedText = 'select put_enrollment_step_if($1, $2, $3, $4, $5, $6, $7, $8, $9) as written';

/** Sealed step values in key order after `after`, for key rotation. */
export async function sealedAfter(
  db: Db,
  after: { enrollment_id: number; tab_name: TabName } | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('enrollment_step')
    .innerJoin('enrollment', 'enrollment.id', 'enrollment_step.enrollment_id')
    .select([
      'enrollment_step.enrollment_id',
      'enrollment_step.tab_name',
      'enrollment_step.sealed_data',
      'enrollment.public_id',
    ])
    .where('enrollment_step.sealed_data', 'is not', null)
    .orderBy('enrollment_step.enrollment_id')
    .orderBy('enrollment_step.tab_name')
    .limit(limit);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('enrollment_step.enrollment_id', '>', after.enrollment_id),
        eb.and([
          eb('enrollment_step.enrollment_id', '=', after.enrollment_id),
          eb('enrollment_step.tab_name', '>', after.tab_name),
        ]),
      ]),
    );
  const rows = await query.execute();
  return rows.flatMap((row) => (row.sealed_data === null ? [] : [{ ...row, sealed_data: row.sealed_data }]));
}

/** Replaces one sealed value unless it changed since it was read (key rotation). */
export const replaceSealed = (
  db: Db,
  key: { enrollment_id: number; tab_name: TabName },
  before: string,
  after: string,
) =>
  db
    .updateTable('enrollment_step')
    .set({ sealed_data: after })
    .where('enrollment_id', '=', key.enrollment_id)
    .where('tab_name', '=', key.tab_name)
    .where('sealed_data', '=', before)
    .execute();
