// Where emails go: an SMTP server (SMTP_URL) through nodemailer, or, without one, the development
// mailbox (/dev/mailbox), which keeps nothing of its own: it lists the outbox's messages marked
// delivered to it. Decision record 0012.
import nodemailer from 'nodemailer';
import type { RenderedFile } from '../documents/attachments';

export interface OutgoingEmail {
  to: string;
  language: 'en' | 'es';
  subject: string;
  text: string;
  html: string;
  attachments: readonly RenderedFile[];
}

export interface Transport {
  readonly name: 'smtp' | 'mailbox';
  /** Resolves once the message is accepted; throws otherwise (the job is retried). */
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export class SmtpUrlInvalid extends Error {}

/**
 * nodemailer's options for `url`: `smtps://` is TLS from the first byte; `smtp://` must upgrade
 * with STARTTLS (`requireTLS`); certificates are verified. Only `?tls=off` on `smtp://` sends in
 * clear (a relay on the same host, a test server).
 */
export function smtpOptions(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const tls = parsed.searchParams.get('tls');
  if (tls !== null && tls !== 'off') throw new SmtpUrlInvalid('SMTP_URL: tls may only be "off"');
  if (tls === 'off' && secure) throw new SmtpUrlInvalid('SMTP_URL: tls=off contradicts smtps://');
  const clear = tls === 'off';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && !clear,
    ignoreTLS: clear,
    tls: { rejectUnauthorized: true },
    ...(parsed.username
      ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } }
      : {}),
  };
}

export function smtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(smtpOptions(url));
  return {
    name: 'smtp',
    send: async (email) => {
      await transporter.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: { 'Content-Language': email.language },
        attachments: email.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content),
        })),
      });
    },
    close: () => transporter.close(),
  };
}

/** The development mailbox: accepting is all it does; the outbox row marked `mailbox` is the copy. */
export const mailboxTransport: Transport = { name: 'mailbox', send: async () => {}, close: () => {} };

export const transportOf = (config: { SMTP_URL?: string | undefined; SMTP_FROM: string }): Transport =>
  config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.SMTP_FROM) : mailboxTransport;
