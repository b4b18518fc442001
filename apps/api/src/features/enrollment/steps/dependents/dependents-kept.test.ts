// What the dependent step keeps: the SSN on file behind its mask, the dependents' health answers
// sealed (or dropped), the Member Only removal, save-enrollment's save for later, the enrollment's
// session only, and an existing member's dependents on file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, newSessionCookie, startTestApp, storedStepText, type TestApp } from '../../../../../test/app';
import { testDatabases } from '../../../../../test/databases';
import { dependentStep, leo, spouse } from '../../../../../test/dependent-step';

describe.each(testDatabases)('dependents kept on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const { call, household, validate, save, keep, listOf, healthTab } = dependentStep(
    () => t.app,
    () => cookie,
  );

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
    await healthTab(false);
  });
  afterAll(() => t.close());

  it('keeps the SSN on file when the masked value comes back, and refuses a mask it did not show', async () => {
    const enrollment = await household('IS');
    await save(enrollment, [spouse]);
    const [shown] = (await listOf(enrollment)).list;
    const again = await call('POST', 'save-dependent-info', {
      enrollment_id: enrollment,
      dependents: [
        {
          dependent_id: shown.dependent_id,
          primary_info: { ...spouse, ssn: shown.primary_info.ssn, first_name: 'Anabel' },
        },
      ],
    });
    expect(again.status).toBe(200);
    const [kept] = (await listOf(enrollment)).list;
    expect(kept).toMatchObject({
      dependent_id: shown.dependent_id,
      primary_info: { first_name: 'Anabel', ssn: '***-**-6789' },
    });
    const row = await t.app.db
      .selectFrom('enrollment_step')
      .innerJoin('enrollment', 'enrollment.id', 'enrollment_step.enrollment_id')
      .select('enrollment_step.sealed_data')
      .where('enrollment.public_id', '=', enrollment)
      .where('tab_name', '=', 'dependent_info')
      .executeTakeFirstOrThrow();
    const opened = t.app.cipher.open(row.sealed_data ?? '', {
      table: 'enrollment_step',
      column: 'sealed_data',
      row: `${enrollment}/dependent_info`,
    });
    expect(opened).toContain('123456789');
    const forged = await save(enrollment, [{ ...spouse, ssn: '***-**-1111' }]);
    expect(fieldErrors(forged.body)).toEqual({
      dependents: 'Dependent #1 Invalid Social Security Number',
      'dependents.0.primary_info.ssn': 'Invalid Social Security Number',
    });
  });

  it('asks each dependent the dependent health questions when the health tab is required, and seals the answers', async () => {
    await healthTab(true);
    try {
      const enrollment = await household('IS');
      const asked = await call('GET', `get-health-questions-dependent-info?enrollment_id=${enrollment}`);
      expect(asked.status).toBe(200);
      const questions: { question_id: string }[] = asked.body.data.result.codition_questions;
      expect(questions.length).toBeGreaterThan(0);
      const missing = await save(enrollment, [spouse]);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toMatch(/^Dependent #1 /);
      expect(fieldErrors(missing.body)).toHaveProperty(['dependents.0.health_info.condition_questions.0.yes_no_flag']);
      const medication = asked.body.data.result.medication_question;
      const health_info = {
        condition_questions: questions.map(({ question_id }) => ({ question_id, yes_no_flag: 0 })),
        ...(medication ? { medication_question: { question_id: medication.question_id, yes_no_flag: 0 } } : {}),
        notes: 'Seasonal pollen allergy',
      };
      const saved = await call('POST', 'save-dependent-info', {
        enrollment_id: enrollment,
        dependents: [{ primary_info: spouse, health_info }],
      });
      expect(saved.body.data).toEqual({});
      const [shown] = (await listOf(enrollment)).list;
      expect(shown.health_info).toMatchObject({ notes: 'Seasonal pollen allergy' });
      expect(shown.health_info.condition_questions).toHaveLength(questions.length);
      expect(await storedStepText(t.app, 'dependent_info')).not.toContain('Seasonal pollen');
    } finally {
      await healthTab(false);
    }
  });

  it('drops health answers when the health tab is not required', async () => {
    const enrollment = await household('IS');
    const saved = await call('POST', 'save-dependent-info', {
      enrollment_id: enrollment,
      dependents: [{ primary_info: spouse, health_info: { condition_questions: [], notes: 'Not asked' } }],
    });
    expect(saved.body.data).toEqual({});
    const [shown] = (await listOf(enrollment)).list;
    expect(shown.health_info).toBeNull();
  });

  it('removes every dependent on the Member Only tier, and only there', async () => {
    const alone = await household('IO');
    expect((await save(alone, [leo])).status).toBe(400);
    const res = await call('POST', 'delete-dependent-in-IO', { enrollment_id: alone });
    expect(res.status).toBe(200);
    expect((await listOf(alone)).list).toEqual([]);
    expect((await save(alone, [])).status).toBe(200);
    const family = await household('IF');
    await save(family, [spouse, leo]);
    const refused = await call('POST', 'delete-dependent-in-IO', { enrollment_id: family });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Dependents can be removed this way only on the Member Only tier');
    expect((await listOf(family)).list).toHaveLength(2);
  });

  it('is saved for later by save-enrollment under the same rules', async () => {
    const enrollment = await household('IF');
    const later = (dependents: object[]) =>
      call('POST', 'save-enrollment', {
        enrollment_id: enrollment,
        tab: 'dependent_info',
        email: 'ana@example.com',
        data: { dependents: dependents.map((primary_info) => ({ primary_info })) },
      });
    const bad = await later([{ ...spouse, ssn: '12' }]);
    expect(fieldErrors(bad.body)).toMatchObject({ dependents: 'Dependent #1 Invalid Social Security Number' });
    expect((await later([spouse])).status).toBe(200);
    expect((await listOf(enrollment)).list).toEqual([
      expect.objectContaining({ primary_info: expect.objectContaining({ first_name: 'Ana', ssn: '***-**-6789' }) }),
    ]);
  });

  it('answers 404 to another session and 403 to a save without one', async () => {
    const enrollment = await household('IF');
    await save(enrollment, [spouse, leo]);
    const other = await newSessionCookie(t.app);
    expect((await listOf(enrollment, other)).status).toBe(404);
    const payload = { enrollment_id: enrollment, dependents: [{ primary_info: spouse }] };
    for (const url of ['save-dependent-info', 'save-dependent-info-to-temp'])
      expect((await call('POST', url, payload, { cookie: other })).status).toBe(404);
    expect(
      (await call('POST', 'delete-dependent-in-IO', { enrollment_id: enrollment }, { cookie: other })).status,
    ).toBe(404);
    expect(
      (
        await validate(enrollment, spouse).then(() =>
          call(
            'POST',
            'validate-single-dependent',
            { enrollment_id: enrollment, primary_info: spouse },
            { cookie: other },
          ),
        )
      ).status,
    ).toBe(404);
    expect((await call('POST', 'save-dependent-info', payload, { cookie: undefined })).status).toBe(403);
    expect((await listOf(enrollment)).list).toHaveLength(2);
  });
  it("starts an existing member's enrollment from the dependents their last completion kept, sealed", async () => {
    const member = await t.app.db.selectFrom('member').select(['id']).orderBy('id').executeTakeFirstOrThrow();
    const forMember = async (tier: 'IC' | 'IF') => {
      const enrollment = await household(tier, ['DEN-PLUS']);
      // A household pricing can read: completion prices the cart again (decision 0037).
      await t.app.db
        .updateTable('enrollment')
        .set({ member_id: member.id, zip: '75201', state: 'TX' })
        .where('public_id', '=', enrollment)
        .execute();
      return enrollment;
    };
    // The member's first enrollment completes with a spouse and a child (only its two steps asked).
    const first = await forMember('IF');
    expect((await save(first, [spouse, leo])).status).toBe(200);
    const defaults = () =>
      t.app.db.updateTable('dynamic_tab').where('platform_id', 'is', null).where('employer_group_id', 'is', null);
    const tabs = await t.app.db
      .selectFrom('dynamic_tab')
      .select(['tab_name', 'required'])
      .where('platform_id', 'is', null)
      .where('employer_group_id', 'is', null)
      .execute();
    await defaults().set({ required: false }).where('tab_name', 'not in', ['dependent_info', 'review_info']).execute();
    // The fixture's line has a made-up price: the first completion prices it and refuses, the next completes.
    const stale = await call('POST', 'save-review-info', { enrollment_id: first, first_enroll: 1 });
    const done = await call('POST', 'save-review-info', { enrollment_id: first, first_enroll: 1 });
    for (const tab of tabs)
      await defaults().set({ required: tab.required }).where('tab_name', '=', tab.tab_name).execute();
    expect(stale.status).toBe(409);
    expect(done.status).toBe(200);
    const onFile = await t.app.db
      .selectFrom('member_dependent')
      .select(['data', 'sealed_data'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(onFile.data)).toContain('Leo');
    expect(JSON.stringify(onFile)).not.toContain(spouse.ssn);
    expect(JSON.stringify(onFile)).not.toContain('1990-02-14');

    // The next enrollment starts from them, masked; the masks sent back keep the SSNs on file.
    const next = await forMember('IF');
    const { list } = await listOf(next);
    expect(list.map((item: { primary_info: object }) => item.primary_info)).toEqual([
      expect.objectContaining({
        relationship: 'spouse',
        first_name: 'Ana',
        ssn: '***-**-6789',
        birthdate: '1990-02-14',
      }),
      expect.objectContaining({ relationship: 'child', first_name: 'Leo', ssn: '***-**-4321' }),
    ]);
    // As the browser sends them back: nulls dropped (spec 001 section 7), the birth date mm/dd/yyyy.
    const back = list.map((item: { dependent_id: string; primary_info: Record<string, unknown> }) => ({
      primary_info: Object.fromEntries(
        Object.entries(item.primary_info)
          .filter(([, value]) => value !== null)
          .map(([key, value]) => [
            key,
            key === 'birthdate' ? String(value).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1') : value,
          ]),
      ),
      dependent_id: item.dependent_id,
    }));
    const kept = await call('POST', 'save-dependent-info', { enrollment_id: next, dependents: back });
    expect(kept.body).toMatchObject({ status: 'success' });
    // Once this enrollment saves its own list, that list is shown, even emptied.
    expect((await keep(next, [])).status).toBe(200);
    expect((await listOf(next)).list).toEqual([]);
    // A tier that covers only children starts from the children on file.
    const children = await listOf(await forMember('IC'));
    expect(children.list.map((item: { primary_info: { first_name: string } }) => item.primary_info.first_name)).toEqual(
      ['Leo'],
    );
  });
});
