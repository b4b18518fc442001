// SQL for a household's sealed answers to health and special-carrier questions.
import type { Db } from '../../db/database';
import type { SealedPlace } from '../../lib/field-crypto';

export type AnswerKind = 'health_answer' | 'special_carrier_answer';

export interface SealedAnswer {
  question_id: string;
  sealed_answer: string;
}

/**
 * Where an answer is sealed for: its table and column, and, as the row has no public id of its
 * own, its enrollment's public id with the question: an answer moved to another question or
 * another household does not open.
 */
export const answerPlace = (kind: AnswerKind, enrollmentPublicId: string, questionId: string): SealedPlace => ({
  table: kind,
  column: 'sealed_answer',
  row: `${enrollmentPublicId}/${questionId}`,
});

/** The enrollment's public id, which the answers' seals are bound to. */
export async function enrollmentPublicId(db: Db, enrollmentId: number): Promise<string> {
  const row = await db
    .selectFrom('enrollment')
    .select('public_id')
    .where('id', '=', enrollmentId)
    .executeTakeFirstOrThrow();
  return row.public_id;
}

export async function answersOf(
  db: Db,
  kind: AnswerKind,
  enrollmentId: number,
): Promise<(SealedAnswer & { enrollment_public_id: string })[]> {
  return db
    .selectFrom(`${kind} as answer`)
    .innerJoin('enrollment', 'enrollment.id', 'answer.enrollment_id')
    .select(['answer.question_id', 'answer.sealed_answer', 'enrollment.public_id as enrollment_public_id'])
    .where('answer.enrollment_id', '=', enrollmentId)
    .execute();
}

/** A page of every household's answers, in key order after `after`, for re-sealing them under a new key. */
export async function answersAfter(
  db: Db,
  kind: AnswerKind,
  after: { enrollment_id: number; question_id: string } | undefined,
  limit: number,
) {
  let query = db
    .selectFrom(`${kind} as answer`)
    .innerJoin('enrollment', 'enrollment.id', 'answer.enrollment_id')
    .select([
      'answer.enrollment_id',
      'answer.question_id',
      'answer.sealed_answer',
      'enrollment.public_id as enrollment_public_id',
    ])
    .orderBy('answer.enrollment_id')
    .orderBy('answer.question_id')
    .limit(limit);
  if (after) {
    query = query.where((eb) =>
      eb(
        eb.refTuple('answer.enrollment_id', 'answer.question_id'),
        '>',
        eb.tuple(after.enrollment_id, after.question_id),
      ),
    );
  }
  return query.execute();
}

/** Replaces a sealed answer, unless it changed since it was read (then the newer answer stays). */
export async function replaceSealedAnswer(
  db: Db,
  kind: AnswerKind,
  row: { enrollment_id: number; question_id: string },
  before: string,
  after: string,
): Promise<void> {
  await db
    .updateTable(kind)
    .set({ sealed_answer: after })
    .where('enrollment_id', '=', row.enrollment_id)
    .where('question_id', '=', row.question_id)
    .where('sealed_answer', '=', before)
    .execute();
}

/** Stores the answers, replacing earlier answers to the same questions. */
export async function saveAnswers(
  db: Db,
  kind: AnswerKind,
  enrollmentId: number,
  answers: readonly SealedAnswer[],
  now: Date,
): Promise<void> {
  await db
    .insertInto(kind)
    .values(answers.map((answer) => ({ enrollment_id: enrollmentId, ...answer, answered_at: now })))
    .onConflict((oc) =>
      oc.columns(['enrollment_id', 'question_id']).doUpdateSet((eb) => ({
        sealed_answer: eb.ref('excluded.sealed_answer'),
        answered_at: eb.ref('excluded.answered_at'),
      })),
    )
    .execute();
}

/** Remembers that an answer declined the plan for this enrollment. */
export async function recordDecline(db: Db, enrollmentId: number, planId: string, now: Date): Promise<void> {
  await db
    .insertInto('plan_decline')
    .values({ enrollment_id: enrollmentId, plan_id: planId, declined_at: now })
    .onConflict((oc) => oc.columns(['enrollment_id', 'plan_id']).doNothing())
    .execute();
}

export async function isDeclined(db: Db, enrollmentId: number, planId: string): Promise<boolean> {
  const row = await db
    .selectFrom('plan_decline')
    .select('plan_id')
    .where('enrollment_id', '=', enrollmentId)
    .where('plan_id', '=', planId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets the enrollment's declines (its household changed). */
export async function forgetDeclines(db: Db, enrollmentId: number): Promise<void> {
  await db.deleteFrom('plan_decline').where('enrollment_id', '=', enrollmentId).execute();
}
