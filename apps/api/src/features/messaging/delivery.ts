// Delivery of a queued email or text, run by the job runner after commit: render the template in
// the message's language (and an email's documents), hand it to the transport, mark it sent. A
// failure throws and the runner retries with its backoff; a message already sent is not sent again.
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { JobDefinition } from '../../jobs/runner';
import type { BlobFiles } from '../../lib/blob-files';
import type { FieldCipher } from '../../lib/field-crypto';
import { documentAttachment, keptNameOf, type RenderedFile, renderAttachment } from '../documents/attachments';
import { keptDocument } from '../documents/blob-service';
import { deliverEmailJob, deliverTextJob, outboxPlace } from './outbox';
import * as outboxRepo from './outbox-repo';
import { type RenderedEmail, renderEmail, renderText, templateNames, textTemplateNames } from './templates';
import { mailboxTexts, type OutgoingEmail, type OutgoingText, type TextTransport, type Transport } from './transport';

const payload = z.object({ message_id: z.string() });
const sealedContent = z.object({ data: z.unknown(), attachments: z.array(z.unknown()) });
const templateName = z.enum(templateNames);
const textTemplateName = z.enum(textTemplateNames);

/** The email a stored message makes, rendered now from its sealed row (delivery and the mailbox). */
export async function outgoingOf(
  cipher: FieldCipher,
  row: outboxRepo.MessageRow,
  render: (attachment: unknown, n: number) => Promise<RenderedFile> = (attachment) =>
    renderAttachment(attachment, row.language),
): Promise<OutgoingEmail & Pick<RenderedEmail, 'bodyHtml'>> {
  const content = sealedContent.parse(
    JSON.parse(cipher.open(row.sealed_content, outboxPlace(row.public_id, 'sealed_content'))),
  );
  const rendered = renderEmail(templateName.parse(row.template), row.language, content.data);
  return {
    to: cipher.open(row.sealed_recipient, outboxPlace(row.public_id, 'sealed_recipient')),
    language: row.language,
    ...rendered,
    attachments: await Promise.all(content.attachments.map((attachment, n) => render(attachment, n))),
  };
}

export async function deliver(db: Db, parts: DeliveryParts, messageId: string, now: Date): Promise<void> {
  const row = await outboxRepo.find(db, messageId);
  // Sent already (a second claim after success, or another process): nothing to do.
  if (!row || row.sent_at !== null) return;
  await parts.transport.send(
    await outgoingOf(parts.cipher, row, (attachment, n) => stored(db, parts, row, attachment, n)),
  );
  await outboxRepo.markSent(db, row.id, parts.transport.name, now);
}

/**
 * The message's `n`th document: for a message about an enrollment, the blob stored by an earlier
 * attempt, or rendered now and stored as that enrollment's blob (sealed, unguessable id) so later
 * attempts send the same bytes. A message about no enrollment renders it each attempt.
 */
async function stored(
  db: Db,
  parts: DeliveryParts,
  row: outboxRepo.MessageRow,
  attachment: unknown,
  n: number,
): Promise<RenderedFile> {
  const render = () => renderAttachment(attachment, row.language);
  if (row.enrollment_id === null) return render();
  const parsed = documentAttachment.safeParse(attachment).data;
  if (parsed?.document === 'signature_certificate') {
    // Rendered from the enrollment's signature record (kept by the certificate job or now): a
    // receipt never leaves without it; the runner retries until it can be made.
    const certificate = await parts.certificateOf?.(db, row.enrollment_id, parsed.data.text_sha256);
    if (!certificate) throw new Error(`message ${row.public_id}: its signature certificate cannot be made`);
    return certificate;
  }
  // A document kept once for everyone who asks (the first invoice) is that one; else the message's own.
  const name = keptNameOf(attachment) ?? `message-${row.public_id}-${n}`;
  return keptDocument(db, parts.blobs, row.enrollment_id, name, render);
}

export interface DeliveryParts {
  cipher: FieldCipher;
  transport: Transport;
  blobs: BlobFiles;
  /** Where texts go (SMS_URL); the development mailbox when not given. */
  texts?: TextTransport;
  /** The enrollment's signature certificate of a digest (the agreement step's), for receipts that carry it. */
  certificateOf?: (db: Db, enrollmentId: number, textSha256: string) => Promise<RenderedFile | undefined>;
}

export const deliveryJob = (parts: DeliveryParts): JobDefinition => ({
  name: deliverEmailJob,
  run: (db, raw, now) => deliver(db, parts, payload.parse(raw).message_id, now),
});

/** The text a stored text message makes, rendered now from its sealed row (delivery and the mailbox). */
export function outgoingTextOf(cipher: FieldCipher, row: outboxRepo.MessageRow): OutgoingText {
  const content = sealedContent.parse(
    JSON.parse(cipher.open(row.sealed_content, outboxPlace(row.public_id, 'sealed_content'))),
  );
  return {
    to: cipher.open(row.sealed_recipient, outboxPlace(row.public_id, 'sealed_recipient')),
    language: row.language,
    body: renderText(textTemplateName.parse(row.template), row.language, content.data),
  };
}

export async function deliverText(db: Db, texts: TextTransport, cipher: FieldCipher, messageId: string, now: Date) {
  const row = await outboxRepo.find(db, messageId);
  if (!row || row.sent_at !== null) return;
  await texts.send(outgoingTextOf(cipher, row));
  await outboxRepo.markSent(db, row.id, texts.name, now);
}

export const textDeliveryJob = (parts: DeliveryParts): JobDefinition => ({
  name: deliverTextJob,
  run: (db, raw, now) => deliverText(db, parts.texts ?? mailboxTexts, parts.cipher, payload.parse(raw).message_id, now),
});
