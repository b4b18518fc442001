// The household a stored quote filter prices for.
import { describe, expect, it } from 'vitest';
import type { HouseholdRow } from '../../http/enrollment-ref';
import { effectiveDateAfter, householdOf } from './household-row';

const row = (overrides: Partial<HouseholdRow> = {}): HouseholdRow => ({
  zip: '75201',
  state: 'TX',
  birth_date: '1980-07-04',
  tier: 'IF',
  tobacco: 'unknown',
  annual_income_cents: null,
  weekly_hours: null,
  spouse_birth_date: '1982-01-01',
  child_count: 2,
  platform_public_id: 'P1',
  effective_date: null,
  ...overrides,
});
const now = new Date('2026-11-23T12:00:00Z');

describe('householdOf', () => {
  it('maps the filter to the pricing household', () => {
    expect(householdOf(row({ annual_income_cents: 5_000_000, weekly_hours: 40 }), now)).toEqual({
      primaryBirthDate: '1980-07-04',
      spouseBirthDate: '1982-01-01',
      childCount: 2,
      childBirthDates: [],
      tier: 'IF',
      tobacco: 'unknown',
      state: 'TX',
      ratingArea: '752',
      annualIncomeCents: 5_000_000,
      weeklyHours: 40,
      portalId: 'P1',
      effectiveDate: '2026-12-01',
    });
  });

  it('rates on the effective date chosen in the cart while it is ahead, else on the first of next month', () => {
    expect(householdOf(row({ effective_date: '2027-02-01' }), now)?.effectiveDate).toBe('2027-02-01');
    expect(householdOf(row({ effective_date: '2026-12-01' }), now)?.effectiveDate).toBe('2026-12-01');
    expect(householdOf(row({ effective_date: '2026-11-01' }), now)?.effectiveDate).toBe('2026-12-01');
  });

  it('is undefined until the filter is submitted', () => {
    expect(householdOf(row({ birth_date: null }), now)).toBeUndefined();
    expect(householdOf(row({ zip: null, state: null, tier: null }), now)).toBeUndefined();
  });

  it('leaves out what is not known', () => {
    const household = householdOf(row({ spouse_birth_date: null, child_count: null, platform_public_id: null }), now);
    expect(household).toMatchObject({ childCount: 0, portalId: '' });
    expect(household).not.toHaveProperty('spouseBirthDate');
    expect(household).not.toHaveProperty('annualIncomeCents');
  });
});

describe('effectiveDateAfter', () => {
  it('is the first day of the next month, across the year end', () => {
    expect(effectiveDateAfter(new Date('2026-01-31T23:59:59Z'))).toBe('2026-02-01');
    expect(effectiveDateAfter(new Date('2026-12-01T00:00:00Z'))).toBe('2027-01-01');
  });
});
