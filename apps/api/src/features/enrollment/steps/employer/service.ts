// The employer step (spec 001): its option lists, its fields as configured and prefilled from the
// enrollment's group, whether the cart lets the step be skipped (an IHA plan), the skip recorded
// (decision 0040), and its save.
import {
  type EmployerInfo,
  employerForm,
  employerInfo,
  employerSchemaFor,
  holidayPolicyNames,
} from '@benefit-store/contract/enrollment-employer';
import { msg } from '@benefit-store/contract/messages/en';
import type { Language } from '@benefit-store/contract/messages/translate';
import type { Db } from '../../../../db/database';
import type { EnrollmentRef } from '../../../../http/enrollment-ref';
import { DomainError, type FieldProblem, InvalidFields } from '../../../../http/errors';
import { fieldProblems } from '../../../../http/validation';
import type { FieldCipher } from '../../../../lib/field-crypto';
import { cartHolds } from '../../../cart/service';
import { findGroup } from '../../../landing/party-service';
import { requireFilterRow } from '../../../quoting/service';
import { lookupZip } from '../../../quoting/zip-service';
import { isUsPhone } from '../../../verification/contact-checks';
import { checkDraft, type FieldValue, formFieldsOf, readStep, saveStep } from '../../step-service';
import { isOption, type OptionList } from '../options-repo';

const tab = 'employer_info';

/** The group's name, phone and address, to prefill the step; empty without a group. */
export async function groupInfoOf(db: Db, enrollmentId: number, language?: Language) {
  const { group_public_id } = await requireFilterRow(db, enrollmentId);
  const group = group_public_id === null ? undefined : await findGroup(db, group_public_id, language);
  return {
    general_info: {
      group_name: group?.name ?? '',
      // The employer phone is 10 digits; the group shows its own with punctuation.
      group_phone: group?.display_phone.replace(/\D/g, '') ?? '',
    },
    address_information: {
      address1: group?.address1 ?? '',
      city: group?.city ?? '',
      state: group?.state ?? '',
      zip: group?.zip ?? '',
    },
  };
}

/** Whether the cart holds an IHA plan: the step may be skipped while it does (spec 001, Employer Information). */
export const skipOffered = (db: Db, enrollmentId: number) => cartHolds(db, enrollmentId, (plan) => plan.isIha);

/** Whether the cart holds an IHA plan (the step may be skipped) and whether the household has a spouse. */
export async function cartPlanInfoOf(db: Db, enrollmentId: number) {
  const { tier } = await requireFilterRow(db, enrollmentId);
  return {
    is_IHA: await skipOffered(db, enrollmentId),
    has_spouse: tier === 'IS' || tier === 'IF',
  };
}

/** A skip asked of an enrollment whose cart holds no IHA plan. */
export class SkipNotOffered extends DomainError {
  readonly status = 409;
  readonly key = 'wizard.employer_skip_not_offered';
}

/**
 * Records the step as skipped (its state `skipped`, its data saying so, which review and the
 * policy's copy show), inside the enrollment's lock (`db`); SkipNotOffered without an IHA plan.
 * A save of the step later replaces the skip.
 */
export async function skipEmployerInfo(db: Db, cipher: FieldCipher, enrollment: EnrollmentRef, now: Date) {
  if (!(await skipOffered(db, enrollment.id))) throw new SkipNotOffered();
  await saveStep(db, cipher, enrollment, tab, { data: { skipped: true } }, now, { state: 'skipped' });
}

/**
 * The saved employer information (a draft's as far as it goes), or undefined before the step was
 * saved or when it was skipped.
 */
export async function savedEmployerInfo(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
): Promise<Partial<EmployerInfo> | undefined> {
  const step = await readStep(db, cipher, enrollment, tab);
  if (step === undefined || step.state === 'skipped') return undefined;
  const saved = (step.state === 'draft' ? employerInfo.partial() : employerInfo).safeParse(step.data);
  return saved.success ? saved.data : undefined;
}

/** A form field's value: the ticked holiday policies are named in one text, comma-separated. */
function valuesOf(info: Partial<EmployerInfo>): Record<string, FieldValue> {
  const policy = info.holiday_policy ?? {};
  const ticked = holidayPolicyNames.filter((name) => policy[name] === 1).join(',');
  const { holiday_policy: _policy, ...scalars } = info;
  return { ...scalars, holiday_policy: ticked === '' ? null : ticked };
}

