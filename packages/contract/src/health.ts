// Health-bearing fields: marked once where the contract declares them, and what a call's
// schemas carry, so the server refuses them to a party that may not see health data.
import type { CallDef } from './define';
import { z } from './zod';

/** Any zod schema (the contract's, or one inside a union's options). */
type Schema = z.core.$ZodType;

/**
 * Schemas whose values are a person's health data: answers, conditions, medications, height and
 * weight, and what a yes to a health question led to. Marked on the field itself, after its
 * refinements (a refinement makes a new schema, which would carry no mark).
 */
const healthFields = new WeakMap<Schema, { what: string }>();
/** Fields whose names sound like health data but carry none of a person's (the catalog's questions). */
const notHealthFields = new WeakMap<Schema, { why: string }>();
/**
 * Opaque schemas (a form checked later by its step's own rules, a column picked by the input): the
 * schemas their values are checked as, so a walk sees through them.
 */
type Contents =
  | { kind: 'always'; schema: Schema }
  /** Picked by a field of the call's input: `field`'s value names the schema, none when unlisted. */
  | { kind: 'byInput'; field: string; schemas: Readonly<Record<string, Schema>> };
const contentsOf = new WeakMap<Schema, Contents>();

/**
 * `schema` marked as a person's health data (`what` says which). A copy is marked, never `schema`
 * itself: a shared schema (a 0/1 flag) would carry the mark into every call that uses it.
 */
export function healthField<T extends Schema>(schema: T, what: string): T {
  const marked = z.core.clone(schema);
  healthFields.set(marked, { what });
  return marked;
}

/** Marks `schema` as carrying no person's health data although its name sounds so (`why`). */
export function notHealthField<T extends Schema>(schema: T, why: string): T {
  const marked = z.core.clone(schema);
  notHealthFields.set(marked, { why });
  return marked;
}

/** Declares that `schema`'s values hold `inner`'s (checked later as it, or shown from it): a walk looks through. */
export function holding<T extends Schema>(schema: T, inner: Schema): T {
  const marked = z.core.clone(schema);
  contentsOf.set(marked, { kind: 'always', schema: inner });
  return marked;
}

/** Declares that `schema`'s values hold those of the schema the input's `field` names. */
export function holdingByInput<T extends Schema>(
  schema: T,
  field: string,
  schemas: Readonly<Record<string, Schema>>,
): T {
  const marked = z.core.clone(schema);
  contentsOf.set(marked, { kind: 'byInput', field, schemas });
  return marked;
}

export const isHealthField = (schema: Schema) => healthFields.has(schema);
export const isNotHealthField = (schema: Schema) => notHealthFields.has(schema);

/** What a schema holds: its fields (named), elements, options, inner schemas and declared contents. */
export interface Child {
  schema: Schema;
  /** The object field's name, for fields. */
  field?: string;
  /** A union's option index. */
  option?: number;
  /** A `holdingByInput` schema's key. */
  picked?: { field: string; value: string };
}

/** Kinds holding nothing further. */
const leaves = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'symbol',
  'null',
  'undefined',
  'void',
  'never',
  'any',
  'unknown',
  'date',
  'nan',
  'literal',
  'enum',
  'template_literal',
  'file',
  'transform',
  'custom',
  'success',
]);

/** The schemas `schema` holds; throws on a kind it does not know, so a walk never skips one silently. */
export function childrenOf(schema: Schema): readonly Child[] {
  const own = contentsOf.get(schema);
  const declared: Child[] =
    own === undefined
      ? []
      : own.kind === 'always'
        ? [{ schema: own.schema }]
        : Object.entries(own.schemas).map(([value, inner]) => ({
            schema: inner,
            picked: { field: own.field, value },
          }));
  return [...declared, ...structuralChildren(schema)];
}

