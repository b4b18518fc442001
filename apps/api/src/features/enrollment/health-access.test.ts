// Health data and a group administrator (issue 31, item 2), on an Acme employee's enrollment: the
// spouse's answers are neither read nor written by the administrator, while the rep whose book
// holds it may; a staff session mails a resume code only to the enrollment's own verified email
// and never becomes a storefront session; each staff access is audited with its account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, newSessionCookie, signInCookie, startTestApp, type TestApp } from '../../../test/app';
import { quotedWithCart } from '../../../test/completable';
import { testDatabases } from '../../../test/databases';
import { demoStaff } from '../../seed/staff';
import { outboxPlace } from '../messaging/outbox';
import { contactMac } from '../verification/otp-service';

const [rep, , admin] = demoStaff;
const secretCondition = 'Spouse condition SECRETCOND';
const secretMedication = 'Spouse medication SECRETMED';
const spouse = {
  relationship: 'spouse',
  first_name: 'Ana',
  last_name: 'Reyes',
  gender: 1,
  ssn: '123456789',
  weight: 140,
  height_feet: 5,
  height_inch: 6,
  birthdate: '02/14/1990',
  employed: 0,
};
const applicantEmail = 'employee.acme@example.com';
const contact = {
  email_address: applicantEmail,
  phone_number: '2025550143',
  address1: '100 Elm Street',
  city: 'Dallas',
  zip: '75201',
  state: 'TX',
  skip_validation_email: 1,
  skip_validation_phone: 1,
};

