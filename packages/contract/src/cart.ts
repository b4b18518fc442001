// Cart lines, linked membership plans, costs, effective dates and checkout: calls and rules.
import { planId } from './catalog';
import { isoDay } from './dates';
import { type CallDef, defineCall } from './define';
import { publicId } from './ids';
import { msg } from './messages/en';
import { moneyText } from './money';
import { text } from './wire';
import { z } from './zod';

// ---------------------------------------------------------------- entities

/** A priced option of a plan, as cart lines name it. */
export const planPricingId = text(40).regex(/^[A-Za-z0-9_-]+$/, msg('common.invalid_value'));

/** A cart line; only lines with removable 1 may be removed, the others are listed in the summary. */
export const cartItem = z.object({
  plan_id: z.string(),
  plan_pricing_id: z.string(),
  plan_name: z.string(),
  plan_logo: z.string(),
  /** The line's monthly price: its premium plus the administrative fee it includes. */
  price: moneyText,
  removable: z.union([z.literal(0), z.literal(1)]),
  /** `membership` for an association membership, `plan` for every other line. */
  line_type: z.enum(['plan', 'membership']),
  /** The monthly premium without the administrative fee. */
  premium: moneyText,
  /** The 3% administrative fee included in the price ("0.00" for plans without one). */
  administrative_fee: moneyText,
  /** The plans that keep a membership line in the cart (why it is not removable); empty otherwise. */
  kept_by: z.array(z.string()),
});
export type CartItem = z.infer<typeof cartItem>;

/** Where each dollar of the recurring cost goes; the three add up to `recurring_month_cost`. */
export const cartBreakdown = z.object({
  /** The plans' premiums, without administrative fees and memberships. */
  premiums: moneyText,
  /** Association memberships. */
  membership_fees: moneyText,
  /** Administrative fees included in the prices of premier and life plans. */
  administrative_fees: moneyText,
});
export type CartBreakdown = z.infer<typeof cartBreakdown>;

/**
 * The cart with its costs, carrier message, premier (L713) price, quote name and signature state
 * (both seeds' fields). `initial_month_cost` is charged at enrollment: every line's monthly price
 * plus one-time fees (the catalog has none, so it equals `recurring_month_cost`, charged each month
 * after). `total_cost` is the first `total_months` months: the first month and the recurring ones.
 */
export const cartResponse = z.object({
  result: z.array(cartItem),
  initial_month_cost: moneyText,
  recurring_month_cost: moneyText,
  special_message: z.string(),
  has_l713: z.boolean(),
  /** The premier plan's premium net of its administrative fee ("0.00" without one). */
  l713_net_price: moneyText,
  quote_name: z.string(),
  /** The date stored by checkout while it is still offered, else null. */
  effective_date: z.string().nullable(),
  has_already_signed: z.boolean(),
  signature_required: z.boolean(),
  total_cost: moneyText,
  total_months: z.number().int(),
  breakdown: cartBreakdown,
  /** Whether a line's price includes the 3% administrative fee (the spec's notice shows then). */
  admin_fee_notice: z.boolean(),
  /** Whether a line is optional life with the administrative fee (the optional life notice shows then). */
  optional_life_notice: z.boolean(),
});
export type CartResponse = z.infer<typeof cartResponse>;

/** Why a first of the month is not offered. */
export const missingDateReasons = ['cutoff', 'portal_earliest', 'blackout', 'plan_months', 'plan_ages'] as const;
export type MissingDateReason = (typeof missingDateReasons)[number];

/** The effective dates a cart may start on, with what the selector needs to explain them. */
export const cartEffectiveDates = z.object({
  /** The days offered (YYYY-MM-DD, firsts of months), earliest first, three at most. */
  result: z.array(z.string()),
  /** Firsts of months before the last offered (or within the horizon) that are not offered, and why. */
  missing: z.array(
    z.object({
      date: z.string(),
      reason: z.enum(missingDateReasons),
      /** The plan that restricts the date (blackout, plan_months, plan_ages); empty for the portal's rules. */
      plan_name: z.string(),
    }),
  ),
  /**
   * The portal's cutoff for the earliest date it governs that is offered: coverage starting on
   * `effective_date` may be chosen until `last_day` (inclusive), `days_left` days from today (0: today
   * is the last day). Null when the portal has no cutoff.
   */
  cutoff: z
    .object({ day: z.number().int(), effective_date: z.string(), last_day: z.string(), days_left: z.number().int() })
    .nullable(),
  /** The date stored by checkout while it is still offered, else null. */
  selected: z.string().nullable(),
});
export type CartEffectiveDates = z.infer<typeof cartEffectiveDates>;

/**
 * What changed in a cart when it was priced and dated again under today's rules (completion's
 * check, a household change): per line its old and new price (new null: the line could no longer
 * be priced and left the cart), and the effective date when the stored one is no longer offered
 * (new null: none is offered). The cart already holds the new values.
 */
export const cartChanges = z.object({
  lines: z.array(
    z.object({
      plan_id: z.string(),
      plan_name: z.string(),
      old_price: moneyText,
      new_price: moneyText.nullable(),
    }),
  ),
  effective_date: z.object({ old: z.string(), new: z.string().nullable() }).nullable(),
});
export type CartChanges = z.infer<typeof cartChanges>;

// ---------------------------------------------------------------- rules

/** A cart line as the browser sends it. */
export const cartLine = z.object({ enrollment_id: publicId, plan_id: planId, plan_pricing_id: planPricingId });
export type CartLine = z.infer<typeof cartLine>;

/** The effective date chosen in the cart: required, one of those offered (the server checks which). */
export const effectiveDate = z
  .string()
  .min(1, { error: msg('common.required'), abort: true })
  .max(10, { error: msg('cart.effective_date_invalid'), abort: true })
  .pipe(isoDay);
