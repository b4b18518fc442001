// The personal step (spec 001 sections 2, 4, 5): its fields as configured with the values the
// enrollment holds (birthdate and gender from the quote, read-only), its save with the SSN sealed,
// and the enroller code a rep gives after it.
import { isoToUsDay } from '@benefit-store/contract/dates';
import { keepsSsn, keptSsnPattern, maskSsn } from '@benefit-store/contract/enrollment-fields';
import { type PersonalInfo, personalForm, personalInfo } from '@benefit-store/contract/enrollment-personal';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import type { Db } from '../../../../db/database';
import type { Caller } from '../../../../http/caller';
import type { EnrollmentRef } from '../../../../http/enrollment-ref';
import { InvalidFields } from '../../../../http/errors';
import type { Session } from '../../../../http/session';
import type { FieldCipher } from '../../../../lib/field-crypto';
import { withEnrollmentLock } from '../../../auth/enrollment-access';
import { countGuess, guesserOf, refundGuess } from '../../../auth/guess-service';
import { earnedOf } from '../../../landing/earned-service';
import type { StepRead } from '../../step-save-read';
import {
  checkDraft,
  checkStep,
  type FieldValue,
  fieldRulesOf,
  fieldsWith,
  type StepContext,
  saveStep,
  stepComplete,
  stepContext,
  stepContextFrom,
} from '../../step-service';
import { EnrollerCodeMissing } from './errors';
import * as personalRepo from './repo';

const tab = 'primary_info';
/** The enroller code's field rule: required makes the popup's code mandatory (is_optional 0). */
const enrollerCodeField = 'enrollerCode';

/**
 * The personal fields with the values the enrollment holds: saved answers, masked SSN, the quote's
 * birthdate and gender. Before the step is saved, an existing member's enrollment starts from the
 * member's name.
 */
export async function personalFields(db: Db, cipher: FieldCipher, enrollment: EnrollmentRef): Promise<FormField[]> {
  const context = await stepContext(db, cipher, enrollment, tab);
  const fields = fieldsHeld(context);
  const member = context.saved ? undefined : await personalRepo.memberNameOf(db, enrollment.id);
  if (!member) return fields;
  return fields.map((field) =>
    field.field_name === 'first_name' || field.field_name === 'last_name'
      ? { ...field, value: field.value ?? member[field.field_name] }
      : field,
  );
}

function fieldsHeld({ rules, saved, quote }: StepContext): FormField[] {
  const values: Record<string, FieldValue | undefined> = {};
  for (const [name, value] of Object.entries(saved?.data ?? {}))
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') values[name] = value;
  // Masked from the sealed SSN, not the stored mask (which may be in the form before `***-**-6789`).
  if (typeof saved?.sealed.ssn === 'string') values.ssn = maskSsn(saved.sealed.ssn);
  values.birthdate = quote.birth_date === null ? null : isoToUsDay(quote.birth_date);
  values.gender = quote.gender;
  return fieldsWith(
    rules.filter((rule) => rule.field_name !== enrollerCodeField),
    values,
  );
}

/**
 * Saves the personal step under its configuration. A masked SSN (as the form shows the one on
 * file) keeps the one on file; with none on file it is refused as an invalid SSN. `read`: the
 * step's context as its save read it (read without the lock, the step is written only if unchanged
 * since). `forLater` (Save & Continue Later): a form that breaks the step's rules is kept as a
 * draft (`checkDraft`).
 */
