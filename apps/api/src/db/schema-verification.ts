// Table types of one-time passwords and verified contacts (migration 0026, decision record 0017).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Until = ColumnType<Date | null, Date | null | undefined, Date | null>;
export type OtpChannel = 'email' | 'phone';

/** A code sent: only keyed hashes of it and of its contact (FieldCipher.mac) are kept. */
export interface OtpCodeTable {
  id: ColumnType<string, never, never>;
  public_id: string;
  enrollment_id: number;
  channel: OtpChannel;
  contact_mac: string;
  code_mac: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** When the right code was given: it verified its contact and opens nothing again. */
  used_at: Until;
  /** When a newer code to the same contact replaced it. */
  replaced_at: Until;
}

/** A contact an enrollment verified with a code. */
export interface ContactVerificationTable {
  enrollment_id: number;
  channel: OtpChannel;
  contact_mac: string;
  verified_at: Timestamp;
  /** Typed in a staff session (migration 0048): never makes the address the applicant's own. */
  verified_by_staff: Generated<boolean>;
}
