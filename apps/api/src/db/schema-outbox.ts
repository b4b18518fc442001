// Table types of the outbox and the blobs (migration 0018, decision record 0012).
import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type OutboxTransport = 'smtp' | 'mailbox' | 'sms';

export interface OutboxMessageTable {
  id: ColumnType<string, never, never>;
  public_id: string;
  template: string;
  language: 'en' | 'es';
  sealed_recipient: string;
  sealed_content: string;
  created_at: CreatedAt;
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The enrollment the message is about, whose blobs its documents become (migration 0023). */
  enrollment_id: number | null;
  /** An email, or a text message to a phone (migration 0026). */
  channel: ColumnType<'email' | 'text', 'email' | 'text' | undefined, never>;
  transport: ColumnType<OutboxTransport | null, OutboxTransport | null | undefined, OutboxTransport | null>;
}

export interface BlobTable {
  id: ColumnType<string, never, never>;
  public_id: string;
  enrollment_id: number | null;
  kind: 'screenshot' | 'document' | 'signature';
  name: string;
  content_type: string;
  filename: string;
  size: number;
  created_at: CreatedAt;
}
