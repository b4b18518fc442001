// Table types of the employer and beneficiary steps' option lists and members' beneficiaries (migration 0025).
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** An option of a list the wizard's forms offer; its label in English. */
export interface WizardOptionTable {
  list: string;
  value: string;
  position: number;
  label: string;
}

/** An option's label in another language. */
export interface WizardOptionTranslationTable {
  list: string;
  value: string;
  language: string;
  label: string;
}

/** A current member's beneficiaries on file (decision 0016's shape: plain JSON, and sealed JSON). */
export interface MemberBeneficiaryTable {
  member_id: number;
  /** Each beneficiary without SSN and date of birth (JSON). */
  data: ColumnType<unknown, string, string>;
  /** Each beneficiary's SSN and date of birth, one sealed JSON object. */
  sealed_data: string;
  saved_at: Timestamp;
}
