// Completing an enrollment on both databases: every required step saved first (a missing one named,
// in English and Spanish), then in one transaction the member, the policy with the cart's prices and
// fees, the steps as submitted (sealed parts re-sealed), beneficiaries kept on file, the receipt
// emails with the first invoice; 50 parallel submissions make one policy; a failing part rolls all
// back; a completed enrollment refuses wizard saves; the receipt and the invoice, once, as a PDF.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, newSessionCookie, startTestApp, type TestApp } from '../../../../test/app';
import { builtTabs, completableEnrollment, personalAnswers, phoneOf, type Send } from '../../../../test/completable';
import { testDatabases } from '../../../../test/databases';
import { embeddedFileOf } from '../../../../test/pdf';
import { allJobs } from '../../../all-jobs';
import { runDueJobs } from '../../../jobs/runner';
import { outboxPlace, type SealedContent } from '../../messaging/outbox';
import type { OutgoingEmail, Transport } from '../../messaging/transport';
import { memberPhoneMac } from '../../verification/contact-checks';
import { saveStep } from '../step-service';
import { renderCertificateJob } from '../steps/agreement/service';
import { verifySignedText } from '../steps/agreement/signed-text';
import { keepCard } from '../steps/billing/card-storage';
import { policyOfEnrollment } from './repo';
import { invoiceOfPolicy, policyStepPlace } from './service';

