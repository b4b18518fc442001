// The one check of health answers (spec 001 sections 3, 4, 5, 9), for the applicant's step and for
// each dependent's health_info: every question of the set answered once, a yes with its condition
// entry (the standard fields, the physician fields of 146 and 147, nothing for 145), a no with
// none, up to 3 medications, dates mm/dd/yyyy and not after `now`. Field errors carry the spec's
// nested keys (`condition_questions.N.conditions.0.field`, `medication_question.medications.N.field`).
import { usToIsoDay } from '@benefit-store/contract/dates';
import { type HealthAnswers, healthAnswers, settleHealthAnswers } from '@benefit-store/contract/enrollment-health';
import { msg } from '@benefit-store/contract/messages/en';
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
export function checkHealthAnswers(questions: HealthQuestionSet, sent: unknown, now: Date): HealthAnswers {
  const parsed = healthAnswers.safeParse(settleHealthAnswers(sent));
  if (!parsed.success) throw new InvalidFields(fieldProblems(parsed.error.issues));
  const answers = parsed.data;
  const problems: FieldProblem[] = [];
  const asked = new Set(questions.condition_questions.map((question) => question.question_id));
  const seen = new Set<string>();
  for (const [index, answer] of answers.condition_questions.entries()) {
    if (!asked.has(answer.question_id) || seen.has(answer.question_id))
      problems.push({ target_element: `condition_questions.${index}.question_id`, key: msg('common.invalid_value') });
    seen.add(answer.question_id);
  }
  for (const [index, question] of questions.condition_questions.entries()) {
    if (!seen.has(question.question_id))
      problems.push({
        target_element: `condition_questions.${index}.yes_no_flag`,
        key: msg('underwriting.answer_all'),
      });
  }
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
  const medicationAsked = questions.medication_question;
  const medication = answers.medication_question;
  if (medicationAsked && !medication)
    problems.push({ target_element: 'medication_question.yes_no_flag', key: msg('underwriting.answer_all') });
  if (medication && medication.question_id !== medicationAsked?.question_id)
    problems.push({ target_element: 'medication_question.question_id', key: msg('common.invalid_value') });
  if (problems.length > 0) throw new InvalidFields(problems);

  const byId = new Map(answers.condition_questions.map((answer) => [answer.question_id, answer]));
  const ordered = questions.condition_questions.flatMap((question) => {
    const answer = byId.get(question.question_id);
    return answer ? [answer] : [];
  });
  return {
    condition_questions: ordered,
    ...(medication
      ? {
          medication_question: {
            ...medication,
            ...(medication.medications
              ? { medications: medication.medications.map((item, index) => ({ ...item, id: String(index + 1) })) }
              : {}),
          },
        }
      : {}),
    ...(answers.notes !== undefined ? { notes: answers.notes } : {}),
  };
}
