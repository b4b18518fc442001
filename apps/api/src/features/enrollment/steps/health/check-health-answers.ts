// The one check of health answers (spec 001 sections 3, 4, 5, 9), for the applicant's step and for
// each dependent's health_info: every question of the set answered once, a yes with its condition
// entry (the standard fields, the physician fields of 146 and 147, nothing for 145), a no with
// none, up to 3 medications, dates mm/dd/yyyy and not after `now`. Field errors carry the spec's
// nested keys (`condition_questions.N.conditions.0.field`, `medication_question.medications.N.field`).
// A draft (Save & Continue Later, decision 0042) keeps the questions answered so far, each field
// typed by its own rule; every question answered and a yes's required entry wait for Next.
import { usToIsoDay } from '@benefit-store/contract/dates';
import {
  conditionQuestion,
  type HealthAnswers,
  healthAnswers,
  medication,
  medicationQuestion,
  settleHealthAnswers,
} from '@benefit-store/contract/enrollment-health';
import { msg } from '@benefit-store/contract/messages/en';
import { z } from 'zod';
import { type FieldProblem, InvalidFields } from '../../../../http/errors';
import { fieldProblems } from '../../../../http/validation';

/** A question as the set asks it (in the applicant's language). */
export interface HealthQuestion {
  question_id: string;
  question_text: string;
}

/** The questions an enrollment asks of one person: yes/no condition questions and the medication question. */
export interface HealthQuestionSet {
  condition_questions: readonly HealthQuestion[];
  medication_question: HealthQuestion | null;
}

const dateFields = ['date_of_onset', 'date_of_recovery', 'd_last_seen', 'last_seen_by_physician'] as const;

/** The latest calendar day anywhere on Earth at `now` (UTC+14): a user's today is never the future. */
const latestDayAt = (now: Date) => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

/**
 * Checks health answers against the questions asked; returns them settled (in the set's order,
 * conditions only for a yes and in their layout's fields, medications numbered) or throws
 * InvalidFields. A no sent with a condition entry or medications has them dropped, not refused:
 * the form hides those fields on a no, so what they held was not meant to be sent.
 */
export function checkHealthAnswers(
  questions: HealthQuestionSet,
  sent: unknown,
  now: Date,
  /** Prefixes every field error's key: a dependent's answers say `health_info.` (spec 001 section 8). */
  at = '',
): HealthAnswers {
  try {
    return checked(questions, sent, now);
  } catch (error) {
    if (!(error instanceof InvalidFields) || at === '') throw error;
    throw new InvalidFields(
      error.fields.map((field) => ({ ...field, target_element: `${at}${field.target_element}` })),
    );
  }
}

/** Answers saved for later: the questions answered so far, each without the rules across its fields. */
export const healthDraft = z.object({
  condition_questions: z.array(z.object(conditionQuestion.shape)).max(100),
  medication_question: z
    .object({
      ...medicationQuestion.shape,
      medications: z.array(z.object(medication.shape).partial()).max(3).optional(),
    })
    .optional(),
  notes: healthAnswers.shape.notes,
});
/** Health answers as far as they go: whole answers are drafts too. */
export type HealthDraft = z.infer<typeof healthDraft>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const answered = (answer: unknown) => !isRecord(answer) || answer.yes_no_flag !== undefined;

/**
 * Checks answers saved for later (Save & Continue Later of a half-answered step): a question not
 * answered yet is left out, what is typed keeps its own rule (a known question, a real past day);
 * returns them settled as `checkHealthAnswers` does, or throws InvalidFields.
 */
export function checkHealthDraft(questions: HealthQuestionSet, sent: unknown, now: Date): HealthDraft {
  const settled = settleHealthAnswers(sent);
  const clean = isRecord(settled) ? settled : {};
  const { condition_questions: conditions, medication_question: medicationAnswer, ...rest } = clean;
  const parsed = healthDraft.safeParse({
    ...rest,
    condition_questions: Array.isArray(conditions) ? conditions.filter(answered) : [],
    ...(medicationAnswer !== undefined && answered(medicationAnswer) ? { medication_question: medicationAnswer } : {}),
  });
  if (!parsed.success) throw new InvalidFields(fieldProblems(parsed.error.issues));
  const problems = [...idProblems(questions, parsed.data), ...dateProblems(parsed.data, now)];
  if (problems.length > 0) throw new InvalidFields(problems);
  return settledOf(questions, parsed.data);
}

/** Each condition answer a question asked, once; the medication answer the medication question's. */
function idProblems(questions: HealthQuestionSet, answers: HealthDraft): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const asked = new Set(questions.condition_questions.map((question) => question.question_id));
  const seen = new Set<string>();
  for (const [index, answer] of answers.condition_questions.entries()) {
    if (!asked.has(answer.question_id) || seen.has(answer.question_id))
      problems.push({ target_element: `condition_questions.${index}.question_id`, key: msg('common.invalid_value') });
    seen.add(answer.question_id);
  }
  const medication = answers.medication_question;
  if (medication && medication.question_id !== questions.medication_question?.question_id)
    problems.push({ target_element: 'medication_question.question_id', key: msg('common.invalid_value') });
  return problems;
}

/** No date of a condition entry after `now`'s latest day. */
function dateProblems(answers: HealthDraft, now: Date): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const latest = latestDayAt(now);
  for (const [index, answer] of answers.condition_questions.entries()) {
    const entry = answer.conditions?.[0];
    for (const field of dateFields) {
      const day = entry?.[field];
      if (day !== undefined && (usToIsoDay(day) ?? '') > latest)
        problems.push({
          target_element: `condition_questions.${index}.conditions.0.${field}`,
          key: msg('quoting.date_future'),
        });
    }
  }
  return problems;
}

/** The answers in the set's order, medications numbered. */
function settledOf<T extends HealthDraft>(questions: HealthQuestionSet, answers: T): T {
  const byId = new Map(answers.condition_questions.map((answer) => [answer.question_id, answer]));
  const ordered = questions.condition_questions.flatMap((question) => {
    const answer = byId.get(question.question_id);
    return answer ? [answer] : [];
  });
  const medication = answers.medication_question;
  return {
    ...answers,
    condition_questions: ordered,
    ...(medication?.medications
      ? {
          medication_question: {
            ...medication,
            medications: medication.medications.map((item, index) => ({ ...item, id: String(index + 1) })),
          },
        }
      : {}),
  };
}

function checked(questions: HealthQuestionSet, sent: unknown, now: Date): HealthAnswers {
  const parsed = healthAnswers.safeParse(settleHealthAnswers(sent));
  if (!parsed.success) throw new InvalidFields(fieldProblems(parsed.error.issues));
  const answers = parsed.data;
  const seen = new Set(answers.condition_questions.map((answer) => answer.question_id));
  const unanswered: FieldProblem[] = questions.condition_questions.flatMap((question, index) =>
    seen.has(question.question_id)
      ? []
      : [{ target_element: `condition_questions.${index}.yes_no_flag`, key: msg('underwriting.answer_all') }],
  );
  const medicationMissing: FieldProblem[] =
    questions.medication_question && !answers.medication_question
      ? [{ target_element: 'medication_question.yes_no_flag', key: msg('underwriting.answer_all') }]
      : [];
  const problems = [
    ...idProblems(questions, answers),
    ...unanswered,
    ...dateProblems(answers, now),
    ...medicationMissing,
  ];
  if (problems.length > 0) throw new InvalidFields(problems);
  return settledOf(questions, answers);
}
