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

/** The listing's orders: the catalog's (featured and recommended first), by price, by carrier. */
export const sortOrders = ['recommended', 'price', 'carrier'] as const;
export type SortOrder = (typeof sortOrders)[number];

type SortedPlan = Pick<PlanSummary, 'price' | 'tier_price' | 'carrier_name' | 'plan_name'>;

/** What a plan costs for sorting: the household's price, else its lowest tier price; none sorts last. */
function priceKey(plan: SortedPlan): number {
  const prices = plan.price === null ? shownTierPrices(plan).map((price) => price.price_male_nons) : [plan.price];
  const cents = prices.flatMap((price) => decimalToCents(price) ?? []);
  return cents.length > 0 ? Math.min(...cents) : Number.POSITIVE_INFINITY;
}

/** The plans in the chosen order; ties keep the catalog's order. */
export function sortPlans<P extends SortedPlan>(plans: readonly P[], order: SortOrder, language: string): P[] {
  if (order === 'recommended') return [...plans];
  const collator = new Intl.Collator(language);
  const compare =
    order === 'price'
      ? (a: P, b: P) => priceKey(a) - priceKey(b)
      : (a: P, b: P) => collator.compare(a.carrier_name, b.carrier_name) || collator.compare(a.plan_name, b.plan_name);
  return [...plans].sort(compare);
}
