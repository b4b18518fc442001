// Table types of the wizard's health questions and members' health answers on file (migration 0028).
import type { ColumnType } from 'kysely';

/** A health question, its text in English. */
export interface HealthQuestionTable {
  question_id: string;
  kind: 'condition' | 'medication';
  question_text: string;
}

/** A health question's text in another language. */
export interface HealthQuestionTranslationTable {
  question_id: string;
  language: string;
  question_text: string;
}

/** A question of the set asked of the applicant or of a dependent, per portal and group (null: any). */
export interface HealthQuestionSetTable {
  platform_id: number | null;
  employer_group_id: number | null;
  audience: 'primary' | 'dependent';
  question_id: string;
  position: number;
}

/** A current member's health answers on file, one sealed JSON object. */
export interface MemberHealthTable {
  member_id: number;
  sealed_data: string;
  saved_at: ColumnType<Date, Date | string, Date | string>;
}
