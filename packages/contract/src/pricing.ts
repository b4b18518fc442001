// Pricing answers: a plan priced for a household, or one of the spec's pricing error codes and its message.
import { planId } from './catalog';
import { type CallDef, defineCall } from './define';
import { publicId } from './ids';
import { type MessageKey, msg } from './messages/en';
import { moneyText } from './money';
import { z } from './zod';

/** The pricing error codes, as the spec spells them; they travel as `errorCode` of an error envelope. */
export const pricingErrorCodes = [
  'stateError',
  'tierError',
  'ageError',
  'metError',
  'smokerError',
  'salaryError',
  'hourError',
  'planAgeError',
  'portalError',
  'enrollmentIdError',
  'newQuestionsError',
  'changePid',
] as const;
export type PricingErrorCode = (typeof pricingErrorCodes)[number];
export const pricingErrorCode = z.enum(pricingErrorCodes);

/**
 * The message of each pricing error. The first seven are the spec's words; for planAgeError,
 * portalError, enrollmentIdError and newQuestionsError the spec shows the server's message without
 * quoting it, so these texts are ours. changePid has none: the client reloads with the returned pid.
 */
export const pricingErrorMessages = {
  stateError: msg('pricing.state_error'),
  tierError: msg('pricing.tier_error'),
  ageError: msg('pricing.age_error'),
  metError: msg('pricing.met_error'),
  smokerError: msg('pricing.smoker_error'),
  salaryError: msg('pricing.salary_error'),
  hourError: msg('pricing.hour_error'),
  planAgeError: msg('pricing.plan_age_error'),
  portalError: msg('pricing.portal_error'),
  enrollmentIdError: msg('pricing.enrollment_id_error'),
  newQuestionsError: msg('pricing.new_questions_error'),
} as const satisfies Record<Exclude<PricingErrorCode, 'changePid'>, MessageKey>;

/** Errors the client answers by asking for more (tobacco, income, hours popups): the rest need a basic-info edit. */
export const pricingErrorsFixedByPopup: readonly PricingErrorCode[] = ['smokerError', 'salaryError', 'hourError'];

/** The association membership some plans need: 5.00 a month. */
export const membershipFeeCents = 500;
/** The administrative fee included in certain life plan prices, in percent. */
export const administrativeFeePercent = 3;

/** One priced option of a plan (a plan may offer several, e.g. benefit amounts). */
export const pricedPlan = z.object({
  plan_id: z.string(),
  plan_pricing_id: z.string(),
  plan_name: z.string(),
  price: moneyText,
  tier: z.string(),
  is_in_cart: z.boolean(),
});
export type PricedPlan = z.infer<typeof pricedPlan>;

/**
 * `data` of a pricing error envelope: the plan asked for and, for changePid, the plan to reload with;
 * for salaryError and hourError the plan's minimums (whole dollars a year, hours a week, as
 * annual_incode and working_hours are sent), so the income popup can state them.
 */
export const pricingErrorData = z.object({
  pid: z.string(),
  ppid: z.string().nullable(),
  min_annual_income: z.number().int().optional(),
  min_working_hours: z.number().int().optional(),
});
export type PricingErrorData = z.infer<typeof pricingErrorData>;

/** A plan priced for the household: its options, the one to preselect, and the plan and option ids. */
export const pricingDetail = z.object({
  pid: z.string(),
  ppid: z.string().nullable(),
  selected_plan: pricedPlan.nullable(),
  plans: z.array(pricedPlan),
});
export type PricingDetail = z.infer<typeof pricingDetail>;

/** A call of this feature; `feature` is implied. */
const pricingCall = <const T extends Omit<CallDef, 'feature'>>(def: T) => defineCall({ ...def, feature: 'pricing' });

export const getPlanPricingDetail = pricingCall({
  name: 'getPlanPricingDetail',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-plan-pricing-detail',
  summary:
    "A plan (pid) priced for the enrollment's household; else an error with errorCode (stateError, ..., changePid with the pid to reload).",
  input: z.object({ pid: planId, enrollment_id: publicId }),
  data: pricingDetail,
});

export const getPlanPricingDetailElevate = pricingCall({
  name: 'getPlanPricingDetailElevate',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-plan-pricing-detail-elevate',
  summary: "The membership plans offered with membership-linked plans, priced for the enrollment's household.",
  input: z.object({ enrollment_id: publicId }),
  data: z.object({ plans: z.array(pricedPlan) }),
});

export const pricingCalls = [getPlanPricingDetail, getPlanPricingDetailElevate] as const;
