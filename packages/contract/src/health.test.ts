// The health marks: every field whose name sounds like health data is marked (or said not to be),
// and what each call carries is derived from its schemas, a branch picked by the input as sent.
import { describe, expect, it } from 'vitest';
import { allCalls } from './calls';
import type { CallDef } from './define';
import { getEnrollmentTempInfo } from './enrollment';
import { getDependentsExistingUserEnrollment, saveDependentInfo } from './enrollment-dependents';
import { carriesHealth as carries, fieldsOf, healthField, healthRuleOf, mayCarryHealth } from './health';
import { saveEnrollment } from './quotes';
import { z } from './zod';

/** Names that say a field may hold someone's health: answers, conditions, medications, body measures. */
const soundsHealthy =
  /health|condition|codition|medic|height|weight|symptom|physician|disab|dosage|treatment|diagnos|recovery|onset|question|answer/i;

const schemasOf = (call: CallDef) => [call.input, call.data, ...(call.params ? [call.params] : [])];

describe('health marks', () => {
  it('mark every field whose name sounds like health data, in every call', () => {
    const unmarked = allCalls.flatMap((call) =>
      schemasOf(call).flatMap((schema) =>
        [...fieldsOf(schema)]
          .filter(({ path, covered }) => !covered && soundsHealthy.test(path.at(-1) ?? ''))
          .map(({ path }) => `${call.name}: ${path.join('.')}`),
      ),
    );
    expect(unmarked).toEqual([]);
  });

  it('find a field named like health data without its mark', () => {
    const call = { input: z.object({ spouse_medication: z.string() }), data: z.object({}) };
    const found = [...fieldsOf(call.input)].filter(({ covered, path }) => !covered && soundsHealthy.test(path.join()));
    expect(found.map(({ path }) => path.join('.'))).toEqual(['spouse_medication']);
  });

  it('derive the rule of every call from its schemas', () => {
    for (const call of allCalls) {
      const rule = healthRuleOf(call);
      const may = schemasOf(call).some((schema) => mayCarryHealth(schema));
      expect(rule !== false, call.name).toBe(may);
    }
  });

  it("carry the dependents' health answers, read or written", () => {
    expect(healthRuleOf(getDependentsExistingUserEnrollment)).toBe(true);
    expect(healthRuleOf(saveDependentInfo)).toBe(true);
  });

  it("carry save-enrollment's form as the tab it names", () => {
    const rule = healthRuleOf(saveEnrollment);
    const sent = (tab: string) => ({ enrollment_id: 'x', email: 'a@b.example', tab, data: {} });
    expect(carries(rule, sent('health_info'))).toBe(true);
    expect(carries(rule, sent('dependent_info'))).toBe(true);
    // The personal step's form holds weight and height.
    expect(carries(rule, sent('primary_info'))).toBe(true);
    expect(carries(rule, sent('contact_info'))).toBe(false);
    expect(carries(rule, sent('cart_info'))).toBe(false);
  });

  it('carry the column get-enrollment-temp-info names', () => {
    const rule = healthRuleOf(getEnrollmentTempInfo);
    expect(carries(rule, { enrollment_id: 'x', column: 'health_info' })).toBe(true);
    expect(carries(rule, { enrollment_id: 'x', column: 'dependent_info' })).toBe(true);
    expect(carries(rule, { enrollment_id: 'x', column: 'filter_info' })).toBe(false);
  });

  it('pick a union branch by the value sent', () => {
    const call = {
      input: z.object({
        form: z.union([
          z.object({ kind: z.literal('plain'), note: z.string() }),
          z.object({ kind: z.literal('health'), note: healthField(z.string(), 'a note') }),
        ]),
      }),
      data: z.object({}),
    };
    const rule = healthRuleOf(call);
    expect(carries(rule, { form: { kind: 'plain', note: 'x' } })).toBe(false);
    expect(carries(rule, { form: { kind: 'health', note: 'x' } })).toBe(true);
    // A value no branch accepts is taken as carrying.
    expect(carries(rule, { form: { kind: 'other' } })).toBe(true);
  });

  it('mark a copy, never the shared schema it was given', () => {
    const shared = z.string();
    healthField(shared, 'a note');
    expect(mayCarryHealth(z.object({ name: shared }))).toBe(false);
  });
});
