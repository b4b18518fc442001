// The one place quotes and resume codes reach the outbox (features/messaging, built beside this):
// an email queued in the transaction of the change that causes it, delivered after commit.
import type { Db } from '../../db/database';
import type { FieldCipher } from '../../lib/field-crypto';

export interface QuoteEmailData {
  name: string;
  sender_name: string;
  message?: string;
  link: string;
  effective_date?: string;
  plans: { plan_name: string; price: string }[];
  totals: { monthly: string };
}

export type QueuedEmail =
  | { to: string; language: 'en' | 'es'; template: 'resume_code'; data: { name?: string; code: string; link: string } }
  | {
      to: string;
      language: 'en' | 'es';
      template: 'quote';
      data: QuoteEmailData;
      attachments: { document: 'quote'; data: QuoteEmailData }[];
    };

/**
 * Queues `email` in `db` (the change's transaction). Until the messaging feature's outbox lands,
 * nothing is queued: the quote, its link and its code are stored, and no email leaves.
 */
export async function queueEmail(_db: Db, _cipher: FieldCipher, _email: QueuedEmail): Promise<void> {}