export const effectiveDateForm = z.object({ effective_date: effectiveDate });

/** The notice of carts holding premier or life-insurer plans. */
export const administrativeFeeNotice = msg('cart.admin_fee_notice');
/** The notice of optional life plans from 100,000 to 300,000. */
export const optionalLifeNotice = msg('cart.optional_life_notice');

// ---------------------------------------------------------------- calls

/** A call of this feature; `feature` is implied. */
const cartCall = <const T extends Omit<CallDef, 'feature'>>(def: T) => defineCall({ ...def, feature: 'cart' });
const byEnrollment = z.object({ enrollment_id: publicId });
const cartCount = z.object({ cart_count: z.number().int() });

export const getCartCount = cartCall({
  name: 'getCartCount',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-cart-count',
  summary: 'How many plans the cart holds, for the header badge.',
  input: byEnrollment,
  data: z.object({ result: z.number().int() }),
});

export const getCartAmount = cartCall({
  name: 'getCartAmount',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-cart-amount',
  summary: "The cart's monthly amount, for the header badge.",
  input: byEnrollment,
  data: z.object({ result: moneyText }),
});

export const getMoreRequirement = cartCall({
  name: 'getMoreRequirement',
  seeds: ['000', '001'],
  methods: ['GET'],
  path: 'get-more-requirement',
  summary:
    "Whether the enrollment's cart holds a premier (L713) plan, or, given only plan_id, whether that plan is one.",
  input: z
    .object({ enrollment_id: publicId.optional(), plan_id: planId.optional() })
    .refine((query) => query.enrollment_id !== undefined || query.plan_id !== undefined, {
      error: msg('common.required'),
      path: ['enrollment_id'],
    }),
  data: z.object({ result: z.boolean() }),
});

export const checkPrudentialCart = cartCall({
  name: 'checkPrudentialCart',
  seeds: ['000', '001'],
  methods: ['GET'],
  path: 'check-prudential-cart',
  summary: 'Whether the cart holds a plan underwritten by the life insurer.',
  input: byEnrollment,
  data: z.object({ status: z.boolean() }),
});

export const checkAlreadyInCart = cartCall({
  name: 'checkAlreadyInCart',
  seeds: ['000'],
  methods: ['GET', 'POST'],
  path: 'check-already-in-cart',
  summary: 'Whether a plan is already in the cart (query on GET, JSON body on POST).',
  input: cartLine,
  data: z.object({ status: z.boolean() }),
});

export const addPlanToCart = cartCall({
  name: 'addPlanToCart',
  seeds: ['000'],
  methods: ['POST'],
  path: 'add-plan-to-cart',
  summary:
    'Adds a plan at the price of its option for the household; refuses one already in the cart, active or blacked out.',
  input: cartLine,
  data: cartCount,
});

export const addPlanToCartPrudentials = cartCall({
  name: 'addPlanToCartPrudentials',
  seeds: ['000'],
  methods: ['POST'],
  path: 'add-plan-to-cart-prudentials',
  summary:
    'Adds a membership plan (plan_id1) with the plan linked to it, in one transaction; a current member sends the membership plan alone.',
  input: z
    .object({
      enrollment_id: publicId,
      plan_id1: planId,
      plan_pricing_id1: planPricingId,
      plan_id: planId.optional(),
      plan_pricing_id: planPricingId.optional(),
    })
    .superRefine((pair, ctx) => {
      if (pair.plan_id !== undefined && pair.plan_pricing_id === undefined)
        ctx.addIssue({ code: 'custom', path: ['plan_pricing_id'], message: msg('common.required') });
      if (pair.plan_pricing_id !== undefined && pair.plan_id === undefined)
        ctx.addIssue({ code: 'custom', path: ['plan_id'], message: msg('common.required') });
    }),
  data: cartCount,
});

export const getPlanCart = cartCall({
  name: 'getPlanCart',
  seeds: ['000', '001'],
  methods: ['GET'],
  path: 'get-plan-cart',
  summary: 'The cart: its lines, first-month and recurring costs, carrier message, premier price and effective date.',
  input: byEnrollment,
  data: cartResponse,
});

export const getCartEffectiveDates = cartCall({
  name: 'getCartEffectiveDates',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-cart-effective-dates',
  summary:
    'The days (YYYY-MM-DD) the plans in the cart may start on, earliest first, with the dates left out and why, and the cutoff.',
  input: byEnrollment,
  data: cartEffectiveDates,
});

export const cartCheckout = cartCall({
  name: 'cartCheckout',
  seeds: ['000'],
  methods: ['POST'],
  path: 'cart-checkout',
  summary: 'Stores the chosen effective date before the wizard starts; refuses an empty cart or a date not offered.',
  input: z.object({ enrollment_id: publicId, effective_date: effectiveDate }),
  data: z.object({ effective_date: z.string() }),
});

export const removePlanFromCart = cartCall({
  name: 'removePlanFromCart',
  seeds: ['000'],
  // The spec names a GET; a GET that changes state can be driven by any page or prefetcher, so it
  // is a POST with a JSON body, and the GET answers 405 naming it (decision 0013).
  methods: ['POST'],
  path: 'remove-plan-from-cart',
  summary:
    'Removes a line marked removable from the cart (POST: the GET the spec names answers 405); a membership becomes removable when no plan needs it.',
  input: cartLine,
  data: cartCount,
});

export const cartCalls = [
  getCartCount,
  getCartAmount,
  getMoreRequirement,
  checkPrudentialCart,
  checkAlreadyInCart,
  addPlanToCart,
  addPlanToCartPrudentials,
  getPlanCart,
  getCartEffectiveDates,
  cartCheckout,
  removePlanFromCart,
] as const;
