// Plan categories, listings, networks, featured plans, plan detail and suggested products: calls and rules.
import { type CallDef, defineCall } from './define';
import { notHealthField } from './health';
import { publicId } from './ids';
import { over65Flag, partyQuery } from './landing';
import { type MessageKey, msg } from './messages/en';
import { moneyText } from './money';
import { text } from './wire';
import { z } from './zod';

// ---------------------------------------------------------------- categories

export const categoryCodes = [
  'dental',
  'vision',
  'medical',
  'limitedmed',
  'term_life',
  'supplemental',
  'lifestyle',
  'rx',
  'di',
  'critical',
  'accident',
  'hospital',
  'bundles',
  'guaranteed',
  'hsa',
  'pet',
] as const;
export type CategoryCode = (typeof categoryCodes)[number];
/** A plan category; none chosen says 'Please select a category.' */
export const categoryCode = z.enum(categoryCodes, msg('quoting.choose_category'));
export const categoryForm = z.object({ category: categoryCode });

/** Categories the menu lists: every one but pet. */
export const menuCategoryCodes = categoryCodes.filter((code) => code !== 'pet');

/** The display name of each category, as the spec names them. */
export const categoryNames = {
  dental: msg('catalog.category_dental'),
  vision: msg('catalog.category_vision'),
  medical: msg('catalog.category_medical'),
  limitedmed: msg('catalog.category_limitedmed'),
  term_life: msg('catalog.category_term_life'),
  supplemental: msg('catalog.category_supplemental'),
  lifestyle: msg('catalog.category_lifestyle'),
  rx: msg('catalog.category_rx'),
  di: msg('catalog.category_di'),
  critical: msg('catalog.category_critical'),
  accident: msg('catalog.category_accident'),
  hospital: msg('catalog.category_hospital'),
  bundles: msg('catalog.category_bundles'),
  guaranteed: msg('catalog.category_guaranteed'),
  hsa: msg('catalog.category_hsa'),
  pet: msg('catalog.category_pet'),
} as const satisfies Record<CategoryCode, MessageKey>;

/** Category codes in a query string, comma-separated ("dental,vision"). */
export const categoryListText = text(300)
  .regex(/^[a-z_]+(,[a-z_]+)*$/, msg('common.invalid_value'))
  .transform((list) => list.split(','))
  .pipe(z.array(categoryCode));

// ---------------------------------------------------------------- entities

/** A plan id as it travels in paths, queries and bodies. */
export const planId = text(40).regex(/^[A-Za-z0-9_-]+$/, 'common.invalid_value');
/** A medical network name as the network filter shows it. */
export const planNetwork = text(100).regex(/^[\p{L}\p{N} &.,'()/-]+$/u, msg('common.invalid_value'));

/** The base price of a tier (male, non-smoker); tiers priced 0 or less are left out. */
export const tierPrice = z.object({ tier: z.string(), price_male_nons: moneyText });

/**
 * The membership plan a plan is sold with (chosen first, then both are added with
 * add-plan-to-cart-prudentials); null when it is sold alone. `is_prudential_plan` says whether the
 * life insurer underwrites it, which is another matter.
 */
const membershipPlanId = z.string().nullable();

/** A coverage level: the percent of a service's cost the plan pays. */
const coveragePercent = z.number().int().min(0).max(100);

/**
 * The facts people choose a plan by, language-neutral (the web labels them): for medical plans the
 * deductible and out-of-pocket maximum (the network is the plan's own field), for dental plans the
 * coverage of preventive, basic and major care and the yearly maximum, for vision plans the exam
 * copay, the frame allowance and the lens copay.
 */
export const planFacts = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('medical'), deductible: moneyText, out_of_pocket_max: moneyText }),
  z.object({
    kind: z.literal('dental'),
    preventive_percent: coveragePercent,
    basic_percent: coveragePercent,
    major_percent: coveragePercent,
    annual_max: moneyText,
  }),
  z.object({ kind: z.literal('vision'), exam_copay: moneyText, frame_allowance: moneyText, lens_copay: moneyText }),
]);
export type PlanFacts = z.infer<typeof planFacts>;

/**
 * Why a household cannot buy a plan as it stands: a pricing error code of get-plan-pricing-detail
 * (stateError, ageError, smokerError, salaryError...) or `decline` (an answer declined it), with its
 * message in the caller's language.
 */
export const listingPricingError = z.object({ errorCode: z.string(), message: z.string() });

export const planSummary = z.object({
  plan_id: z.string(),
  plan_name: z.string(),
  plan_logo: z.string(),
  plan_short_text: z.string(),
  callout_text: z.string(),
  tier_price: z.array(tierPrice),
  is_in_cart: z.boolean(),
  hide_add_to_cart: z.boolean(),
  bundle_plan_count: z.number().int(),
  is_prudential_plan: z.boolean(),
  /** A premier (L713) plan: its IC tier reads 'Member + 1 Child'. */
  is_premier_plan: z.boolean(),
  membership_plan_id: membershipPlanId,
  plan_category: z.enum(categoryCodes),
  plan_type: z.string(),
  carrier_name: z.string(),
  /** A medical plan's network as the network filter names it; null for none. */
  network: z.string().nullable(),
  /** A featured plan (shown as such on its card). */
  is_featured: z.boolean(),
  /**
   * The household's own monthly price (its first option); null before a household exists or when
   * it cannot buy the plan as it stands (see pricing_error).
   */
  price: moneyText.nullable(),
  /** Why the household cannot buy the plan as it stands; null when it can (or before a household). */
  pricing_error: listingPricingError.nullable(),
  /** The plan asks health questions this enrollment has not answered (or that changed): Enroll Now asks them. */
  needs_answers: notHealthField(z.boolean(), 'whether questions are still to be asked, not what was answered'),
  facts: planFacts.nullable(),
});
export type PlanSummary = z.infer<typeof planSummary>;

