// The compiled writers write what zod's check and JSON.stringify write, for every response of the
// contract, and so no field the contract does not declare.
import { allCalls } from '@benefit-store/contract/calls';
import { errorEnvelope, successEnvelope } from '@benefit-store/contract/envelope';
import fc from 'fast-check';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arbitraryFor, asJsonSchema } from '../../test/json-schema-arbitrary';
import { compiledWriter, responseSerializer } from './serializer';

const zodWriter = (schema: z.ZodType) => createSerializerCompiler({})({ schema, method: 'GET', url: '/' });

/** The value zod writes, or undefined when zod refuses it (the generator knows no regex). */
function writtenByZod(schema: z.ZodType, value: unknown): string | undefined {
  try {
    return zodWriter(schema)(value);
  } catch {
    return undefined;
  }
}

const responses = [
  ...allCalls.map((call) => ({ name: call.name, schema: successEnvelope(call.data) as z.ZodType })),
  { name: 'error envelope', schema: errorEnvelope as z.ZodType },
];

describe('compiled response writers', () => {
  it('exist for every response of the contract', () => {
    const missing = responses.filter((response) => !compiledWriter(response.schema)).map((response) => response.name);
    expect(missing).toEqual([]);
  });

  it('are refused for a schema that reads in differently than out', () => {
    expect(compiledWriter(z.object({ tries: z.number().default(0) }))).toBeUndefined();
    expect(compiledWriter(z.object({ at: z.string().transform((text) => text.length) }))).toBeUndefined();
  });

  it.each(responses)('$name: writes what zod writes, and no undeclared field', ({ schema }) => {
    const write = compiledWriter(schema);
    if (!write) throw new Error('no compiled writer');
    const values = arbitraryFor(asJsonSchema(z.toJSONSchema(schema, { io: 'output', target: 'draft-07' })));
    let compared = 0;
    fc.assert(
      fc.property(values, (value) => {
        const expected = writtenByZod(schema, value);
        if (expected === undefined) return;
        compared += 1;
        expect(JSON.parse(write(value))).toEqual(JSON.parse(expected));
        const withExtra = {
          ...(value as object),
          ssn: '123-45-6789',
          data: withField((value as { data: unknown }).data),
        };
        expect(write(withExtra)).not.toMatch(/^\{[^{]*"ssn"/);
        expect(JSON.parse(write(withExtra))).toEqual(JSON.parse(writtenByZod(schema, withExtra) ?? ''));
      }),
      { numRuns: 60 },
    );
    expect(compared).toBeGreaterThan(0);
  });
});

/** `data` with an undeclared secret field, when it is an object. */
function withField(data: unknown): unknown {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? { ...data, ssn: '123-45-6789' } : data;
}

describe('responseSerializer', () => {
  const route = { schema: z.object({ price: z.string().regex(/^\d+\.\d{2}$/) }), method: 'GET', url: '/' };

  it('checks each response against the contract outside production', () => {
    const write = responseSerializer(true)(route);
    expect(write({ price: '5.00', extra: 1 })).toBe('{"price":"5.00"}');
    expect(() => write({ price: '5' })).toThrow();
  });

  it('writes without the check in production', () => {
    expect(responseSerializer(false)(route)({ price: '5.00', extra: 1 })).toBe('{"price":"5.00"}');
  });
});
