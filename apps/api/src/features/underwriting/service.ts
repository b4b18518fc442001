// Underwriting: a household's answers to a plan's health and special-carrier questions. Answers are
// kept per enrollment and question, so a question several plans ask is answered once per cart; they
// are sealed with the data key before they reach the database. A decline is remembered per
// enrollment and plan until the household changes, so answering again cannot undo it.
import type { MessageKey } from '@benefit-store/contract/messages/en';
import {
  type HealthAnswer,
  healthAnswersFor,
  type SpecialCarrierAnswer,
  specialCarrierAnswersFor,
} from '@benefit-store/contract/underwriting';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { DomainError, type FieldProblem, InvalidFields } from '../../http/errors';
import { fieldProblems } from '../../http/validation';
import type { FieldCipher } from '../../lib/field-crypto';
import type { CatalogPlan } from '../catalog/catalog';
import * as answerRepo from './repo';

/** An answer declines the plan: 422 with errorCode "decline" and data.error_message; the decline is kept. */
export class PlanDeclined extends DomainError {
  readonly status = 422;
  readonly key: MessageKey = 'underwriting.declined';
  override readonly errorCode = 'decline';
  override readonly keepsWrites = true;
  override readonly data: { error_message: string };

  constructor(errorMessage: string) {
    super('plan declined');
    this.data = { error_message: errorMessage };
  }
}

/** What is kept of an answer, sealed: the yes or no and what a yes asked for. */
type StoredHealthAnswer = Omit<HealthAnswer, 'question_id'>;

export type HealthStatus = 'needed' | 'declined' | 'accepted';

function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, field: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = fieldProblems(result.error.issues).map((problem) => ({
    ...problem,
    target_element: [field, problem.target_element].filter(Boolean).join('.'),
  }));
  throw new InvalidFields(problems);
}

/** Answers to questions the plan does not ask, or options a question does not offer. */
function foreignAnswers(plan: CatalogPlan, answers: readonly HealthAnswer[]): FieldProblem[] {
  const questions = new Map(plan.questions.map((question) => [question.question_id, question]));
  const fits = (answer: HealthAnswer) => {
    const question = questions.get(answer.question_id);
    const options = new Set(question?.options.map((option) => option.option_id));
    return question !== undefined && (answer.checkbox_answers ?? []).every((id) => options.has(id));
  };
  return answers.some((answer) => !fits(answer)) ? [{ target_element: 'answers', key: 'common.invalid_value' }] : [];
}

const declines = (plan: CatalogPlan, answers: ReadonlyMap<string, { yes_no_flag: number }>) =>
  plan.questions.some((question) => {
    const answer = answers.get(question.question_id);
    return answer !== undefined && question.decliningAnswer === answer.yes_no_flag;
  });

async function openAnswers(db: Db, cipher: FieldCipher, enrollmentId: number) {
  const rows = await answerRepo.answersOf(db, 'health_answer', enrollmentId);
  const open = (row: (typeof rows)[number]): StoredHealthAnswer =>
    JSON.parse(
      cipher.open(
        row.sealed_answer,
        answerRepo.answerPlace('health_answer', row.enrollment_public_id, row.question_id),
      ),
    );
  return new Map(rows.map((row) => [row.question_id, open(row)]));
}

/** The health questions this household has answered (ids only: nothing to decrypt). */
export async function answeredQuestionIds(db: Db, enrollmentId: number): Promise<Set<string>> {
  const rows = await answerRepo.answersOf(db, 'health_answer', enrollmentId);
  return new Set(rows.map((row) => row.question_id));
}

/** Whether the plan's questions still need answers, an answer given declines it, or it may be added. */
export async function healthStatus(
  db: Db,
  cipher: FieldCipher,
  enrollmentId: number,
  plan: CatalogPlan,
): Promise<HealthStatus> {
  if (plan.questions.length === 0) return 'accepted';
  if (await answerRepo.isDeclined(db, enrollmentId, plan.id)) return 'declined';
  const answers = await openAnswers(db, cipher, enrollmentId);
  if (declines(plan, answers)) return 'declined';
  return plan.questions.every((question) => answers.has(question.question_id)) ? 'accepted' : 'needed';
}

/**
 * Checks and stores the answers to a plan's health questions: every question answered, no
 * foreign question or option. A declining answer is not stored, but the decline is: the plan
 * stays declined for this enrollment, whatever is answered next, until the household changes.
 */
