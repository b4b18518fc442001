// The development mailbox: /dev/mailbox lists every email (no SMTP_URL) and text (no SMS_URL)
// delivered to it, newest first, with subject, recipient, date, body (an email's HTML part, whose
// links are labelled) and attachment downloads, rendered from the outbox's sealed rows. Never in
// production, and only to a caller on this machine: 404 otherwise.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorEnvelope } from '../../http/error-handler';
import type { FieldCipher } from '../../lib/field-crypto';
import { keptNameOf, renderAttachment } from '../documents/attachments';
import { storedDocument } from '../documents/blob-service';
import { outgoingOf, outgoingTextOf } from './delivery';
import * as outboxRepo from './outbox-repo';
import type { OutgoingText } from './transport';

export const mailboxPath = '/dev/mailbox';
const shown = 100;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const attachmentParams = z.object({
  message: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  n: z.coerce.number().int().min(0),
});

function page(body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem;color:#1a1a1a}
article{border-top:1px solid #888;padding:.5rem 0}.body{background:#f4f4f4;padding:.25rem .75rem}
dt{font-weight:bold}dd{margin:0 0 .25rem 0}</style></head>
<body><main><h1>Development mailbox</h1>
<p>Emails and text messages this store sent while no <code>SMTP_URL</code> or <code>SMS_URL</code> is set, newest first (at most ${shown}).</p>
${body}</main></body></html>`;
}

/** A text message as the mailbox shows it: to whom, when, and its one line. */
const textArticle = (text: OutgoingText, at: Date, heading: string) => `<article aria-labelledby="${heading}">
<h2 id="${heading}">Text message</h2>
<dl><dt>To</dt><dd>${escapeHtml(text.to)}</dd>
<dt>Date</dt><dd><time datetime="${at.toISOString()}">${at.toISOString()}</time></dd>
<dt>Language</dt><dd>${text.language}</dd></dl>
<h3>Message</h3><div class="body" lang="${text.language}"><p>${escapeHtml(text.body)}</p></div>
</article>`;

/**
 * Whether the request comes from a browser on this machine: the socket's own address is loopback
 * (a forwarded header is written by the caller, and the server listens on every interface by
 * default, HOST 0.0.0.0), and no proxy forwarded it (a proxy on this machine would make every
 * visitor's socket loopback; a header can only make this refuse, never admit).
 */
export function fromLoopback(req: FastifyRequest): boolean {
  const address = req.socket.remoteAddress ?? '';
  const loopback = address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(address);
  return loopback && req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined;
}

export function registerMailboxRoutes(app: FastifyInstance, cipher: FieldCipher) {
  const production = app.config.NODE_ENV === 'production';
  const notFound = (req: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send(errorEnvelope(req, 404, 'common.route_not_found'));
  // A document kept once for its enrollment (the first invoice, the signature certificate, which no
  // data renders) is shown as kept; the others are rendered again from the message's data.
  const emailOf = (row: outboxRepo.MessageRow) =>
    outgoingOf(cipher, row, async (attachment) => {
      const name = keptNameOf(attachment);
      const kept =
        name === undefined || row.enrollment_id === null
          ? undefined
          : await storedDocument(app.db, app.blobs, row.enrollment_id, name);
      return kept?.file ?? renderAttachment(attachment, row.language);
    });

  app.get(mailboxPath, { schema: { hide: true } }, async (req, reply) => {
    if (production || !fromLoopback(req)) return notFound(req, reply);
    const rows = await outboxRepo.listMailbox(app.db, shown);
    const articles = await Promise.all(
      rows.map(async (row, index) => {
        const heading = `message-${index}`;
        if (row.channel === 'text') return textArticle(outgoingTextOf(cipher, row), row.created_at, heading);
        const email = await emailOf(row);
        const files = email.attachments
          .map(
            (file, n) =>
              `<li><a href="${mailboxPath}/${row.public_id}/${n}" download="${escapeHtml(file.filename)}">Download ${escapeHtml(file.filename)} (${escapeHtml(file.contentType)})</a></li>`,
          )
          .join('');
        return `<article aria-labelledby="${heading}">
<h2 id="${heading}">${escapeHtml(email.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(email.to)}</dd>
<dt>Date</dt><dd><time datetime="${row.created_at.toISOString()}">${row.created_at.toISOString()}</time></dd>
<dt>Language</dt><dd>${email.language}</dd></dl>
<h3>Message</h3><div class="body" lang="${email.language}">${email.bodyHtml}</div>
${files ? `<h3>Attachments</h3><ul>${files}</ul>` : ''}
</article>`;
      }),
    );
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(articles.length > 0 ? articles.join('\n') : '<p>No messages yet.</p>'));
  });

  app.get(`${mailboxPath}/:message/:n`, { schema: { hide: true } }, async (req, reply) => {
    if (production || !fromLoopback(req)) return notFound(req, reply);
    const params = attachmentParams.safeParse(req.params);
    const row = params.success ? await outboxRepo.find(app.db, params.data.message) : undefined;
    if (!params.success || !row || row.transport !== 'mailbox') return notFound(req, reply);
    const file = (await emailOf(row)).attachments[params.data.n];
    if (!file) return notFound(req, reply);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .type(file.contentType)
      .send(Buffer.from(file.content));
  });
}
