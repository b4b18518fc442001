// Issue 31 item 3 on both databases (decision 0037): a signature is the applicant's and covers what
// is bought. A typed name must be the applicant's as saved (Maria Alvarez typing "Aisha Khan" or
// "Mickey Mouse" is refused); a rep capturing the applicant's signature must attest the applicant is
// present, and the record and certificate name the staff account and the capturing session; a
// plan added after signing clears the signature and completion refuses; completion also refuses a
// signature whose digest no longer matches what it would write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, newSessionCookie, signInCookie, startTestApp, type TestApp } from '../../../../../test/app';
import { builtTabs, completableEnrollment, type Send } from '../../../../../test/completable';
import { testDatabases } from '../../../../../test/databases';
import { readStep } from '../../step-service';
import { certificateDataOf, signatureCertificateOf } from './certificate';
import { signatureRecordOf } from './service';

describe.each(testDatabases)('signatures that mean what they say on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  let maria: string;
  const sender =
    (who: () => string): Send =>
    async (method, path, body) => {
      const res = await t.app.inject({
        method,
        url: `/api/v1/${path}`,
        headers: { cookie: who() },
        ...(body ? { payload: body } : {}),
      });
      return { status: res.statusCode, body: res.json() };
    };
  const call = async (who: string, method: 'GET' | 'POST', path: string, body?: object, language = 'en') => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${path}`,
      headers: { cookie: who, 'accept-language': language },
      ...(body ? { payload: body } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const refOf = async (publicId: string) => {
    const row = await t.app.db
      .selectFrom('enrollment')
      .select(['id', 'public_id'])
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow();
    return { id: row.id, public_id: row.public_id };
  };
  /** A completable enrollment (Ana Ruiz) made by a storefront session, in Maria Alvarez's book. */
  const inMariasBook = async () => {
    const enrollment = await completableEnrollment(sender(() => cookie));
    const agent = await t.app.db
      .selectFrom('agent')
      .select('id')
      .where('agent_code', '=', 'REP100')
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('enrollment').set({ agent_id: agent.id }).where('public_id', '=', enrollment).execute();
    return enrollment;
  };
  const signing = async (who: string, enrollment: string) => {
    const shown = await call(who, 'GET', `get-agreement-texts?enrollment_id=${enrollment}`);
    expect(shown.status).toBe(200);
    const data = shown.body.data as { result: unknown[]; text_sha256: string };
    return {
      enrollment_id: enrollment,
      agreements: data.result.map(() => true),
      esign_consent: true,
      text_sha256: data.text_sha256,
      signature_method: 'typed',
    };
  };
  const stepState = async (enrollment: string) =>
    (await readStep(t.app.db, t.app.cipher, await refOf(enrollment), 'agreement_info'))?.state;
  const complete = (who: string, enrollment: string) =>
    call(who, 'POST', 'save-review-info', { enrollment_id: enrollment, first_enroll: 1 });

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
    maria = await signInCookie(t.app, 'maria.alvarez@example.com', 'demo-rep-100');
    // The built steps and the agreement are the steps asked.
    await t.app.db
      .updateTable('dynamic_tab')
      .set({ required: false })
      .where('tab_name', 'not in', [...builtTabs, 'agreement_info'])
      .execute();
  });
  afterAll(() => t.close());

  it.each(['Aisha Khan', 'Mickey Mouse'])(
    'refuses Maria Alvarez typing "%s" for Ana Ruiz, in English and Spanish',
    async (typed) => {
      const enrollment = await inMariasBook();
      const valid = await signing(maria, enrollment);
      const en = await call(maria, 'POST', 'save-agreement-info', {
        ...valid,
        typed_signature: typed,
        applicant_present: true,
      });
      expect(en.status).toBe(400);
      expect(fieldErrors(en.body as never)).toEqual({
        typed_signature: "The typed name must match the applicant's name as entered in Personal Information.",
      });
      const es = await call(
        maria,
        'POST',
        'save-agreement-info',
        { ...(await signing(maria, enrollment)), typed_signature: typed, applicant_present: true },
        'es',
      );
      expect(fieldErrors(es.body as never)).toEqual({
        typed_signature:
          'El nombre escrito debe coincidir con el nombre del solicitante tal como se ingresó en Información personal.',
      });
      expect(await stepState(enrollment)).toBeUndefined();
    },
  );

  it("refuses a rep's capture of the applicant's signature without the attestation that the applicant is present", async () => {
    const enrollment = await inMariasBook();
    // The form asks the staff session for it, and only the staff session.
    const fieldsOf = async (who: string) =>
      (
        (await call(who, 'GET', `get-form-fields-agreement-info?enrollment_id=${enrollment}`)).body.data as {
          result: { field_name: string; required: boolean }[];
        }
      ).result.find((field) => field.field_name === 'applicant_present');
    expect(await fieldsOf(maria)).toMatchObject({ required: true });
    expect(await fieldsOf(cookie)).toBeUndefined();
    const res = await call(maria, 'POST', 'save-agreement-info', {
      ...(await signing(maria, enrollment)),
      typed_signature: 'Ana Ruiz',
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body as never)).toEqual({
      applicant_present:
        'Confirm that the applicant is here with you and signs on this device: a staff member cannot sign for the applicant.',
    });
    expect(await stepState(enrollment)).toBeUndefined();
  });

  it('records and certifies a staff capture: the rep account, the attestation and the session, never its token', async () => {
    const enrollment = await inMariasBook();
    // The name as saved, its case, accents and spaces aside.
    const res = await call(maria, 'POST', 'save-agreement-info', {
      ...(await signing(maria, enrollment)),
      typed_signature: '  ANA   Rúiz ',
      applicant_present: true,
    });
    expect(res.status).toBe(200);
    const ref = await refOf(enrollment);
    const record = await signatureRecordOf(t.app.db, t.app.cipher, ref);
    expect(record?.eprocess).toBe('sigapplicant');
    expect(record?.captured_by).toMatchObject({
      authenticated_by: 'staff_password',
      staff_role: 'rep',
      applicant_present: true,
    });
    expect(record?.captured_by?.session_ref).toMatch(/^[0-9a-f]{32}$/);
    const token = maria.slice(maria.indexOf('=') + 1);
    expect(JSON.stringify(record)).not.toContain(token);
    expect(record?.staff_name).toBe('Maria Alvarez');
    if (!record) throw new Error('no record');
    const certificate = await certificateDataOf(t.app.blobs, ref, record);
    expect(certificate).toMatchObject({
      signerName: '  ANA   Rúiz '.trim(),
      signerType: 'sigapplicant',
      capture: {
        authenticatedBy: 'staff_password',
        staff: { name: 'Maria Alvarez', role: 'rep' },
        applicantPresent: true,
        sessionRef: record.captured_by?.session_ref,
      },
    });
    const pdf = await signatureCertificateOf(t.app.db, t.app.blobs, t.app.cipher, ref);
    expect(
      Buffer.from(pdf?.content ?? [])
        .toString('latin1')
        .startsWith('%PDF-'),
    ).toBe(true);
  });

  it('holds the Acme group administrator to the same rules: "Mickey Mouse" refused, a capture says it is theirs', async () => {
    const admin = await signInCookie(t.app, 'hr@acme2026.example', 'demo-group-acme');
    const enrollment = await completableEnrollment(sender(() => cookie));
    const acme = await t.app.db
      .selectFrom('employer_group')
      .select('id')
      .where('group_code', '=', 'ACME2026')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('enrollment')
      .set({ employer_group_id: acme.id })
      .where('public_id', '=', enrollment)
      .execute();
    const mickey = await call(admin, 'POST', 'save-agreement-info', {
      ...(await signing(admin, enrollment)),
      typed_signature: 'Mickey Mouse',
      applicant_present: true,
    });
    expect(mickey.status).toBe(400);
    expect(Object.keys(fieldErrors(mickey.body as never))).toEqual(['typed_signature']);
    const unattested = await call(admin, 'POST', 'save-agreement-info', {
      ...(await signing(admin, enrollment)),
      typed_signature: 'Ana Ruiz',
    });
    expect(Object.keys(fieldErrors(unattested.body as never))).toEqual(['applicant_present']);
    const res = await call(admin, 'POST', 'save-agreement-info', {
      ...(await signing(admin, enrollment)),
      typed_signature: 'Ana Ruiz',
      applicant_present: true,
    });
    expect(res.status).toBe(200);
    const record = await signatureRecordOf(t.app.db, t.app.cipher, await refOf(enrollment));
    expect(record?.captured_by).toMatchObject({
      authenticated_by: 'staff_password',
      staff_role: 'group_admin',
      applicant_present: true,
    });
    expect(record?.staff_name).toBe('Acme HR');
  });

  it("records the applicant's own storefront session: how it was authenticated, and no staff", async () => {
    const enrollment = await completableEnrollment(sender(() => cookie));
    const res = await call(cookie, 'POST', 'save-agreement-info', {
      ...(await signing(cookie, enrollment)),
      typed_signature: 'ana ruiz',
    });
    expect(res.status).toBe(200);
    const ref = await refOf(enrollment);
    const record = await signatureRecordOf(t.app.db, t.app.cipher, ref);
    expect(record?.captured_by).toEqual({
      session_ref: expect.stringMatching(/^[0-9a-f]{32}$/),
      authenticated_by: 'storefront_created',
    });
    expect(record?.staff_name).toBeUndefined();
    if (!record) throw new Error('no record');
    expect((await certificateDataOf(t.app.blobs, ref, record)).capture).toMatchObject({
      authenticatedBy: 'storefront_created',
      staff: undefined,
      applicantPresent: false,
    });
  });

  it('signed for one plan, a second plan added: the signature is cleared and completion refuses', async () => {
    const enrollment = await completableEnrollment(sender(() => cookie));
    const vision = (await call(cookie, 'GET', `get-plan-cart?enrollment_id=${enrollment}`)).body.data as {
      result: { plan_id: string; plan_pricing_id: string }[];
    };
    const second = vision.result.find((line) => line.plan_id === 'VIS-PLUS');
    const removed = await call(cookie, 'POST', 'remove-plan-from-cart', {
      enrollment_id: enrollment,
      plan_id: 'VIS-PLUS',
      plan_pricing_id: second?.plan_pricing_id,
    });
    expect(removed.status).toBe(200);
    expect(
      (
        await call(cookie, 'POST', 'save-agreement-info', {
          ...(await signing(cookie, enrollment)),
          typed_signature: 'Ana Ruiz',
        })
      ).status,
    ).toBe(200);
    expect(await stepState(enrollment)).toBe('signed');
    const cart = async () =>
      (await call(cookie, 'GET', `get-plan-cart?enrollment_id=${enrollment}`)).body.data as {
        has_already_signed: boolean;
      };
    expect((await cart()).has_already_signed).toBe(true);
    const added = await call(cookie, 'POST', 'add-plan-to-cart', {
      enrollment_id: enrollment,
      plan_id: 'VIS-PLUS',
      plan_pricing_id: second?.plan_pricing_id,
    });
    expect(added.status).toBe(200);
    expect(await stepState(enrollment)).toBe('saved');
    expect((await cart()).has_already_signed).toBe(false);
    const refused = await complete(cookie, enrollment);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'What was signed no longer matches this enrollment (its plans, prices, household or effective date changed). Please sign the agreement again.',
    );
    const row = await t.app.db
      .selectFrom('enrollment')
      .select(['id', 'completed_at'])
      .where('public_id', '=', enrollment)
      .executeTakeFirstOrThrow();
    expect(row.completed_at).toBeNull();
    expect(await t.app.db.selectFrom('policy').select('id').where('enrollment_id', '=', row.id).execute()).toEqual([]);
    // Signed again for both plans, it completes.
    expect(
      (
        await call(cookie, 'POST', 'save-agreement-info', {
          ...(await signing(cookie, enrollment)),
          typed_signature: 'Ana Ruiz',
        })
      ).status,
    ).toBe(200);
    expect((await complete(cookie, enrollment)).status).toBe(200);
  });

  it('refuses to complete when the digest of what it would write differs from the one signed (the texts changed)', async () => {
    const enrollment = await completableEnrollment(sender(() => cookie));
    expect(
      (
        await call(cookie, 'POST', 'save-agreement-info', {
          ...(await signing(cookie, enrollment)),
          typed_signature: 'Ana Ruiz',
        })
      ).status,
    ).toBe(200);
    const texts = await t.app.db.selectFrom('agreement_text').select(['id', 'text_body']).execute();
    const amend = (body: (text: (typeof texts)[number]) => string) =>
      Promise.all(
        texts.map((text) =>
          t.app.db
            .updateTable('agreement_text')
            .set({ text_body: body(text) })
            .where('id', '=', text.id)
            .execute(),
        ),
      );
    await amend((text) => `${text.text_body} (amended)`);
    try {
      const refused = await complete(cookie, enrollment);
      expect(refused.status).toBe(409);
      expect(fieldErrors(refused.body as never)).toEqual({
        agreement_info:
          'What was signed no longer matches this enrollment (its plans, prices, household or effective date changed). Please sign the agreement again.',
      });
    } finally {
      await amend((text) => text.text_body);
    }
  });
});
