// The dependent tier rules the form and the server share: what each tier covers and the counts that
// let Next through, IC3 (Member + 3 or more Children) beside IC.
import { describe, expect, it } from 'vitest';
import {
  asksSpouseQuestion,
  dependentHeadingKey,
  dependentsProblem,
  relationshipOfNext,
  spouseOptional,
} from './enrollment-dependents';

const standard = { premier: false, iha: false };
const premier = { premier: true, iha: false };
const children = (n: number) => Array.from({ length: n }, () => ({ relationship: 'child' as const }));

describe('the IC3 tier', () => {
  it('covers children only, heads the step with the child requirement, and adds children', () => {
    expect(dependentHeadingKey('IC3')).toBe('wizard.dependent_heading_IC');
    expect(relationshipOfNext('IC3', [], standard, undefined)).toBe('child');
    expect(dependentsProblem('IC3', [{ relationship: 'spouse' }], standard, false)).toBe(
      'wizard.dependent_relationship',
    );
  });

  it.each([
    [0, 'wizard.ic3_children_min'],
    [2, 'wizard.ic3_children_min'],
    [3, undefined],
    [9, undefined],
    [10, 'wizard.iha_children_max'],
  ])('with %i children on Next says %s', (n, problem) => {
    expect(dependentsProblem('IC3', children(n), standard, true)).toBe(problem);
  });

  it('lets a short list be kept while it is edited, and keeps the premier one-child rule to IC', () => {
    expect(dependentsProblem('IC3', children(2), standard, false)).toBeUndefined();
    expect(dependentsProblem('IC3', children(3), premier, true)).toBeUndefined();
    expect(dependentsProblem('IC', children(2), premier, true)).toBe('wizard.l713_one_child');
    expect(dependentsProblem('IC', children(1), standard, true)).toBeUndefined();
  });
});

describe('the Family tier and its spouse question (decision 0045)', () => {
  const iha = { premier: true, iha: true };
  it('is asked on every Family tier; the spouse may be left out only on a premier plan without IHA', () => {
    expect(asksSpouseQuestion('IF')).toBe(true);
    expect(asksSpouseQuestion('IC')).toBe(false);
    expect([standard, premier, iha].map((plans) => spouseOptional('IF', plans))).toEqual([false, true, false]);
    expect(relationshipOfNext('IF', [], standard, false)).toBe('spouse');
    expect(relationshipOfNext('IF', [], premier, false)).toBe('child');
  });

  it('says why children without a spouse are refused where the quote priced the spouse', () => {
    expect(dependentsProblem('IF', children(2), standard, true)).toBe('wizard.family_spouse_priced');
    expect(dependentsProblem('IF', children(2), iha, true)).toBe('wizard.family_spouse_priced');
    expect(dependentsProblem('IF', children(2), standard, false)).toBeUndefined();
    expect(dependentsProblem('IF', children(2), premier, true)).toBeUndefined();
    expect(dependentsProblem('IF', children(1), premier, true)).toBe('wizard.dependent_heading_IF');
    expect(dependentsProblem('IF', [], standard, true)).toBe('wizard.dependent_heading_IF');
  });
});
