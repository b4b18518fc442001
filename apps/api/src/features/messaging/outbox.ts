// The outbox: an email is queued in the transaction of the change that causes it (a rolled-back
// change sends nothing) and delivered after commit by the `deliver-email` job (delivery.ts).
// Decision record 0012.
import type { Language } from '@benefit-store/contract/messages/translate';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { enqueue } from '../../jobs/runner';
import type { FieldCipher, SealedPlace } from '../../lib/field-crypto';
import { newPublicId } from '../../lib/ids';
import { type DocumentAttachment, documentAttachment } from '../documents/attachments';
import * as outboxRepo from './outbox-repo';
import { type TemplateData, type TemplateName, templateData } from './templates';

export const deliverEmailJob = 'deliver-email';

/** An email to queue: its template and data, and the documents to render and attach when it leaves. */
export type Email = {
  [T in TemplateName]: {
    to: string;
    language: Language;
    template: T;
    data: TemplateData[T];
    attachments?: readonly DocumentAttachment[];
    /** The enrollment it is about (internal id): its documents are stored as that enrollment's blobs. */
    enrollmentId?: number;
  };
}[TemplateName];

/** What the sealed content column holds: the template's data and the attachments to render. */
export interface SealedContent {
  data: unknown;
  attachments: unknown[];
}

export const outboxPlace = (publicId: string, column: 'sealed_recipient' | 'sealed_content'): SealedPlace => ({
  table: 'outbox_message',
  column,
  row: publicId,
});

/**
 * Queues `email` through `db`, the caller's transaction (inside an enrollment's lock, `ctx.db`):
 * the message and its delivery job exist if and only if that transaction commits. Nothing is
 * rendered here. Returns the message's public id.
 */
export async function queueEmail(db: Db, cipher: FieldCipher, email: Email): Promise<string> {
  // Checked now, so a caller's bad data fails its own request rather than a job later.
  const to = z.email().parse(email.to);
  const data = templateData[email.template].parse(email.data);
  const attachments = (email.attachments ?? []).map((attachment) => documentAttachment.parse(attachment));
  const publicId = newPublicId();
  const content: SealedContent = { data, attachments };
  await outboxRepo.insert(db, {
    public_id: publicId,
    template: email.template,
    language: email.language,
    sealed_recipient: cipher.seal(to, outboxPlace(publicId, 'sealed_recipient')),
    sealed_content: cipher.seal(JSON.stringify(content), outboxPlace(publicId, 'sealed_content')),
    enrollment_id: email.enrollmentId ?? null,
  });
  // Due at once whatever clock the runner is given (tests pass theirs): the epoch is always past.
  await enqueue(db, deliverEmailJob, { message_id: publicId }, new Date(0));
  return publicId;
}
