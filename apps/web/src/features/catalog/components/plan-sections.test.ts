// Listing sections: category order, bundles by product count, MM guaranteed plans as performance;
// tiers priced 0 or less hidden.
import { describe, expect, it } from 'vitest';
import { groupBySection, sectionOf, shownTierPrices, sortPlans } from './plan-sections';

const plan = (plan_category: 'dental' | 'bundles' | 'guaranteed' | 'vision', extra = {}) => ({
  plan_category,
  plan_type: '',
  bundle_plan_count: 0,
  ...extra,
});

describe('plan sections', () => {
  it.each([
    { given: plan('bundles', { bundle_plan_count: 2 }), want: 'bundle_2' },
    { given: plan('bundles', { bundle_plan_count: 3 }), want: 'bundle_3' },
    { given: plan('bundles', { bundle_plan_count: 4 }), want: 'bundle_4' },
    { given: plan('bundles', { bundle_plan_count: 7 }), want: 'bundle_5' },
    { given: plan('guaranteed', { plan_type: 'MM' }), want: 'performance' },
    { given: plan('guaranteed', { plan_type: 'GI' }), want: 'guaranteed' },
    { given: plan('dental'), want: 'dental' },
  ])('puts $given.plan_category ($given.plan_type$given.bundle_plan_count) in $want', ({ given, want }) => {
    expect(sectionOf(given)).toBe(want);
  });

  it('groups in the spec order and leaves out empty sections', () => {
    const groups = groupBySection([plan('vision'), plan('dental'), plan('bundles', { bundle_plan_count: 3 })]);
    expect(groups.map((group) => group.section)).toEqual(['dental', 'vision', 'bundle_3']);
  });

  it('hides tiers priced 0 or less', () => {
    const prices = [
      { tier: 'IO', price_male_nons: '12.50' },
      { tier: 'IS', price_male_nons: '0.00' },
      { tier: 'IC', price_male_nons: '-1.00' },
    ];
    expect(shownTierPrices({ tier_price: prices }).map((price) => price.tier)).toEqual(['IO']);
  });

  it("sorts by the household's price (else the lowest tier price, none last) or by carrier", () => {
    const sorted = (order: 'price' | 'carrier' | 'recommended') =>
      sortPlans(
        [
          { plan_name: 'A', carrier_name: 'Zeta', price: null, tier_price: [] },
          { plan_name: 'B', carrier_name: 'Ábaco', price: '120.00', tier_price: [] },
          { plan_name: 'C', carrier_name: 'Beta', price: null, tier_price: [{ tier: 'IS', price_male_nons: '9.50' }] },
          { plan_name: 'D', carrier_name: 'Beta', price: '30.00', tier_price: [] },
        ],
        order,
        'es',
      ).map((plan) => plan.plan_name);
    expect(sorted('price')).toEqual(['C', 'D', 'B', 'A']);
    expect(sorted('carrier')).toEqual(['B', 'C', 'D', 'A']);
    expect(sorted('recommended')).toEqual(['A', 'B', 'C', 'D']);
  });
});