export async function savePersonal(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  input: unknown,
  now: Date,
  read: StepRead,
  { forLater = false }: { forLater?: boolean } = {},
): Promise<void> {
  const context = stepContextFrom(cipher, enrollment, tab, read);
  const { saved } = context;
  const fields = fieldsHeld(context);
  const draft = forLater && !stepComplete(personalForm, fields, input);
  const info: Partial<PersonalInfo> = draft
    ? checkDraft(personalInfo.shape, personalForm, fields, input)
    : checkStep(personalForm, fields, input);
  const { ssn: typed, ...asked } = info;
  // The prior carrier's details belong to a "had a carrier" answer: without one they are not kept.
  const answers =
    asked.prior_coverage_flag === 1
      ? asked
      : { ...asked, prior_carrier_name: undefined, prior_effective_date: undefined, prior_term_date: undefined };
  const onFile = typeof saved?.sealed.ssn === 'string' ? saved.sealed.ssn : undefined;
  const masked = typed !== undefined && keptSsnPattern.test(typed);
  const ssn = masked ? (onFile !== undefined && keepsSsn(typed, onFile) ? onFile : undefined) : typed;
  if (typed !== undefined && typeof ssn !== 'string')
    throw new InvalidFields([{ target_element: 'ssn', key: 'common.invalid_ssn' }]);
  const data = typeof ssn === 'string' ? { ...answers, ssn: maskSsn(ssn) } : answers;
  await saveStep(db, cipher, enrollment, tab, { data, sealed: typeof ssn === 'string' ? { ssn } : undefined }, now, {
    state: draft ? 'draft' : 'saved',
    read: read.versions,
  });
}

/** Whether the code may be left out: unless the configuration makes the `enrollerCode` field required. */
async function codeOptional(db: Db, enrollmentId: number): Promise<boolean> {
  const rule = (await fieldRulesOf(db, enrollmentId, tab)).find((field) => field.field_name === enrollerCodeField);
  return rule?.required !== true;
}

/** Whether the session acts for the enrollment's rep (the rep access code confirmed, or signed in as the rep). */
async function repEnrolling(db: Db, session: Session, agentId: number | null): Promise<boolean> {
  return agentId !== null && (await earnedOf(db, session)).actsForAgent(agentId);
}

/**
 * Whether the enroller-code popup shows, and whether it may be left out. It is for a rep enrolling
 * a client (spec 001 section 6, decision 0042); a client who came by the rep's landing page or a
 * referral is not asked.
 */
export async function enrollCodeAsked(db: Db, session: Session, enrollmentId: number) {
  const { agent_id: agentId } = await personalRepo.repsOf(db, enrollmentId);
  const shown = await repEnrolling(db, session, agentId);
  return { show_enroll_code: { status: shown }, is_optional: (await codeOptional(db, enrollmentId)) ? 1 : 0 } as const;
}

/** After a personal step's save: a rep saving it enrolls the client, so a mandatory code is due. */
export async function notePersonalSaver(db: Db, session: Session, enrollment: EnrollmentRef): Promise<void> {
  const { agent_id: agentId, rep_enrolled: marked } = await personalRepo.repsOf(db, enrollment.id);
  if (!marked && (await repEnrolling(db, session, agentId))) await personalRepo.markRepEnrolled(db, enrollment.id);
}

/**
 * Refuses (EnrollerCodeMissing) an enrollment a rep enrolls without the enroller code where the
 * configuration makes the code mandatory: the popup can be skipped by typing the next step's
 * address, so completion and the hand-off check it too.
 */
export async function requireEnrollerCode(db: Db, enrollmentId: number): Promise<void> {
  const reps = await personalRepo.repsOf(db, enrollmentId);
  if (!reps.rep_enrolled || reps.enroller_agent_id !== null) return;
  if (!(await codeOptional(db, enrollmentId))) throw new EnrollerCodeMissing();
}

const wrongCode = () => new InvalidFields([{ target_element: 'enrollerCode', key: 'wizard.enroller_code_invalid' }]);

/**
 * Records the rep an enroller code names, when it is the access code of the enrollment's rep. Counted as a guess before it is compared, on the server's handle (decision
 * 0007); the enrollment's row is written under its lock.
 */
export async function saveEnrollerCode(
  db: Db,
  caller: Caller,
  session: Session,
  enrollment: EnrollmentRef,
  code: string,
): Promise<void> {
  const counted = await countGuess(
    db,
    'rep_code',
    guesserOf(caller, session, { enrollmentId: enrollment.id }),
    caller.now,
  );
  const rep = await personalRepo.repOfCode(db, enrollment.id, code.trim());
  if (rep === undefined) throw wrongCode();
  await refundGuess(db, counted);
  await withEnrollmentLock(db, enrollment, (trx) => personalRepo.setEnroller(trx, enrollment.id, rep.id));
}
