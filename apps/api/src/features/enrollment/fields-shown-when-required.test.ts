// Decision 0016 as issue 32 applies it: the required flag decides whether a field a portal may drop
// is asked. Prior coverage (personal), birth state and city (contact), the employer's industry,
// vacation policy and bargaining unit, and a beneficiary's SSN are asked only where the
// configuration requires them; where it does not, the server neither demands nor keeps them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import {
  contactAnswers,
  employerAnswers,
  injectSend,
  personalAnswers,
  quotedWithCart,
  type Send,
} from '../../../test/completable';
import { testDatabases } from '../../../test/databases';

describe.each(testDatabases)('fields asked only when required on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const send: Send = (method, path, body) => injectSend(t.app, cookie)(method, path, body);
  type Tab = 'primary_info' | 'contact_info' | 'employer_info' | 'beneficiary_info';
  const stored = async (enrollmentId: string, tab: Tab) =>
    (
      await t.app.db
        .selectFrom('enrollment_step')
        .innerJoin('enrollment', 'enrollment.id', 'enrollment_step.enrollment_id')
        .select('enrollment_step.data')
        .where('enrollment.public_id', '=', enrollmentId)
        .where('enrollment_step.tab_name', '=', tab)
        .executeTakeFirstOrThrow()
    ).data;
  const requireField = (tab: Tab, field_name: string) =>
    t.app.db
      .insertInto('step_field')
      .values({
        platform_id: null,
        employer_group_id: null,
        tab_name: tab,
        field_name,
        required: true,
        read_only: false,
      })
      .execute();

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  it('drops prior coverage and birth state and city where the configuration does not ask them', async () => {
    const enrollmentId = await quotedWithCart(send);
    const personal = await send('POST', 'save-personal-info', {
      enrollment_id: enrollmentId,
      ...personalAnswers,
      prior_coverage_flag: 1,
      prior_carrier_name: 'Old Carrier',
    });
    expect(personal.status).toBe(200);
    expect(await stored(enrollmentId, 'primary_info')).not.toHaveProperty('prior_coverage_flag');
    const contact = await send('POST', 'save-contact-info', {
      enrollment_id: enrollmentId,
      ...contactAnswers('ana.shown@example.com'),
      birth_state: 'TX',
    });
    expect(contact.status).toBe(200);
    expect(await stored(enrollmentId, 'contact_info')).not.toHaveProperty('birth_state');
  });

  it('asks and keeps them where the configuration requires them', async () => {
    await requireField('primary_info', 'prior_coverage_flag');
    await requireField('contact_info', 'birth_state');
    try {
      const enrollmentId = await quotedWithCart(send);
      const missing = await send('POST', 'save-personal-info', { enrollment_id: enrollmentId, ...personalAnswers });
      expect(missing.status).toBe(400);
      const personal = await send('POST', 'save-personal-info', {
        enrollment_id: enrollmentId,
        ...personalAnswers,
        prior_coverage_flag: 0,
      });
      expect(personal.status).toBe(200);
      expect(await stored(enrollmentId, 'primary_info')).toMatchObject({ prior_coverage_flag: 0 });
      const contact = await send('POST', 'save-contact-info', {
        enrollment_id: enrollmentId,
        ...contactAnswers('ana.asked@example.com'),
        birth_state: 'TX',
      });
      expect(contact.status).toBe(200);
      expect(await stored(enrollmentId, 'contact_info')).toMatchObject({ birth_state: 'TX' });
    } finally {
      await t.app.db.deleteFrom('step_field').execute();
    }
  });

  const employerOptional = { emp_industry: 'Freight', emp_vac_policy: '2W', emp_barg_unit: 'union' };
  const beneficiary = {
    first_name: 'Leo',
    last_name: 'Ruiz',
    birthdate: '06/01/1990',
    ssn: '123456789',
    relationship: 'spouse',
    beneficiary_percentage: 100,
  };
  const beneficiaries = async (enrollmentId: string) =>
    (await send('GET', `get-beneficiaries-existing-user-enrollment?enrollment_id=${enrollmentId}`)).body.data as {
      result: { ssn: string | null }[];
    };

  it("drops the employer's industry, vacation policy and bargaining unit and a beneficiary's SSN where not asked", async () => {
    const enrollmentId = await quotedWithCart(send);
    const employer = await send('POST', 'save-employer-info', {
      enrollment_id: enrollmentId,
      ...employerAnswers,
      ...employerOptional,
    });
    expect(employer.status).toBe(200);
    const kept = await stored(enrollmentId, 'employer_info');
    for (const name of Object.keys(employerOptional)) expect(kept).not.toHaveProperty(name);
    const checked = await send('POST', 'validate-single-beneficiary', { enrollment_id: enrollmentId, ...beneficiary });
    expect(checked.status).toBe(200);
    const saved = await send('POST', 'save-beneficiary-info', {
      enrollment_id: enrollmentId,
      beneficiaries: [beneficiary],
    });
    expect(saved.status).toBe(200);
    expect((await beneficiaries(enrollmentId)).result).toMatchObject([{ ssn: null }]);
  });

  it("asks and keeps the employer's and the beneficiary's where the configuration requires them", async () => {
    for (const name of Object.keys(employerOptional)) await requireField('employer_info', name);
    await requireField('beneficiary_info', 'ssn');
    try {
      const enrollmentId = await quotedWithCart(send);
      const missing = await send('POST', 'save-employer-info', { enrollment_id: enrollmentId, ...employerAnswers });
      expect(missing.status).toBe(400);
      expect(Object.keys(fieldErrors(missing.body as never)).sort()).toEqual(Object.keys(employerOptional).sort());
      const employer = await send('POST', 'save-employer-info', {
        enrollment_id: enrollmentId,
        ...employerAnswers,
        ...employerOptional,
      });
      expect(employer.status).toBe(200);
      expect(await stored(enrollmentId, 'employer_info')).toMatchObject(employerOptional);
      const { ssn: _ssn, ...withoutSsn } = beneficiary;
      const unchecked = await send('POST', 'validate-single-beneficiary', {
        enrollment_id: enrollmentId,
        ...withoutSsn,
      });
      expect(fieldErrors(unchecked.body as never)).toEqual({ ssn: 'Field is required' });
      const saved = await send('POST', 'save-beneficiary-info', {
        enrollment_id: enrollmentId,
        beneficiaries: [beneficiary],
      });
      expect(saved.status).toBe(200);
      expect((await beneficiaries(enrollmentId)).result).toMatchObject([{ ssn: '***-**-6789' }]);
    } finally {
      await t.app.db.deleteFrom('step_field').execute();
    }
  });
});