export async function saveHealthAnswers(
  db: Db,
  cipher: FieldCipher,
  enrollmentId: number,
  plan: CatalogPlan,
  answers: readonly HealthAnswer[],
  now: Date,
  declineMessage: string,
): Promise<void> {
  parseOrThrow(healthAnswersFor(plan.questions.map((question) => question.question_id)), answers, 'answers');
  const foreign = foreignAnswers(plan, answers);
  if (foreign.length > 0) throw new InvalidFields(foreign);
  if (await answerRepo.isDeclined(db, enrollmentId, plan.id)) throw new PlanDeclined(declineMessage);
  if (declines(plan, new Map(answers.map((answer) => [answer.question_id, answer])))) {
    await answerRepo.recordDecline(db, enrollmentId, plan.id, now);
    throw new PlanDeclined(declineMessage);
  }
  const publicId = await answerRepo.enrollmentPublicId(db, enrollmentId);
  const sealed = answers.map(({ question_id, ...answer }) => ({
    question_id,
    sealed_answer: cipher.seal(JSON.stringify(answer), answerRepo.answerPlace('health_answer', publicId, question_id)),
  }));
  await answerRepo.saveAnswers(db, 'health_answer', enrollmentId, sealed, now);
}

/**
 * The answered questions to price the plan with: undefined while none of its questions is answered
 * (its price shows, and Enroll Now asks them), else the answered ones, so a plan whose questions
 * changed after they were answered (some answered, a new one not) prices as newQuestionsError.
 */
export async function answersToPriceWith(
  db: Db,
  enrollmentId: number,
  plan: CatalogPlan,
): Promise<Set<string> | undefined> {
  if (plan.questions.length === 0) return undefined;
  const answered = await answeredQuestionIds(db, enrollmentId);
  return plan.questions.some((question) => answered.has(question.question_id)) ? answered : undefined;
}

/** Whether an answer declined the plan for this enrollment (remembered until the household changes). */
export const isDeclined = answerRepo.isDeclined;

/** The plans an answer declined for this enrollment (a listing marks them). */
/** The household changed: earlier declines no longer hold, the plans may be answered for again. */
export const forgetDeclines = answerRepo.forgetDeclines;

/** Checks and stores the special-carrier answers: each given, yes where only a yes continues. */
export async function saveSpecialCarrierAnswers(
  db: Db,
  cipher: FieldCipher,
  enrollmentId: number,
  plan: CatalogPlan,
  answers: readonly SpecialCarrierAnswer[],
  now: Date,
): Promise<void> {
  parseOrThrow(specialCarrierAnswersFor(plan.specialQuestions), answers, 'aflac_data');
  const asked = new Set(plan.specialQuestions.map((question) => question.qid));
  if (answers.some((answer) => !asked.has(answer.qid))) {
    throw new InvalidFields([{ target_element: 'aflac_data', key: 'common.invalid_value' }]);
  }
  const publicId = await answerRepo.enrollmentPublicId(db, enrollmentId);
  const place = (qid: string) => answerRepo.answerPlace('special_carrier_answer', publicId, qid);
  const sealed = answers.map((answer) => ({
    question_id: answer.qid,
    sealed_answer: cipher.seal(JSON.stringify({ true_condition: answer.true_condition }), place(answer.qid)),
  }));
  await answerRepo.saveAnswers(db, 'special_carrier_answer', enrollmentId, sealed, now);
}

/** True when every special-carrier question of the plan has an answer that lets the household go on. */
export async function specialCarrierAnswered(
  db: Db,
  cipher: FieldCipher,
  enrollmentId: number,
  plan: CatalogPlan,
): Promise<boolean> {
  if (plan.specialQuestions.length === 0) return true;
  const rows = await answerRepo.answersOf(db, 'special_carrier_answer', enrollmentId);
  const open = (row: (typeof rows)[number]): { true_condition: number } =>
    JSON.parse(
      cipher.open(
        row.sealed_answer,
        answerRepo.answerPlace('special_carrier_answer', row.enrollment_public_id, row.question_id),
      ),
    );
  const answers = new Map(rows.map((row) => [row.question_id, open(row)]));
  return plan.specialQuestions.every((question) => {
    const answer = answers.get(question.qid);
    return answer !== undefined && (question.true_condition !== 1 || answer.true_condition === 1);
  });
}
