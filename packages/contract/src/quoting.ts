// The quote filter: zip, birth date, gender, tier, family, tobacco, income and hours; calls and rules.
import { cartChanges } from './cart';
import { categoryCode, categoryCodes, planId } from './catalog';
import { ageOn, usToIsoDay } from './dates';
import { type CallDef, defineCall } from './define';
import { publicId } from './ids';
import { eprocess, openType, platformType } from './landing-entities';
import { type MessageKey, msg } from './messages/en';
import { flag, text } from './wire';
import { z } from './zod';

// ---------------------------------------------------------------- codes

export const tiers = ['IO', 'IS', 'IC', 'IF'] as const;
export type Tier = (typeof tiers)[number];
/** The tier of the quote filter. */
export const tier = z.enum(tiers, msg('common.required'));
/** The tier asked alone (Enroll Now for a current member, the member benefit store): 'Please choose a tier'. */
export const chosenTier = z.enum(tiers, msg('quoting.choose_tier'));
/** 0 Male, 1 Female; a select sends the digit as a string. */
export const gender = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], msg('common.required'))
  .transform(Number);

export const hasSpouse = (family: Tier) => family === 'IS' || family === 'IF';

/** Derives the tier from the family entered: spouse and children IF, spouse IS, children IC, else IO. */
export function tierOf(spouse: boolean, children: number): Tier {
  if (spouse && children > 0) return 'IF';
  if (spouse) return 'IS';
  return children > 0 ? 'IC' : 'IO';
}

/** How many children a tier covers: 1 to 8 for Family, 1 to 9 for Member + Child(ren), none otherwise. */
export function childrenRange(family: Tier): { min: number; max: number } {
  if (family === 'IF') return { min: 1, max: 8 };
  if (family === 'IC') return { min: 1, max: 9 };
  return { min: 0, max: 0 };
}

// ---------------------------------------------------------------- field rules

export const requiredCheck = { error: msg('common.required'), abort: true } as const;
const invalidCheck = { error: msg('common.invalid_value'), abort: true } as const;
const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined ? msg('common.required') : msg('common.invalid_value');

/** Zip: required, exactly 5 digits; the server also checks it is a real US zip ('Invalid Zip code'). */
export const zip = z
  .string()
  .min(1, msg('common.required'))
  .regex(/^\d{5}$/, msg('quoting.zip_digits'));

const hour = 3_600_000;
const isoDayAt = (instant: Date, offsetHours: number) =>
  new Date(instant.getTime() + offsetHours * hour).toISOString().slice(0, 10);

/**
 * The calendar days it is now somewhere on Earth (UTC-12 to UTC+14). A user's today lies between
 * them whatever the zones of browser and server, so rules read the lenient end and both sides agree.
 */
export function todaySpan(now: Date): { earliest: string; latest: string } {
  return { earliest: isoDayAt(now, -12), latest: isoDayAt(now, 14) };
}

const systemClock = () => new Date();

/** A day typed mm/dd/yyyy: required, 10 characters, a real day, not in the future. */
export const pastDayTextAt = (clock: () => Date) =>
  z
    .string()
    .trim()
    .min(1, requiredCheck)
    .max(10, { error: msg('quoting.date_format'), abort: true })
    .refine((value) => usToIsoDay(value) !== undefined, { error: msg('quoting.date_format'), abort: true })
    .refine((value) => (usToIsoDay(value) ?? '') <= todaySpan(clock()).latest, {
      error: msg('quoting.date_future'),
      abort: true,
    });
export const pastDayText = pastDayTextAt(systemClock);

export const minAge = 18;
export const maxAge = 100;

/** A birth date typed mm/dd/yyyy, aged 18 to 100 today ('Age must be between 18 and 100 years.'). */
export const dobTextAt = (clock: () => Date) =>
  pastDayTextAt(clock).refine((value) => {
    const birth = usToIsoDay(value) ?? '';
    const { earliest, latest } = todaySpan(clock());
    return ageOn(birth, latest) >= minAge && ageOn(birth, earliest) <= maxAge;
  }, msg('quoting.age_range'));
/** The applicant's or the spouse's birth date (the spouse must be an adult too). */
export const dobText = dobTextAt(systemClock);

const digitText = z.string().max(10, invalidCheck).regex(/^\d+$/, msg('common.invalid_value'));
/** A whole number sent as a JSON number or as the digits a select or text input gives; read as a number. */
const wholeNumber = (max: number, outOfRange: MessageKey) =>
  z
    .union([z.number().int(), digitText], { error: requiredOrInvalid })
    .transform(Number)
    .pipe(z.number().min(0, outOfRange).max(max, outOfRange));

