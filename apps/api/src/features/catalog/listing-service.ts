// Plan listings, menus and networks from the in-memory catalog, for a household or a party. Pure.
import { type CategoryCode, categoryCodes, menuCategoryCodes, type PlanSummary } from '@benefit-store/contract/catalog';
import { centsToDecimal } from '@benefit-store/contract/money';
import { type Household, primaryAge } from '../pricing/household';
import { defaultIssueAges } from '../pricing/rate';
import { startingTierPrices, type TierPrice, tierPrices } from '../pricing/tier-prices';
import type { Catalog, CatalogPlan } from './catalog';

/** Who a listing is for: the portal (platform public id) and, once the filter is in, the household. */
export interface Audience {
  portalId: string | undefined;
  household: Household | undefined;
  /** The age market the visitor chose (the age bar); undefined lists both. */
  over65?: boolean | undefined;
}

const seniorAge = 65;

/** Over 65 lists the plans issued at 65 or older; under 65 those issued younger. */
function inAgeMarket(plan: CatalogPlan, over65: boolean | undefined): boolean {
  if (over65 === undefined) return true;
  const ages = plan.rated.issueAges ?? defaultIssueAges;
  return over65 ? ages.max >= seniorAge : ages.min < seniorAge;
}

export interface ListingFilter {
  categories?: readonly CategoryCode[] | undefined;
  network?: string | undefined;
}

const offered = (list: readonly string[] | 'all', value: string | undefined) =>
  list === 'all' || value === undefined || value === '' || list.includes(value);

/**
 * Plans a listing shows: not replaced, not a membership (offered with the plans that need it), in the
 * audience's portal and the household's state. Other limits (age, tier, popups) stay visible: picking
 * the plan says what to change.
 */
export function isListed(plan: CatalogPlan, audience: Audience): boolean {
  return (
    plan.rated.replacedBy === undefined &&
    !plan.isMembership &&
    offered(plan.rated.portalIds, audience.household?.portalId || audience.portalId) &&
    offered(plan.rated.states, audience.household?.state) &&
    inAgeMarket(plan, audience.over65)
  );
}

const sameNetwork = (plan: CatalogPlan, network: string) => plan.network?.toLowerCase() === network.toLowerCase();

/** Network names as the filter shows them: each word capitalised. */
export const capitalised = (network: string) =>
  network.replace(/(^|\s)(\p{L})/gu, (_, space, letter) => space + letter.toUpperCase());

const categoryRank = new Map<string, number>(categoryCodes.map((code, index) => [code, index]));

/** The listed plans of the chosen categories (all when none) and network, by category then catalog order. */
export function listedPlans(catalog: Catalog, audience: Audience, filter: ListingFilter = {}): CatalogPlan[] {
  const categories = filter.categories && filter.categories.length > 0 ? new Set(filter.categories) : undefined;
  const { network } = filter;
  return catalog.plans
    .filter(
      (plan) =>
        (categories === undefined || categories.has(plan.category)) &&
        (network === undefined || plan.network === undefined || sameNetwork(plan, network)) &&
        isListed(plan, audience),
    )
    .sort((a, b) => (categoryRank.get(a.category) ?? 0) - (categoryRank.get(b.category) ?? 0));
}

export function summaryOf(plan: CatalogPlan, prices: readonly TierPrice[], inCart: boolean): PlanSummary {
  return {
    plan_id: plan.id,
    plan_name: plan.name,
    plan_logo: plan.logo,
    plan_short_text: plan.shortText,
    callout_text: plan.calloutText,
    tier_price: prices.map((price) => ({ tier: price.tier, price_male_nons: centsToDecimal(price.monthlyCents) })),
    is_in_cart: inCart,
    hide_add_to_cart: plan.hideAddToCart,
    bundle_plan_count: plan.bundlePlanCount,
    is_prudential_plan: plan.isPrudential,
    is_premier_plan: plan.isPremier,
    membership_plan_id: plan.membershipPlanId ?? null,
    plan_category: plan.category,
    plan_type: plan.planType,
  };
}

/**
 * A plan's starting prices, worked out once: they depend on the plan alone, and a catalog's plans
 * never change (a new catalog version is new objects).
 */
const startingPrices = new WeakMap<CatalogPlan, readonly TierPrice[]>();
function startingPricesOf(plan: CatalogPlan): readonly TierPrice[] {
  const known = startingPrices.get(plan);
  if (known) return known;
  const prices = startingTierPrices(plan.rated);
  startingPrices.set(plan, prices);
  return prices;
}

/**
 * The listing: each plan with its tier prices for the household (the lowest prices of each tier
 * before one is entered) and whether the cart holds it.
 */
export function listing(
  catalog: Catalog,
  audience: Audience,
  filter: ListingFilter,
  cartPlanIds: ReadonlySet<string> = new Set(),
): PlanSummary[] {
  const { household } = audience;
  // The primary's age once for the whole listing, not once per plan.
  const age = household && primaryAge(household);
  return listedPlans(catalog, audience, filter).map((plan) =>
    summaryOf(
      plan,
      household ? tierPrices(plan.rated, household, age) : startingPricesOf(plan),
      cartPlanIds.has(plan.id),
    ),
  );
}

/** Categories with at least one listed plan, in menu order; `menuOnly` leaves pet out. */
export function categoriesOffered(catalog: Catalog, audience: Audience, menuOnly: boolean): CategoryCode[] {
  const present = new Set(listedPlans(catalog, audience).map((plan) => plan.category));
  return (menuOnly ? menuCategoryCodes : categoryCodes).filter((code) => present.has(code));
}

/** Medical network names of the listed plans, capitalised, in catalog order. */
export function networksOffered(catalog: Catalog, audience: Audience): string[] {
  const names = listedPlans(catalog, audience, { categories: ['medical'] }).flatMap((plan) =>
    plan.network === undefined ? [] : [capitalised(plan.network)],
  );
  return [...new Set(names)];
}

export const featuredPlans = (catalog: Catalog, audience: Audience) =>
  listedPlans(catalog, audience).filter((plan) => plan.featured);

/** The icon the menu shows for each category. */
export const categoryIcons: Record<CategoryCode, string> = {
  dental: 'tooth',
  vision: 'eye',
  medical: 'stethoscope',
  limitedmed: 'first-aid-kit',
  term_life: 'umbrella',
  supplemental: 'puzzle',
  lifestyle: 'device-mobile',
  rx: 'pill',
  di: 'briefcase',
  critical: 'heartbeat',
  accident: 'bandage',
  hospital: 'building-hospital',
  bundles: 'stack',
  guaranteed: 'shield-check',
  hsa: 'piggy-bank',
  pet: 'paw',
};
