// Where emails and texts go: an SMTP server (SMTP_URL) through nodemailer and an SMS gateway
// (SMS_URL) over HTTPS, or, without them, the development mailbox (/dev/mailbox), which keeps nothing
// of its own: it lists the outbox's messages marked delivered to it. Decision records 0012 and 0017.
import type { Transporter } from 'nodemailer';
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

/**
 * Sends through the SMTP server of `url`. nodemailer (about 5 MB) is imported by the first email
 * sent, not at start (decision 0028); a malformed `url` still stops the start.
 */
export function smtpTransport(url: string, from: string): Transport {
  const options = smtpOptions(url);
  let opened: Promise<Transporter> | undefined;
  const transporter = () => {
    opened ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(options));
    return opened;
  };
  return {
    name: 'smtp',
    send: async (email) => {
      await (await transporter()).sendMail({
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
    close: () => void opened?.then((open) => open.close()),
  };
}

/** The development mailbox: accepting is all it does; the outbox row marked `mailbox` is the copy. */
export const mailboxTransport: Transport = { name: 'mailbox', send: async () => {}, close: () => {} };

export const transportOf = (config: { SMTP_URL?: string | undefined; SMTP_FROM: string }): Transport =>
  config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.SMTP_FROM) : mailboxTransport;

/** A text message as it leaves: a US number (10 digits) and its one line. */
export interface OutgoingText {
  to: string;
  language: 'en' | 'es';
  body: string;
}

export interface TextTransport {
  readonly name: 'sms' | 'mailbox';
  /** Resolves once the gateway accepted the text; throws otherwise (the job is retried). */
  send(text: OutgoingText): Promise<void>;
}

export class SmsGatewayRefused extends Error {}

/**
 * Texts through an HTTP gateway (SMS_URL): a POST of `{ "to": "+1XXXXXXXXXX", "body": "..." }` as
 * JSON; the URL's user and password, if any, go as basic authentication instead of in the address.
 * Any 2xx answer is acceptance; anything else throws, and the job tries again later.
 */
export function smsTransport(url: string, timeoutMs = 10_000): TextTransport {
  const target = new URL(url);
  const user = decodeURIComponent(target.username);
  const password = decodeURIComponent(target.password);
  target.username = '';
  target.password = '';
  const authorization = user ? `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` : undefined;
  return {
    name: 'sms',
    send: async (text) => {
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ to: `+1${text.to}`, body: text.body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await answer.body?.cancel();
      if (!answer.ok) throw new SmsGatewayRefused(`the SMS gateway answered ${answer.status}`);
    },
  };
}

/** The development mailbox for texts: the outbox row marked `mailbox` is what /dev/mailbox shows. */
export const mailboxTexts: TextTransport = { name: 'mailbox', send: async () => {} };

export const textTransportOf = (config: { SMS_URL?: string | undefined }): TextTransport =>
  config.SMS_URL ? smsTransport(config.SMS_URL) : mailboxTexts;