/** Number of children: 0 to 9; how many a tier allows is checked by `checkFamily`. */
export const childCount = wholeNumber(9, msg('quoting.children_range'));
/** Annual income in whole dollars (the spec spells the field annual_incode). */
export const annualIncome = wholeNumber(99_999_999, msg('common.invalid_value'));
/** Working hours per week. */
export const workingHours = wholeNumber(168, msg('common.invalid_value'));
/** Tobacco use: 1 yes, 0 no (the default). */
export const smoker = flag;

interface Family {
  tier: Tier;
  spouseDob: string | undefined;
  children: number | undefined;
}

/**
 * The family rules of a tier: a spouse birth date for IS and IF, 1 to 8 (IF) or 1 to 9 (IC) children,
 * neither for the others. `required` where the form shows the fields; otherwise only what is sent is checked.
 */
export function checkFamily(
  ctx: z.RefinementCtx,
  family: Family,
  fields: { spouse: string; children: string },
  required: boolean,
): void {
  const issue = (field: string, message: MessageKey) => ctx.addIssue({ code: 'custom', path: [field], message });
  if (!hasSpouse(family.tier) && family.spouseDob !== undefined) issue(fields.spouse, msg('quoting.tier_mismatch'));
  if (hasSpouse(family.tier) && required && family.spouseDob === undefined)
    issue(fields.spouse, msg('common.required'));
  const { min, max } = childrenRange(family.tier);
  if (family.children === undefined) {
    if (required && min > 0) issue(fields.children, msg('common.required'));
  } else if (max === 0 && family.children > 0) {
    issue(fields.children, msg('quoting.tier_mismatch'));
  } else if (family.children < min || family.children > max) {
    issue(fields.children, family.tier === 'IF' ? msg('quoting.children_range_family') : msg('quoting.children_range'));
  }
}

