// The outbox: an email or a text is queued in the transaction of the change that causes it (a
// rolled-back change sends nothing) and delivered after commit by the `deliver-email` or
// `deliver-text` job (delivery.ts). Decision records 0012 and 0017.
import type { Language } from '@benefit-store/contract/messages/translate';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { enqueue } from '../../jobs/runner';
import type { FieldCipher, SealedPlace } from '../../lib/field-crypto';
import { newPublicId } from '../../lib/ids';
import { type DocumentAttachment, documentAttachment } from '../documents/attachments';
import * as outboxRepo from './outbox-repo';
import { type TemplateData, type TemplateName, type TextTemplateName, templateData } from './templates';

export const deliverEmailJob = 'deliver-email';
export const deliverTextJob = 'deliver-text';

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
  return queue(db, cipher, { ...email, to, data, attachments, channel: 'email' });
}

/** A text message to queue: a US phone number (10 digits) and a template that reads as a text. */
export interface Text {
  to: string;
  language: Language;
  template: TextTemplateName;
  data: TemplateData[TextTemplateName];
  enrollmentId?: number;
}

/** Queues a text as `queueEmail` queues an email: delivered after commit by the `deliver-text` job. */
export async function queueText(db: Db, cipher: FieldCipher, text: Text): Promise<string> {
  const to = z
    .string()
    .regex(/^\d{10}$/)
    .parse(text.to);
  const data = templateData[text.template].parse(text.data);
  return queue(db, cipher, { ...text, to, data, attachments: [], channel: 'text' });
}

async function queue(
  db: Db,
  cipher: FieldCipher,
  message: {
    to: string;
    language: Language;
    template: TemplateName;
    data: unknown;
    attachments: unknown[];
    enrollmentId?: number;
    channel: 'email' | 'text';
  },
): Promise<string> {
  const publicId = newPublicId();
  const content: SealedContent = { data: message.data, attachments: message.attachments };
  await outboxRepo.insert(db, {
    public_id: publicId,
    template: message.template,
    language: message.language,
    channel: message.channel,
    sealed_recipient: cipher.seal(message.to, outboxPlace(publicId, 'sealed_recipient')),
    sealed_content: cipher.seal(JSON.stringify(content), outboxPlace(publicId, 'sealed_content')),
    enrollment_id: message.enrollmentId ?? null,
  });
  // Due at once whatever clock the runner is given (tests pass theirs): the epoch is always past.
  const job = message.channel === 'text' ? deliverTextJob : deliverEmailJob;
  await enqueue(db, job, { message_id: publicId }, new Date(0));
  return publicId;
}
