// The configuration of a step's fields applied to its schema: required, read-only and hidden fields.
import { describe, expect, it } from 'vitest';
import { personalForm } from './enrollment-personal';
import { configuredSchema, type FieldConfig, fieldShown, parseConfigured } from './step-fields';

const field = (field_name: string, flags: Partial<FieldConfig> = {}): FieldConfig => ({
  field_name,
  value: null,
  required: false,
  read_only: false,
  ...flags,
});
const valid = { first_name: 'Ana', last_name: 'Ruiz', marital_status: 1 };
const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('configuredSchema', () => {
  it('requires a field the configuration makes required, beside the other errors', () => {
    const schema = configuredSchema(personalForm, [field('weight', { required: true })]);
    expect(problems(schema.safeParse({ ...valid, last_name: '1' }))).toEqual([
      ['last_name', 'common.valid_last_name'],
      ['weight', 'common.required'],
    ]);
    expect(schema.safeParse({ ...valid, weight: 180 }).success).toBe(true);
  });

  it("keeps the step's own rule of a required field (a zero weight)", () => {
    const schema = configuredSchema(personalForm, [field('weight', { required: true })]);
    expect(problems(schema.safeParse({ ...valid, weight: 0 }))).toEqual([['weight', 'wizard.weight_positive']]);
  });

  it('leaves a field optional when the configuration does not require it', () => {
    const schema = configuredSchema(personalForm, [field('middle_name')]);
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('drops a field asked only when required, so a crafted request cannot set it', () => {
    const schema = configuredSchema(personalForm, [field('weight')]);
    const parsed = schema.parse({ ...valid, weight: 250 });
    expect(parsed).not.toHaveProperty('weight');
    expect(fieldShown(personalForm, [field('weight')], 'weight')).toBe(false);
    expect(fieldShown(personalForm, [field('weight', { required: true })], 'weight')).toBe(true);
    expect(fieldShown(personalForm, [], 'middle_name')).toBe(true);
  });

  it('keeps the configured value of a read-only field whatever was sent', () => {
    const locked = [field('last_name', { read_only: true, required: true, value: 'Ruiz' })];
    expect(configuredSchema(personalForm, locked).parse({ ...valid, last_name: 'Crafted' }).last_name).toBe('Ruiz');
    const marital = [field('marital_status', { read_only: true, value: '2' })];
    expect(configuredSchema(personalForm, marital).parse(valid).marital_status).toBe(2);
  });

  it('drops a read-only field that has no configured value', () => {
    const locked = [field('middle_name', { read_only: true })];
    expect(configuredSchema(personalForm, locked).parse({ ...valid, middle_name: 'Crafted' })).not.toHaveProperty(
      'middle_name',
    );
  });
});

describe("parseConfigured (the server's check, with no schema made per input)", () => {
  const configs: FieldConfig[][] = [
    [],
    [field('weight', { required: true })],
    [field('weight'), field('middle_name', { required: true })],
    [field('gender', { read_only: true, value: '1' }), field('birthdate', { read_only: true, value: null })],
    [field('weight', { required: true, read_only: true, value: '150' })],
  ];
  const inputs: unknown[] = [
    valid,
    { ...valid, weight: 0, last_name: '1' },
    { ...valid, weight: 250, gender: 0, birthdate: '01/01/1990', middle_name: '' },
    {},
    'not an object',
  ];

  it('answers what the configured schema answers, for every configuration and input', () => {
    for (const config of configs)
      for (const input of inputs) {
        const once = parseConfigured(personalForm, config, input);
        const schema = configuredSchema(personalForm, config).safeParse(input);
        expect([once.success, once.data, problems(once)]).toEqual([schema.success, schema.data, problems(schema)]);
      }
  });
});
