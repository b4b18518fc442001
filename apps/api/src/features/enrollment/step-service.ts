// Every wizard step's save goes through here (decision 0016): the step's field configuration for
// this enrollment applied to the step's contract schema, and the step's state with its personal
// fields sealed, bound to the enrollment and the step.
import { keptSsnPattern, maskSsn } from '@benefit-store/contract/enrollment-fields';
import type { FormField, TabName } from '@benefit-store/contract/enrollment-tabs';
import { fieldShown, parseConfigured, type StepForm } from '@benefit-store/contract/step-fields';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { StepState } from '../../db/schema-steps';
import type { EnrollmentRef } from '../../http/enrollment-ref';
import { InvalidFields } from '../../http/errors';
import { fieldProblems } from '../../http/validation';
import type { FieldCipher, SealedPlace } from '../../lib/field-crypto';
import { type FieldRule, fieldDefaults } from './field-defaults';
import * as stepRepo from './step-repo';
import { StepChanged } from './step-save-read';

export type FieldValue = FormField['value'];

/** Where a step's sealed fields are bound: the step of that enrollment (decision 0008). */
export const stepPlace = (enrollmentPublicId: string, tab: TabName): SealedPlace => ({
  table: 'enrollment_step',
  column: 'sealed_data',
  row: `${enrollmentPublicId}/${tab}`,
});

/** The step's field rules for this enrollment: the code defaults, each overridden by its most specific row. */
export async function fieldRulesOf(db: Db, enrollmentId: number, tab: TabName): Promise<FieldRule[]> {
  return rulesOf(tab, await stepRepo.fieldRowsOf(db, enrollmentId, tab));
}

/** The code defaults of a step, each overridden by the first (most specific) of its configured rows. */
function rulesOf(tab: TabName, rows: readonly FieldRule[]): FieldRule[] {
  const rules = new Map((fieldDefaults[tab] ?? []).map((rule) => [rule.field_name, rule]));
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.field_name)) continue;
    seen.add(row.field_name);
    rules.set(row.field_name, row);
  }
  return [...rules.values()];
}

/** The step's fields as `get-form-fields-*` answers: each rule with the value the enrollment holds. */
export async function formFieldsOf(
  db: Db,
  enrollmentId: number,
  tab: TabName,
  values: Readonly<Record<string, FieldValue | undefined>>,
): Promise<FormField[]> {
  return fieldsWith(await fieldRulesOf(db, enrollmentId, tab), values);
}

/** Each rule with the value the enrollment holds for its field. */
export const fieldsWith = (
  rules: readonly FieldRule[],
  values: Readonly<Record<string, FieldValue | undefined>>,
): FormField[] => rules.map((rule) => ({ ...rule, value: values[rule.field_name] ?? null }));

/**
 * A step's input checked under its configuration: required fields required, read-only fields
 * given the `fields`' values whatever was sent, hidden ones dropped. Throws InvalidFields.
 */
export function checkStep<T extends z.ZodType<object>>(
  form: StepForm<T>,
  fields: readonly FormField[],
  input: unknown,
): z.output<T> {
  const parsed = parseConfigured(form, fields, input);
  if (!parsed.success) throw new InvalidFields(fieldProblems(parsed.error.issues));
  return parsed.data;
}

/** Whether an input passes the step's every rule under its configuration (a save for later is then no draft). */
export const stepComplete = <T extends z.ZodType<object>>(
  form: StepForm<T>,
  fields: readonly FormField[],
  input: unknown,
) => parseConfigured(form, fields, input).success;

/**
 * A step's input as a draft (Save & Continue Later of a half-filled step): every field the form
 * shows may be missing, and a field sent is checked by its own rule (a half-typed SSN is still
 * refused); the rules across fields and the configuration's required flags wait for Next and
 * completion. Read-only and hidden fields are dropped. Throws InvalidFields.
 */
export function checkDraft<S extends z.ZodRawShape>(
  shape: S,
  form: StepForm<z.ZodType<object>>,
  fields: readonly FormField[],
  input: unknown,
) {
  const kept = (name: string) =>
    fieldShown(form, fields, name) && !fields.some((field) => field.field_name === name && field.read_only);
  const sent = typeof input === 'object' && input !== null ? Object.entries(input) : [];
  const parsed = z
    .object(shape)
    .partial()
    .safeParse(Object.fromEntries(sent.filter(([name]) => kept(name))));
  if (!parsed.success) throw new InvalidFields(fieldProblems(parsed.error.issues));
  return parsed.data;
}

export interface StepAnswers {
  /** What the step saved that is not personal: stored as JSON. */
  data: Record<string, unknown>;
  /** Personal fields (SSNs, beneficiaries' birth dates): sealed as one JSON object. */
  sealed?: Record<string, unknown> | undefined;
}

/**
 * Saves a step's answers (state saved, verified, signed) inside the enrollment's lock (`db` its
 * transaction). Given the versions its `step-save` read without the lock (`StepRead.versions`),
 * the step is written in one statement only if neither the enrollment's row nor the step's row
 * changed since that read; otherwise nothing is written and StepChanged is thrown (decision 0031).
 */
