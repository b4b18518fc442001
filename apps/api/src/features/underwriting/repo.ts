// SQL for a household's sealed answers to health and special-carrier questions.
import type { Db } from '../../db/database';

export type AnswerKind = 'health_answer' | 'special_carrier_answer';

export interface SealedAnswer {
  question_id: string;
  sealed_answer: string;
}

export async function answersOf(db: Db, kind: AnswerKind, enrollmentId: number): Promise<SealedAnswer[]> {
  return db
    .selectFrom(kind)
    .select(['question_id', 'sealed_answer'])
    .where('enrollment_id', '=', enrollmentId)
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
