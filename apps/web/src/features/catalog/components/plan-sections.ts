// The sections of the plans listing (spec 000 section 2), in the spec's order: bundles by their
// number of products, guaranteed-issue plans of type MM as the performance group.
import type { CategoryCode, PlanSummary } from '@benefit-store/contract/catalog';
import { decimalToCents } from '@benefit-store/contract/money';

export const sections = [
  'dental',
  'vision',
  'medical',
  'term_life',
  'limitedmed',
  'rx',
  'lifestyle',
  'supplemental',
  'di',
  'critical',
  'accident',
  'hospital',
  'pet',
  'bundle_2',
  'bundle_3',
  'bundle_4',
  'bundle_5',
  'performance',
  'guaranteed',
  'hsa',
] as const;
export type Section = (typeof sections)[number];

export function sectionOf(plan: Pick<PlanSummary, 'plan_category' | 'plan_type' | 'bundle_plan_count'>): Section {
  if (plan.plan_category === 'bundles') {
    const count = Math.min(Math.max(plan.bundle_plan_count, 2), 5);
    return count === 2 ? 'bundle_2' : count === 3 ? 'bundle_3' : count === 4 ? 'bundle_4' : 'bundle_5';
  }
  if (plan.plan_category === 'guaranteed') return plan.plan_type === 'MM' ? 'performance' : 'guaranteed';
  return plan.plan_category;
}

/** The word key naming a section. */
export const sectionLabel = (section: Section) => `plans.section_${section}`;

/** The word key naming a category in 'Here are your available {category} plans'. */
export const categoryLabel = (category: CategoryCode) => sectionLabel(category === 'bundles' ? 'bundle_2' : category);

export function groupBySection<P extends Pick<PlanSummary, 'plan_category' | 'plan_type' | 'bundle_plan_count'>>(
  plans: readonly P[],
): { section: Section; plans: P[] }[] {
  return sections
    .map((section) => ({ section, plans: plans.filter((plan) => sectionOf(plan) === section) }))
    .filter((group) => group.plans.length > 0);
}

/** Tier prices worth showing: those above 0. */
export const shownTierPrices = (plan: Pick<PlanSummary, 'tier_price'>) =>
  plan.tier_price.filter((price) => (decimalToCents(price.price_male_nons) ?? 0) > 0);
