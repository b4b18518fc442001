// Server-driven fields (decision 0016): one function applies a step's field configuration (shown,
// required, read-only) to the step's schema, so the browser form and the server's save check the
// same rule and a read-only field cannot be changed by a crafted request.
import type { FormField } from './enrollment-tabs';
import { msg } from './messages/en';
import { z } from './zod';

/** What the configuration says of one field; the rest of `FormField` is what the field shows. */
export type FieldConfig = Pick<FormField, 'field_name' | 'value' | 'required' | 'read_only'>;

/** A step's form as the configuration sees it. */
export interface StepForm<T extends z.ZodType<object>> {
  /** The step's own rules: every field it may ask, optional where the configuration decides. */
  schema: T;
  /**
   * Fields asked only when the configuration makes them required (the spec's "the required flag
   * decides whether the field is shown": weight and height). Other fields are always shown and
   * `required` only makes them required.
   */
  askedWhenRequired: readonly string[];
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Whether the form shows a field: unconfigured and ordinary fields always, the rest when required. */
export function fieldShown(form: StepForm<z.ZodType<object>>, config: readonly FieldConfig[], name: string) {
  if (!form.askedWhenRequired.includes(name)) return true;
  return config.some((field) => field.field_name === name && field.required);
}

/** The configured value a locked field keeps, as the step's schema reads it (digits as numbers). */
function lockedValue(value: FieldConfig['value']): unknown {
  return typeof value === 'string' && /^\d+$/.test(value) && value.length < 4 ? Number(value) : value;
}

/**
 * The step's schema under its configuration: a read-only field takes the configured value whatever
 * was sent (dropped when it has none), a field not shown is dropped, and a required field that is
 * missing or empty says "Field is required" beside the step's other field errors.
 */
export function configuredSchema<T extends z.ZodType<object>>(form: StepForm<T>, config: readonly FieldConfig[]) {
  return z.preprocess(settledBy(form, config), requiring(form, requiredOf(config)));
}

/**
 * `configuredSchema(form, config).safeParse(input)`, without making a schema for each input: the
 * server checks every save this way (a schema costs more to make than the input to check).
 */
export function parseConfigured<T extends z.ZodType<object>>(
  form: StepForm<T>,
  config: readonly FieldConfig[],
  input: unknown,
) {
  return requiring(form, requiredOf(config)).safeParse(settledBy(form, config)(input));
}

const requiredOf = (config: readonly FieldConfig[]) =>
  config.filter((field) => field.required && !field.read_only).map((field) => field.field_name);

/** What the configuration makes of an input: fields not shown dropped, locked ones given their configured values. */
function settledBy<T extends z.ZodType<object>>(form: StepForm<T>, config: readonly FieldConfig[]) {
  const locked = config.filter((field) => field.read_only);
  const hidden = form.askedWhenRequired.filter((name) => !fieldShown(form, config, name));
  return (input: unknown): unknown => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
    const settled: Record<string, unknown> = { ...input };
    for (const name of hidden) delete settled[name];
    for (const field of locked) {
      if (field.value === null) delete settled[field.field_name];
      else settled[field.field_name] = lockedValue(field.value);
    }
    return settled;
  };
}

/** The schemas made so far, by form and by the fields required (a handful of configurations each). */
const requiringSchemas = new WeakMap<object, Map<string, z.ZodType<object>>>();

/** The step's schema with `required` fields required, made once per form and set of fields. */
function requiring<T extends z.ZodType<object>>(form: StepForm<T>, required: readonly string[]) {
  const made = requiringSchemas.get(form) ?? new Map<string, z.ZodType<object>>();
  requiringSchemas.set(form, made);
  const key = required.join('\n');
  const known = made.get(key);
  if (known) return known as z.ZodType<z.output<T>>;
  const schema = form.schema.superRefine(
    (value, ctx) => {
      const sent = new Map<string, unknown>(Object.entries(value));
      const flagged = new Set(ctx.issues.map((issue) => issue.path?.[0]));
      for (const name of required)
        if (!present(sent.get(name)) && !flagged.has(name))
          ctx.addIssue({ code: 'custom', path: [name], message: msg('common.required') });
    },
    // Beside the other fields' errors, not after they are fixed.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
  made.set(key, schema);
  return schema;
}