describe.each(testDatabases)('completing an enrollment on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const sender =
    (who: () => string, language = 'en'): Send =>
    async (method, path, body) => {
      const res = await t.app.inject({
        method,
        url: `/api/v1/${path}`,
        headers: { cookie: who(), 'accept-language': language },
        ...(body ? { payload: body } : {}),
      });
      return { status: res.statusCode, body: res.json() };
    };
  const send = (method: 'GET' | 'POST', path: string, body?: object, language = 'en') =>
    sender(() => cookie, language)(method, path, body);
  const complete = (enrollmentId: string, extra: object = {}, language = 'en') =>
    send('POST', 'save-review-info', { enrollment_id: enrollmentId, first_enroll: 1, ...extra }, language);
  const internal = async (publicId: string) =>
    t.app.db.selectFrom('enrollment').selectAll().where('public_id', '=', publicId).executeTakeFirstOrThrow();
  const policiesOf = async (enrollmentId: number) =>
    t.app.db.selectFrom('policy').selectAll().where('enrollment_id', '=', enrollmentId).execute();
  const receiptsOf = async () =>
    t.app.db.selectFrom('outbox_message').select(['id']).where('template', '=', 'enrollment_receipt').execute();
  const textsOf = async (enrollmentId: number) =>
    t.app.db
      .selectFrom('outbox_message')
      .select(['template', 'language'])
      .where('channel', '=', 'text')
      .where('enrollment_id', '=', enrollmentId)
      .execute();
  /** The agreement signed with a typed name, in the signer's `language`: the digest of the text shown. */
  const signAgreement = async (enrollmentId: string, language = 'en') => {
    const shown = (await send('GET', `get-agreement-texts?enrollment_id=${enrollmentId}`, undefined, language)).body
      .data as { result: unknown[]; text_sha256: string };
    const signed = await send(
      'POST',
      'save-agreement-info',
      {
        enrollment_id: enrollmentId,
        agreements: shown.result.map(() => true),
        esign_consent: true,
        text_sha256: shown.text_sha256,
        signature_method: 'typed',
        typed_signature: 'Ana Ruiz',
      },
      language,
    );
    expect(signed.status).toBe(200);
    return shown.text_sha256;
  };
  const requireOnlyBuiltTabs = () =>
    t.app.db.updateTable('dynamic_tab').set({ required: false }).where('tab_name', 'not in', builtTabs).execute();

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  it('refuses bad input and another session, and names the first required step not saved', async () => {
    const enrollmentId = await completableEnrollment(sender(() => cookie));
    const bad = await complete(enrollmentId, { send_sms: 'yes', additional_notes: 'x'.repeat(4001) });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldErrors(bad.body as never)).sort()).toEqual(['additional_notes', 'send_sms']);
    expect((await send('POST', 'save-review-info', { first_enroll: 1 })).status).toBe(400);
    const stranger = await newSessionCookie(t.app);
    expect((await sender(() => stranger)('POST', 'save-review-info', { enrollment_id: enrollmentId })).status).toBe(
      404,
    );
    // The demo's default configuration asks every step: health questions come next.
    const missing = await complete(enrollmentId);
    expect(missing.status).toBe(409);
    expect(missing.body.message).toBe('Please complete Health Questions before completing your enrollment.');
    expect(fieldErrors(missing.body as never)).toEqual({
      primary_health_info: 'Please complete Health Questions before completing your enrollment.',
    });
    const spanish = await complete(enrollmentId, {}, 'es');
    expect(spanish.body.message).toBe('Complete Preguntas de salud antes de completar su inscripción.');
    const row = await internal(enrollmentId);
    expect(row.completed_at).toBeNull();
    expect(await policiesOf(row.id)).toEqual([]);
  });

  it('makes the member, the policy at the cart prices, the submitted steps and the receipt in one go', async () => {
    await requireOnlyBuiltTabs();
    const enrollmentId = await completableEnrollment(
      sender(() => cookie),
      'ana.complete@example.com',
    );
    const row = await internal(enrollmentId);
    const cart = await t.app.db.selectFrom('cart_line').selectAll().where('enrollment_id', '=', row.id).execute();
    const before = (await receiptsOf()).length;
    const res = await complete(enrollmentId, { additional_notes: 'Call after 5 pm', send_sms: 0 });
    expect(res.status).toBe(200);
    const confirmation = (res.body.data as { policy_id: string }).policy_id;
    expect(confirmation).toMatch(/^BS-[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);

    const [policy, ...more] = await policiesOf(row.id);
    expect(more).toEqual([]);
    expect(policy).toMatchObject({ public_id: confirmation, effective_date: row.effective_date, language: 'en' });
    const total = cart.reduce((sum, line) => sum + line.price_cents, 0);
    expect(policy?.recurring_cents).toBe(total);
    const plans = await t.app.db
      .selectFrom('policy_plan')
      .selectAll()
      .where('policy_id', '=', policy?.id ?? 0)
      .execute();
    expect(plans.map((plan) => [plan.plan_id, plan.price_cents, plan.fee_cents]).sort()).toEqual(
      cart.map((line) => [line.plan_id, line.price_cents, line.fee_cents]).sort(),
    );

    const done = await internal(enrollmentId);
    expect(done.completed_at).not.toBeNull();
    const member = await t.app.db
      .selectFrom('member')
      .selectAll()
      .where('id', '=', done.member_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana.complete@example.com',
      ssn_last4: '4387',
      zip: '75201',
      state: 'TX',
    });
    expect(member.ssn_sealed).not.toContain(personalAnswers.ssn);
    // Its phone only as the keyed hash the next new member's contact step is checked against.
    expect(member.phone_mac).toBe(memberPhoneMac(t.app.cipher, phoneOf('ana.complete@example.com')));
    const held = await t.app.db.selectFrom('member_plan').selectAll().where('member_id', '=', member.id).execute();
    expect(held.map((plan) => [plan.plan_id, plan.policy_id, plan.plan_status]).sort()).toEqual(
      cart.map((line) => [line.plan_id, confirmation, 'ACTIVE']).sort(),
    );
    const beneficiaries = await t.app.db
      .selectFrom('member_beneficiary')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(beneficiaries.data)).toContain('Leo');

    // Every step as submitted, review included; the sealed parts re-sealed to the policy.
    const steps = await t.app.db
      .selectFrom('policy_step')
      .selectAll()
      .where('policy_id', '=', policy?.id ?? 0)
      .execute();
    expect(steps.map((step) => step.tab_name).sort()).toEqual([...builtTabs].sort());
    const personal = steps.find((step) => step.tab_name === 'primary_info');
    expect(personal?.sealed_data).not.toContain(personalAnswers.ssn);
    const opened = JSON.parse(
      t.app.cipher.open(personal?.sealed_data ?? '', policyStepPlace(confirmation, 'primary_info')),
    );
    expect(opened.ssn).toBe(personalAnswers.ssn);
    const review = steps.find((step) => step.tab_name === 'review_info');
    expect(review?.data).toEqual({ send_sms: 0 });
    expect(review?.sealed_data).not.toContain('Call after');

    // The Enrollment Receipt to the client (no rep enrolled her), no text (send_sms 0), and the receipt.
    expect((await receiptsOf()).length).toBe(before + 1);
    expect(await textsOf(row.id)).toEqual([]);
    const receipt = await send('GET', `get-receipt?enrollment_id=${enrollmentId}`);
    expect(receipt.body.data).toEqual({
      policy_id: confirmation,
      name: 'Ana Ruiz',
      callInvoice: true,
      effective_date: row.effective_date,
      invoice_id: null,
    });
    // The rep's desk no longer lists it in progress (no book here: the column is what it filters on).
    expect(done.completed_at).toBeInstanceOf(Date);
  });

  it('answers the same policy to a repeat, and refuses wizard saves after completion, in both languages', async () => {
    await requireOnlyBuiltTabs();
    const enrollmentId = await completableEnrollment(sender(() => cookie));
    const first = await complete(enrollmentId);
    expect(first.status).toBe(200);
    const again = await complete(enrollmentId);
    expect(again.body.data).toEqual(first.body.data);
    const save = await send('POST', 'save-personal-info', { enrollment_id: enrollmentId, ...personalAnswers });
    expect(save.status).toBe(409);
    expect(save.body.message).toBe('This enrollment is complete and can no longer be changed.');
    const es = await send('POST', 'save-personal-info', { enrollment_id: enrollmentId, ...personalAnswers }, 'es');
    expect(es.body.message).toBe('Esta inscripción está completa y ya no se puede cambiar.');
    const cart = await send('POST', 'cart-checkout', { enrollment_id: enrollmentId, effective_date: '2027-01-01' });
    expect(cart.status).toBe(409);
    expect(
      (await send('GET', `get-enrollment-temp-info?enrollment_id=${enrollmentId}&column=primary_info`)).status,
    ).toBe(200);
  });

  it('makes exactly one policy from 50 parallel submissions', async () => {
    await requireOnlyBuiltTabs();
    const enrollmentId = await completableEnrollment(sender(() => cookie));
    const before = (await receiptsOf()).length;
    const answers = await Promise.all(Array.from({ length: 50 }, () => complete(enrollmentId)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const numbers = new Set(answers.map((answer) => (answer.body.data as { policy_id: string }).policy_id));
    expect(numbers.size).toBe(1);
    const row = await internal(enrollmentId);
    expect(await policiesOf(row.id)).toHaveLength(1);
    expect(
      await t.app.db
        .selectFrom('member')
        .select('id')
        .where('id', '=', row.member_id ?? 0)
        .execute(),
    ).toHaveLength(1);
    expect((await receiptsOf()).length).toBe(before + 1);
  });

  it('rolls everything back when a part fails, then completes once it no longer does', async () => {
    await requireOnlyBuiltTabs();
    const enrollmentId = await completableEnrollment(sender(() => cookie));
    const row = await internal(enrollmentId);
    const members = async () => (await t.app.db.selectFrom('member').select('id').execute()).length;
    const membersBefore = await members();
    const receiptsBefore = (await receiptsOf()).length;
    // The last part (queueing the receipt) fails: everything before it must go too.
    await sql`alter table outbox_message add constraint test_refuse_receipts check (template <> 'enrollment_receipt') not valid`.execute(
      t.app.db,
    );
    const failed = await complete(enrollmentId);
    expect(failed.status).toBe(500);
    expect(await policiesOf(row.id)).toEqual([]);
    expect(await members()).toBe(membersBefore);
    expect((await internal(enrollmentId)).completed_at).toBeNull();
    expect((await receiptsOf()).length).toBe(receiptsBefore);
    const reviewStep = await t.app.db
      .selectFrom('enrollment_step')
      .select('tab_name')
      .where('enrollment_id', '=', row.id)
      .where('tab_name', '=', 'review_info')
      .execute();
    expect(reviewStep).toEqual([]);

    await sql`alter table outbox_message drop constraint test_refuse_receipts`.execute(t.app.db);
    const ok = await complete(enrollmentId);
    expect(ok.status).toBe(200);
    expect(await policiesOf(row.id)).toHaveLength(1);
  });

  it("completes an existing member's enrollment on that member, and sends the rep the enroller's copy", async () => {
    await requireOnlyBuiltTabs();
    const enrollmentId = await completableEnrollment(
      sender(() => cookie),
      'ana.member@example.com',
    );
    const row = await internal(enrollmentId);
    const rep = await t.app.db
      .selectFrom('agent')
      .select(['id', 'email'])
      .where('agent_code', '=', 'REP100')
      .executeTakeFirstOrThrow();
    const member = await t.app.db.selectFrom('member').select(['id']).orderBy('id').executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('enrollment')
      .set({ agent_id: rep.id, member_id: member.id })
      .where('id', '=', row.id)
      .execute();
    const membersBefore = (await t.app.db.selectFrom('member').select('id').execute()).length;
    const res = await complete(enrollmentId, {}, 'es');
    expect(res.status).toBe(200);
    const [policy] = await policiesOf(row.id);
    expect(policy).toMatchObject({ member_id: member.id, language: 'es' });
    expect((await t.app.db.selectFrom('member').select('id').execute()).length).toBe(membersBefore);

    const sent: OutgoingEmail[] = [];
    const transport: Transport = { name: 'smtp', send: async (email) => void sent.push(email), close() {} };
    await runDueJobs(t.app.db, allJobs({ cipher: t.app.cipher, transport, blobs: t.app.blobs }), new Date());
    const client = sent.find((email) => email.to === 'ana.member@example.com');
    const enroller = sent.find((email) => email.to === rep.email);
    expect(client?.subject).toBe('Recibo de inscripción');
    expect(enroller?.subject).toBe('Recibo de inscripción');
    expect(enroller?.text).toContain('La inscripción de');
    expect(enroller?.text).toContain(policy?.public_id);
    expect(enroller?.attachments[0]?.filename).toBe('factura.pdf');
  });

  it('generates the first invoice once, as a PDF the owner may read, attached to the receipt email', async () => {
    await requireOnlyBuiltTabs();
    const enrollmentId = await completableEnrollment(
      sender(() => cookie),
      'ana.invoice@example.com',
    );
    const row = await internal(enrollmentId);
    const cards = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('member_card')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const cardsBefore = await cards();
    // A billing step as the billing step saves it (the card kept by the card storage, the step
    // naming it, masked: decision 0039): the invoice reads any step the day it exists.
    await t.app.db.transaction().execute(async (trx) => {
      const ref = { id: row.id, public_id: enrollmentId };
      const card = {
        name_on_cc: 'Ana Ruiz',
        card_number: '4242424242424242',
        expiration_month: '12',
        expiration_year: '2040',
      };
      const kept = await keepCard(trx, t.app.cipher, { enrollmentId: row.id }, card, new Date());
      const data = { payment_method: 'cc', card_id: kept.card_id, card_number: 'XXXX4242' };
      await saveStep(trx, t.app.cipher, ref, 'billing_info', { data }, new Date());
    });
    const done = await complete(enrollmentId);
    const policyId = (done.body.data as { policy_id: string }).policy_id;
    // The new card is kept on file for the member (once), offered masked at a later enrollment.
    expect(await cards()).toBe(cardsBefore + 1);
    const policyRow = await t.app.db
      .selectFrom('policy')
      .select('member_id')
      .where('enrollment_id', '=', row.id)
      .executeTakeFirst();
    const onFile = await t.app.db
      .selectFrom('member_card')
      .select('member_id')
      .where('enrollment_id', '=', row.id)
      .execute();
    expect(onFile).toEqual([{ member_id: policyRow?.member_id }]);
    // The receipt's invoice, made of what the completion wrote, is the one the policy reads back.
    const queued = await t.app.db
      .selectFrom('outbox_message')
      .select(['public_id', 'sealed_content'])
      .where('enrollment_id', '=', row.id)
      .where('template', '=', 'enrollment_receipt')
      .execute();
    const policy = await policyOfEnrollment(t.app.db, row.id);
    if (!policy) throw new Error('no policy');
    const readBack = await invoiceOfPolicy(t.app.db, policy);
    expect(readBack).toMatchObject({ confirmation: policyId, payment: { method: 'cc', last4: '4242' } });
    expect(readBack.plans.length).toBeGreaterThan(1);
    expect(queued.length).toBeGreaterThan(0);
    for (const message of queued) {
      const place = outboxPlace(message.public_id, 'sealed_content');
      const content = JSON.parse(t.app.cipher.open(message.sealed_content, place)) as SealedContent;
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
    const stranger = await newSessionCookie(t.app);
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
    const pdf = await t.app.inject({ url: `/media/blobs/${invoiceId}`, headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await send('GET', `get-receipt?enrollment_id=${enrollmentId}`)).body.data).toMatchObject({
      callInvoice: false,
      invoice_id: invoiceId,
    });

    // The receipt email carries the same invoice: delivery finds it kept and renders nothing more.
    const sent: OutgoingEmail[] = [];
    const transport: Transport = { name: 'smtp', send: async (email) => void sent.push(email), close() {} };
    await runDueJobs(t.app.db, allJobs({ cipher: t.app.cipher, transport, blobs: t.app.blobs }), new Date());
    const receipt = sent.find((email) => email.to === 'ana.invoice@example.com');
    expect(receipt?.subject).toBe('Enrollment Receipt');
    expect(receipt?.text).toContain(policyId);
    expect(receipt?.text).toContain('Credit card ending in 4242');
    expect(receipt?.text).not.toContain('4242424242424242');
    expect(Buffer.from(receipt?.attachments[0]?.content ?? []).equals(pdf.rawPayload)).toBe(true);
    const documents = await t.app.db
      .selectFrom('blob')
      .select('name')
      .where('enrollment_id', '=', row.id)
      .where('kind', '=', 'document')
      .execute();
    expect(documents).toEqual([{ name: 'invoice' }]);
  });
  it('attaches the signature certificate of a signed agreement to the receipt, beside the invoice', async () => {
    await requireOnlyBuiltTabs();
    const enrollmentId = await completableEnrollment(
      sender(() => cookie),
      'ana.signed@example.com',
    );
    const sha256 = await signAgreement(enrollmentId);
    expect((await complete(enrollmentId)).status).toBe(200);

    // Delivery runs before the certificate's own job: it makes the certificate itself, after commit.
    // Delivered to the development mailbox (a capture of what it was handed).
    const sent: OutgoingEmail[] = [];
    const transport: Transport = { name: 'mailbox', send: async (email) => void sent.push(email), close() {} };
    const jobs = allJobs({ cipher: t.app.cipher, transport, blobs: t.app.blobs });
    await runDueJobs(
      t.app.db,
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
    await runDueJobs(t.app.db, jobs, new Date());
    const row = await internal(enrollmentId);
    const documents = await t.app.db
      .selectFrom('blob')
      .select(['name', 'public_id'])
      .where('enrollment_id', '=', row.id)
      .where('kind', '=', 'document')
      .orderBy('name')
      .execute();
    expect(documents.map((document) => document.name)).toEqual([
      'invoice',
      `signature-certificate-${sha256.slice(0, 16)}`,
    ]);
    const kept = await t.app.blobs.read(documents[1]?.public_id ?? '');
    expect(Buffer.from(kept).equals(certificate ?? Buffer.alloc(0))).toBe(true);
    // The development mailbox offers both files, the certificate as it was kept.
    const message = await t.app.db
      .selectFrom('outbox_message')
      .select('public_id')
      .where('enrollment_id', '=', row.id)
      .where('template', '=', 'enrollment_receipt')
      .executeTakeFirstOrThrow();
    const page = await t.app.inject({ url: '/dev/mailbox' });
    expect(page.body).toContain(`/dev/mailbox/${message.public_id}/1" download="signature-certificate.pdf"`);
    const download = await t.app.inject({ url: `/dev/mailbox/${message.public_id}/1` });
    expect(download.rawPayload.equals(certificate ?? Buffer.alloc(0))).toBe(true);
  });
});
