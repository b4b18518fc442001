// Table types of the billing step: payment configuration, the routing directory, and members'
// bank accounts and cards on file (migration 0031).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** How a portal or group (or, with neither, the store) lets its members pay. */
export interface BillingConfigTable {
  platform_id: number | null;
  employer_group_id: number | null;
  payment_methods: string[];
  bill_dates: number[];
  default_bill_date: number;
  statement_descriptor: string;
}

/** A bank of the routing directory: published numbers, or the FedACH directory as imported. */
export interface RoutingBankTable {
  routing_number: string;
  bank_name: string;
  city: string | null;
  state: string | null;
  source: 'published' | 'fedach';
}

/** A member's bank account on file: shown fields as JSON, the full number sealed. */
export interface MemberPaymentTable {
  id: Generated<number>;
  public_id: string;
  member_id: number;
  data: ColumnType<unknown, string, string>;
  sealed_data: string;
  saved_at: Timestamp;
}

/**
 * The one place card numbers are kept (migration 0049): a member's card on file, or one an
 * enrollment entered (member_id null until its policy); the number sealed, deleted (null) after
 * CARD_RETENTION_DAYS without use, the shown fields kept.
 */
export interface MemberCardTable {
  id: Generated<number>;
  public_id: string;
  member_id: number | null;
  enrollment_id: number | null;
  data: ColumnType<unknown, string, string>;
  sealed_data: string | null;
  saved_at: Timestamp;
  used_at: Timestamp;
}

/** The sealed formats no longer opened (migration 0049): `v1` once a rotation re-sealed every value. */
export interface SealedFormatRetiredTable {
  format: string;
  retired_at: Timestamp;
}