function structuralChildren(schema: Schema): readonly Child[] {
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape).map(([field, inner]) => ({ schema: inner, field }));
  if (schema instanceof z.ZodUnion) return schema.options.map((inner, option) => ({ schema: inner, option }));
  if (schema instanceof z.ZodArray) return [{ schema: schema.element }];
  if (schema instanceof z.ZodRecord) return [{ schema: schema.valueType }];
  if (schema instanceof z.ZodPipe) return [{ schema: schema.in }, { schema: schema.out }];
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodNonOptional ||
    schema instanceof z.ZodReadonly
  )
    return [{ schema: schema.unwrap() }];
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault || schema instanceof z.ZodCatch)
    return [{ schema: schema.unwrap() }];
  if (schema instanceof z.ZodIntersection) return [{ schema: schema.def.left }, { schema: schema.def.right }];
  if (schema instanceof z.ZodTuple)
    return [...schema.def.items, ...(schema.def.rest ? [schema.def.rest] : [])].map((inner) => ({ schema: inner }));
  if (schema instanceof z.ZodLazy) return [{ schema: schema.unwrap() }];
  if (leaves.has(schema._zod.def.type)) return [];
  throw new Error(`health walk: a schema of kind ${schema._zod.def.type} is not known`);
}

/** Whether any value of `schema` may carry health data (a marked schema anywhere inside). */
export function mayCarryHealth(schema: Schema, seen: ReadonlySet<Schema> = new Set()): boolean {
  if (seen.has(schema)) return false;
  if (healthFields.has(schema)) return true;
  const next = new Set(seen).add(schema);
  return childrenOf(schema).some((child) => mayCarryHealth(child.schema, next));
}

/**
 * Whether a call carries health data, given its input as sent: `true` or `false` whatever is sent,
 * or a function of the input where a part of it picks what the call carries (a union's branch, a
 * form checked as the step its `tab` names, a column the input names).
 */
export type HealthRule = boolean | ((input: unknown) => boolean);

/** Whether a call of `rule` carries health data, sent `input`. */
export const carriesHealth = (rule: HealthRule, input: unknown) => (typeof rule === 'boolean' ? rule : rule(input));

type Reading = (value: unknown, input: unknown) => boolean;
type Verdict = boolean | Reading;

const apply = (verdict: Verdict, value: unknown, input: unknown) =>
  typeof verdict === 'boolean' ? verdict : verdict(value, input);

const fieldOf = (value: unknown, field: string): unknown =>
  typeof value === 'object' && value !== null ? Object.getOwnPropertyDescriptor(value, field)?.value : undefined;

const itemsOf = (value: unknown): readonly unknown[] => {
  if (Array.isArray(value)) return value;
  return typeof value === 'object' && value !== null ? Object.values(value) : [];
};

/** True when one part is; a function of the value when some part depends on it. */
function anyOf(parts: readonly { verdict: Verdict; at: (value: unknown) => unknown }[]): Verdict {
  if (parts.some((part) => part.verdict === true)) return true;
  const readings = parts.filter((part) => part.verdict !== false);
  if (readings.length === 0) return false;
  return (value, input) => readings.some((part) => apply(part.verdict, part.at(value), input));
}

/**
 * What `schema` carries. `sent`: the value is the input as sent, so a union's branch is the one the
 * value parses as; otherwise (an answer, not yet made) a union carries what any branch may.
 */
function verdictOf(schema: Schema, sent: boolean): Verdict {
  if (healthFields.has(schema)) return true;
  // A schema met again inside itself (z.lazy) adds nothing to what its first visit finds.
  if (walking.has(schema)) return false;
  walking.add(schema);
  try {
    return ownVerdict(schema, sent);
  } finally {
    walking.delete(schema);
  }
}

const walking = new Set<Schema>();

