// The underwriting answers' sealed columns, declared for key rotation (db/rotate-key.ts).
import { type Rotatable, rotatable } from '../../db/rotate-key';
import { type AnswerKind, answerPlace, answersAfter, replaceSealedAnswer } from './repo';

const answerColumn = (kind: AnswerKind): Rotatable =>
  rotatable<{ enrollment_id: number; question_id: string }>({
    name: `${kind}.sealed_answer`,
    batch: async (db, after, limit) =>
      (await answersAfter(db, kind, after, limit)).map((row) => ({
        key: { enrollment_id: row.enrollment_id, question_id: row.question_id },
        place: answerPlace(kind, row.enrollment_public_id, row.question_id),
        sealed: row.sealed_answer,
      })),
    replace: (db, key, before, after) => replaceSealedAnswer(db, kind, key, before, after),
  });

export const underwritingSealedColumns = [answerColumn('health_answer'), answerColumn('special_carrier_answer')];
