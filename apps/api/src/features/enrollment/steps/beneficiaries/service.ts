// The beneficiary step (spec 001): one beneficiary checked before the browser lists it, the list
// saved (at most 3, shares adding up to 100), and the list shown again with SSNs masked. SSNs and
// dates of birth are sealed with the step (decision 0016), or with the member they are on file for.

import { isoToUsDay, usToIsoDay } from '@benefit-store/contract/dates';
import {
  type Beneficiary,
  beneficiaryListOf,
  beneficiarySchemaFor,
  maxBeneficiaries,
} from '@benefit-store/contract/enrollment-beneficiaries';
import { keepsSsn, keptSsnPattern, maskSsn } from '@benefit-store/contract/enrollment-fields';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { msg } from '@benefit-store/contract/messages/en';
import { z } from 'zod';
import type { Db } from '../../../../db/database';
import type { EnrollmentRef } from '../../../../http/enrollment-ref';
import { type FieldProblem, InvalidFields } from '../../../../http/errors';
import { fieldProblems } from '../../../../http/validation';
import type { FieldCipher, SealedPlace } from '../../../../lib/field-crypto';
import { newPublicId } from '../../../../lib/ids';
import { fieldDefaults } from '../../field-defaults';
import { formFieldsOf, readStep, type StepAnswers, saveStep } from '../../step-service';
import { withDistinctIds } from '../distinct-ids';
import { isOption } from '../options-repo';
import * as repo from './repo';

const tab = 'beneficiary_info';

/** A beneficiary as kept: what may be read in the open, and what is sealed (day `YYYY-MM-DD`). */
const kept = z.object({
  beneficiary_id: z.string(),
  first_name: z.string(),
  middle_name: z.string().optional(),
  last_name: z.string(),
  relationship: z.string(),
  beneficiary_percentage: z.number().int(),
});
const sealedPart = z.object({ beneficiary_id: z.string(), birthdate: z.string(), ssn: z.string().optional() });
const keptList = z.object({ beneficiaries: z.array(kept) });
const sealedList = z.object({ beneficiaries: z.array(sealedPart) });

/** A beneficiary whole, as this server holds it (never sent as it is: see `shown`). */
type Held = z.infer<typeof kept> & Omit<z.infer<typeof sealedPart>, 'beneficiary_id'>;

/** Joins the open and the sealed halves of a kept list; a half that does not parse holds nothing. */
function heldOf(data: unknown, sealed: unknown): Held[] {
  const open = keptList.safeParse(data);
  const closed = sealedList.safeParse(sealed);
  if (!open.success || !closed.success) return [];
  const byId = new Map(closed.data.beneficiaries.map((part) => [part.beneficiary_id, part]));
  return open.data.beneficiaries.flatMap((item) => {
    const part = byId.get(item.beneficiary_id);
    return part ? [{ ...item, birthdate: part.birthdate, ...(part.ssn ? { ssn: part.ssn } : {}) }] : [];
  });
}

/** Splits a list into its open half (SSNs masked, as get-enrollment-temp-info shows it) and its sealed half. */
const halvesOf = (list: readonly Held[]) => ({
  data: {
    beneficiaries: list.map(({ birthdate: _day, ssn, ...open }) => ({
      ...open,
      ...(ssn ? { ssn: maskSsn(ssn) } : {}),
    })),
  },
  sealed: {
    beneficiaries: list.map(({ beneficiary_id, birthdate, ssn }) => ({
      beneficiary_id,
      birthdate,
      ...(ssn ? { ssn } : {}),
    })),
  },
});

/** A beneficiary as the server shows it: SSN masked, birthdate mm/dd/yyyy. */
const shown = (held: Held) => ({
  beneficiary_id: held.beneficiary_id,
  first_name: held.first_name,
  middle_name: held.middle_name ?? null,
  last_name: held.last_name,
  birthdate: isoToUsDay(held.birthdate),
  ssn: held.ssn ? maskSsn(held.ssn) : null,
  relationship: held.relationship,
  beneficiary_percentage: held.beneficiary_percentage,
});

/** Where a member's beneficiaries on file are sealed: that member's row (decision 0008). */
export const memberPlace = (memberPublicId: string): SealedPlace => ({
  table: 'member_beneficiary',
  column: 'sealed_data',
  row: memberPublicId,
});

/** The beneficiaries this enrollment saved. */
async function savedOf(db: Db, cipher: FieldCipher, enrollment: EnrollmentRef): Promise<Held[]> {
  const step = await readStep(db, cipher, enrollment, tab);
  return step ? heldOf(step.data, step.sealed) : [];
}

/** The beneficiaries on file for the member the enrollment is for. */
async function onFileOf(db: Db, cipher: FieldCipher, enrollmentId: number): Promise<Held[]> {
  const row = await repo.memberBeneficiariesOf(db, enrollmentId);
  if (!row || row.sealed_data === null) return [];
  return heldOf(row.data, JSON.parse(cipher.open(row.sealed_data, memberPlace(row.public_id))));
}

/**
 * The beneficiaries to show: those this enrollment saved, else an existing member's on file (the
 * list the enroller starts from), else none.
 */
export async function beneficiariesOf(db: Db, cipher: FieldCipher, enrollment: EnrollmentRef) {
  const saved = await savedOf(db, cipher, enrollment);
  const list = saved.length > 0 ? saved : await onFileOf(db, cipher, enrollment.id);
  return list.map(shown);
}

