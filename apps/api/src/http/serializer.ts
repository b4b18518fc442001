// How a response is written: the contract's schema decides which fields go out. For a schema whose
// JSON Schema is the same read in and out (no transforms, no defaults), fast-json-stringify compiles
// a writer from it, which writes the declared fields only, as zod does; other schemas are checked
// and written by zod.
// Decision record 0006.
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const zodSerializer = createSerializerCompiler({});

/** `schema` without the `additionalProperties: false` zod adds to objects read out (not in). */
function closedOnlyOnOutput(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closedOnlyOnOutput);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, closedOnlyOnOutput(value)]),
  );
}

/** The compiled writer of `schema`, or undefined when its JSON Schema cannot say all zod would do. */
export function compiledWriter(schema: z.ZodType): ((data: unknown) => string) | undefined {
  let output: unknown;
  let input: unknown;
  try {
    output = z.toJSONSchema(schema, { io: 'output', target: 'draft-07' });
    input = z.toJSONSchema(schema, { io: 'input', target: 'draft-07' });
  } catch {
    return undefined;
  }
  if (!isDeepStrictEqual(closedOnlyOnOutput(output), input)) return undefined;
  // The open form (objects without additionalProperties: false): the writer skips undeclared fields
  // all the same, and a union's branch is still found when a value carries one.
  return fastJson(input as Parameters<typeof fastJson>[0]);
}

/**
 * The response writer of each route. With `check` (outside production, so in every test) zod checks
 * each response against the contract before the compiled writer writes it.
 */
export function responseSerializer(check: boolean): FastifySerializerCompiler<z.ZodType> {
  return (route) => writerOf(route.schema, check, () => zodSerializer(route));
}

/**
 * How an answer of `schema` is written: by its compiled writer, checked by zod first with `check`;
 * by zod (`byZod`, default: parse, then JSON) when no writer can be compiled.
 */
export function writerOf(
  schema: z.ZodType,
  check: boolean,
  byZod = (): ((data: unknown) => string) => (data) => JSON.stringify(schema.parse(data)),
): (data: unknown) => string {
  const write = compiledWriter(schema);
  if (!write) return byZod();
  if (!check) return write;
  const checked = byZod();
  return (data) => {
    checked(data);
    return write(data);
  };
}
