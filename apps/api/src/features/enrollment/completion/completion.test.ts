// Completing an enrollment on both databases: every required step saved first (a missing one named,
// in English and Spanish), then in one transaction the member, the policy with the cart's prices and
// fees, the steps as submitted (sealed parts re-sealed), beneficiaries kept on file, the receipt
// emails; 50 parallel submissions make one policy; a failing part rolls all back; a completed
// enrollment refuses wizard saves. The invoice and the certificate: completion-documents.test.ts.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fieldErrors, newSessionCookie } from '../../../../test/app';
import { builtTabs, completableEnrollment, personalAnswers, phoneOf } from '../../../../test/completable';
import { completionApp } from '../../../../test/completion';
import { testDatabases } from '../../../../test/databases';
import { allJobs } from '../../../all-jobs';
import { runDueJobs } from '../../../jobs/runner';
import type { OutgoingEmail, Transport } from '../../messaging/transport';
import { memberPhoneMac } from '../../verification/contact-checks';
import { policyStepPlace } from './service';

describe.each(testDatabases)('completing an enrollment on $name', (database) => {
  const { app, cookie, sender, send, complete, internal, policiesOf, receiptsOf, textsOf, requireOnlyBuiltTabs } =
    completionApp(database);

  it('refuses bad input and another session, and names the first required step not saved', async () => {
    const enrollmentId = await completableEnrollment(sender(cookie));
    const bad = await complete(enrollmentId, { send_sms: 'yes', additional_notes: 'x'.repeat(4001) });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldErrors(bad.body as never)).sort()).toEqual(['additional_notes', 'send_sms']);
    expect((await send('POST', 'save-review-info', { first_enroll: 1 })).status).toBe(400);
    const stranger = await newSessionCookie(app());
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
    const enrollmentId = await completableEnrollment(sender(cookie), 'ana.complete@example.com');
    const row = await internal(enrollmentId);
    const cart = await app().db.selectFrom('cart_line').selectAll().where('enrollment_id', '=', row.id).execute();
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
    const plans = await app()
      .db.selectFrom('policy_plan')
      .selectAll()
      .where('policy_id', '=', policy?.id ?? 0)
      .execute();
    expect(plans.map((plan) => [plan.plan_id, plan.price_cents, plan.fee_cents]).sort()).toEqual(
      cart.map((line) => [line.plan_id, line.price_cents, line.fee_cents]).sort(),
    );

    const done = await internal(enrollmentId);
    expect(done.completed_at).not.toBeNull();
    const member = await app()
      .db.selectFrom('member')
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
    expect(member.phone_mac).toBe(memberPhoneMac(app().cipher, phoneOf('ana.complete@example.com')));
    const held = await app().db.selectFrom('member_plan').selectAll().where('member_id', '=', member.id).execute();
    expect(held.map((plan) => [plan.plan_id, plan.policy_id, plan.plan_status]).sort()).toEqual(
      cart.map((line) => [line.plan_id, confirmation, 'ACTIVE']).sort(),
    );
    const beneficiaries = await app()
      .db.selectFrom('member_beneficiary')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(beneficiaries.data)).toContain('Leo');

    // Every step as submitted, review included; the sealed parts re-sealed to the policy.
    const steps = await app()
      .db.selectFrom('policy_step')
      .selectAll()
      .where('policy_id', '=', policy?.id ?? 0)
      .execute();
    expect(steps.map((step) => step.tab_name).sort()).toEqual([...builtTabs].sort());
    const personal = steps.find((step) => step.tab_name === 'primary_info');
    expect(personal?.sealed_data).not.toContain(personalAnswers.ssn);
    const opened = JSON.parse(
      app().cipher.open(personal?.sealed_data ?? '', policyStepPlace(confirmation, 'primary_info')),
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
    const enrollmentId = await completableEnrollment(sender(cookie));
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
    const enrollmentId = await completableEnrollment(sender(cookie));
    const before = (await receiptsOf()).length;
    const answers = await Promise.all(Array.from({ length: 50 }, () => complete(enrollmentId)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const numbers = new Set(answers.map((answer) => (answer.body.data as { policy_id: string }).policy_id));
    expect(numbers.size).toBe(1);
    const row = await internal(enrollmentId);
    expect(await policiesOf(row.id)).toHaveLength(1);
    expect(
      await app()
        .db.selectFrom('member')
        .select('id')
        .where('id', '=', row.member_id ?? 0)
        .execute(),
    ).toHaveLength(1);
    expect((await receiptsOf()).length).toBe(before + 1);
  });

  it('rolls everything back when a part fails, then completes once it no longer does', async () => {
    await requireOnlyBuiltTabs();
    const enrollmentId = await completableEnrollment(sender(cookie));
    const row = await internal(enrollmentId);
    const members = async () => (await app().db.selectFrom('member').select('id').execute()).length;
    const membersBefore = await members();
    const receiptsBefore = (await receiptsOf()).length;
    // The last part (queueing the receipt) fails: everything before it must go too.
    await sql`alter table outbox_message add constraint test_refuse_receipts check (template <> 'enrollment_receipt') not valid`.execute(
      app().db,
    );
    const failed = await complete(enrollmentId);
    expect(failed.status).toBe(500);
    expect(await policiesOf(row.id)).toEqual([]);
    expect(await members()).toBe(membersBefore);
    expect((await internal(enrollmentId)).completed_at).toBeNull();
    expect((await receiptsOf()).length).toBe(receiptsBefore);
    const reviewStep = await app()
      .db.selectFrom('enrollment_step')
      .select('tab_name')
      .where('enrollment_id', '=', row.id)
      .where('tab_name', '=', 'review_info')
      .execute();
    expect(reviewStep).toEqual([]);

    await sql`alter table outbox_message drop constraint test_refuse_receipts`.execute(app().db);
    const ok = await complete(enrollmentId);
    expect(ok.status).toBe(200);
    expect(await policiesOf(row.id)).toHaveLength(1);
  });

  it("completes an existing member's enrollment on that member, and sends the rep the enroller's copy", async () => {
    await requireOnlyBuiltTabs();
    const enrollmentId = await completableEnrollment(sender(cookie), 'ana.member@example.com');
    const row = await internal(enrollmentId);
    const rep = await app()
      .db.selectFrom('agent')
      .select(['id', 'email'])
      .where('agent_code', '=', 'REP100')
      .executeTakeFirstOrThrow();
    const member = await app().db.selectFrom('member').select(['id']).orderBy('id').executeTakeFirstOrThrow();
    await app()
      .db.updateTable('enrollment')
      .set({ agent_id: rep.id, member_id: member.id })
      .where('id', '=', row.id)
      .execute();
    const membersBefore = (await app().db.selectFrom('member').select('id').execute()).length;
    const res = await complete(enrollmentId, {}, 'es');
    expect(res.status).toBe(200);
    const [policy] = await policiesOf(row.id);
    expect(policy).toMatchObject({ member_id: member.id, language: 'es' });
    expect((await app().db.selectFrom('member').select('id').execute()).length).toBe(membersBefore);

    const sent: OutgoingEmail[] = [];
    const transport: Transport = { name: 'smtp', send: async (email) => void sent.push(email), close() {} };
    await runDueJobs(app().db, allJobs({ cipher: app().cipher, transport, blobs: app().blobs }), new Date());
    const client = sent.find((email) => email.to === 'ana.member@example.com');
    const enroller = sent.find((email) => email.to === rep.email);
    expect(client?.subject).toBe('Recibo de inscripción');
    expect(enroller?.subject).toBe('Recibo de inscripción');
    expect(enroller?.text).toContain('La inscripción de');
    expect(enroller?.text).toContain(policy?.public_id);
    expect(enroller?.attachments[0]?.filename).toBe('factura.pdf');
  });
});
