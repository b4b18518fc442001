// The dependent step (spec 001 sections 2 to 5): the spouse and children of the household the quote
// was priced for, each checked as the step is configured, their relationships and counts checked
// against the tier (premier and IHA rules included), and kept with SSNs, birth dates, disability
// conditions and health answers sealed (decision 0016); only masked SSNs leave the server.
import { ageOn, isoToUsDay, usToIsoDay } from '@benefit-store/contract/dates';
import {
  type Dependent,
  type DependentPlans,
  type DependentTier,
  dependentSchemaFor,
  dependentsProblem,
  tierCovers,
} from '@benefit-store/contract/enrollment-dependents';
import { keepsSsn, keptSsnPattern } from '@benefit-store/contract/enrollment-fields';
import type { HealthAnswers } from '@benefit-store/contract/enrollment-health';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { type MessageKey, msg } from '@benefit-store/contract/messages/en';
import { z } from 'zod';
import type { Db } from '../../../../db/database';
import type { EnrollmentRef } from '../../../../http/enrollment-ref';
import { DomainError, type FieldProblem, InvalidFields } from '../../../../http/errors';
import { fieldProblems } from '../../../../http/validation';
import type { FieldCipher } from '../../../../lib/field-crypto';
import { newPublicId } from '../../../../lib/ids';
import { cartHolds } from '../../../cart/service';
import { requireFilterRow } from '../../../quoting/service';
import { memberDependentPlace } from '../../completion/service';
import { formFieldsOf, readStep, saveStep } from '../../step-service';
import { withDistinctIds } from '../distinct-ids';
import { checkHealthAnswers, type HealthQuestionSet } from '../health/check-health-answers';
import { questionsOf, tabRequired } from '../health/service';
import { type Held, halvesOf, heldOf, shown } from './held';
import * as repo from './repo';

const tab = 'dependent_info';

/** delete-dependent-in-IO on an enrollment whose tier covers dependents. */
export class NotMemberOnly extends DomainError {
  readonly status = 409;
  readonly key = msg('wizard.dependent_not_io');
}

/** The dependents this enrollment saved, or undefined while the step was never saved. */
async function savedListOf(db: Db, cipher: FieldCipher, enrollment: EnrollmentRef): Promise<Held[] | undefined> {
  const step = await readStep(db, cipher, enrollment, tab);
  return step ? heldOf(step.data, step.sealed) : undefined;
}

const savedOf = async (db: Db, cipher: FieldCipher, enrollment: EnrollmentRef) =>
  (await savedListOf(db, cipher, enrollment)) ?? [];

/** The dependents on file for the member an existing-member enrollment is for (kept by their last completion). */
async function onFileOf(db: Db, cipher: FieldCipher, enrollmentId: number): Promise<Held[]> {
  const row = await repo.memberDependentsOf(db, enrollmentId);
  if (!row || row.sealed_data === null || row.data === null) return [];
  return heldOf(row.data, JSON.parse(cipher.open(row.sealed_data, memberDependentPlace(row.public_id))));
}

/** The dependents a masked SSN may name: this enrollment's and its member's on file. */
const knownOf = async (db: Db, cipher: FieldCipher, enrollment: EnrollmentRef) => [
  ...(await savedOf(db, cipher, enrollment)),
  ...(await onFileOf(db, cipher, enrollment.id)),
];

/**
 * The dependents to show, SSNs masked: those this enrollment saved (an emptied list stays empty),
 * else an existing member's on file that the enrollment's tier covers (the list the enroller
 * starts from), else none.
 */
export async function dependentsOf(db: Db, cipher: FieldCipher, enrollment: EnrollmentRef) {
  const saved = await savedListOf(db, cipher, enrollment);
  if (saved !== undefined) return saved.map(shown);
  const { tier } = await requireFilterRow(db, enrollment.id);
  const onFile = await onFileOf(db, cipher, enrollment.id);
  return onFile.filter((held) => tierCovers(tier ?? 'IO', held.relationship)).map(shown);
}

/** The step's configured fields: weight and height shown when required, the legal-disability option. */
export const dependentFieldsOf = (db: Db, enrollmentId: number) => formFieldsOf(db, enrollmentId, tab, {});

/** The legal-disability question is offered unless a configuration locks it away. */
const disabilityOffered = (fields: readonly FormField[]) =>
  !fields.some((field) => field.field_name === 'is_legally_disabled' && field.read_only);

export async function dependentFormOf(db: Db, enrollmentId: number) {
  const fields = await dependentFieldsOf(db, enrollmentId);
  return {
    result: fields,
    disclaimer: msg('wizard.dependent_disclaimer'),
    is_legally_disabled: disabilityOffered(fields),
  };
}

