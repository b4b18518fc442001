// Plan listings, menus and networks from the in-memory catalog, for a household or a party. Pure.
import {
  type CategoryCode,
  categoryCodes,
  type listingPricingError,
  menuCategoryCodes,
  type PlanSummary,
} from '@benefit-store/contract/catalog';
import { type Language, translate } from '@benefit-store/contract/messages/translate';
import { centsToDecimal } from '@benefit-store/contract/money';
import { pricingErrorMessages } from '@benefit-store/contract/pricing';
import type { z } from 'zod';
import { type Household, primaryAge } from '../pricing/household';
import { defaultIssueAges } from '../pricing/rate';
import { startingTierPrices, type TierPrice, tierPrices } from '../pricing/tier-prices';
import type { Catalog, CatalogPlan } from './catalog';
import { answersNeeded, priceOnePlan } from './catalog-service';
import { factsOnWire } from './plan-facts';

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
 * Whether the plan has a price above 0 for the household's own tier, at its age and in its area
 * (spec 000 sections 5 and 9: a plan priced 0 or less for a tier is not shown for it).
 */
const pricedForTier = (plan: CatalogPlan, household: Household, age: number) =>
  tierPrices(plan.rated, household, age).some((price) => price.tier === household.tier);

/**
 * Plans a listing shows: not replaced, not a membership (offered with the plans that need it), in the
 * audience's portal and the household's state, and priced above 0 for the household's tier. Other
 * limits (a family that does not fit the tier, tobacco, income and hours, health questions) stay
 * visible: the card says what to change. `age` is the household primary's, when the caller has it.
 */
export function isListed(
  plan: CatalogPlan,
  audience: Audience,
  age = audience.household && primaryAge(audience.household),
): boolean {
  const { household } = audience;
  return (
    plan.rated.replacedBy === undefined &&
    !plan.isMembership &&
    offered(plan.rated.portalIds, household?.portalId || audience.portalId) &&
    offered(plan.rated.states, household?.state) &&
    inAgeMarket(plan, audience.over65) &&
    (household === undefined || age === undefined || pricedForTier(plan, household, age))
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
  // The primary's age once for the whole listing, not once per plan.
  const age = audience.household && primaryAge(audience.household);
  return catalog.plans
    .filter(
      (plan) =>
        (categories === undefined || categories.has(plan.category)) &&
        (network === undefined || plan.network === undefined || sameNetwork(plan, network)) &&
        isListed(plan, audience, age),
    )
    .sort((a, b) => (categoryRank.get(a.category) ?? 0) - (categoryRank.get(b.category) ?? 0));
}

type ListingPricingError = z.infer<typeof listingPricingError>;

/** What a plan's card says of the household: its own price, or why it cannot buy the plan as it stands. */
interface HouseholdTerms {
  price: string | null;
  pricingError: ListingPricingError | null;
  needsAnswers: boolean;
}

const noHousehold: HouseholdTerms = { price: null, pricingError: null, needsAnswers: false };

export function summaryOf(
  plan: CatalogPlan,
  prices: readonly TierPrice[],
  inCart: boolean,
  terms: HouseholdTerms = noHousehold,
): PlanSummary {
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
    carrier_name: plan.carrierName,
    network: plan.network === undefined ? null : capitalised(plan.network),
    is_featured: plan.featured,
    price: terms.price,
    pricing_error: terms.pricingError,
    needs_answers: terms.needsAnswers,
    facts: plan.facts ? factsOnWire(plan.facts) : null,
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

/** What the listing knows of the enrollment beyond its household: cart, answers and declines. */
export interface ListingState {
  cartPlanIds: ReadonlySet<string>;
  /** The health questions the household answered. */
  answeredQuestionIds: ReadonlySet<string>;
  /** The plans an answer declined for this enrollment. */
  declinedPlanIds: ReadonlySet<string>;
  language: Language;
}

const emptyState: ListingState = {
  cartPlanIds: new Set(),
  answeredQuestionIds: new Set(),
  declinedPlanIds: new Set(),
  language: 'en',
};

/**
 * The household's terms for one plan, from the same engine as get-plan-pricing-detail: its first
 * option's price, or the pricing error (a declined plan says so); and whether its health questions
 * are still to answer (they are asked when it goes into the cart, so they do not stop the price).
 */
function termsOf(catalog: Catalog, plan: CatalogPlan, household: Household, state: ListingState): HouseholdTerms {
  const needsAnswers = answersNeeded(plan, state.answeredQuestionIds);
  if (state.declinedPlanIds.has(plan.id)) {
    const message = translate(state.language, 'underwriting.declined');
    return { price: null, pricingError: { errorCode: 'decline', message }, needsAnswers: false };
  }
  const pricing = priceOnePlan(catalog, plan.id, household);
  if (pricing?.ok) {
    const [first] = pricing.options;
    return { price: first ? centsToDecimal(first.monthly_cents) : null, pricingError: null, needsAnswers };
  }
  const errorCode = pricing?.failure.errorCode;
  // A replaced plan (changePid) is not listed; an unknown one cannot be here.
  if (errorCode === undefined || errorCode === 'changePid') return { ...noHousehold, needsAnswers };
  const message = translate(state.language, pricingErrorMessages[errorCode]);
  return { price: null, pricingError: { errorCode, message }, needsAnswers };
}

/**
 * The listing: each plan with its tier prices for the household (the lowest prices of each tier
 * before one is entered), whether the cart holds it and, once a household exists, its own price or
 * why it cannot buy it as it stands, and whether health questions are still to answer.
 */
export function listing(
  catalog: Catalog,
  audience: Audience,
  filter: ListingFilter,
  state: ListingState = emptyState,
): PlanSummary[] {
  const { household } = audience;
  // The primary's age once for the whole listing, not once per plan.
  const age = household && primaryAge(household);
  return listedPlans(catalog, audience, filter).map((plan) =>
    household
      ? summaryOf(
          plan,
          tierPrices(plan.rated, household, age),
          state.cartPlanIds.has(plan.id),
          termsOf(catalog, plan, household, state),
        )
      : summaryOf(plan, startingPricesOf(plan), state.cartPlanIds.has(plan.id)),
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