describe.each(testDatabases)('health data and staff on $name', (database) => {
  let t: TestApp;
  let owner: string;
  let repCookie: string;
  let adminCookie: string;
  let enrollment: string;
  let healthInfo: object;
  /** Maria Alvarez's agent row: the book the test's enrollments are in. */
  let agent: { id: number };
  /** The app's clock: a second one-time password to one address waits out the resend delay. */
  let now = new Date();

  const call = async (method: 'GET' | 'POST', url: string, cookie: string | undefined, payload?: object) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json(), text: res.body };
  };
  const dependents = (cookie: string) =>
    call('GET', `get-dependents-existing-user-enrollment?enrollment_id=${enrollment}`, cookie);
  const saveDependents = (cookie: string, notes: string) =>
    call('POST', 'save-dependent-info', cookie, {
      enrollment_id: enrollment,
      dependents: [{ primary_info: spouse, health_info: { ...healthInfo, notes } }],
    });
  /** Every email of `template` queued, with its recipient opened. */
  const recipients = async (template: string) => {
    const rows = await t.app.db
      .selectFrom('outbox_message')
      .select(['public_id', 'sealed_recipient'])
      .where('template', '=', template)
      .execute();
    return rows.map((row) => t.app.cipher.open(row.sealed_recipient, outboxPlace(row.public_id, 'sealed_recipient')));
  };
  const staffIdOf = async (email: string) =>
    (await t.app.db.selectFrom('staff_account').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const auditOf = (action: string) =>
    t.app.db
      .selectFrom('audit_event')
      .select(['action', 'actor_kind', 'staff_account_id', 'subject_id', 'result'])
      .where('action', '=', action)
      .where('subject_id', '=', enrollment)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await startTestApp(database, {}, () => now);
    // The dependents answer the health questions (the default steps require the health tab).
    await t.app.db
      .updateTable('dynamic_tab')
      .set({ required: true })
      .where('tab_name', '=', 'primary_health_info')
      .where('platform_id', 'is', null)
      .where('employer_group_id', 'is', null)
      .execute();
    agent = await t.app.db
      .selectFrom('agent')
      .select('id')
      .where('agent_code', '=', 'REP100')
      .executeTakeFirstOrThrow();
    const group = await t.app.db
      .selectFrom('employer_group')
      .select('id')
      .where('group_code', '=', 'ACME2026')
      .executeTakeFirstOrThrow();
    owner = await newSessionCookie(t.app);
    enrollment = await enrollmentOf(t.app, owner, { agentId: agent.id, groupId: group.id });
    await t.app.db
      .updateTable('enrollment')
      .set({ tier: 'IS', birth_date: '1988-05-05', spouse_birth_date: '1990-02-14', effective_date: '2026-12-01' })
      .where('public_id', '=', enrollment)
      .execute();
    repCookie = await signInCookie(t.app, rep.email, rep.password);
    adminCookie = await signInCookie(t.app, admin.email, admin.password);
    const asked = await call('GET', `get-health-questions-dependent-info?enrollment_id=${enrollment}`, owner);
    const questions: { question_id: string }[] = asked.body.data.result.codition_questions;
    const medication: { question_id: string } | null = asked.body.data.result.medication_question;
    const [first, ...rest] = questions;
    if (!first || !medication) throw new Error('the demo data asks no dependent health question');
    healthInfo = {
      condition_questions: [
        {
          question_id: first.question_id,
          yes_no_flag: 1,
          conditions: [{ health_condition: secretCondition, date_of_onset: '03/04/2019' }],
        },
        ...rest.map(({ question_id }) => ({ question_id, yes_no_flag: 0 })),
      ],
      medication_question: {
        question_id: medication.question_id,
        yes_no_flag: 1,
        medications: [{ medication: secretMedication, dosage: '10 mg' }],
      },
    };
    const saved = await saveDependents(owner, 'Saved by the employee');
    expect(saved.status, saved.text).toBe(200);
    // The enrollment's own contact, its email verified with a one-time password.
    expect((await call('POST', 'save-contact-info', repCookie, { enrollment_id: enrollment, ...contact })).status).toBe(
      200,
    );
    const row = await t.app.db
      .selectFrom('enrollment')
      .select('id')
      .where('public_id', '=', enrollment)
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('contact_verification')
      .values({
        enrollment_id: row.id,
        channel: 'email',
        contact_mac: contactMac(t.app.cipher, 'email', applicantEmail),
        verified_at: new Date(),
      })
      .execute();
  });
  afterAll(() => t.close());

  it("does not answer the spouse's health answers to the group administrator; the rep reads them", async () => {
    const refused = await dependents(adminCookie);
    expect(refused.status).toBe(404);
    expect(refused.text).not.toContain('SECRET');
    const read = await dependents(repCookie);
    expect(read.status).toBe(200);
    expect(read.text).toContain(secretCondition);
    expect(read.text).toContain(secretMedication);
    const rows = await auditOf('getDependentsExistingUserEnrollment');
    expect(rows).toEqual([
      expect.objectContaining({
        actor_kind: 'group_admin',
        staff_account_id: await staffIdOf(admin.email),
        result: 'refused',
      }),
      expect.objectContaining({ actor_kind: 'rep', staff_account_id: await staffIdOf(rep.email), result: 'ok' }),
    ]);
  });

  it("refuses the administrator's save-dependent-info with health answers; the rep's is saved", async () => {
    const refused = await saveDependents(adminCookie, 'Written by the administrator');
    expect(refused.status).toBe(404);
    expect((await dependents(owner)).text).toContain('Saved by the employee');
    expect((await dependents(owner)).text).not.toContain('Written by the administrator');
    const saved = await saveDependents(repCookie, 'Written by the rep');
    expect(saved.status, saved.text).toBe(200);
    expect((await dependents(owner)).text).toContain('Written by the rep');
  });

  it('refuses save-enrollment with the health tab to the administrator; the rep saves it', async () => {
    const asked = await call('GET', `get-health-questions-primary-health-info?enrollment_id=${enrollment}`, owner);
    const questions: { question_id: string }[] = asked.body.data.result.codition_questions;
    const medication: { question_id: string } | null = asked.body.data.result.medication_question;
    const answers = {
      condition_questions: questions.map(({ question_id }) => ({ question_id, yes_no_flag: 0 })),
      ...(medication ? { medication_question: { question_id: medication.question_id, yes_no_flag: 0 } } : {}),
    };
    const health = (cookie: string, notes: string) =>
      call('POST', 'save-enrollment', cookie, {
        enrollment_id: enrollment,
        email: applicantEmail,
        tab: 'health_info',
        data: { ...answers, notes },
      });
    const before = await t.app.db
      .selectFrom('enrollment_step')
      .selectAll()
      .where('tab_name', '=', 'primary_health_info')
      .execute();
    expect((await health(adminCookie, 'Written by the administrator')).status).toBe(404);
    expect(
      await t.app.db.selectFrom('enrollment_step').selectAll().where('tab_name', '=', 'primary_health_info').execute(),
    ).toEqual(before);
    const saved = await health(repCookie, 'Written by the rep');
    expect(saved.status, saved.text).toBe(200);
    const onFile = await call('GET', `get-existing-primary-health-info?enrollment_id=${enrollment}`, owner);
    expect(onFile.text).toContain('Written by the rep');
  });

  it('mails a resume code from a staff session only to the verified email, and audits a refusal', async () => {
    const own = 'hr.own.address@example.com';
    for (const [cookie, tab] of [
      [adminCookie, 'primary_info'],
      [adminCookie, 'employer_info'],
      [repCookie, 'primary_info'],
    ] as const) {
      const res = await call('POST', 'save-enrollment', cookie, { enrollment_id: enrollment, email: own, tab });
      expect([400, 404], res.text).toContain(res.status);
    }
    expect(await recipients('resume_code')).not.toContain(own);
    // The administrator's personal step (weight and height) is refused as health data; the others as the recipient.
    const refused = (rows: { result: string }[]) => rows.filter((row) => row.result === 'refused');
    // (Two: the health tab's refusal above, and this personal step's.)
    expect(refused(await auditOf('saveEnrollment'))).toEqual([
      expect.objectContaining({ actor_kind: 'group_admin', staff_account_id: await staffIdOf(admin.email) }),
      expect.objectContaining({ actor_kind: 'group_admin', staff_account_id: await staffIdOf(admin.email) }),
    ]);
    expect(refused(await auditOf('sendResumeCode'))).toEqual([
      expect.objectContaining({ actor_kind: 'group_admin', staff_account_id: await staffIdOf(admin.email) }),
      expect.objectContaining({ actor_kind: 'rep', staff_account_id: await staffIdOf(rep.email) }),
    ]);
    // To the enrollment's own verified email, the rep's request is sent.
    const sent = await call('POST', 'save-enrollment', repCookie, {
      enrollment_id: enrollment,
      email: applicantEmail,
      tab: 'employer_info',
    });
    expect(sent.status, sent.text).toBe(200);
    expect(await recipients('resume_code')).toContain(applicantEmail);
    expect((await auditOf('sendResumeCode')).at(-1)).toMatchObject({
      actor_kind: 'rep',
      staff_account_id: await staffIdOf(rep.email),
      result: 'ok',
    });
  });

  it('lets a rep send a quote of a cart to a client, and never a quote of a filled enrollment to another address', async () => {
    // A client of the rep quotes a household and fills a cart: nothing typed yet but the quote's filter.
    const visitor = await newSessionCookie(t.app);
    const fresh = await quotedWithCart((method, path, payload) => call(method, path, visitor, payload));
    await t.app.db.updateTable('enrollment').set({ agent_id: agent.id }).where('public_id', '=', fresh).execute();
    const client = 'new.client@example.com';
    const quote = (id: string, email: string) =>
      call('POST', 'save-enrollment', repCookie, { enrollment_id: id, email, name: 'New Client', tab: 'cart_info' });
    const sent = await quote(fresh, client);
    expect(sent.status, sent.text).toBe(200);
    expect(await recipients('quote')).toContain(client);
    const own = 'rep.own.address@example.com';
    const refused = await quote(enrollment, own);
    expect(refused.status, refused.text).toBe(400);
    expect(await recipients('quote')).not.toContain(own);
  });

  it("never counts an address verified in a staff session as the applicant's own", async () => {
    const applicant = await newSessionCookie(t.app);
    const other = await enrollmentOf(t.app, applicant, { agentId: agent.id });
    const own = 'rep.verified.own@example.com';
    const saved = await call('POST', 'save-contact-info', repCookie, {
      enrollment_id: other,
      ...contact,
      email_address: own,
    });
    expect(saved.status, saved.text).toBe(200);
    /** A one-time password sent to `own` and typed back by the session of `cookie`. */
    const verifyIn = async (cookie: string) => {
      const otp = { enrollment_id: other, type: 'email', contact: own };
      expect((await call('POST', 'send-otp', cookie, otp)).status).toBe(200);
      const rows = await t.app.db
        .selectFrom('outbox_message')
        .select(['public_id', 'sealed_content'])
        .where('template', '=', 'otp_code')
        .orderBy('id', 'desc')
        .execute();
      const [latest] = rows;
      if (!latest) throw new Error('no code was sent');
      const content = JSON.parse(
        t.app.cipher.open(latest.sealed_content, outboxPlace(latest.public_id, 'sealed_content')),
      );
      const verified = await call('POST', 'verify-otp', cookie, { ...otp, otp: String(content.data.code) });
      expect(verified.status, verified.text).toBe(200);
    };
    const codeTo = () =>
      call('POST', 'save-enrollment', repCookie, { enrollment_id: other, email: own, tab: 'employer_info' });
    await verifyIn(repCookie);
    const refused = await codeTo();
    expect(refused.status, refused.text).toBe(400);
    expect(await recipients('resume_code')).not.toContain(own);
    // Verified by the applicant's own session, the address is theirs: the rep's request is sent.
    now = new Date(now.getTime() + 5 * 60 * 1000);
    await verifyIn(applicant);
    const sent = await codeTo();
    expect(sent.status, sent.text).toBe(200);
    expect(await recipients('resume_code')).toContain(own);
  });

  it('never turns a staff session into a storefront session', async () => {
    const res = await call('POST', 'continue-enrollment', adminCookie, { code: 'ABCDEF123456', email: applicantEmail });
    expect(res.status).toBe(409);
    const session = await call('GET', 'auth/session', adminCookie);
    expect(session.body.data).toMatchObject({ role: 'group_admin' });
  });
});
