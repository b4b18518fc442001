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

/** Compiled writers by schema (null: zod writes it), shared by the routes that answer with it. */
const compiled = new WeakMap<z.ZodType, ((data: unknown) => string) | null>();

function compiledOnce(schema: z.ZodType): ((data: unknown) => string) | undefined {
  if (!compiled.has(schema)) compiled.set(schema, compiledWriter(schema) ?? null);
  return compiled.get(schema) ?? undefined;
}

/**
 * A route's writer for one status, built when it first writes: the error envelope is every route's
 * 4xx and 5xx schema, and most routes do not answer at all in a process's first minutes, so building
 * every writer when the server started cost about 40 MB of heap for nothing (decision 0028).
 */
function lazyWriter(route: Parameters<FastifySerializerCompiler<z.ZodType>>[0]): (data: unknown) => string {
  let write: ((data: unknown) => string) | undefined;
  return (data) => {
    write ??= compiledOnce(route.schema) ?? zodSerializer(route);
    return write(data);
  };
}

/**
 * The response writer of each route. With `check` (outside production, so in every test) zod checks
 * each response against the contract before the compiled writer writes it.
 */
export function responseSerializer(check: boolean): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const write = lazyWriter(route);
    if (!check) return write;
    const checked = zodSerializer(route);
    return (data) => {
      checked(data);
      return write(data);
    };
  };
}

/**
 * How a kept answer of `schema` is written (decision 0029): as a route writes it, by the compiled
 * writer the routes share, checked by zod first with `check`; by zod when none can be compiled.
 */
export function writerOf(schema: z.ZodType, check: boolean): (data: unknown) => string {
  const byZod = (data: unknown) => JSON.stringify(schema.parse(data));
  const write = compiledOnce(schema) ?? byZod;
  if (!check) return write;
  return (data) => {
    schema.parse(data);
    return write(data);
  };
}
