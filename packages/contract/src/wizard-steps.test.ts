// The wizard's steps from the dynamic tabs, and where Next and Back go.
import { describe, expect, it } from 'vitest';
import type { DynamicTab } from './enrollment-tabs';
import { stepAround, wizardSteps } from './wizard-steps';

const tabs: DynamicTab[] = [
  { tab_name: 'review_info', required: true, order: 10 },
  { tab_name: 'contact_info', required: true, order: 3 },
  { tab_name: 'employer_info', required: false, order: 4 },
  { tab_name: 'primary_info', required: true, order: 0 },
  { tab_name: 'dependent_info', required: true, order: 7 },
];

describe('wizardSteps', () => {
  it('keeps the required tabs in their order', () => {
    expect(wizardSteps(tabs)).toEqual(['primary_info', 'contact_info', 'dependent_info', 'review_info']);
  });
});

describe('stepAround', () => {
  const steps = wizardSteps(tabs);
  it('moves by position, Back from the first step to the cart', () => {
    expect(stepAround(steps, 'primary_info')).toEqual({ position: 1, previous: 'cart', next: 'contact_info' });
    expect(stepAround(steps, 'dependent_info')).toEqual({
      position: 3,
      previous: 'contact_info',
      next: 'review_info',
    });
    expect(stepAround(steps, 'review_info').next).toBeUndefined();
  });

  it('goes back to review after a save with the return marker', () => {
    expect(stepAround(steps, 'primary_info', true).next).toBe('review_info');
  });

  it('knows a step the enrollment does not ask as position 0', () => {
    expect(stepAround(steps, 'employer_info')).toEqual({ position: 0, previous: 'cart', next: 'primary_info' });
  });
});
