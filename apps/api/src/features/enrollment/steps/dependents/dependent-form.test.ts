// The dependent step's form and one dependent checked: the configured fields (weight and height,
// the disclaimer, the disability question), the spec's messages, and the household the quote was
// priced for. The list saved is dependents.test.ts's; what it keeps, dependents-kept.test.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, newSessionCookie, startTestApp, type TestApp } from '../../../../../test/app';
import { testDatabases } from '../../../../../test/databases';
import { dependentStep, leo, spouse } from '../../../../../test/dependent-step';

describe.each(testDatabases)('the dependent form on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const { call, household, validate, save, listOf, healthTab } = dependentStep(
    () => t.app,
    () => cookie,
  );

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
});