/** Keeps a member's beneficiaries on file (a completed enrollment; the demo and tests). */
export async function keepMemberBeneficiaries(
  db: Db,
  cipher: FieldCipher,
  member: { id: number; public_id: string },
  list: readonly Held[],
  now: Date,
): Promise<void> {
  const halves = halvesOf(list);
  const sealedData = cipher.seal(JSON.stringify(halves.sealed), memberPlace(member.public_id));
  await repo.keepMemberBeneficiaries(db, { memberId: member.id, data: halves.data, sealedData, savedAt: now });
}

/**
 * The beneficiaries a completed enrollment saved (its step's answers as saved), kept on file for
 * its member (none saved: nothing changes).
 */
export async function keepBeneficiariesOfEnrollment(
  db: Db,
  cipher: FieldCipher,
  saved: Required<StepAnswers>,
  member: { id: number; public_id: string },
  now: Date,
): Promise<void> {
  const list = heldOf(saved.data, saved.sealed);
  if (list.length > 0) await keepMemberBeneficiaries(db, cipher, member, list, now);
}

export const beneficiaryFieldsOf = (db: Db, enrollmentId: number) => formFieldsOf(db, enrollmentId, tab, {});

/** The step's fields for an enrollment, or the code defaults when none is named. */
const fieldsFor = async (db: Db, enrollment: EnrollmentRef | undefined): Promise<readonly FormField[]> =>
  enrollment
    ? beneficiaryFieldsOf(db, enrollment.id)
    : (fieldDefaults[tab] ?? []).map((rule) => ({ ...rule, value: null }));

function checked<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new InvalidFields(fieldProblems(parsed.error.issues));
  return parsed.data;
}

/**
 * One beneficiary made whole: its relationship one of the list, its birthdate a day, and a masked
 * SSN ("keep the one on file") replaced by the SSN of the beneficiary it names, if the last four
 * digits match; `at` prefixes its field errors (`beneficiaries.0.`).
 */
async function resolve(db: Db, item: Beneficiary, known: readonly Held[], at: string): Promise<Held> {
  const problems: FieldProblem[] = [];
  if (!(await isOption(db, 'beneficiary_relationship', item.relationship)))
    problems.push({ target_element: `${at}relationship`, key: msg('common.invalid_value') });
  const before = known.find((held) => held.beneficiary_id === item.beneficiary_id);
  let ssn = item.ssn;
  if (ssn !== undefined && keptSsnPattern.test(ssn)) {
    ssn = before?.ssn !== undefined && keepsSsn(ssn, before.ssn) ? before.ssn : undefined;
    if (ssn === undefined) problems.push({ target_element: `${at}ssn`, key: msg('common.invalid_ssn') });
  }
  if (problems.length > 0) throw new InvalidFields(problems);
  return {
    // A beneficiary already known keeps its id; a new one gets its own.
    beneficiary_id: before?.beneficiary_id ?? newPublicId(),
    first_name: item.first_name,
    ...(item.middle_name ? { middle_name: item.middle_name } : {}),
    last_name: item.last_name,
    relationship: item.relationship,
    beneficiary_percentage: item.beneficiary_percentage,
    birthdate: usToIsoDay(item.birthdate) ?? '',
    ...(ssn ? { ssn } : {}),
  };
}

/** The beneficiaries a masked SSN may name: this enrollment's and its member's on file. */
const knownOf = async (db: Db, cipher: FieldCipher, enrollment: EnrollmentRef) => [
  ...(await savedOf(db, cipher, enrollment)),
  ...(await onFileOf(db, cipher, enrollment.id)),
];

/** Checks one beneficiary as the step is configured; nothing is saved. */
export async function validateBeneficiary(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef | undefined,
  sent: Beneficiary,
): Promise<void> {
  const item = checked(beneficiarySchemaFor(await fieldsFor(db, enrollment)), sent);
  await resolve(db, item, enrollment ? await knownOf(db, cipher, enrollment) : [], '');
}

/**
 * Saves the list: 1 to 3 beneficiaries, each checked as configured, shares adding up to exactly 100.
 * `sent` is the list as the browser sent it (save-beneficiary-info or Save & Continue Later).
 * `forLater` (Save & Continue Later): a list short of one beneficiary or of 100 is kept as a
 * draft, each beneficiary in it still checked.
 */
export async function saveBeneficiaries(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  sent: unknown,
  now: Date,
  { forLater = false }: { forLater?: boolean } = {},
): Promise<void> {
  const item = beneficiarySchemaFor(await fieldsFor(db, enrollment));
  const whole = z.object({ beneficiaries: beneficiaryListOf(item) });
  const draft = forLater && !whole.safeParse({ beneficiaries: sent }).success;
  const { beneficiaries: list } = checked(
    draft ? z.object({ beneficiaries: z.array(item).max(maxBeneficiaries, msg('wizard.beneficiary_max')) }) : whole,
    { beneficiaries: sent },
  );
  const known = await knownOf(db, cipher, enrollment);
  const held: Held[] = [];
  for (const [index, one] of list.entries()) held.push(await resolve(db, one, known, `beneficiaries.${index}.`));
  await saveStep(db, cipher, enrollment, tab, halvesOf(withDistinctIds(held, 'beneficiary_id')), now, {
    state: draft ? 'draft' : 'saved',
  });
}
