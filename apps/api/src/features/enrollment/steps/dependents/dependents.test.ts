// The dependent step: its configured form, one dependent checked with the spec's messages, the
// household the quote was priced for, the tier rules (premier IC one child, IHA up to nine,
// "Dependent #N message"), SSNs and birth dates sealed and shown masked, the Member Only removal,
// and the enrollment's session only.
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
const child = (first_name: string, ssn: string, birthdate = '06/01/2015') => ({
  relationship: 'child',
  first_name,
  last_name: 'Reyes',
  gender: 0,
  ssn,
  weight: 60,
  height_feet: 4,
  height_inch: 2,
  birthdate,
  employed: 0,
});
const leo = child('Leo', '987654321');
const mia = child('Mia', '555443333', '09/30/2018');

describe.each(testDatabases)('dependent step on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const call = stepCaller(
    () => t.app,
    () => cookie,
  );
  /** A new enrollment of this session, quoted for the tier (a spouse born 1990-02-14), with plans in its cart. */
  const household = async (tier: 'IO' | 'IS' | 'IC' | 'IF', plans: string[] = []) => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const row = await t.app.db
      .updateTable('enrollment')
      .set({
        tier,
        birth_date: '1988-05-05',
        spouse_birth_date: tier === 'IS' || tier === 'IF' ? '1990-02-14' : null,
        child_count: tier === 'IC' || tier === 'IF' ? 2 : null,
        effective_date: '2026-12-01',
      })
      .where('public_id', '=', enrollment)
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const plan_id of plans)
      await t.app.db
        .insertInto('cart_line')
        .values({ enrollment_id: row.id, plan_id, plan_pricing_id: 'x', price_cents: 100 })
        .execute();
    return enrollment;
  };
  const validate = (enrollment: string, primary_info: object, es = false) =>
    call('POST', 'validate-single-dependent', { enrollment_id: enrollment, primary_info }, { es });
  const save = (enrollment: string, list: object[], es = false) =>
    call(
      'POST',
      'save-dependent-info',
      { enrollment_id: enrollment, dependents: list.map((primary_info) => ({ primary_info })) },
      { es },
    );
  const keep = (enrollment: string, list: object[]) =>
    call('POST', 'save-dependent-info-to-temp', {
      enrollment_id: enrollment,
      dependents: list.map((primary_info) => ({ primary_info })),
    });
  const listOf = async (enrollment: string, who: string | undefined = cookie) => {
    const res = await call('GET', `get-dependents-existing-user-enrollment?enrollment_id=${enrollment}`, undefined, {
      cookie: who,
    });
    return { status: res.status, list: res.body.data?.result?.dependents, text: res.text };
  };

  /** Whether the default steps require the health tab (hqReq): each dependent then answers its questions. */
  const healthTab = (required: boolean) =>
    t.app.db
      .updateTable('dynamic_tab')
      .set({ required })
      .where('tab_name', '=', 'primary_health_info')
      .where('platform_id', 'is', null)
      .where('employer_group_id', 'is', null)
      .execute();

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
    await healthTab(false);
  });
  afterAll(() => t.close());

  it('configures the form: weight and height asked, the disclaimer in the language shown, disability offered', async () => {
    const enrollment = await household('IF');
    const en = await call('GET', `get-form-fields-dependent-primary-info?enrollment_id=${enrollment}`);
    const es = await call('GET', `get-form-fields-dependent-primary-info?enrollment_id=${enrollment}`, undefined, {
      es: true,
    });
    expect(en.status).toBe(200);
    const required = Object.fromEntries(
      en.body.data.result.map((field: { field_name: string; required: boolean }) => [field.field_name, field.required]),
    );
    expect(required).toMatchObject({ first_name: true, ssn: true, birthdate: true, weight: true, height_feet: true });
    expect(en.body.data.is_legally_disabled).toBe(true);
    expect(en.body.data.disclaimer).toMatch(/children under 26/);
    expect(es.body.data.disclaimer).toMatch(/menores de 26/);
  });

  it('checks one dependent with the spec messages, saving nothing', async () => {
    const enrollment = await household('IF');
    expect((await validate(enrollment, spouse)).status).toBe(200);
    const bad = await validate(enrollment, {
      ...leo,
      first_name: 'L3o',
      last_name: '',
      ssn: '12345',
      weight: 0,
      height_feet: 0,
      height_inch: 12,
      birthdate: '01/01/2999',
    });
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad.body)).toEqual({
      'primary_info.first_name': 'Please enter valid first name',
      'primary_info.last_name': 'Field is required',
      'primary_info.ssn': 'Invalid Social Security Number',
      'primary_info.weight': 'Weight cannot be zero or less',
      'primary_info.height_feet': 'Height cannot be zero',
      'primary_info.height_inch': 'Inch is invalid',
      'primary_info.birthdate': 'Date cannot be in the future',
    });
    const noCondition = await validate(enrollment, { ...leo, is_legally_disabled: 1 });
    expect(fieldErrors(noCondition.body)).toEqual({ 'primary_info.disability_condition': 'Field is required' });
    const es = await validate(enrollment, { ...leo, height_inch: 13 }, true);
    expect(fieldErrors(es.body)).toEqual({ 'primary_info.height_inch': 'Las pulgadas no son válidas' });
    const missing = await validate(enrollment, { ...leo, ssn: undefined, gender: undefined });
    expect(Object.keys(fieldErrors(missing.body)).sort()).toEqual(['primary_info.gender', 'primary_info.ssn']);
    // Weight is required because the step's configuration says so (checked after the call's own rules).
    const noWeight = await validate(enrollment, { ...leo, weight: undefined });
    expect(fieldErrors(noWeight.body)).toEqual({ 'primary_info.weight': 'Field is required' });
    const employed = await validate(enrollment, { ...leo, employed: 1 });
    expect(employed.status).toBe(400);
    const disabled = await validate(enrollment, { ...leo, is_legally_disabled: 1, disability_condition: 'Autism' });
    expect(disabled.status).toBe(200);
    expect((await listOf(enrollment)).list).toEqual([]);
  });

  it('asks weight and height only when configured required, and offers the disability question unless locked away', async () => {
    const enrollment = await household('IS');
    const rule = (field_name: string, required: boolean, read_only = false) => ({
      platform_id: null,
      employer_group_id: null,
      tab_name: 'dependent_info' as const,
      field_name,
      required,
      read_only,
    });
    await t.app.db
      .insertInto('step_field')
      .values([
        rule('weight', false),
        rule('height_feet', false),
        rule('height_inch', false),
        rule('is_legally_disabled', false, true),
      ])
      .execute();
    try {
      const form = await call('GET', `get-form-fields-dependent-primary-info?enrollment_id=${enrollment}`);
      expect(form.body.data.is_legally_disabled).toBe(false);
      const { weight: _w, height_feet: _f, height_inch: _i, ...unmeasured } = spouse;
      expect((await validate(enrollment, unmeasured)).status).toBe(200);
      // Not asked, so a weight sent anyway is not kept.
      expect((await save(enrollment, [spouse])).body.data).toEqual({});
      const [shown] = (await listOf(enrollment)).list;
      expect(shown.primary_info).toMatchObject({ weight: null, height_feet: null, height_inch: null });
    } finally {
      await t.app.db.deleteFrom('step_field').where('tab_name', '=', 'dependent_info').execute();
    }
  });

  it('keeps each dependent to the household the quote was priced for', async () => {
    const family = await household('IF');
    const otherSpouse = await validate(family, { ...spouse, birthdate: '03/01/1991' });
    expect(fieldErrors(otherSpouse.body)).toEqual({
      'primary_info.birthdate': "The spouse's date of birth must be the one the quote was priced with (02/14/1990)",
    });
    const grown = await validate(family, { ...leo, birthdate: '11/30/2000' });
    expect(fieldErrors(grown.body)).toEqual({
      'primary_info.birthdate': 'A child must be under 26 on the effective date',
    });
    // Turning 26 the day after the effective date is still a child.
    expect((await validate(family, { ...leo, birthdate: '12/02/2000' })).status).toBe(200);
    const single = await household('IS');
    const childOnSpouseTier = await validate(single, leo, true);
    expect(fieldErrors(childOnSpouseTier.body)).toEqual({
      'primary_info.relationship': 'Este parentesco no está cubierto por el nivel de la cotización',
    });
    const children = await household('IC');
    expect((await validate(children, spouse)).status).toBe(400);
    expect((await validate(children, leo)).status).toBe(200);
  });

  it('saves a family: spouse and children, shown with SSNs masked and kept sealed', async () => {
    const enrollment = await household('IF');
    const res = await save(enrollment, [
      spouse,
      leo,
      { ...mia, is_legally_disabled: 1, disability_condition: 'Asthma' },
    ]);
    expect(res.body.data).toEqual({});
    const { list, text } = await listOf(enrollment);
    expect(list).toEqual([
      expect.objectContaining({
        primary_info: expect.objectContaining({
          relationship: 'spouse',
          first_name: 'Ana',
          ssn: '***-**-6789',
          birthdate: '1990-02-14',
          employed: 0,
          is_legally_disabled: 0,
          disability_condition: null,
        }),
        health_info: null,
      }),
      expect.objectContaining({ primary_info: expect.objectContaining({ first_name: 'Leo', ssn: '***-**-4321' }) }),
      expect.objectContaining({
        primary_info: expect.objectContaining({
          first_name: 'Mia',
          is_legally_disabled: 1,
          disability_condition: 'Asthma',
        }),
      }),
    ]);
    expect(text).not.toContain('123456789');
    const stored = await storedStepText(t.app, 'dependent_info');
    expect(stored).toContain('Ana');
    for (const secret of ['123456789', '987654321', '1990-02-14', '2018-09-30', 'Asthma'])
      expect(stored).not.toContain(secret);
    // get-enrollment-temp-info shows the same list, masked.
    const temp = await call('GET', `get-enrollment-temp-info?enrollment_id=${enrollment}&column=dependent_info`);
    expect(temp.status).toBe(200);
    expect(temp.text).toContain('***-**-6789');
    expect(temp.text).not.toContain('123456789');
  });

  it('says which dependent is wrong: "Dependent #N message", in English and Spanish', async () => {
    const enrollment = await household('IF');
    const res = await save(enrollment, [spouse, { ...leo, ssn: undefined }, mia]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Dependent #2 Field is required');
    expect(fieldErrors(res.body)).toEqual({
      dependents: 'Dependent #2 Field is required',
      'dependents.1.primary_info.ssn': 'Field is required',
    });
    const es = await save(enrollment, [{ ...spouse, birthdate: '03/01/1991' }, leo], true);
    expect(es.body.message).toBe(
      'Dependiente n.º 1: La fecha de nacimiento del cónyuge debe ser la de la cotización (02/14/1990)',
    );
    expect((await listOf(enrollment)).list).toEqual([]);
  });

  it.each([
    ['IF', [spouse], [], 'Spouse & Child information required'],
    [
      'IF',
      [leo, mia],
      [],
      'The Family tier was priced with your spouse. Add your spouse, or change your coverage to Member + Child(ren) in your quote to enroll only your children.',
    ],
    ['IS', [], [], 'Spouse information required'],
    ['IC', [], [], 'Child information required'],
  ] as const)(
    'refuses on Next a %s list short of its tier, and keeps it while it is edited (%#)',
    async (tier, list, plans, message) => {
      const enrollment = await household(tier, [...plans]);
      const res = await save(enrollment, [...list]);
      expect(res.status).toBe(400);
      expect(fieldErrors(res.body)).toEqual({ dependents: message });
      expect((await keep(enrollment, [...list])).status).toBe(200);
      expect((await listOf(enrollment)).list).toHaveLength(list.length);
    },
  );

  it.each([
    ['IS', [spouse, { ...spouse, first_name: 'Eva' }], [], 'Only one spouse can be enrolled'],
    [
      'IC',
      [leo, mia],
      ['LTD-L713'],
      'Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further',
    ],
    [
      'IC',
      Array.from({ length: 10 }, (_, n) => child(`Kid${'abcdefghij'[n]}`, `10000000${n}`)),
      ['SUP-IHA'],
      'The Member + Child(ren) tier can include coverage for up to nine (9) children.',
    ],
    [
      'IF',
      [spouse, ...Array.from({ length: 9 }, (_, n) => child(`Kid${'abcdefghij'[n]}`, `20000000${n}`))],
      ['SUP-IHA'],
      'The Member + Family tier can include coverage up to nine (9) dependent.',
    ],
  ] as const)(
    'refuses a %s list no later change can fix, even while edited (%#)',
    async (tier, list, plans, message) => {
      const enrollment = await household(tier, [...plans]);
      for (const send of [save, keep]) {
        const res = await send(enrollment, [...list]);
        expect(res.status).toBe(400);
        expect(fieldErrors(res.body)).toEqual({ dependents: message });
      }
      expect((await listOf(enrollment)).list).toEqual([]);
    },
  );

  it('lets a premier family answer No to the spouse question and enroll children only', async () => {
    const premier = await household('IF', ['LTD-L713']);
    expect((await save(premier, [leo, mia])).status).toBe(200);
    const plain = await household('IF');
    expect((await save(plain, [leo, mia])).status).toBe(400);
    // Nine dependents on an IHA family plan are allowed.
    const iha = await household('IF', ['SUP-IHA']);
    const nine = [spouse, ...Array.from({ length: 8 }, (_, n) => child(`Kid${'abcdefgh'[n]}`, `30000000${n}`))];
    expect((await save(iha, nine)).status).toBe(200);
  });

  it("answers a Family tier's No where the quote priced a spouse: the spouse is needed, or the tier changed (decision 0045)", async () => {
    const spousePriced = {
      en: 'The Family tier was priced with your spouse. Add your spouse, or change your coverage to Member + Child(ren) in your quote to enroll only your children.',
      es: 'El nivel Familia se cotizó con su cónyuge. Agregue a su cónyuge o cambie su cobertura a Miembro + Hijo(s) en su cotización para inscribir solo a sus hijos.',
    };
    for (const plans of [[], ['LTD-L713', 'SUP-IHA']]) {
      const enrollment = await household('IF', plans);
      const res = await save(enrollment, [leo, mia]);
      expect(res.status).toBe(400);
      expect(fieldErrors(res.body)).toEqual({ dependents: spousePriced.en });
      expect(fieldErrors((await save(enrollment, [leo, mia], true)).body)).toEqual({ dependents: spousePriced.es });
      // While the list is edited, children first are kept: the spouse may still be added.
      expect((await keep(enrollment, [leo])).status).toBe(200);
    }
    // A premier family without a spouse is at least two children (premier IC covers one).
    const premier = await household('IF', ['LTD-L713']);
    expect(fieldErrors((await save(premier, [leo])).body)).toEqual({
      dependents: 'Spouse & Child information required',
    });
  });

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