function ownVerdict(schema: Schema, sent: boolean): Verdict {
  const own = contentsOf.get(schema);
  if (own?.kind === 'byInput') {
    const picked = new Map(Object.entries(own.schemas).map(([value, inner]) => [value, verdictOf(inner, sent)]));
    const rest = structural(schema, sent);
    if (rest === true) return true;
    if ([...picked.values()].every((verdict) => verdict === false)) return rest;
    return (value, input) => {
      const key = fieldOf(input, own.field);
      const verdict = typeof key === 'string' ? picked.get(key) : undefined;
      return (verdict !== undefined && apply(verdict, value, input)) || apply(rest, value, input);
    };
  }
  const inner = own?.kind === 'always' ? verdictOf(own.schema, sent) : false;
  return anyOf([
    { verdict: inner, at: (value) => value },
    { verdict: structural(schema, sent), at: (value) => value },
  ]);
}

function structural(schema: Schema, sent: boolean): Verdict {
  if (schema instanceof z.ZodObject)
    return anyOf(
      Object.entries(schema.shape).map(([field, inner]) => ({
        verdict: verdictOf(inner, sent),
        at: (value) => fieldOf(value, field),
      })),
    );
  if (schema instanceof z.ZodUnion) {
    const options: readonly Schema[] = schema.options;
    const verdicts = options.map((option) => verdictOf(option, sent));
    if (verdicts.every((verdict) => verdict === false)) return false;
    if (!sent || verdicts.every((verdict) => verdict === true)) return true;
    return (value, input) => {
      // The branch zod takes: the first that accepts the value. None accepts it: refused as carrying.
      const index = options.findIndex((option) => z.safeParse(option, value).success);
      const verdict = verdicts[index];
      return verdict === undefined || apply(verdict, value, input);
    };
  }
  const children = childrenOf(schema).filter((child) => child.picked === undefined);
  const each = schema instanceof z.ZodArray || schema instanceof z.ZodRecord;
  const verdict = anyOf(children.map((child) => ({ verdict: verdictOf(child.schema, sent), at: (value) => value })));
  if (!each || !sent || typeof verdict === 'boolean') return verdict;
  return (value, input) => itemsOf(value).some((item) => verdict(item, input));
}

/**
 * What a call carries: its answer whatever the input (a column it names picks it), and its input as
 * sent (a branch it picks). Derived once, where the call is registered.
 */
export function healthRuleOf(call: Pick<CallDef, 'input' | 'data' | 'params'>): HealthRule {
  const input = verdictOf(call.input, true);
  const params = call.params ? verdictOf(call.params, true) : false;
  const answer = verdictOf(call.data, false);
  const parts = [
    { verdict: input, at: (sent: unknown) => sent },
    { verdict: answer, at: () => undefined },
  ];
  if (params === true) return true;
  const verdict = anyOf(parts);
  return typeof verdict === 'boolean' ? verdict : (sent) => verdict(sent, sent);
}

/** `schema` and what its wrappers (optional, nullable, default...) wrap. */
function unwrapped(schema: Schema): readonly Schema[] {
  const inner = structuralChildren(schema);
  const wraps =
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodNonOptional ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodCatch;
  return [schema, ...(wraps ? inner.flatMap((child) => unwrapped(child.schema)) : [])];
}

/** A field is covered when it may carry health data, or when it, or what it wraps, is said to carry none. */
const coveredField = (schema: Schema) =>
  mayCarryHealth(schema) || unwrapped(schema).some((inner) => notHealthFields.has(inner));

/**
 * Every object field inside `schema`, with its path and whether a mark covers it: it may carry
 * health data, or it or an enclosing field is said to carry none.
 */
export function* fieldsOf(
  schema: Schema,
  path: readonly string[] = [],
  covered = false,
  seen: ReadonlySet<Schema> = new Set(),
): Generator<{ path: readonly string[]; schema: Schema; covered: boolean }> {
  if (seen.has(schema)) return;
  const marked = covered || healthFields.has(schema) || notHealthFields.has(schema);
  const next = new Set(seen).add(schema);
  for (const child of childrenOf(schema)) {
    const where = child.field === undefined ? path : [...path, child.field];
    const childMarked = marked || coveredField(child.schema);
    if (child.field !== undefined) yield { path: where, schema: child.schema, covered: childMarked };
    yield* fieldsOf(child.schema, where, childMarked, next);
  }
}
