// The beneficiary step: relationships in English and Spanish, one beneficiary checked, the list
// saved (at most 3, shares adding up to exactly 100, the spec's messages), SSNs and dates of birth
// sealed and shown masked, a member's beneficiaries on file first, to the enrollment's session only.
// The SSN is asked only where the configuration requires it (decision 0042): this suite's does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrollmentOf,
  fieldErrors,
  newSessionCookie,
  startTestApp,
  stepCaller,
  storedStepText,
  type TestApp,
} from '../../../../../test/app';
import { testDatabases } from '../../../../../test/databases';
import { seedDemoBeneficiaries } from '../../../../seed/beneficiaries';
import { keepMemberBeneficiaries } from './service';

const ana = {
  first_name: 'Ana',
  last_name: 'Reyes',
  birthdate: '02/14/1990',
  ssn: '123456789',
  relationship: 'spouse',
  beneficiary_percentage: 60,
};
const leo = {
  first_name: 'Leo',
  last_name: 'Reyes',
  birthdate: '06/01/2012',
  ssn: '987654321',
  relationship: 'child',
  beneficiary_percentage: 40,
};

describe.each(testDatabases)('beneficiary step on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const call = stepCaller(
    () => t.app,
    () => cookie,
  );
  const save = (enrollment: string, beneficiaries: object[], es = false) =>
    call('POST', 'save-beneficiary-info', { enrollment_id: enrollment, beneficiaries }, { es });
  const listOf = async (enrollment: string, who = cookie) => {
    const res = await call('GET', `get-beneficiaries-existing-user-enrollment?enrollment_id=${enrollment}`, undefined, {
      cookie: who,
    });
    return { status: res.status, list: res.body.data?.result, text: res.text };
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
    await t.app.db
      .insertInto('step_field')
      .values({
        platform_id: null,
        employer_group_id: null,
        tab_name: 'beneficiary_info',
        field_name: 'ssn',
        required: true,
        read_only: false,
      })
      .execute();
  });
  afterAll(() => t.close());

  it('lists the relationships a beneficiary may have, in English and Spanish', async () => {
    const en = await call('GET', 'get-beneficiary-relationships', undefined, { cookie: undefined });
    const es = await call('GET', 'get-beneficiary-relationships', undefined, { cookie: undefined, es: true });
    expect(en.body.data.result).toContainEqual({ value: 'spouse', label: 'Spouse' });
    expect(es.body.data.result).toContainEqual({ value: 'spouse', label: 'Cónyuge' });
  });

  it('configures the form: names, birthdate, relationship and percentage required, the SSN as configured', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const res = await call('GET', `get-form-fields-beneficiary-info?enrollment_id=${enrollment}`);
    const required = Object.fromEntries(
      res.body.data.result.map((field: { field_name: string; required: boolean }) => [
        field.field_name,
        field.required,
      ]),
    );
    expect(required).toEqual({
      first_name: true,
      middle_name: false,
      last_name: true,
      birthdate: true,
      ssn: true,
      relationship: true,
      beneficiary_percentage: true,
    });
  });

  it('checks one beneficiary with the spec messages, saving nothing', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const ok = await call('POST', 'validate-single-beneficiary', { enrollment_id: enrollment, ...ana });
    expect(ok.status).toBe(200);
    const bad = await call('POST', 'validate-single-beneficiary', {
      enrollment_id: enrollment,
      first_name: 'A1',
      last_name: '',
      birthdate: '13/45/1990',
      ssn: '12345',
      relationship: 'spouse',
      beneficiary_percentage: 0,
    });
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad.body)).toEqual({
      first_name: 'Please enter valid first name',
      last_name: 'Field is required',
      birthdate: 'Enter the date as mm/dd/yyyy',
      ssn: 'Invalid Social Security Number',
      beneficiary_percentage: 'Beneficiary percentage should not be 0 or more than 100',
    });
    const es = await call('POST', 'validate-single-beneficiary', { ...ana, beneficiary_percentage: 101 }, { es: true });
    expect(fieldErrors(es.body)).toEqual({
      beneficiary_percentage: 'El porcentaje del beneficiario no debe ser 0 ni mayor que 100',
    });
    const missing = await call('POST', 'validate-single-beneficiary', {
      ...ana,
      relationship: undefined,
      birthdate: undefined,
    });
    expect(Object.keys(fieldErrors(missing.body)).sort()).toEqual(['birthdate', 'relationship']);
    const unlisted = await call('POST', 'validate-single-beneficiary', { ...ana, relationship: 'landlord' });
    expect(fieldErrors(unlisted.body)).toEqual({ relationship: 'Invalid value' });
    expect((await listOf(enrollment)).list).toEqual([]);
  });

  it('saves 1 to 3 beneficiaries adding up to 100, and shows them with the SSN masked', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const res = await save(enrollment, [ana, leo]);
    expect(res.status).toBe(200);
    const { list, text } = await listOf(enrollment);
    expect(list).toEqual([
      expect.objectContaining({
        first_name: 'Ana',
        birthdate: '02/14/1990',
        ssn: '***-**-6789',
        beneficiary_percentage: 60,
      }),
      expect.objectContaining({ first_name: 'Leo', ssn: '***-**-4321', relationship: 'child', middle_name: null }),
    ]);
    expect(text).not.toContain('123456789');
    // Sealed at rest: neither the SSN nor the date of birth is in the step's row.
    const stored = await storedStepText(t.app, 'beneficiary_info');
    expect(stored).toContain('Ana');
    expect(stored).not.toContain('123456789');
    expect(stored).not.toContain('1990-02-14');
    expect(stored).not.toContain('02/14/1990');
  });

  it('keeps the SSN on file when the masked value comes back, and refuses a mask it did not show', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    await save(enrollment, [{ ...ana, beneficiary_percentage: 100 }]);
    const [shown] = (await listOf(enrollment)).list;
    const again = await save(enrollment, [{ ...shown, middle_name: undefined, beneficiary_percentage: 100 }]);
    expect(again.status).toBe(200);
    const [kept] = (await listOf(enrollment)).list;
    expect(kept).toMatchObject({ beneficiary_id: shown.beneficiary_id, ssn: '***-**-6789' });
    const forged = await save(enrollment, [{ ...ana, ssn: '***-**-1111', beneficiary_percentage: 100 }]);
    expect(forged.status).toBe(400);
    expect(fieldErrors(forged.body)).toEqual({ 'beneficiaries.0.ssn': 'Invalid Social Security Number' });
  });

  it.each([
    [
      [
        { ...ana, beneficiary_percentage: 60 },
        { ...leo, beneficiary_percentage: 30 },
      ],
      'Your total Beneficiary Percentage is 90 and it Should not be less than 100%',
    ],
    [
      [
        { ...ana, beneficiary_percentage: 70 },
        { ...leo, beneficiary_percentage: 40 },
      ],
      'Your total Beneficiary Percentage is 110 and it Should not be more than 100%',
    ],
    [[], 'Please add your beneficiaries before continuing.'],
    [
      [ana, leo, leo, leo].map((item) => ({ ...item, beneficiary_percentage: 25 })),
      'Maximum allowed number of beneficiaries is 3',
    ],
  ])('refuses a list the spec does not allow (%#)', async (beneficiaries, message) => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const res = await save(enrollment, beneficiaries);
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({ beneficiaries: message });
    expect((await listOf(enrollment)).list).toEqual([]);
  });

  it('says the total in Spanish too', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const res = await save(
      enrollment,
      [
        { ...ana, beneficiary_percentage: 60 },
        { ...leo, beneficiary_percentage: 30 },
      ],
      true,
    );
    expect(fieldErrors(res.body)).toEqual({
      beneficiaries: 'El porcentaje total de beneficiarios es 90 y no debe ser menor que 100%',
    });
    expect(res.body.message).toBe('El porcentaje total de beneficiarios es 90 y no debe ser menor que 100%');
  });

  it("shows an existing member's beneficiaries on file until the enrollment saves its own", async () => {
    const member = await t.app.db.selectFrom('member').select(['id', 'public_id']).executeTakeFirstOrThrow();
    const enrollment = await enrollmentOf(t.app, cookie);
    await t.app.db
      .updateTable('enrollment')
      .set({ member_id: member.id })
      .where('public_id', '=', enrollment)
      .execute();
    expect((await listOf(enrollment)).list).toEqual([]);
    const onFile = {
      ...ana,
      beneficiary_id: 'MemberBeneficiary00001',
      birthdate: '1990-02-14',
      beneficiary_percentage: 100,
    };
    await keepMemberBeneficiaries(t.app.db, t.app.cipher, member, [onFile], new Date());
    const { list, text } = await listOf(enrollment);
    expect(list).toEqual([expect.objectContaining({ first_name: 'Ana', ssn: '***-**-6789', birthdate: '02/14/1990' })]);
    expect(text).not.toContain('123456789');
    expect(JSON.stringify(await t.app.db.selectFrom('member_beneficiary').selectAll().execute())).not.toContain(
      '123456789',
    );
    // The masked SSN on file is kept when the enroller saves the member's list as shown.
    const [shown] = list;
    expect((await save(enrollment, [{ ...shown, middle_name: undefined }])).status).toBe(200);
    const saved = (await listOf(enrollment)).list;
    expect(saved).toEqual([expect.objectContaining({ ssn: '***-**-6789', beneficiary_percentage: 100 })]);
    expect((await save(enrollment, [{ ...leo, beneficiary_percentage: 100 }])).status).toBe(200);
    expect((await listOf(enrollment)).list).toEqual([expect.objectContaining({ first_name: 'Leo' })]);
  });

  it('is saved for later by save-enrollment: short of 100 as a draft, each beneficiary by its rules', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const later = (beneficiaries: object[]) =>
      call('POST', 'save-enrollment', {
        enrollment_id: enrollment,
        tab: 'benificiary_info',
        email: 'ana@example.com',
        data: { beneficiaries },
      });
    const under = await later([{ ...ana, beneficiary_percentage: 60 }]);
    expect(under.status).toBe(200);
    expect((await listOf(enrollment)).list).toEqual([expect.objectContaining({ beneficiary_percentage: 60 })]);
    const wrong = await later([{ ...ana, beneficiary_percentage: 0 }]);
    expect(fieldErrors(wrong.body)).toEqual({
      'beneficiaries.0.beneficiary_percentage': 'Beneficiary percentage should not be 0 or more than 100',
    });
    expect((await later([{ ...ana, beneficiary_percentage: 100 }])).status).toBe(200);
    expect((await listOf(enrollment)).list).toEqual([
      expect.objectContaining({ first_name: 'Ana', ssn: '***-**-6789' }),
    ]);
  });

  it("starts Aisha Khan's existing-member enrollment from the demo beneficiaries on file", async () => {
    await seedDemoBeneficiaries(t.app.db, t.app.cipher, new Date());
    const aisha = await t.app.db
      .selectFrom('member')
      .select('id')
      .where('first_name', '=', 'Aisha')
      .executeTakeFirstOrThrow();
    const enrollment = await enrollmentOf(t.app, cookie);
    await t.app.db.updateTable('enrollment').set({ member_id: aisha.id }).where('public_id', '=', enrollment).execute();
    expect((await listOf(enrollment)).list).toEqual([
      expect.objectContaining({
        first_name: 'Omar',
        ssn: '***-**-2233',
        birthdate: '03/12/1989',
        beneficiary_percentage: 70,
      }),
      expect.objectContaining({ first_name: 'Sara', ssn: null, relationship: 'child', beneficiary_percentage: 30 }),
    ]);
  });

  it('answers 404 to another session and 403 to a save without one', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    await save(enrollment, [{ ...ana, beneficiary_percentage: 100 }]);
    const other = await newSessionCookie(t.app);
    expect((await listOf(enrollment, other)).status).toBe(404);
    const fields = await call('GET', `get-form-fields-beneficiary-info?enrollment_id=${enrollment}`, undefined, {
      cookie: other,
    });
    expect(fields.status).toBe(404);
    const payload = { enrollment_id: enrollment, beneficiaries: [{ ...leo, beneficiary_percentage: 100 }] };
    expect((await call('POST', 'save-beneficiary-info', payload, { cookie: other })).status).toBe(404);
    expect(
      (await call('POST', 'validate-single-beneficiary', { enrollment_id: enrollment, ...leo }, { cookie: other }))
        .status,
    ).toBe(404);
    expect((await call('POST', 'save-beneficiary-info', payload, { cookie: undefined })).status).toBe(403);
    expect((await listOf(enrollment)).list).toEqual([expect.objectContaining({ first_name: 'Ana' })]);
  });
});
