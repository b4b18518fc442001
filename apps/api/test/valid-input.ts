// A body a call's schema accepts, generated from its JSON schema, with some fields fixed.
import type { CallDef } from '@benefit-store/contract/define';
import fc from 'fast-check';
import { z } from 'zod';
import { arbitraryFor, asJsonSchema } from './json-schema-arbitrary';

/** The first generated input that `call` accepts with `fixed` fields set; undefined when none is found. */
export function validInput(call: CallDef, fixed: Record<string, unknown>): Record<string, unknown> | undefined {
  const schema = asJsonSchema(z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' }));
  const own = Object.entries(fixed).filter(([field]) => field in call.input.shape);
  for (const sample of fc.sample(arbitraryFor(schema), { seed: 7, numRuns: 300 })) {
    if (typeof sample !== 'object' || sample === null || Array.isArray(sample)) continue;
    const candidate = { ...sample, ...Object.fromEntries(own) };
    if (call.input.safeParse(candidate).success) return candidate;
  }
  return undefined;
}
