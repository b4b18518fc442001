// Table types of quotes and resume links and codes (migration 0021, decision record 0014).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type QuoteStatus = 'sent' | 'seen' | 'accepted' | 'declined';
export type ResumeLinkKind = 'direct-continue' | 'save-cart' | 'group-census' | 'pqs';

/** A plan as it was quoted: its price then, in cents. */
export interface QuotedLine {
  plan_id: string;
  plan_pricing_id: string;
  plan_name: string;
  price_cents: number;
}

/** The household a quote was priced for (days `YYYY-MM-DD`). */
export interface QuotedHousehold {
  birth_date: string | null;
  spouse_birth_date: string | null;
  child_count: number | null;
  tier: string | null;
  zip: string | null;
  tobacco: string;
}

export interface QuoteTable {
  id: Generated<number>;
  public_id: string;
  enrollment_id: number;
  sender_name: string;
  sender_staff_account_id: Optional<number>;
  /** Sealed (quote, column, public_id). */
  recipient_name: string;
  recipient_email: string;
  message: Optional<string>;
  language: 'en' | 'es';
  status: ColumnType<QuoteStatus, QuoteStatus | undefined, QuoteStatus>;
  sent_at: Timestamp;
  seen_at: Optional<Date>;
  accepted_at: Optional<Date>;
  declined_at: Optional<Date>;
  lines: ColumnType<QuotedLine[], string, string>;
  household: ColumnType<QuotedHousehold, string, string>;
  effective_date: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ResumeLinkTable {
  id: Generated<number>;
  token_hash: string;
  enrollment_id: number;
  kind: ResumeLinkKind;
  tab: string;
  quote_id: Optional<number>;
  /** Hash of the email the link went to: opening it asks for that address. */
  email_hash: Optional<string>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Optional<Date>;
  revoked_at: Optional<Date>;
}

export interface ResumeCodeTable {
  id: Generated<number>;
  code_hash: string;
  enrollment_id: number;
  email_hash: string;
  tab: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** When the code last resumed the enrollment (it works until revoked: decision 0043). */
  used_at: Optional<Date>;
  revoked_at: Optional<Date>;
}

/** A hand-off of an enrollment's remaining steps to its client (migration 0034, decision record 0026). */
export interface EnrollmentHandoffTable {
  id: Generated<number>;
  enrollment_id: number;
  channel: 'email' | 'text';
  /** The staff account that sent it. */
  sent_by: number;
  resume_link_id: Optional<number>;
  sent_at: Timestamp;
  opened_at: Optional<Date>;
}
