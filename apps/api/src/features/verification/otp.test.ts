// One-time passwords on an injected clock: sent by email and by text through the outbox, kept only as
// keyed hashes, 10 minutes, single use, 5 tries per code (20 parallel wrong tries check 5), a resend
// after 120 s and 5 sends per contact an hour; the spec's messages; 404 to another session.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, fieldErrors, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { allJobs, cleanUp } from '../../all-jobs';
import { runDueJobs } from '../../jobs/runner';
import { outboxPlace } from '../messaging/outbox';
import { mailboxTransport, smsTransport } from '../messaging/transport';

const minute = 60 * 1000;

describe.each(testDatabases)('one-time passwords on $name', (database) => {
  let t: TestApp;
  let now = new Date('2026-11-24T12:00:00Z');
  let serial = 0;
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  /** A session with an enrollment, guessing from an address and writing to a contact of its own. */
  const given = async () => {
    serial += 1;
    const cookie = await newSessionCookie(t.app);
    const tempId = await enrollmentOf(t.app, cookie);
    return {
      cookie,
      tempId,
      ip: `10.9.${Math.floor(serial / 200)}.${serial % 200}`,
      email: `otp-${serial}-${database.name}@example.com`,
      phone: `20255501${String(serial % 100).padStart(2, '0')}`,
    };
  };
  type Given = Awaited<ReturnType<typeof given>>;
  const call = async (url: string, who: Given, payload: object, language?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/${url}`,
      headers: { cookie: who.cookie, ...(language ? { 'accept-language': language } : {}) },
      remoteAddress: who.ip,
      payload: { enrollment_id: who.tempId, ...payload },
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const sendByEmail = (who: Given, language?: string) =>
    call('send-otp', who, { type: 'email', contact: who.email }, language);
  const verifyByEmail = (who: Given, otp: string, language?: string) =>
    call('verify-otp', who, { type: 'email', contact: who.email, otp }, language);

  /** The code of the latest message queued to `to`, read back from its sealed outbox row. */
  const codeSentTo = async (to: string) => {
    const rows = await t.app.db
      .selectFrom('outbox_message')
      .select(['public_id', 'channel', 'sealed_recipient', 'sealed_content'])
      .where('template', '=', 'otp_code')
      .orderBy('id', 'desc')
      .execute();
    const row = rows.find(
      (found) => t.app.cipher.open(found.sealed_recipient, outboxPlace(found.public_id, 'sealed_recipient')) === to,
    );
    if (!row) throw new Error(`no code was sent to ${to}`);
    const content = JSON.parse(t.app.cipher.open(row.sealed_content, outboxPlace(row.public_id, 'sealed_content')));
    return { code: String(content.data.code), channel: row.channel, messageId: row.public_id };
  };
  /** A 6-digit code that is not `code`. */
  const wrong = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    t = await startTestApp(database, {}, () => now);
  });
  afterAll(() => t.close());

  it('sends 6 digits by email through the outbox and keeps only keyed hashes of code and contact', async () => {
    const who = await given();
    const sent = await sendByEmail(who);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ message: 'A 6 digit OTP has been sent', data: { resend_after_seconds: 120 } });
    const { code, channel } = await codeSentTo(who.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(channel).toBe('email');
    const rows = await t.app.db.selectFrom('otp_code').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(who.email);
    expect(stored).not.toContain(code);
    const verified = await verifyByEmail(who, code);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ message: 'Verified successfully', data: { verified: true } });
  });

  it('records the verified contact on the server, and a code opens once', async () => {
    const who = await given();
    await sendByEmail(who);
    const { code } = await codeSentTo(who.email);
    const enrollmentId = (
      await t.app.db.selectFrom('enrollment').select('id').where('public_id', '=', who.tempId).executeTakeFirstOrThrow()
    ).id;
    const verifications = () =>
      t.app.db.selectFrom('contact_verification').select('channel').where('enrollment_id', '=', enrollmentId).execute();
    expect(await verifications()).toEqual([]);
    expect((await verifyByEmail(who, code)).status).toBe(200);
    expect(await verifications()).toEqual([{ channel: 'email' }]);
    const again = await verifyByEmail(who, code);
    expect(again.status).toBe(400);
    expect(fieldErrors(again.body)).toEqual({ otp: 'The OTP has expired. Please request a new one.' });
  });

  it("says the spec's messages for an empty and a short code, in English and Spanish", async () => {
    const who = await given();
    await sendByEmail(who);
    const empty = await verifyByEmail(who, '');
    expect(empty.status).toBe(400);
    expect(fieldErrors(empty.body)).toEqual({
      otp: 'Please enter OTP sent to your provided email/phone number to proceed.',
    });
    const short = await verifyByEmail(who, '1234');
    expect(fieldErrors(short.body)).toEqual({ otp: 'Please enter 6 digit OTP inorder to proceed' });
    const letters = await verifyByEmail(who, '12a456');
    expect(fieldErrors(letters.body)).toEqual({ otp: 'Please enter 6 digit OTP inorder to proceed' });
    const spanish = await verifyByEmail(who, '12', 'es');
    expect(fieldErrors(spanish.body)).toEqual({ otp: 'Ingrese el código OTP de 6 dígitos para continuar' });
    const wrongCode = await verifyByEmail(who, wrong((await codeSentTo(who.email)).code), 'es');
    expect(fieldErrors(wrongCode.body)).toEqual({ otp: 'El código OTP no es correcto. Inténtelo de nuevo.' });
  });

  it('refuses a contact that does not fit its type, and an unknown type', async () => {
    const who = await given();
    const codes = async () => (await t.app.db.selectFrom('otp_code').select('id').execute()).length;
    const before = await codes();
    const badEmail = await call('send-otp', who, { type: 'email', contact: '5125550147' });
    expect(badEmail.status).toBe(400);
    expect(fieldErrors(badEmail.body)).toEqual({ contact: 'Enter a valid email address' });
    const badPhone = await call('send-otp', who, { type: 'phone', contact: 'ana@example.com' });
    expect(fieldErrors(badPhone.body)).toEqual({ contact: 'Enter a valid contact number' });
    const badType = await call('send-otp', who, { type: 'fax', contact: '5125550147' });
    expect(badType.status).toBe(400);
    expect(fieldErrors(badType.body).type).toBe('Field is required');
    expect(await codes()).toBe(before);
  });

  it('lets a code be used for 10 minutes only', async () => {
    const who = await given();
    await sendByEmail(who);
    const { code } = await codeSentTo(who.email);
    later(10 * minute);
    const expired = await verifyByEmail(who, code);
    expect(expired.status).toBe(400);
    expect(fieldErrors(expired.body)).toEqual({ otp: 'The OTP has expired. Please request a new one.' });

    later(2 * minute);
    await sendByEmail(who);
    const next = await codeSentTo(who.email);
    later(10 * minute - 1000);
    expect((await verifyByEmail(who, next.code)).status).toBe(200);
  });

  it('refuses the sixth try of a code, even the right one, and keeps the refusal counted', async () => {
    const who = await given();
    await sendByEmail(who);
    const { code } = await codeSentTo(who.email);
    for (let n = 1; n <= 5; n++) {
      const res = await verifyByEmail(who, wrong(code, n));
      expect(res.status).toBe(400);
      expect(fieldErrors(res.body)).toEqual({ otp: 'The OTP is not correct. Please try again.' });
    }
    const sixth = await verifyByEmail(who, code);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    const sent = await t.app.db
      .selectFrom('otp_code')
      .innerJoin('enrollment', 'enrollment.id', 'otp_code.enrollment_id')
      .select('otp_code.public_id')
      .where('enrollment.public_id', '=', who.tempId)
      .executeTakeFirstOrThrow();
    const counter = await t.app.db
      .selectFrom('guess_counter')
      .select('attempts')
      .where('kind', '=', 'otp')
      .where('subject', '=', `code:${sent.public_id}`)
      .executeTakeFirstOrThrow();
    expect(counter.attempts).toBe(6);
  });

  it('checks at most 5 of 20 parallel wrong tries of one code', async () => {
    const who = await given();
    await sendByEmail(who);
    const { code } = await codeSentTo(who.email);
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, n) => verifyByEmail({ ...who, ip: `10.8.0.${n + 1}` }, wrong(code, n + 1))),
    );
    const statuses = tries.map((res) => res.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect((await verifyByEmail(who, code)).status).toBe(429);
  });

  it('allows a resend after 120 seconds, which replaces the code sent before', async () => {
    const who = await given();
    expect((await sendByEmail(who)).status).toBe(200);
    const first = await codeSentTo(who.email);
    later(60 * 1000);
    const early = await sendByEmail(who);
    expect(early.status).toBe(429);
    expect(early.body.message).toBe('Please wait 60 seconds before requesting a new OTP.');
    expect(early.headers['retry-after']).toBe('60');
    const spanish = await sendByEmail(who, 'es');
    expect(spanish.body.message).toBe('Espere 60 segundos antes de solicitar un nuevo código OTP.');
    later(60 * 1000);
    expect((await sendByEmail(who)).status).toBe(200);
    const second = await codeSentTo(who.email);
    expect(second.messageId).not.toBe(first.messageId);
    if (first.code !== second.code) {
      const old = await verifyByEmail(who, first.code);
      expect(fieldErrors(old.body)).toEqual({ otp: 'The OTP is not correct. Please try again.' });
    }
    expect((await verifyByEmail(who, second.code)).status).toBe(200);
  });

  it('sends at most 5 codes to one contact an hour, from any enrollment', async () => {
    const who = await given();
    const other = { ...(await given()), email: who.email };
    for (let n = 0; n < 5; n++) {
      expect((await sendByEmail(n % 2 === 0 ? who : other)).status).toBe(200);
      later(2 * minute);
    }
    const sixth = await sendByEmail(other);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Too many codes were sent to this contact. Please try again in 50 minute(s).');
    later(50 * minute);
    expect((await sendByEmail(other)).status).toBe(200);
  });

  it('sends by text through the development mailbox, or through the SMS gateway of SMS_URL', async () => {
    const who = await given();
    const sent = await call('send-otp', who, { type: 'phone', contact: who.phone }, 'es');
    expect(sent.status).toBe(200);
    const { code, channel } = await codeSentTo(who.phone);
    expect(channel).toBe('text');
    const jobs = allJobs({ cipher: t.app.cipher, transport: mailboxTransport, blobs: t.app.blobs });
    expect(await runDueJobs(t.app.db, jobs, now)).toBeGreaterThanOrEqual(1);
    const page = await t.app.inject({ url: '/dev/mailbox' });
    expect(page.body).toContain('<h2 id="message-0">Text message</h2>');
    expect(page.body).toContain(`Su código de verificación es ${code}. Vence en 10 minutos.`);
    expect(page.body).toContain(who.phone);

    const received: { body: unknown; authorization: string | undefined }[] = [];
    let answer = 500;
    const gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push({ body: JSON.parse(body), authorization: req.headers.authorization });
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = gateway.address() as AddressInfo;
      const texts = smsTransport(`http://sms-user:s3cret@127.0.0.1:${port}/send`);
      const withGateway = allJobs({ cipher: t.app.cipher, transport: mailboxTransport, blobs: t.app.blobs, texts });
      later(2 * minute);
      expect((await call('send-otp', who, { type: 'phone', contact: who.phone })).status).toBe(200);
      const next = await codeSentTo(who.phone);
      // The gateway refuses first: the job stays, and the text leaves on its retry.
      expect(await runDueJobs(t.app.db, withGateway, now)).toBe(1);
      answer = 202;
      later(2 * minute);
      expect(await runDueJobs(t.app.db, withGateway, now)).toBe(1);
      expect(received).toHaveLength(2);
      expect(received[1]).toEqual({
        body: {
          to: `+1${who.phone}`,
          body: `Benefit Store: Your verification code is ${next.code}. It expires in 10 minutes.`,
        },
        authorization: `Basic ${Buffer.from('sms-user:s3cret').toString('base64')}`,
      });
      const row = await t.app.db
        .selectFrom('outbox_message')
        .select('transport')
        .where('public_id', '=', next.messageId)
        .executeTakeFirstOrThrow();
      expect(row.transport).toBe('sms');
    } finally {
      gateway.close();
    }
  });

  it('forgets expired codes in the hourly cleanup, and keeps the contacts they verified', async () => {
    const who = await given();
    await sendByEmail(who);
    expect((await verifyByEmail(who, (await codeSentTo(who.email)).code)).status).toBe(200);
    later(2 * minute);
    await sendByEmail(who);
    const enrollmentCodes = () =>
      t.app.db
        .selectFrom('otp_code')
        .innerJoin('enrollment', 'enrollment.id', 'otp_code.enrollment_id')
        .select('otp_code.id')
        .where('enrollment.public_id', '=', who.tempId)
        .execute();
    expect(await enrollmentCodes()).toHaveLength(2);
    await cleanUp(t.app.db, new Date(now.getTime() + 9 * minute));
    expect(await enrollmentCodes()).toHaveLength(1);
    later(11 * minute);
    await cleanUp(t.app.db, now);
    expect(await enrollmentCodes()).toHaveLength(0);
    const verified = await t.app.db
      .selectFrom('contact_verification')
      .innerJoin('enrollment', 'enrollment.id', 'contact_verification.enrollment_id')
      .select('channel')
      .where('enrollment.public_id', '=', who.tempId)
      .execute();
    expect(verified).toEqual([{ channel: 'email' }]);
  });

  it('sends no code for a completed enrollment, and counts nothing for it', async () => {
    const who = await given();
    await t.app.db.updateTable('enrollment').set({ completed_at: now }).where('public_id', '=', who.tempId).execute();
    const sent = await sendByEmail(who);
    expect(sent.status).toBe(409);
    expect(sent.body.status).toBe('error');
    const mine = await t.app.db
      .selectFrom('otp_code')
      .innerJoin('enrollment', 'enrollment.id', 'otp_code.enrollment_id')
      .select('otp_code.id')
      .where('enrollment.public_id', '=', who.tempId)
      .execute();
    expect(mine).toEqual([]);
  });

  it('answers 404 to a session that does not hold the enrollment', async () => {
    const owner = await given();
    await sendByEmail(owner);
    const { code } = await codeSentTo(owner.email);
    const stranger = { ...(await given()), tempId: owner.tempId, email: owner.email };
    const send = await sendByEmail(stranger);
    expect(send.status).toBe(404);
    const verify = await verifyByEmail(stranger, code);
    expect(verify.status).toBe(404);
    expect((await verifyByEmail(owner, code)).status).toBe(200);
  });
});
