// The outbox on both databases: an email queued in a transaction is delivered after commit through
// an in-process SMTP server that refuses the first attempt (the retry delivers it, once; read back
// with mailparser); a rolled-back transaction sends nothing; the development mailbox lists what it
// received with its attachment, and is not there in production.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { allJobs } from '../../all-jobs';
import type { Db } from '../../db/database';
import { enqueue, runDueJobs } from '../../jobs/runner';
import { BlobFiles } from '../../lib/blob-files';
import { FieldCipher } from '../../lib/field-crypto';
import { deliverEmailJob, type Email, queueEmail } from './outbox';
import { mailboxTransport, smtpTransport } from './transport';

const minute = 60 * 1000;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

/** An SMTP server on a free port that answers 451 to the first message and takes the rest. */
async function refusingOnceServer() {
  const received: Buffer[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts += 1;
        if (attempts === 1) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        received.push(Buffer.concat(chunks));
        return callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('the SMTP server has no port');
  const { port } = address;
  return {
    url: `smtp://127.0.0.1:${port}?tls=off`,
    received,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const quoteEmail: Email = {
  to: 'lucia.moreno@example.com',
  language: 'es',
  template: 'quote',
  data: {
    name: 'Lucía Moreno',
    sender_name: 'María Álvarez',
    sender_email: 'maria.alvarez@example.com',
    message: 'Aquí está la cotización que hablamos.',
    link: 'https://store.example/save-cart-direct-continue/abc/cart_info',
    effective_date: '2026-07-01',
    plans: [{ plan_name: 'Brightsmile Basic Dental', price: '23.40' }],
    first_month_total: '23.40',
    recurring_total: '23.40',
  },
  attachments: [
    {
      document: 'quote',
      data: {
        name: 'Lucía Moreno',
        sender_name: 'María Álvarez',
        plans: [{ plan_name: 'Brightsmile Basic Dental', price: '23.40' }],
        first_month_total: '23.40',
        recurring_total: '23.40',
      },
    },
  ],
};

const count = async (db: Db, table: 'outbox_message' | 'job') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(testDatabases)('outbox delivery over SMTP on $name', (database) => {
  let db: Db;
  let smtp: Awaited<ReturnType<typeof refusingOnceServer>>;
  const cipher = new FieldCipher(randomBytes(32));
  let jobs: ReturnType<typeof allJobs>;
  beforeAll(async () => {
    db = await database.open();
    smtp = await refusingOnceServer();
    const transport = smtpTransport(smtp.url, 'Benefit Store <no-reply@store.example>');
    jobs = allJobs({ cipher, transport, blobs: new BlobFiles(path.join(tmpdir(), 'unused-blobs'), cipher) });
  });
  afterAll(async () => {
    await smtp.close();
    await db.destroy();
  });

  it('delivers after commit, retries a refused attempt with backoff, and sends once', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const messageId = await db.transaction().execute((trx) => queueEmail(trx, cipher, quoteEmail));

    // First attempt: the server answers 451, the job goes back for later.
    expect(await runDueJobs(db, jobs, now)).toBe(1);
    expect(smtp.attempts()).toBe(1);
    expect(smtp.received).toHaveLength(0);
    const failed = await db.selectFrom('job').select(['attempts', 'last_error']).executeTakeFirstOrThrow();
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toContain('451');
    expect(await runDueJobs(db, jobs, at(now, 30 * 1000))).toBe(0); // backoff: not yet

    // The retry after the backoff delivers it.
    expect(await runDueJobs(db, jobs, at(now, 2 * minute))).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const row = await db
      .selectFrom('outbox_message')
      .select(['sent_at', 'transport'])
      .where('public_id', '=', messageId)
      .executeTakeFirstOrThrow();
    expect(row.transport).toBe('smtp');
    expect(row.sent_at).not.toBeNull();
    expect(await count(db, 'job')).toBe(0);

    const mail = await simpleParser(smtp.received[0] ?? Buffer.alloc(0));
    expect(mail.subject).toBe('Su cotización de planes de beneficios');
    expect(mail.headers.get('content-language')).toBe('es');
    expect(mail.text).toContain('Lucía Moreno');
    expect(mail.text).toContain('https://store.example/save-cart-direct-continue/abc/cart_info');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('href="https://store.example/save-cart-direct-continue/abc/cart_info"');
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toBe('cotizacion.pdf');
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');

    // A second claim of the same message (a process that died after sending) sends nothing more.
    await enqueue(db, deliverEmailJob, { message_id: messageId }, now);
    expect(await runDueJobs(db, jobs, at(now, 3 * minute))).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps personal data out of the subject and seals recipient and content at rest', async () => {
    const messageId = await queueEmail(db, cipher, { ...quoteEmail, language: 'en' });
    const row = await db
      .selectFrom('outbox_message')
      .selectAll()
      .where('public_id', '=', messageId)
      .executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    for (const personal of ['lucia.moreno@example.com', 'Lucía', 'Moreno', 'save-cart-direct-continue'])
      expect(stored).not.toContain(personal);
    expect(await runDueJobs(db, jobs, new Date('2026-06-01T13:00:00Z'))).toBe(1);
    const mail = await simpleParser(smtp.received.at(-1) ?? Buffer.alloc(0));
    expect(mail.subject).toBe('Your benefit plan quote');
    expect(mail.attachments[0]?.filename).toBe('quote.pdf');
  });

  it('queues nothing and sends nothing when the transaction rolls back', async () => {
    const before = { messages: await count(db, 'outbox_message'), received: smtp.received.length };
    await expect(
      db.transaction().execute(async (trx) => {
        await queueEmail(trx, cipher, {
          to: 'rolled.back@example.com',
          language: 'en',
          template: 'resume_code',
          data: { code: 'ROLLBACK1', link: 'https://store.example/continue-enrollment' },
        });
        expect(await count(trx, 'outbox_message')).toBe(before.messages + 1); // it was there, inside
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count(db, 'outbox_message')).toBe(before.messages);
    expect(await count(db, 'job')).toBe(0);
    expect(await runDueJobs(db, jobs, new Date('2026-06-02T12:00:00Z'))).toBe(0);
    expect(smtp.received).toHaveLength(before.received);
  });

  it('refuses a recipient or data that does not fit the template when queued, not later', async () => {
    await expect(
      queueEmail(db, cipher, {
        to: 'someone@example.com',
        language: 'en',
        template: 'resume_code',
        data: { code: 'X1', link: 'javascript:alert(1)' },
      }),
    ).rejects.toThrow();
    await expect(
      queueEmail(db, cipher, {
        to: 'not an address',
        language: 'en',
        template: 'resume_code',
        data: { code: 'X1', link: 'https://store.example/continue-enrollment' },
      }),
    ).rejects.toThrow();
    const valid = await queueEmail(db, cipher, {
      to: 'someone@example.com',
      language: 'en',
      template: 'resume_code',
      data: { code: 'X1', link: 'https://store.example/continue-enrollment' },
    });
    expect(valid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await runDueJobs(db, jobs, new Date('2026-06-03T12:00:00Z'))).toBe(1);
  });
});

describe.each(testDatabases)('the development mailbox on $name', (database) => {
  it('lists a delivered message with its subject, recipient, body and attachment', async () => {
    const t = await startTestApp(database);
    try {
      const { app } = t;
      await queueEmail(app.db, app.cipher, quoteEmail);
      await queueEmail(app.db, app.cipher, {
        to: 'sam@example.com',
        language: 'en',
        template: 'resume_code',
        data: { name: 'Sam', code: 'K7Q2M9', link: 'https://store.example/continue-enrollment' },
      });
      const jobs = allJobs({ cipher: app.cipher, transport: mailboxTransport, blobs: app.blobs });
      expect(await runDueJobs(app.db, jobs, new Date())).toBe(2);

      const page = await app.inject({ url: '/dev/mailbox' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('<h1>Development mailbox</h1>');
      expect(page.body).toContain('Su cotización de planes de beneficios');
      expect(page.body).toContain('lucia.moreno@example.com');
      expect(page.body).toContain('Your code to continue your enrollment');
      expect(page.body).toContain('K7Q2M9');
      // The message's links are there, labelled, as the email's HTML part has them.
      expect(page.body).toContain(
        '<a href="https://store.example/save-cart-direct-continue/abc/cart_info">Ver la cotización y aceptarla o rechazarla</a>',
      );
      expect(page.body).toContain('<div class="body" lang="es">');
      const link = /href="(\/dev\/mailbox\/[A-Za-z0-9_-]+\/0)"/.exec(page.body)?.[1];
      expect(link).toBeDefined();
      expect(page.body).toContain('Download cotizacion.pdf');

      const file = await app.inject({ url: link ?? '' });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe('attachment; filename="cotizacion.pdf"');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await app.inject({ url: `${link?.slice(0, -1)}1` })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('answers only a caller on this machine, judged by the socket, not by forwarded headers', async () => {
    const t = await startTestApp(database);
    try {
      const { app } = t;
      const messageId = await queueEmail(app.db, app.cipher, quoteEmail);
      const jobs = allJobs({ cipher: app.cipher, transport: mailboxTransport, blobs: app.blobs });
      await runDueJobs(app.db, jobs, new Date());
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
        expect((await app.inject({ url: '/dev/mailbox', remoteAddress })).statusCode, remoteAddress).toBe(200);
      // A proxy on this machine forwarding someone else's request: its socket is loopback, the caller is not.
      const proxied = await app.inject({
        url: '/dev/mailbox',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.5' },
      });
      expect(proxied.statusCode).toBe(404);
      // A caller on the network, even one claiming to be forwarded for this machine.
      for (const remoteAddress of ['192.0.2.7', '2001:db8::7']) {
        const page = await app.inject({
          url: '/dev/mailbox',
          remoteAddress,
          headers: { 'x-forwarded-for': '127.0.0.1', host: 'localhost' },
        });
        expect(page.statusCode, remoteAddress).toBe(404);
        expect(page.body).not.toContain('lucia.moreno@example.com');
        const file = await app.inject({ url: `/dev/mailbox/${messageId}/0`, remoteAddress });
        expect(file.statusCode, remoteAddress).toBe(404);
      }
    } finally {
      await t.close();
    }
  });

  it('is not there in production', async () => {
    const t = await startTestApp(database, { NODE_ENV: 'production', PUBLIC_URL: 'https://store.example' });
    try {
      const { app } = t;
      const messageId = await queueEmail(app.db, app.cipher, quoteEmail);
      const jobs = allJobs({ cipher: app.cipher, transport: mailboxTransport, blobs: app.blobs });
      await runDueJobs(app.db, jobs, new Date());
      const page = await app.inject({ url: '/dev/mailbox' });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('lucia.moreno@example.com');
      expect((await app.inject({ url: `/dev/mailbox/${messageId}/0` })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
