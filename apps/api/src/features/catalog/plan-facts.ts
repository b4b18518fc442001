// The facts a plan's card and compare show (migration 0016): stored as language-neutral JSON in
// cents and percents, checked when the catalog loads, and put on the wire as the contract's
// decimal strings.
import type { PlanFacts } from '@benefit-store/contract/catalog';
import { centsToDecimal } from '@benefit-store/contract/money';
import { z } from 'zod';

const cents = z.number().int().min(0);
const percent = z.number().int().min(0).max(100);

/** The `plan.facts` column: what the seed and a catalog editor write. */
export const storedPlanFacts = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('medical'), deductible_cents: cents, oop_max_cents: cents }),
  z.object({
    kind: z.literal('dental'),
    preventive_percent: percent,
    basic_percent: percent,
    major_percent: percent,
    annual_max_cents: cents,
  }),
  z.object({
    kind: z.literal('vision'),
    exam_copay_cents: cents,
    frame_allowance_cents: cents,
    lens_copay_cents: cents,
  }),
]);
export type StoredPlanFacts = z.infer<typeof storedPlanFacts>;

/** A plan's facts column that cannot be read: a data fault, named by plan. */
export class InvalidPlanFacts extends Error {
  constructor(planId: string) {
    super(`${planId}: its facts cannot be read`);
  }
}

/** Reads a plan's facts column; throws InvalidPlanFacts when it does not fit the schema. */
export function planFactsOf(planId: string, column: unknown): StoredPlanFacts | undefined {
  if (column === null || column === undefined) return undefined;
  const parsed = storedPlanFacts.safeParse(column);
  if (!parsed.success) throw new InvalidPlanFacts(planId);
  return parsed.data;
}

export function factsOnWire(facts: StoredPlanFacts): PlanFacts {
  switch (facts.kind) {
    case 'medical':
      return {
        kind: 'medical',
        deductible: centsToDecimal(facts.deductible_cents),
        out_of_pocket_max: centsToDecimal(facts.oop_max_cents),
      };
    case 'dental':
      return {
        kind: 'dental',
        preventive_percent: facts.preventive_percent,
        basic_percent: facts.basic_percent,
        major_percent: facts.major_percent,
        annual_max: centsToDecimal(facts.annual_max_cents),
      };
    case 'vision':
      return {
        kind: 'vision',
        exam_copay: centsToDecimal(facts.exam_copay_cents),
        frame_allowance: centsToDecimal(facts.frame_allowance_cents),
        lens_copay: centsToDecimal(facts.lens_copay_cents),
      };
  }
}
