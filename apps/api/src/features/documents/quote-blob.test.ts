// The quote PDF as a blob, on both databases: the delivery job stores the document it renders for a
// message about an enrollment as that enrollment's blob (sealed on disk), a second attempt after a
// refused first one sends the stored bytes and stores nothing more, and the blob route serves it to
// the owning session only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { allJobs } from '../../all-jobs';
import { runDueJobs } from '../../jobs/runner';
import { blobDirOf } from '../../lib/config';
import { queueEmail } from '../messaging/outbox';
import type { OutgoingEmail, Transport } from '../messaging/transport';

const canary = 'QUOTEPDF-CANARY-Lucia-Moreno-5512';

/** A transport that refuses its first message and keeps the rest. */
function refusingOnce() {
  const sent: OutgoingEmail[] = [];
  let attempts = 0;
  const transport: Transport = {
    name: 'smtp',
    async send(email) {
      attempts += 1;
      if (attempts === 1) throw new Error('451 Try again later');
      sent.push(email);
    },
    close() {},
  };
  return { transport, sent, attempts: () => attempts };
}

describe.each(testDatabases)('the quote PDF stored as a blob on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it('is rendered once, stored sealed, resent on a retry and served to the owner only', async () => {
    const owner = await newSessionCookie(t.app);
    const enrollmentPublicId = await enrollmentOf(t.app, owner);
    const enrollment = await t.app.db
      .selectFrom('enrollment')
      .select('id')
      .where('public_id', '=', enrollmentPublicId)
      .executeTakeFirstOrThrow();
    const data = {
      name: canary,
      sender_name: 'María Álvarez',
      plans: [{ plan_name: 'Brightsmile Basic Dental', price: '23.40' }],
      first_month_total: '23.40',
      recurring_total: '23.40',
    };
    await t.app.db.transaction().execute((trx) =>
      queueEmail(trx, t.app.cipher, {
        to: 'lucia.moreno@example.com',
        language: 'en',
        template: 'quote',
        data: {
          ...data,
          sender_email: 'maria.alvarez@example.com',
          message: 'Here is the quote.',
          link: 'https://store.example/save-cart-direct-continue/abc/cart_info',
          effective_date: '2026-07-01',
        },
        attachments: [{ document: 'quote', data }],
        enrollmentId: enrollment.id,
      }),
    );
    const smtp = refusingOnce();
    const jobs = allJobs({ cipher: t.app.cipher, transport: smtp.transport, blobs: t.app.blobs });
    const blobs = () =>
      t.app.db
        .selectFrom('blob')
        .select(['public_id', 'kind', 'content_type', 'filename', 'size'])
        .where('enrollment_id', '=', enrollment.id)
        .where('kind', '=', 'document')
        .execute();

    const now = new Date('2026-06-01T12:00:00Z');
    expect(await runDueJobs(t.app.db, jobs, now)).toBe(1);
    expect(smtp.attempts()).toBe(1);
    expect(smtp.sent).toHaveLength(0);
    const [first, ...more] = await blobs();
    expect(more).toEqual([]);
    expect(first).toMatchObject({ kind: 'document', content_type: 'application/pdf', filename: 'quote.pdf' });

    expect(await runDueJobs(t.app.db, jobs, new Date(now.getTime() + 10 * 60 * 1000))).toBe(1);
    expect(smtp.sent).toHaveLength(1);
    const [blob, ...still] = await blobs();
    expect(still).toEqual([]);
    expect(blob?.public_id).toBe(first?.public_id);
    const attached = Buffer.from(smtp.sent[0]?.attachments[0]?.content ?? new Uint8Array());
    expect(attached.subarray(0, 5).toString()).toBe('%PDF-');
    expect(blob?.size).toBe(attached.length);

    const id = blob?.public_id ?? '';
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const file = readFileSync(path.join(blobDirOf(t.app.config), id));
    expect(file.includes(Buffer.from('%PDF-'))).toBe(false);
    expect(file.includes(attached.subarray(0, 64))).toBe(false);

    const got = await t.app.inject({ url: `/media/blobs/${id}`, headers: { cookie: owner } });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload.equals(attached)).toBe(true);
    const stranger = await newSessionCookie(t.app);
    expect((await t.app.inject({ url: `/media/blobs/${id}`, headers: { cookie: stranger } })).statusCode).toBe(404);
  });
});
