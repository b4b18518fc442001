// Values for a JSON schema (the subset the OpenAPI document uses), as fast-check arbitraries.
import fc, { type Arbitrary } from 'fast-check';
import { z } from 'zod';

export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
}

const schemaOf: z.ZodType<JsonSchema> = z.lazy(() =>
  z
    .object({
      type: z.union([z.string(), z.array(z.string())]).optional(),
      const: z.unknown().optional(),
      enum: z.array(z.unknown()).optional(),
      anyOf: z.array(schemaOf).optional(),
      oneOf: z.array(schemaOf).optional(),
      allOf: z.array(schemaOf).optional(),
      pattern: z.string().optional(),
      format: z.string().optional(),
      minLength: z.number().optional(),
      maxLength: z.number().optional(),
      minimum: z.number().optional(),
      maximum: z.number().optional(),
      exclusiveMinimum: z.number().optional(),
      exclusiveMaximum: z.number().optional(),
      items: schemaOf.optional(),
      minItems: z.number().optional(),
      maxItems: z.number().optional(),
      properties: z.record(z.string(), schemaOf).optional(),
      required: z.array(z.string()).optional(),
      additionalProperties: z.union([z.boolean(), schemaOf]).optional(),
    })
    .loose(),
);

/** Reads an unknown value as a JSON schema (the OpenAPI document is input too). */
export const asJsonSchema = (value: unknown): JsonSchema => schemaOf.parse(value ?? {});

function stringArbitrary(schema: JsonSchema): Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 200);
  const fits = (text: string) =>
    text.length >= minLength && text.length <= (schema.maxLength ?? Number.MAX_SAFE_INTEGER);
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  const low = Math.max(min, -1_000_000_000);
  const high = Math.min(max, 1_000_000_000);
  return integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.double({ min: low, max: high, noNaN: true });
}

const two = (n: number) => String(n).padStart(2, '0');
const usDay = (min: string, max: string) =>
  fc
    .date({ min: new Date(min), max: new Date(max), noInvalidDate: true })
    .map((d) => `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}/${d.getUTCFullYear()}`);

/** Realistic values for fields whose rules JSON Schema cannot say (refinements): by field name. */
const realistic: readonly [RegExp, Arbitrary<unknown>][] = [
  [/prior_/i, usDay('2015-01-01', '2024-12-31')],
  [
    /effective_?date$/i,
    fc
      .date({ min: new Date('2027-01-01'), max: new Date('2027-12-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  ],
  [/expiration_year/i, fc.integer({ min: 2027, max: 2035 }).map(String)],
  [/bill_date/i, fc.integer({ min: 1, max: 28 })],
  [/dob|dop|birth|_date$|date$/i, usDay('1950-01-01', '2005-12-31')],
  [/email/i, fc.stringMatching(/^[a-z]{3,12}$/).map((local) => `${local}@example.com`)],
  [/(^|_)name(_on_cc)?$/i, fc.stringMatching(/^[A-Z][a-z]{1,12}$/)],
  [/^contact$|phone/i, fc.stringMatching(/^[2-9]\d{9}$/)],
  [/child_num|no_of_children/i, fc.integer({ min: 1, max: 3 })],
];

/** For a property: a realistic value when its name says what it holds, else what its schema says. */
function propertyArbitrary(key: string, schema: JsonSchema, depth: number): Arbitrary<unknown> {
  const hint = realistic.find(([name]) => name.test(key))?.[1];
  const plain = arbitraryFor(schema, depth);
  return hint ? fc.oneof({ arbitrary: hint, weight: 4 }, { arbitrary: plain, weight: 1 }) : plain;
}

export function arbitraryFor(schema: JsonSchema, depth = 0): Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryFor(choice, depth + 1)));
  if (schema.allOf?.[0]) return arbitraryFor(schema.allOf[0], depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryFor({ ...schema, type }, depth + 1)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, propertyArbitrary(key, value, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** Valid-looking input broken in one way: a required field gone, a wrong type, an extra or huge field. */
export function mutated(valid: Arbitrary<unknown>, schema: JsonSchema): Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const asObject = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
  const mutations: Arbitrary<unknown>[] = [
    fc.anything(),
    fc
      .tuple(valid, fc.constantFrom('__proto__', 'constructor', 'extra_field', 'removable', 'price'), fc.anything())
      .map(([value, key, extra]) => ({ ...asObject(value), [key]: extra })),
  ];
  if (required.length > 0) {
    mutations.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([value, key]) => {
        const copy = asObject(value);
        delete copy[key];
        return copy;
      }),
    );
  }
  if (keys.length > 0) {
    mutations.push(
      fc
        .tuple(
          valid,
          fc.constantFrom(...keys),
          fc.oneof(
            fc.anything(),
            fc.string({ minLength: 5000, maxLength: 12000 }),
            // Control characters, NUL always among them: a field error, never a 500 (decision 0038).
            fc.string({ unit: 'binary-ascii', maxLength: 20 }).map((text) => `${text}\u0000`),
          ),
        )
        .map(([value, key, wrong]) => ({ ...asObject(value), [key]: wrong })),
    );
  }
  return fc.oneof(...mutations);
}