export const featuredPlan = z.object({
  plan_id: z.string(),
  plan_name: z.string(),
  plan_logo: z.string(),
  plan_short_text: z.string(),
});

/** The texts of a plan's detail page; the sections are HTML from the catalog. */
export const planDescription = z.object({
  body_text: z.string(),
  header_text: z.string(),
  blueBarText: z.string(),
  association_text: z.string(),
  exclusions_text_name: z.string(),
  exclusions_text: z.string(),
  example_text_name: z.string(),
  example_text: z.string(),
  faq_text_name: z.string(),
  faq_text: z.string(),
});

export const planDetail = planDescription.extend({
  plan_id: z.string(),
  plan_name: z.string(),
  plan_logo: z.string(),
  plan_category: z.enum(categoryCodes),
  is_prudential_plan: z.boolean(),
  is_premier_plan: z.boolean(),
  membership_plan_id: membershipPlanId,
  /** Its prices include the 3% administrative fee (spec 000 section 8's notice). */
  includes_admin_fee: z.boolean(),
  /** The special carrier's fee text (union dues, association and marketer fees), shown beside its price. */
  special_fee_text: z.string(),
});
export type PlanDetail = z.infer<typeof planDetail>;

export const suggestedPlan = z.object({
  plan_id: z.string(),
  plan_pricing_id: z.string(),
  plan_name: z.string(),
  price: moneyText,
  plan_logo: z.string(),
});

// ---------------------------------------------------------------- calls

/** A call of this feature; `feature` is implied. */
const catalogCall = <const T extends Omit<CallDef, 'feature'>>(def: T) => defineCall({ ...def, feature: 'catalog' });
const planList = z.object({ result: z.array(planSummary) });

export const getFeaturedPlans = catalogCall({
  name: 'getFeaturedPlans',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-featured-plans',
  summary: 'Featured plans for this party, shown three across under the get-started banner.',
  input: z.object(partyQuery),
  data: z.object({ result: z.array(featuredPlan) }),
});

export const getFilteredPlans = catalogCall({
  name: 'getFilteredPlans',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-filtered-plans',
  summary:
    "Plans of the chosen categories (all when none) for the enrollment's household and portal; empty means none.",
  input: z.object({
    enrollment_id: publicId,
    categories: categoryListText.optional(),
    plan_network: planNetwork.optional(),
    over_65: over65Flag,
  }),
  data: planList,
});

export const getMenuFilteredPlans = catalogCall({
  name: 'getMenuFilteredPlans',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-menu-filtered-plans',
  summary: 'Plans of one menu category for this party, before a household is entered.',
  input: z.object({ category: categoryCode, plan_network: planNetwork.optional(), ...partyQuery }),
  data: planList,
});

export const getLeftSideFilterFields = catalogCall({
  name: 'getLeftSideFilterFields',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-left-side-filter-fields',
  summary: "Categories of the plan list's side filter for an enrollment.",
  input: z.object({ enrollment_id: publicId }),
  data: z.object({
    result: z.object({ categories: z.array(z.object({ category: z.enum(categoryCodes), label: z.string() })) }),
  }),
});

export const getPlanNetwork = catalogCall({
  name: 'getPlanNetwork',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-plan-network',
  summary: 'Medical network names (capitalised) for an enrollment, or for a party before one exists.',
  input: z.object({ enrollment_id: publicId.optional(), ...partyQuery }),
  data: z.object({ result: z.array(z.string()) }),
});

export const getPlanDetail = catalogCall({
  name: 'getPlanDetail',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-plan-detail/{planId}',
  summary: 'A plan and its description: header, body, association text, exclusions, example and FAQ.',
  params: z.object({ planId }),
  input: z.object({ enrollment_id: publicId.optional() }),
  data: z.object({ result: planDetail }),
});

export const getPlanDetailByQuery = catalogCall({
  name: 'getPlanDetailByQuery',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-plan-detail',
  summary: 'The same detail with the plan in the query; the client uses it for the membership fee content.',
  input: z.object({ plan_id: planId, enrollment_id: publicId.optional() }),
  data: z.object({ result: planDetail }),
});

export const getRelatedPlans = catalogCall({
  name: 'getRelatedPlans',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-related-plans',
  summary: "Suggested products to go with a plan, priced for the enrollment's household.",
  input: z.object({ enrollment_id: publicId, plan_id: planId }),
  data: z.object({ result: z.array(suggestedPlan) }),
});

export const catalogCalls = [
  getFeaturedPlans,
  getFilteredPlans,
  getMenuFilteredPlans,
  getLeftSideFilterFields,
  getPlanNetwork,
  getPlanDetail,
  getPlanDetailByQuery,
  getRelatedPlans,
] as const;
