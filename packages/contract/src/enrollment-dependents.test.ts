// The dependent tier rules the form and the server share: what each tier covers and the counts that
// let Next through, IC3 (Member + 3 or more Children) beside IC.
import { describe, expect, it } from 'vitest';
import { dependentHeadingKey, dependentsProblem, relationshipOfNext } from './enrollment-dependents';

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