/** What the rules of the step read from the enrollment: tier, plans, the quoted household, hqReq. */
interface Household {
  tier: DependentTier;
  plans: DependentPlans;
  /** The spouse's birth date the quote was priced with (`YYYY-MM-DD`). */
  spouseBirthDate: string | null;
  /** The day children's ages are counted on: the effective date, or today before one is chosen. */
  ageDay: string;
  today: string;
  /** The dependent health tab is required (hqReq 1): the questions each dependent answers. */
  healthQuestions: HealthQuestionSet | undefined;
  fields: readonly FormField[];
  now: Date;
}

async function householdOf(db: Db, enrollmentId: number, now: Date): Promise<Household> {
  const filter = await requireFilterRow(db, enrollmentId);
  const today = now.toISOString().slice(0, 10);
  return {
    tier: filter.tier ?? 'IO',
    plans: {
      premier: await cartHolds(db, enrollmentId, (plan) => plan.isPremier),
      iha: await cartHolds(db, enrollmentId, (plan) => plan.isIha),
    },
    spouseBirthDate: filter.spouse_birth_date,
    ageDay: filter.effective_date ?? today,
    today,
    healthQuestions: (await dependentHealthRequired(db, enrollmentId))
      ? await questionsOf(db, enrollmentId, 'dependent', 'en')
      : undefined,
    fields: await dependentFieldsOf(db, enrollmentId),
    now,
  };
}

/** Whether the dependent health tab is required (hqReq 1: the form asks each dependent's health questions). */
export const dependentHealthRequired = (db: Db, enrollmentId: number) =>
  tabRequired(db, enrollmentId, 'primary_health_info');

/**
 * The household rules of one dependent (decision 0021): a relationship the tier covers, a spouse
 * born on the day the quote was priced with (else at least 18), a child under 26 on the effective date.
 */
function householdProblems(household: Household, info: Dependent['primary_info'], at: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!tierCovers(household.tier, info.relationship))
    problems.push({ target_element: `${at}primary_info.relationship`, key: msg('wizard.dependent_relationship') });
  const born = usToIsoDay(info.birthdate);
  if (born === undefined) return problems;
  const birthdate = `${at}primary_info.birthdate`;
  if (info.relationship === 'spouse') {
    const quoted = household.spouseBirthDate;
    if (quoted !== null && quoted !== born)
      problems.push({
        target_element: birthdate,
        key: msg('wizard.spouse_dob_quoted'),
        values: { dob: isoToUsDay(quoted) },
      });
    else if (quoted === null && ageOn(born, household.today) < 18)
      problems.push({ target_element: birthdate, key: msg('wizard.spouse_age') });
  } else if (ageOn(born, household.ageDay) >= 26) {
    problems.push({ target_element: birthdate, key: msg('wizard.child_age') });
  }
  return problems;
}

function parsed<T>(schema: z.ZodType<T>, input: unknown, at: string): T {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new InvalidFields(
      fieldProblems(result.error.issues).map((problem) => ({
        ...problem,
        target_element: `${at}${problem.target_element}`,
      })),
    );
  return result.data;
}

/** The health answers sent with a dependent, as sent (checkHealthAnswers reads them itself). */
const healthSent = (sent: unknown): unknown =>
  typeof sent === 'object' && sent !== null && 'health_info' in sent ? sent.health_info : undefined;

/**
 * The dependent's answers to the dependent health questions when the tab requires them (every
 * question answered, `checkHealthAnswers`), their field errors under `health_info.`; none otherwise.
 */
function healthOf(
  household: Household,
  sent: unknown,
  at: string,
): { answers?: HealthAnswers; problems: FieldProblem[] } {
  if (household.healthQuestions === undefined) return { problems: [] };
  try {
    const answers = checkHealthAnswers(
      household.healthQuestions,
      healthSent(sent) ?? { condition_questions: [] },
      household.now,
    );
    return { answers, problems: [] };
  } catch (failure) {
    if (!(failure instanceof InvalidFields)) throw failure;
    const problems = failure.fields.map((problem) => ({
      ...problem,
      target_element: `${at}health_info${problem.target_element ? `.${problem.target_element}` : ''}`,
    }));
    return { problems };
  }
}

/**
 * One dependent made whole under the step's rules: configured fields, household rules, the health
 * answers the tab requires, and a masked SSN ("keep the one on file") replaced by the SSN of the
 * dependent it names when the last four digits match. `at` prefixes its field errors.
 */
