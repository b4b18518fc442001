// Fuzzing from the contract: walks the OpenAPI document the server serves and sends every
// call valid and mutated input. No answer may be a 5xx (501 only for calls not built yet),
// every answer is in the envelope and matches the call's declared schemas, and the server
// keeps answering. FUZZ_SEED replays a run; FUZZ_RUNS sets inputs per call (default 25;
// each run draws new ones from a new seed, so runs add up).
// `npm test` fuzzes on the embedded database only (fuzz-pglite.test.ts): PGlite is PostgreSQL's own
// engine, so the same inputs meet the same SQL, and every other API test runs on PostgreSQL's
// driver and pool too; fuzzSuite('postgres') is one line away for a longer run.
import { allCalls } from '@benefit-store/contract/calls';
import { errorEnvelope, successEnvelope } from '@benefit-store/contract/envelope';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { implementations } from '../src/implementations';
import { enrollmentOf, newSessionCookie, startTestApp, type TestApp } from './app';
import { type TestDatabase, testDatabases } from './databases';
import { arbitraryFor, asJsonSchema, type JsonSchema, mutated } from './json-schema-arbitrary';

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const runs = Number(process.env.FUZZ_RUNS ?? '25');
console.log(`fuzz: seed ${seed}, ${runs} inputs per call (replay with FUZZ_SEED=${seed})`);

const built = new Set(implementations.map((implementation) => implementation.call.name));
const callsByName = new Map(allCalls.map((call) => [call.name, call]));

const operationSchema = z.object({
  operationId: z.string(),
  parameters: z
    .array(z.object({ in: z.string(), name: z.string(), required: z.boolean().optional(), schema: z.unknown() }))
    .optional(),
  requestBody: z.object({ content: z.object({ 'application/json': z.object({ schema: z.unknown() }) }) }).optional(),
});
const documentSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), operationSchema)) });

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  name: string;
  query: JsonSchema;
  params: JsonSchema;
  body: JsonSchema | undefined;
}

function operationsOf(document: unknown): Operation[] {
  const { paths } = documentSchema.parse(document);
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, op]) => {
      const upper = z.enum(['GET', 'POST', 'PUT', 'DELETE']).safeParse(method.toUpperCase());
      if (!upper.success || !path.startsWith('/api/v1/')) return [];
      const group = (where: string): JsonSchema => {
        const list = (op.parameters ?? []).filter((p) => p.in === where);
        return {
          type: 'object',
          properties: Object.fromEntries(list.map((p) => [p.name, asJsonSchema(p.schema)])),
          required: list.filter((p) => p.required).map((p) => p.name),
        };
      };
      const body = op.requestBody ? asJsonSchema(op.requestBody.content['application/json'].schema) : undefined;
      return [{ method: upper.data, path, name: op.operationId, query: group('query'), params: group('path'), body }];
    }),
  );
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function fuzzEveryCall(database: TestDatabase) {
  let t: TestApp;
  let operations: Operation[];
  beforeAll(async () => {
    t = await startTestApp(database, { LOG_LEVEL: 'warn' });
    operations = operationsOf((await t.app.inject('/api/docs/json')).json());
  });
  afterAll(() => t.close());

  it('finds every declared call in the OpenAPI document', () => {
    const names = new Set(operations.map((operation) => operation.name));
    for (const call of allCalls) expect(names.has(call.name), call.name).toBe(true);
  });

  it('answers every generated input in the envelope, never with a 5xx but 501 for calls not built', async () => {
    const ownEnrollment = (schema: JsonSchema, owned: string): JsonSchema =>
      schema.properties?.enrollment_id
        ? {
            ...schema,
            properties: {
              ...schema.properties,
              enrollment_id: { anyOf: [{ const: owned }, schema.properties.enrollment_id] },
            },
          }
        : schema;
    for (const operation of operations) {
      const call = callsByName.get(operation.name);
      if (!call) throw new Error(`${operation.name} is served but not declared`);
      // A fresh session per call, owning an enrollment: one call may end it (sign-out).
      const cookie = await newSessionCookie(t.app);
      const input = ownEnrollment(operation.body ?? operation.query, await enrollmentOf(t.app, cookie));
      const valid = arbitraryFor(input);
      const request = fc.record({
        input: fc.oneof({ arbitrary: valid, weight: 2 }, { arbitrary: mutated(valid, input), weight: 1 }),
        params: arbitraryFor(operation.params),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ input: generated, params }) => {
          const pathValues = z.record(z.string(), z.unknown()).parse(params);
          const url = operation.path.replace(/\{(\w+)\}/g, (_, key: string) =>
            encodeURIComponent(asText(pathValues[key] ?? 'x')),
          );
          const query =
            operation.body === undefined &&
            typeof generated === 'object' &&
            generated !== null &&
            !Array.isArray(generated)
              ? Object.fromEntries(Object.entries(generated).map(([key, value]) => [key, asText(value)]))
              : undefined;
          const res = await t.app.inject({
            method: operation.method,
            url,
            headers: { cookie, 'content-type': 'application/json' },
            ...(operation.body === undefined ? { query } : { payload: JSON.stringify(generated) ?? 'null' }),
          });
          const where = `${operation.method} ${operation.path} ${res.statusCode}`;
          if (res.statusCode >= 500)
            expect(res.statusCode === 501 && !built.has(call.name), `${where}: ${res.body}`).toBe(true);
          const body = res.json();
          const envelope = res.statusCode < 400 ? successEnvelope(call.data) : errorEnvelope;
          expect(envelope.safeParse(body).success, `${where}: ${res.body.slice(0, 300)}`).toBe(true);
        }),
        { seed, numRuns: runs, endOnFailure: true },
      );
    }
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  }, 600_000);
}

/** Fuzzing on the database `name`; skipped, and saying so, when that database is not set up. */
export function fuzzSuite(name: TestDatabase['name']) {
  const database = testDatabases.find((candidate) => candidate.name === name);
  describe(`fuzzing every call on ${name}`, () => {
    if (database) fuzzEveryCall(database);
    else it.skip('needs PostgreSQL (TEST_DATABASE_URL)', () => {});
  });
}
