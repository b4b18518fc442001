// The applicant's health step (spec 001 sections 3, 4, 5): the questions the enrollment asks (as
// configured for its portal and group, in the caller's language), the answers saved sealed with
// the step (decision 0016), an existing member's answers on file to start from, and whether the
// health tab is required (the dependents' health questions depend on it).
import type { HealthAnswers } from '@benefit-store/contract/enrollment-health';
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import type { Language } from '@benefit-store/contract/messages/translate';
import type { Db } from '../../../../db/database';
import type { EnrollmentRef } from '../../../../http/enrollment-ref';
import { InvalidFields } from '../../../../http/errors';
import type { FieldCipher, SealedPlace } from '../../../../lib/field-crypto';
import { readStep, saveStep } from '../../step-service';
import { dynamicTabsOf } from '../../tabs-service';
import {
  checkHealthAnswers,
  checkHealthDraft,
  type HealthDraft,
  type HealthQuestionSet,
  healthDraft,
} from './check-health-answers';
import * as repo from './repo';

const tab = 'primary_health_info';

/** The questions asked of the applicant (`primary`) or of each dependent, in `language`. */
export async function questionsOf(
  db: Db,
  enrollmentId: number,
  audience: repo.Audience,
  language: Language,
): Promise<HealthQuestionSet> {
  const rows = await repo.questionRowsOf(db, enrollmentId, audience, language);
  const [first] = rows;
  // The most specific set wins whole: a portal's own set replaces the default, question by question.
  const chosen = rows.filter(
    (row) => row.platform_id === first?.platform_id && row.employer_group_id === first?.employer_group_id,
  );
  const asked = (row: (typeof rows)[number]) => ({ question_id: row.question_id, question_text: row.question_text });
  const medication = chosen.find((row) => row.kind === 'medication');
  return {
    condition_questions: chosen.filter((row) => row.kind === 'condition').map(asked),
    medication_question: medication ? asked(medication) : null,
  };
}

/** The questions as get-health-questions-* answer them (`codition_questions`, as the spec spells it). */
export async function questionsShown(db: Db, enrollmentId: number, audience: repo.Audience, language: Language) {
  const { condition_questions, medication_question } = await questionsOf(db, enrollmentId, audience, language);
  return { result: { codition_questions: [...condition_questions], medication_question } };
}

/** Where a member's health answers on file are sealed: that member's row (decision 0008). */
export const memberHealthPlace = (memberPublicId: string): SealedPlace => ({
  table: 'member_health',
  column: 'sealed_data',
  row: memberPublicId,
});

/** Health answers (a draft's as far as they go) as the server shows them: every condition list present, medications whole, notes or null. */
export function recordOf(answers: HealthDraft) {
  return {
    condition_questions: answers.condition_questions.map((answer) => ({
      question_id: answer.question_id,
      yes_no_flag: answer.yes_no_flag,
      conditions: (answer.conditions ?? []).map((entry) =>
        Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined)),
      ),
    })),
    medication_question: answers.medication_question
      ? {
          question_id: answers.medication_question.question_id,
          yes_no_flag: answers.medication_question.yes_no_flag,
          medications: (answers.medication_question.medications ?? []).map((item, index) => ({
            id: item.id ?? String(index + 1),
            medication: item.medication ?? '',
            dosage: item.dosage ?? '',
            medical_condition: item.medical_condition ?? '',
          })),
        }
      : null,
    notes: answers.notes ?? null,
  };
}

/** Sealed answers (or a draft of them) read back; what does not parse (a set changed since) holds nothing. */
function answersIn(sealed: unknown): HealthDraft | undefined {
  const parsed = healthDraft.safeParse(sealed);
  return parsed.success ? parsed.data : undefined;
}

/** The health answers on file for the member the enrollment is for, if any. */
async function onFileOf(db: Db, cipher: FieldCipher, enrollmentId: number): Promise<HealthDraft | undefined> {
  const row = await repo.memberHealthOf(db, enrollmentId);
  if (!row || row.sealed_data === null) return undefined;
  return answersIn(JSON.parse(cipher.open(row.sealed_data, memberHealthPlace(row.public_id))));
}

/** The answers this enrollment saved, if any. */
async function savedOf(db: Db, cipher: FieldCipher, enrollment: EnrollmentRef): Promise<HealthDraft | undefined> {
  const step = await readStep(db, cipher, enrollment, tab);
  return step ? answersIn(step.sealed) : undefined;
}

/**
 * The answers to show: those this enrollment saved, else an existing member's on file (what the
 * existing-member flow saves once, spec 001 section 4 "Health"), else null.
 */
export async function healthInfoOf(db: Db, cipher: FieldCipher, enrollment: EnrollmentRef) {
  const answers = (await savedOf(db, cipher, enrollment)) ?? (await onFileOf(db, cipher, enrollment.id));
  return answers ? recordOf(answers) : null;
}

/**
 * Saves the applicant's answers: checked against the questions the enrollment asks
 * (`checkHealthAnswers`: the step has no configured fields, its questions are its configuration),
 * then sealed whole; nothing of them is kept in the open. `sent` is the form as the browser sent
 * it (save-primary-health-info or Save & Continue Later). `forLater` (Save & Continue Later):
 * answers short of the rules are kept as a draft (`checkHealthDraft`, decision 0042).
 */
export async function savePrimaryHealth(
  db: Db,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
  sent: unknown,
  now: Date,
  { forLater = false }: { forLater?: boolean } = {},
): Promise<void> {
  const questions = await questionsOf(db, enrollment.id, 'primary', 'en');
  let answers: HealthAnswers | undefined;
  try {
    answers = checkHealthAnswers(questions, sent, now);
  } catch (error) {
    if (!forLater || !(error instanceof InvalidFields)) throw error;
  }
  if (answers) return saveStep(db, cipher, enrollment, tab, { data: {}, sealed: answers }, now);
  const draft = checkHealthDraft(questions, sent, now);
  await saveStep(db, cipher, enrollment, tab, { data: {}, sealed: draft }, now, { state: 'draft' });
}

/** Keeps a member's health answers on file (a completed enrollment; the demo and tests). */
export async function keepMemberHealth(
  db: Db,
  cipher: FieldCipher,
  member: { id: number; public_id: string },
  answers: HealthAnswers,
  now: Date,
): Promise<void> {
  const sealedData = cipher.seal(JSON.stringify(answers), memberHealthPlace(member.public_id));
  await repo.keepMemberHealth(db, { memberId: member.id, sealedData, savedAt: now });
}

/** Whether the enrollment's steps require `tab` (an unknown or unlisted tab is not required). */
export async function tabRequired(db: Db, enrollmentId: number, tabName: TabName): Promise<boolean> {
  const tabs = await dynamicTabsOf(db, enrollmentId);
  return tabs.some((item) => item.tab_name === tabName && item.required);
}
