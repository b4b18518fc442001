// The documents of a completed enrollment on both databases: the first invoice, once, as a PDF the
// owner may read, attached to the receipt email, and the certificate of a signed agreement beside it.
import { describe, expect, it } from 'vitest';
import { fieldErrors, newSessionCookie } from '../../../../test/app';
import { completableEnrollment } from '../../../../test/completable';
import { completionApp } from '../../../../test/completion';
import { testDatabases } from '../../../../test/databases';
import { embeddedFileOf } from '../../../../test/pdf';
import { allJobs } from '../../../all-jobs';
import { runDueJobs } from '../../../jobs/runner';
import { outboxPlace, type SealedContent } from '../../messaging/outbox';
import type { OutgoingEmail, Transport } from '../../messaging/transport';
import { saveStep } from '../step-service';
import { renderCertificateJob } from '../steps/agreement/service';
import { verifySignedText } from '../steps/agreement/signed-text';
import { keepCard } from '../steps/billing/card-storage';
import { policyOfEnrollment } from './repo';
import { invoiceOfPolicy } from './service';

describe.each(testDatabases)('the documents of a completed enrollment on $name', (database) => {
  const { app, cookie, sender, send, complete, internal, signAgreement, requireOnlyBuiltTabs } =
    completionApp(database);

  it('generates the first invoice once, as a PDF the owner may read, attached to the receipt email', async () => {
    await requireOnlyBuiltTabs();
    const enrollmentId = await completableEnrollment(sender(cookie), 'ana.invoice@example.com');
    const row = await internal(enrollmentId);
    const cards = async () =>
      Number(
        (
          await app()
            .db.selectFrom('member_card')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const cardsBefore = await cards();
    // A billing step as the billing step saves it (the card kept by the card storage, the step
    // naming it, masked: decision 0039): the invoice reads any step the day it exists.
    await app()
      .db.transaction()
      .execute(async (trx) => {
        const ref = { id: row.id, public_id: enrollmentId };
        const card = {
          name_on_cc: 'Ana Ruiz',
          card_number: '4242424242424242',
          expiration_month: '12',
          expiration_year: '2040',
        };
        const kept = await keepCard(trx, app().cipher, { enrollmentId: row.id }, card, new Date());
        const data = { payment_method: 'cc', card_id: kept.card_id, card_number: 'XXXX4242' };
        await saveStep(trx, app().cipher, ref, 'billing_info', { data }, new Date());
      });
    const done = await complete(enrollmentId);
    const policyId = (done.body.data as { policy_id: string }).policy_id;
    // The new card is kept on file for the member (once), offered masked at a later enrollment.
    expect(await cards()).toBe(cardsBefore + 1);
    const policyRow = await app()
      .db.selectFrom('policy')
      .select('member_id')
      .where('enrollment_id', '=', row.id)
      .executeTakeFirst();
    const onFile = await app()
      .db.selectFrom('member_card')
      .select('member_id')
      .where('enrollment_id', '=', row.id)
      .execute();
    expect(onFile).toEqual([{ member_id: policyRow?.member_id }]);
    // The receipt's invoice, made of what the completion wrote, is the one the policy reads back.
    const queued = await app()
      .db.selectFrom('outbox_message')
      .select(['public_id', 'sealed_content'])
      .where('enrollment_id', '=', row.id)
      .where('template', '=', 'enrollment_receipt')
      .execute();
    const policy = await policyOfEnrollment(app().db, row.id);
    if (!policy) throw new Error('no policy');
    const readBack = await invoiceOfPolicy(app().db, policy);
    expect(readBack).toMatchObject({ confirmation: policyId, payment: { method: 'cc', last4: '4242' } });
    expect(readBack.plans.length).toBeGreaterThan(1);
    expect(queued.length).toBeGreaterThan(0);
    for (const message of queued) {
      const place = outboxPlace(message.public_id, 'sealed_content');
      const content = JSON.parse(app().cipher.open(message.sealed_content, place)) as SealedContent;
      expect(content.attachments).toEqual([{ document: 'invoice', data: readBack }]);
    }
    const ask = (body: object) =>
      send('POST', 'autoInvoiceGeneration', { enrollment_id: enrollmentId, policy_id: policyId, ...body });
    const wrongPolicy = await ask({ policy_id: 'BS-0000-0000-0000-0000', effectiveDate: row.effective_date });
    expect(wrongPolicy.status).toBe(400);
    expect(fieldErrors(wrongPolicy.body as never)).toEqual({
      policy_id: 'No policy with this confirmation number was found for this enrollment.',
    });
    const wrongDay = await ask({ effectiveDate: '2020-01-01' });
    expect(fieldErrors(wrongDay.body as never)).toHaveProperty('effectiveDate');
    expect((await ask({ effectiveDate: 'soon' })).status).toBe(400);
    const stranger = await newSessionCookie(app());
    expect(
      (
        await sender(() => stranger)('POST', 'autoInvoiceGeneration', {
          enrollment_id: enrollmentId,
          policy_id: policyId,
          effectiveDate: row.effective_date,
        })
      ).status,
    ).toBe(404);

    const [first, second] = await Promise.all([
      ask({ effectiveDate: row.effective_date }),
      ask({ effectiveDate: row.effective_date }),
    ]);
    expect(first.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    const invoiceId = (first.body.data as { invoice_id: string }).invoice_id;
    const pdf = await app().inject({ url: `/media/blobs/${invoiceId}`, headers: { cookie: cookie() } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await send('GET', `get-receipt?enrollment_id=${enrollmentId}`)).body.data).toMatchObject({
      callInvoice: false,
      invoice_id: invoiceId,
    });

    // The receipt email carries the same invoice: delivery finds it kept and renders nothing more.
    const sent: OutgoingEmail[] = [];
    const transport: Transport = { name: 'smtp', send: async (email) => void sent.push(email), close() {} };
    await runDueJobs(app().db, allJobs({ cipher: app().cipher, transport, blobs: app().blobs }), new Date());
    const receipt = sent.find((email) => email.to === 'ana.invoice@example.com');
    expect(receipt?.subject).toBe('Enrollment Receipt');
    expect(receipt?.text).toContain(policyId);
    expect(receipt?.text).toContain('Credit card ending in 4242');
    expect(receipt?.text).not.toContain('4242424242424242');
    expect(Buffer.from(receipt?.attachments[0]?.content ?? []).equals(pdf.rawPayload)).toBe(true);
    const documents = await app()
      .db.selectFrom('blob')
      .select('name')
      .where('enrollment_id', '=', row.id)
      .where('kind', '=', 'document')
      .execute();
    expect(documents).toEqual([{ name: 'invoice' }]);
  });
  it('attaches the signature certificate of a signed agreement to the receipt, beside the invoice', async () => {
    await requireOnlyBuiltTabs();
    const enrollmentId = await completableEnrollment(sender(cookie), 'ana.signed@example.com');
    const sha256 = await signAgreement(enrollmentId);
    expect((await complete(enrollmentId)).status).toBe(200);

    // Delivery runs before the certificate's own job: it makes the certificate itself, after commit.
    // Delivered to the development mailbox (a capture of what it was handed).
    const sent: OutgoingEmail[] = [];
    const transport: Transport = { name: 'mailbox', send: async (email) => void sent.push(email), close() {} };
    const jobs = allJobs({ cipher: app().cipher, transport, blobs: app().blobs });
    await runDueJobs(
      app().db,
      jobs.filter((job) => job.name !== renderCertificateJob),
      new Date(),
    );
    const receipt = sent.find((email) => email.to === 'ana.signed@example.com');
    expect(receipt?.subject).toBe('Enrollment Receipt');
    expect(receipt?.text).toContain('The first invoice and the certificate of the signed agreement are attached');
    expect(receipt?.attachments.map((file) => file.filename)).toEqual(['invoice.pdf', 'signature-certificate.pdf']);
    const [invoice, certificate] = (receipt?.attachments ?? []).map((file) => Buffer.from(file.content));
    expect(invoice?.subarray(0, 5).toString()).toBe('%PDF-');
    const embedded = embeddedFileOf(certificate ?? Buffer.alloc(0));
    expect(embedded).toContain(enrollmentId);
    expect(verifySignedText(embedded, sha256)).toBe(true);
    // The certificate job finds it kept: one certificate, the bytes the email carried.
    await runDueJobs(app().db, jobs, new Date());
    const row = await internal(enrollmentId);
    const documents = await app()
      .db.selectFrom('blob')
      .select(['name', 'public_id'])
      .where('enrollment_id', '=', row.id)
      .where('kind', '=', 'document')
      .orderBy('name')
      .execute();
    expect(documents.map((document) => document.name)).toEqual([
      'invoice',
      `signature-certificate-${sha256.slice(0, 16)}`,
    ]);
    const kept = await app().blobs.read(documents[1]?.public_id ?? '');
    expect(Buffer.from(kept).equals(certificate ?? Buffer.alloc(0))).toBe(true);
    // The development mailbox offers both files, the certificate as it was kept.
    const message = await app()
      .db.selectFrom('outbox_message')
      .select('public_id')
      .where('enrollment_id', '=', row.id)
      .where('template', '=', 'enrollment_receipt')
      .executeTakeFirstOrThrow();
    const page = await app().inject({ url: '/dev/mailbox' });
    expect(page.body).toContain(`/dev/mailbox/${message.public_id}/1" download="signature-certificate.pdf"`);
    const download = await app().inject({ url: `/dev/mailbox/${message.public_id}/1` });
    expect(download.rawPayload.equals(certificate ?? Buffer.alloc(0))).toBe(true);
  });
});
