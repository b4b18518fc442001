// Table types of the wizard's per-step state and field configuration (migration 0024).
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import type { ColumnType, Generated } from 'kysely';

/**
 * A draft (saved for later as it stood, its rules not applied: migration 0052), saved, verified
 * (its contact or code check passed), signed (the agreement, migration 0030), or skipped (the
 * employer step, offered while the cart holds an IHA plan: migration 0050).
 */
export type StepState = 'draft' | 'saved' | 'verified' | 'signed' | 'skipped';

export interface EnrollmentStepTable {
  enrollment_id: number;
  tab_name: TabName;
  state: StepState;
  /** The step's answers that are not sealed (JSON). */
  data: ColumnType<Record<string, unknown>, string, string>;
  /** The step's personal fields as one sealed JSON object (decision 0016). */
  sealed_data: ColumnType<string | null, string | null | undefined, string | null>;
  saved_at: ColumnType<Date, Date | string, Date | string>;
}

export interface StepFieldTable {
  platform_id: number | null;
  employer_group_id: number | null;
  tab_name: TabName;
  field_name: string;
  required: boolean;
  read_only: boolean;
}

/** An agreement text (migration 0030), in English; its translations in `agreement_text_translation`. */
export interface AgreementTextTable {
  id: Generated<number>;
  platform_id: number | null;
  employer_group_id: number | null;
  position: number;
  text_head: string;
  text_body: string;
  text_required: string;
}

export interface AgreementTextTranslationTable {
  agreement_text_id: number;
  language: string;
  text_head: string;
  text_body: string;
  text_required: string;
}
