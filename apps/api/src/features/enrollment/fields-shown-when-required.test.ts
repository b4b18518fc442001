// Decision 0016 as issue 32 applies it: the required flag decides whether a field a portal may drop
// is asked. Prior coverage (personal) and birth state and city (contact) are asked only where the
// configuration requires them; where it does not, the server neither demands nor keeps them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { contactAnswers, personalAnswers, quotedWithCart, type Send } from '../../../test/completable';
import { testDatabases } from '../../../test/databases';

describe.each(testDatabases)('fields asked only when required on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const send: Send = async (method, path, body) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${path}`,
      headers: { cookie },
      ...(body ? { payload: body } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const stored = async (enrollmentId: string, tab: 'primary_info' | 'contact_info') =>
    (
      await t.app.db
        .selectFrom('enrollment_step')
        .innerJoin('enrollment', 'enrollment.id', 'enrollment_step.enrollment_id')
        .select('enrollment_step.data')
        .where('enrollment.public_id', '=', enrollmentId)
        .where('enrollment_step.tab_name', '=', tab)
        .executeTakeFirstOrThrow()
    ).data;
  const requireField = (tab: 'primary_info' | 'contact_info', field_name: string) =>
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
});
