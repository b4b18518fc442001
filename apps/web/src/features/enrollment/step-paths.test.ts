// The wizard's routes: both naming sets, the landing prefix, and the cart before the first step.
import { describe, expect, it } from 'vitest';
import { placePath, showsBack, stepPath, tabOfStep } from './step-paths';

describe('step paths', () => {
  it('reads either naming set', () => {
    expect(tabOfStep('personal-info')).toBe('primary_info');
    expect(tabOfStep('personal-information')).toBe('primary_info');
    expect(tabOfStep('contact-information')).toBe('contact_info');
    expect(tabOfStep('health-questions')).toBe('primary_health_info');
    expect(tabOfStep('receipt')).toBeUndefined();
  });

  it('names a step in the short set, or the landing set under a landing page', () => {
    expect(stepPath('contact_info', undefined)).toBe('/enrollment/contact-info');
    expect(stepPath('contact_info', 'maria-alvarez')).toBe('/maria-alvarez/enrollment/contact-information');
    expect(placePath('cart', 'maria-alvarez')).toBe('/maria-alvarez/cart');
    expect(placePath('cart', undefined)).toBe('/cart');
  });

  it('shows Back on the personal, contact, employer, beneficiary, dependent and agreement steps only from review', () => {
    for (const tab of [
      'primary_info',
      'contact_info',
      'employer_info',
      'beneficiary_info',
      'dependent_info',
      'agreement_info',
    ] as const) {
      expect(showsBack(tab, false)).toBe(false);
      expect(showsBack(tab, true)).toBe(true);
    }
    expect(showsBack('primary_health_info', false)).toBe(true);
    expect(showsBack('billing_info', false)).toBe(true);
  });
});