function resolve(household: Household, sent: unknown, known: readonly Held[], at: string): Held {
  const item = parsed(dependentSchemaFor(household.fields), sent, at);
  const info = item.primary_info;
  const problems = householdProblems(household, info, at);
  const before = known.find((held) => held.dependent_id === item.dependent_id);
  let ssn: string | undefined = info.ssn;
  if (keptSsnPattern.test(ssn)) {
    ssn = before !== undefined && keepsSsn(ssn, before.ssn) ? before.ssn : undefined;
    if (ssn === undefined) problems.push({ target_element: `${at}primary_info.ssn`, key: msg('common.invalid_ssn') });
  }
  const health = healthOf(household, sent, at);
  problems.push(...health.problems);
  if (problems.length > 0 || ssn === undefined) throw new InvalidFields(problems);
  const disabled = info.is_legally_disabled === 1 || info.disability_status === 1 ? 1 : 0;
  return {
    dependent_id: before?.dependent_id ?? newPublicId(),
    relationship: info.relationship,
    first_name: info.first_name,
    ...(info.middle_name ? { middle_name: info.middle_name } : {}),
    last_name: info.last_name,
    gender: info.gender,
    ssn,
    ...(info.weight !== undefined ? { weight: info.weight } : {}),
    ...(info.height_feet !== undefined ? { height_feet: info.height_feet } : {}),
    ...(info.height_inch !== undefined ? { height_inch: info.height_inch } : {}),
    birthdate: usToIsoDay(info.birthdate) ?? '',
    employed: 0,
    is_legally_disabled: disabled,
    ...(disabled === 1 && info.disability_condition ? { disability_condition: info.disability_condition } : {}),
    // Health answers go with a dependent only when the dependent health tab is required.
    ...(health.answers ? { health_info: health.answers } : {}),
  };
}

/** Checks one dependent as the step is configured, against the household; nothing is saved. */
export async function validateDependent(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  sent: unknown,
  now: Date,
): Promise<void> {
  const household = await householdOf(db, enrollment.id, now);
  resolve(household, sent, await knownOf(db, cipher, enrollment), '');
}

/** "Dependent #N message": the first problem of the Nth dependent, as the spec's client shows it. */
function numbered(index: number, failure: InvalidFields): InvalidFields {
  const first = failure.fields[0];
  const message: MessageKey = first?.key ?? msg('common.invalid_value');
  const own = failure.fields.map((problem) => ({ ...problem }));
  return new InvalidFields([
    {
      target_element: 'dependents',
      key: msg('wizard.dependent_numbered'),
      // A message with values of its own (the spouse's quoted date) is said whole in its place.
      values: { n: index + 1, message, ...(first?.values ?? {}) },
    },
    ...own,
  ]);
}

/**
 * Saves the list: each dependent re-checked (the first error "Dependent #N message"), the tier's
 * rules applied; `complete` (save-dependent-info, Next) also requires the tier's counts.
 */
export async function saveDependents(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  sent: readonly unknown[],
  now: Date,
  complete: boolean,
): Promise<void> {
  const household = await householdOf(db, enrollment.id, now);
  const known = await knownOf(db, cipher, enrollment);
  const held: Held[] = [];
  for (const [index, item] of sent.entries()) {
    try {
      held.push(resolve(household, item, known, `dependents.${index}.`));
    } catch (failure) {
      if (failure instanceof InvalidFields) throw numbered(index, failure);
      throw failure;
    }
  }
  const problem = dependentsProblem(household.tier, held, household.plans, complete);
  if (problem !== undefined) throw new InvalidFields([{ target_element: 'dependents', key: problem }]);
  await saveStep(db, cipher, enrollment, tab, halvesOf(withDistinctIds(held, 'dependent_id')), now);
}

/** The list as save-enrollment sends it (`{ dependents }` or the list itself), kept as for save-dependent-info-to-temp. */
export async function saveDependentsForLater(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  data: unknown,
  now: Date,
): Promise<void> {
  const list = typeof data === 'object' && data !== null && 'dependents' in data ? data.dependents : data;
  const sent = parsed(z.array(z.unknown()).max(10, msg('common.too_long')), list, 'dependents');
  await saveDependents(db, cipher, enrollment, sent, now, false);
}

/** delete-dependent-in-IO: the Member Only tier keeps no dependents. */
export async function deleteDependentsInIO(db: Db, cipher: FieldCipher, enrollment: EnrollmentRef, now: Date) {
  const { tier } = await requireFilterRow(db, enrollment.id);
  if (tier !== null && tier !== 'IO') throw new NotMemberOnly();
  await saveStep(db, cipher, enrollment, tab, halvesOf([]), now);
}