function prefillOf(group: Awaited<ReturnType<typeof groupInfoOf>>): Partial<EmployerInfo> {
  const { general_info: general, address_information: address } = group;
  const entries = Object.entries({
    name: general.group_name,
    phone: general.group_phone,
    address1: address.address1,
    city: address.city,
    state: address.state,
    zip: address.zip,
  });
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

/**
 * The step's fields as configured, each with the value saved, or before a save the group's (name,
 * phone and address: spec 001, "otherwise the form is prefilled from group info").
 */
export async function employerFieldsOf(db: Db, cipher: FieldCipher, enrollment: EnrollmentRef, language?: Language) {
  const info =
    (await savedEmployerInfo(db, cipher, enrollment)) ?? prefillOf(await groupInfoOf(db, enrollment.id, language));
  return formFieldsOf(db, enrollment.id, tab, valuesOf(info));
}

/** The employer fields whose value must be one of an option list. */
const listed = [
  ['average_work_week', 'average_work_week'],
  ['emp_vac_policy', 'vacation_policy'],
  ['emp_barg_unit', 'bargaining_unit'],
] as const satisfies readonly (readonly [keyof EmployerInfo, OptionList])[];

/**
 * The checks of `with_validation` and `skip_validation_phone` (spec 001 section 3, decision 0040):
 * the phone a valid US number unless the skip box is ticked (anyone's: no one-time password can
 * verify an employer's phone, and nothing is sent to it); with validation asked, the zip one the
 * zip data knows and the state the zip's.
 */
async function validationProblems(db: Db, info: EmployerInfo): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  if (info.phone !== undefined && info.skip_validation_phone !== 1 && !isUsPhone(info.phone))
    problems.push({ target_element: 'phone', key: 'verification.phone_unverified' });
  if (info.with_validation === 1 && info.zip !== undefined) {
    const place = await lookupZip(db, info.zip).catch((error: unknown) => {
      if (error instanceof InvalidFields) return undefined;
      throw error;
    });
    if (place === undefined) problems.push({ target_element: 'zip', key: 'quoting.zip_invalid' });
    else if (info.state !== undefined && info.state !== place.state_abbreviation)
      problems.push({ target_element: 'state', key: 'wizard.state_not_of_zip' });
  }
  return problems;
}

/** Each listed value one of its list (a field's own rule: a draft keeps it too). */
async function listProblems(db: Db, info: Partial<EmployerInfo>): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const [field, list] of listed) {
    const value = info[field];
    if (value !== undefined && !(await isOption(db, list, value)))
      problems.push({ target_element: field, key: msg('common.invalid_value') });
  }
  return problems;
}

/**
 * Saves the step under its configuration: required fields, read-only values kept, a retired status
 * refused ("You cannot proceed with retired employer"), a required holiday policy ticked, each
 * listed value one of its list, and the phone and address checked as `validationProblems` says.
 * `sent` is the step's form as the browser sent it (save-employer-info or Save & Continue Later).
 * `forLater` (Save & Continue Later): a form that breaks the step's rules or fails the phone or
 * address check is kept as a draft (decision 0042), each field typed still checked by its own
 * rule and list.
 */
export async function saveEmployerInfo(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  sent: unknown,
  now: Date,
  { forLater = false }: { forLater?: boolean } = {},
): Promise<void> {
  const fields = await employerFieldsOf(db, cipher, enrollment);
  const checked = employerSchemaFor(fields).safeParse(sent);
  if (checked.success) {
    const info = checked.data;
    const problems = [...(await validationProblems(db, info)), ...(await listProblems(db, info))];
    if (problems.length === 0) return saveStep(db, cipher, enrollment, tab, { data: info }, now);
    if (!forLater) throw new InvalidFields(problems);
  } else if (!forLater) throw new InvalidFields(fieldProblems(checked.error.issues));
  const draft = checkDraft(employerInfo.shape, employerForm, fields, sent);
  const problems = await listProblems(db, draft);
  if (problems.length > 0) throw new InvalidFields(problems);
  await saveStep(db, cipher, enrollment, tab, { data: draft }, now, { state: 'draft' });
}