export async function saveStep(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  tab: TabName,
  answers: StepAnswers,
  now: Date,
  { state = 'saved', read }: { state?: StepState; read?: stepRepo.StepVersions | undefined } = {},
): Promise<void> {
  const sealed = answers.sealed && cipher.seal(JSON.stringify(answers.sealed), stepPlace(enrollment.public_id, tab));
  const row = { enrollmentId: enrollment.id, tab, state, data: answers.data, sealedData: sealed ?? null, savedAt: now };
  if (read === undefined) await stepRepo.upsertStep(db, row);
  else if (!(await stepRepo.upsertStepIfUnchanged(db, row, read))) throw new StepChanged();
}

export interface SavedStep extends Required<StepAnswers> {
  state: StepState;
}

/** What a step's save works from: its field rules, what it saved, and the quote's birth date and gender. */
export interface StepContext {
  rules: FieldRule[];
  saved: SavedStep | undefined;
  quote: { birth_date: string | null; gender: number | null };
}

/** A saved step's sealed fields, opened (bound to the enrollment and the step). */
function opened(cipher: FieldCipher, enrollment: EnrollmentRef, tab: TabName, sealedData: string | null) {
  const value: unknown =
    sealedData === null ? {} : JSON.parse(cipher.open(sealedData, stepPlace(enrollment.public_id, tab)));
  return typeof value === 'object' && value !== null ? { ...value } : {};
}

/**
 * The step's context read in one statement (a save's rules, answers and quote facts, instead of a
 * round trip each), its sealed fields opened. Inside the enrollment's lock, `db` its transaction.
 */
export async function stepContext(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  tab: TabName,
): Promise<StepContext> {
  const row = await stepRepo.stepContextOf(db, enrollment.id, tab);
  if (!row) throw new Error(`enrollment ${enrollment.id} vanished under its lock`);
  return stepContextFrom(cipher, enrollment, tab, row);
}

/** A step's context as its save's mode read it (`step_context` or `step_save_context`), its sealed fields opened. */
export function stepContextFrom(
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  tab: TabName,
  row: stepRepo.StepContextRow,
): StepContext {
  const saved =
    row.state === null || row.data === null
      ? undefined
      : { state: row.state, data: row.data, sealed: opened(cipher, enrollment, tab, row.sealed_data) };
  return { rules: rulesOf(tab, row.field_rows), saved, quote: { birth_date: row.birth_date, gender: row.gender } };
}

/** A step's saved answers, its sealed fields opened; undefined when not started. */
export async function readStep(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  tab: TabName,
): Promise<SavedStep | undefined> {
  const row = await stepRepo.findStep(db, enrollment.id, tab);
  if (!row) return undefined;
  return { state: row.state, data: row.data, sealed: opened(cipher, enrollment, tab, row.sealed_data) };
}

/** Every saved step of the enrollment, its sealed fields opened, by tab (completion copies them). */
export async function savedSteps(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
): Promise<Map<TabName, SavedStep & { savedAt: Date }>> {
  const rows = await stepRepo.stepRowsOf(db, enrollment.id);
  return new Map(
    rows.map((row) => {
      const opened: unknown =
        row.sealed_data === null
          ? {}
          : JSON.parse(cipher.open(row.sealed_data, stepPlace(enrollment.public_id, row.tab_name)));
      const sealed = typeof opened === 'object' && opened !== null ? { ...opened } : {};
      return [row.tab_name, { state: row.state, data: row.data, sealed, savedAt: row.saved_at }];
    }),
  );
}
/**
 * Masked SSNs (`ssn`, at any depth) stored in the form before `***-**-6789` (`*****6789`, decision
 * 0016 as amended) shown in today's form; everything else as stored.
 */
function remasked(value: unknown, key?: string): unknown {
  if (key === 'ssn' && typeof value === 'string' && keptSsnPattern.test(value)) return maskSsn(value);
  if (Array.isArray(value)) return value.map((item) => remasked(item));
  if (typeof value !== 'object' || value === null) return value;
  return remaskedRecord(value);
}
const remaskedRecord = (record: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).map(([name, item]) => [name, remasked(item, name)]));

/** What a step saved that may leave the server (personal fields masked), or null while not started. */
export async function shownAnswersOf(
  db: Db,
  enrollmentId: number,
  tab: TabName,
): Promise<Record<string, unknown> | null> {
  const data = (await stepRepo.findStep(db, enrollmentId, tab))?.data;
  return data === undefined ? null : remaskedRecord(data);
}

/** A step's check passed (a contact verified): its state says so. */
export const markVerified = (db: Db, enrollmentId: number, tab: TabName) =>
  stepRepo.setStepState(db, enrollmentId, tab, 'verified');

/** The state of each started step: not started steps have none. */
export const stepStates = (db: Db, enrollmentId: number) => stepRepo.stepsOf(db, enrollmentId);

/** The state of each started step of each enrollment (an enrollment with none is absent). */
export async function stepStatesOfMany(db: Db, enrollmentIds: readonly number[]) {
  const states = new Map<number, Map<TabName, StepState>>();
  if (enrollmentIds.length === 0) return states;
  for (const row of await stepRepo.stepsOfMany(db, enrollmentIds)) {
    const own = states.get(row.enrollment_id) ?? new Map<TabName, StepState>();
    own.set(row.tab_name, row.state);
    states.set(row.enrollment_id, own);
  }
  return states;
}

/** Forgets every step's answers (the enrollment is cancelled). */
export const forgetSteps = (db: Db, enrollmentId: number) => stepRepo.deleteSteps(db, enrollmentId);