/** The family rules on a filter as sent (a tier left out is checked against the stored one by the server). */
function checkFilterFamily(
  filter: { tier?: Tier | undefined; spouse_dop?: string | undefined; child_num?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (filter.tier === undefined) return;
  const family = { tier: filter.tier, spouseDob: filter.spouse_dop, children: filter.child_num };
  checkFamily(ctx, family, { spouse: 'spouse_dop', children: 'child_num' }, false);
}

// ---------------------------------------------------------------- forms

/** The quote filter of the get-started banner, the referral landing and the Basic Details popup. */
export const quoteFilter = z.object({ zip, dob: dobText, gender, tier });
export type QuoteFilter = z.infer<typeof quoteFilter>;

// ---------------------------------------------------------------- entities

export const zipPlace = z.object({
  zip_code: z.string(),
  city: z.string(),
  state_abbreviation: z.string(),
  state_name: z.string(),
});

export const enrollmentTypes = ['new-user', 'existing-user'] as const;

/** The household and parties of a temporary enrollment; dob and spouse_dop are mm/dd/yyyy as typed. */
export const filterInfo = z.object({
  zip: z.string(),
  dob: z.string(),
  state: z.string(),
  tier: z.enum(tiers),
  gender: z.number().int(),
  is_smoker: z.number().int().nullable(),
  annual_incode: z.number().int().nullable(),
  working_hours: z.number().int().nullable(),
  user_id: z.string().nullable(),
  spouse_dop: z.string().nullable(),
  child_num: z.number().int().nullable(),
  eprocess: eprocess.nullable(),
  agent_id: z.string().nullable(),
  group_id: z.string().nullable(),
  platform_group_id: z.string().nullable(),
  open_type: openType.nullable(),
  type: z.enum(enrollmentTypes),
});
export type FilterInfo = z.infer<typeof filterInfo>;

/** A current member's new quote, and its portal with the portal's type (a rep-quote portal's root is the cart). */
const createdEnrollment = z.object({
  temp_enrollment_id: z.string(),
  portal_id: z.string().nullable(),
  portal_type: platformType.nullable(),
});

// ---------------------------------------------------------------- calls

/** A call of this feature; `feature` is implied. */
const quotingCall = <const T extends Omit<CallDef, 'feature'>>(def: T) => defineCall({ ...def, feature: 'quoting' });

const parties = {
  eprocess: eprocess.optional(),
  agent_id: publicId.optional(),
  group_id: publicId.optional(),
  platform_group_id: publicId.optional(),
  open_type: openType.optional(),
};
const policyId = text(40).regex(/^[A-Za-z0-9_-]+$/, msg('common.invalid_value'));

export const validateZipCode = defineCall({
  name: 'validateZipCode',
  feature: 'quoting',
  seeds: ['000', '001'],
  methods: ['GET'],
  path: 'validate-zip-code',
  summary: 'Checks a US zip code and gives its city and state.',
  input: z.object({ zip_code: zip }),
  data: z.object({ result: z.array(zipPlace) }),
});

export const validateZipCodePost = defineCall({
  name: 'validateZipCodePost',
  feature: 'quoting',
  seeds: ['000'],
  methods: ['POST'],
  path: 'validate-zip-code',
  summary: 'The same zip check as the GET, for clients that post `{ zip }`.',
  input: z.object({ zip }),
  data: z.object({ result: z.array(zipPlace) }),
});

export const addFilterForNewUser = quotingCall({
  name: 'addFilterForNewUser',
  seeds: ['000'],
  methods: ['POST'],
  path: 'add-filter-for-new-user',
  summary: "Creates a temporary enrollment, owned by this session, from the quote filter and the visitor's parties.",
  input: z
    .object({
      ...quoteFilter.shape,
      ...parties,
      type: z.literal('new-user').optional(),
      referral: publicId.optional(),
      spouse_dop: dobText.optional(),
      child_num: childCount.optional(),
      is_smoker: smoker.optional(),
      categories: z.array(categoryCode).max(categoryCodes.length).optional(),
      coverage: text(40)
        .regex(/^[A-Za-z0-9_ -]*$/, msg('common.invalid_value'))
        .optional(),
    })
    .superRefine(checkFilterFamily),
  data: z.object({ temp_enrollment_id: z.string() }),
});

export const addFilterForExistingUser = quotingCall({
  name: 'addFilterForExistingUser',
  seeds: ['000'],
  methods: ['POST'],
  path: 'add-filter-for-existing-user',
  summary:
    "Creates a temporary enrollment for a current member of the signed-in rep's or group's book with the tier chosen, and the spouse's birth date and number of children that tier asks for (no member record holds them).",
  input: z
    .object({
      user_id: publicId,
      tier: chosenTier,
      policy_id: policyId.optional(),
      ...parties,
      spouse_dop: dobText.optional(),
      child_num: childCount.optional(),
    })
    .superRefine(checkFilterFamily),
  data: createdEnrollment,
  scopes: ['member'],
});

export const addFilterForMember = quotingCall({
  name: 'addFilterForMember',
  seeds: ['000'],
  methods: ['POST'],
  path: 'add-filter-for-member',
  summary: 'Creates a temporary enrollment for a member from the member benefit store, with the tier they chose.',
  input: z.object({ user_id: publicId, tier: chosenTier, open_type: openType.optional() }),
  data: createdEnrollment,
  scopes: ['member'],
});

export const changeFilterInfo = quotingCall({
  name: 'changeFilterInfo',
  seeds: ['000'],
  methods: ['PUT'],
  path: 'change-filter-info/{tempId}',
  summary: 'Updates the household of a temporary enrollment (tempId is its id); fields left out stay as they are.',
  params: z.object({ tempId: publicId }),
  input: z
    .object({
      zip: zip.optional(),
      dob: dobText.optional(),
      gender: gender.optional(),
      tier: tier.optional(),
      is_smoker: smoker.optional(),
      annual_incode: annualIncome.optional(),
      working_hours: workingHours.optional(),
      user_id: publicId.optional(),
      plan_id: planId.optional(),
      spouse_dop: dobText.optional(),
      child_num: childCount.optional(),
    })
    .superRefine(checkFilterFamily),
  data: z.object({
    filter_info: filterInfo,
    /** The cart priced again for the new household (decision 0037): what changed, when anything did. */
    cart_changes: cartChanges.optional(),
  }),
  scopes: ['enrollment', 'member'],
});

/** The dependents entered for pricing; dep_dob is the spouse's birth date as the spec's clients send it. */
const dependentInput = z.object({
  enrollment_id: publicId,
  plan_id: planId.optional(),
  no_of_children: childCount.optional(),
  dep_dob: dobText.optional(),
  spouse_dob: dobText.optional(),
});

export const storeTempDependentInfo = quotingCall({
  name: 'storeTempDependentInfo',
  seeds: ['000'],
  methods: ['POST'],
  path: 'store-temp-dependent-info',
  summary: "Stores the spouse's birth date and the number of children for pricing, checked against the tier.",
  input: dependentInput,
  data: z.object({}),
});

export const updateTierInfo = quotingCall({
  name: 'updateTierInfo',
  seeds: ['000'],
  methods: ['POST'],
  path: 'update-tier-info',
  summary: 'Stores the dependents entered and sets the tier they make (spouse and children IF, spouse IS, ...).',
  input: dependentInput,
  data: z.object({ tier: z.enum(tiers) }),
});

export const getTempDependentInfo = quotingCall({
  name: 'getTempDependentInfo',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-temp-dependent-info',
  summary: "The spouse's birth date and the number of children stored for pricing (dates mm/dd/yyyy).",
  input: z.object({ enrollment_id: publicId }),
  data: z.object({
    no_of_children: z.number().int(),
    dep_dob: z.string().nullable(),
    spouse_dob: z.string().nullable(),
  }),
});

export const quotingCalls = [
  validateZipCode,
  validateZipCodePost,
  addFilterForNewUser,
  addFilterForExistingUser,
  addFilterForMember,
  changeFilterInfo,
  storeTempDependentInfo,
  updateTierInfo,
  getTempDependentInfo,
] as const;
