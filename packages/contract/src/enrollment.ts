// The enrollment wizard after the cart: tabs, the step forms and their rules, review, billing and receipt calls.
import { isoDay, usDay, usToIsoDay } from './dates';
import { type CallDef, defineCall, imageBodyLimit, none } from './define';
import { publicId } from './ids';
import { type MessageKey, msg } from './messages/en';
import { moneyText } from './money';
import { digits, flag, pngDataUrl, text } from './wire';
import { z } from './zod';

// ---------------------------------------------------------------- tabs and server-driven fields

export const tabNames = [
  'primary_info',
  'contact_info',
  'employer_info',
  'beneficiary_info',
  'primary_health_info',
  'dependent_info',
  'review_info',
  'agreement_info',
  'billing_info',
] as const;
export const tabName = z.enum(tabNames);
export type TabName = z.infer<typeof tabName>;

/** Tab -> step slug of the wizard route (/enrollment/{step}, the landing-prefixed naming set). */
export const stepOfTab = {
  primary_info: 'personal-information',
  contact_info: 'contact-information',
  employer_info: 'employer-information',
  beneficiary_info: 'beneficiary-information',
  primary_health_info: 'health-questions',
  dependent_info: 'dependent-information',
  review_info: 'review-confirm',
  agreement_info: 'agreement-signature',
  billing_info: 'billing-information',
} as const satisfies Record<TabName, string>;

/** Tab -> the short step slug, used by continue-enrollment and resume links. */
export const shortStepOfTab = {
  primary_info: 'personal-info',
  contact_info: 'contact-info',
  employer_info: 'employer-info',
  beneficiary_info: 'beneficiary-info',
  primary_health_info: 'health-questions',
  dependent_info: 'dependent-information',
  review_info: 'review-confirm',
  agreement_info: 'agreement-signature',
  billing_info: 'billing-information',
} as const satisfies Record<TabName, string>;

export const dynamicTab = z.object({
  tab_name: tabName,
  required: z.boolean(),
  order: z.number().int().min(0).max(10),
});
export type DynamicTab = z.infer<typeof dynamicTab>;

/** A field of a step form as the server configures it: shown when required, locked when read-only. */
export const formField = z.object({
  field_name: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  required: z.boolean(),
  read_only: z.boolean(),
  /** Dependent forms only: the field's error state and the text shown with it. */
  error: z.boolean().optional(),
  message: z.string().optional(),
});
export type FormField = z.infer<typeof formField>;

export const option = z.object({ value: z.string(), label: z.string() });
export const stateItem = z.object({ name: z.string(), abbrev: z.string().length(2) });

// ---------------------------------------------------------------- field rules shared by the steps

const requiredCheck = { error: msg('common.required'), abort: true } as const;

/** Required text of at most `max` characters, trimmed; empty says "Field is required". */
export const requiredText = (max: number) => z.string().trim().min(1, requiredCheck).max(max);

/** Required text matching `pattern` and at most `max` long, else the message `key`. */
const matching = (pattern: RegExp, max: number, key: MessageKey) =>
  z.string().trim().min(1, requiredCheck).max(max, { error: key, abort: true }).regex(pattern, key);

/** A code sent as a number or as its digit (0/1/2/3 selects); read as a number. */
const code = (max: number) =>
  z
    .union([z.number().int(), z.string().max(1).regex(/^\d$/)], msg('common.required'))
    .transform(Number)
    .pipe(z.number().min(0, msg('common.invalid_value')).max(max, msg('common.invalid_value')));

export const personName = (key: 'common.valid_first_name' | 'common.valid_last_name') =>
  matching(/^\p{L}[\p{L} .'-]*$/u, 50, msg(key));

/** The address as typed; an email check with `key` as its message. */
export const emailWith = (key: MessageKey) =>
  z.string().trim().min(1, requiredCheck).max(254, { error: key, abort: true }).pipe(z.email(key));
export const email = emailWith(msg('common.invalid_email_format'));
export const phone = matching(/^\d{10}$/, 10, msg('common.invalid_phone'));
const zip = matching(/^\d{5}$/, 5, msg('quoting.zip_digits'));
/** Two letters, upper-cased as typed. */
export const usState = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, requiredCheck)
  .max(2, { error: msg('common.invalid_value'), abort: true })
  .regex(/^[A-Z]{2}$/, msg('common.invalid_value'));

/** SSNs never travel back in full: the server shows `*****6789`. */
export const maskedSsnPattern = /^\*{5}\d{4}$/;
export const maskSsn = (ssn: string) => `*****${ssn.slice(-4)}`;
/** An SSN as typed (9 digits), or masked as the server showed it, meaning "keep the one on file". */
export const ssn = matching(/^(\d{9}|\*{5}\d{4})$/, 9, msg('common.invalid_ssn'));

/** Card and account numbers travel back as `XXXX` and their last four digits. */
export const maskNumber = (digitsText: string) => `XXXX${digitsText.slice(-4)}`;
const maskedNumber = z.string().regex(/^X{4}\d{0,4}$/);

/**
 * The furthest-ahead calendar day anywhere on Earth (UTC+14): a user's "today" never counts as the
 * future, whatever the zone of the browser or the server. Dates are checked when typed, so this
 * rule reads the clock.
 */
const latestToday = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
/** A day typed mm/dd/yyyy that is not in the future. */
export const pastUsDay = usDay.refine((day) => (usToIsoDay(day) ?? '') <= latestToday(), msg('quoting.date_future'));

const weight = z.number().int().min(1, msg('wizard.weight_positive')).max(999, msg('common.invalid_value'));
const heightFeet = z.number().int().min(1, msg('wizard.height_zero')).max(9, msg('common.invalid_value'));
const heightInch = z.number().int().min(0, msg('wizard.inch_invalid')).max(11, msg('wizard.inch_invalid'));

/** Drops empty strings and nulls, at any depth, as the spec's clients do before sending. */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (typeof value !== 'object' || value === null) return value;
  const kept = Object.entries(value).flatMap(([key, item]) => {
    const clean = withoutEmpty(item);
    const empty = clean === '' || clean === null || clean === undefined;
    return empty ? [] : [[key, clean] as const];
  });
  return Object.fromEntries(kept);
}

// ---------------------------------------------------------------- personal and contact

/** The personal step (birthdate and gender are shown read-only and come from the quote). */
export const personalInfo = z
  .object({
    first_name: personName('common.valid_first_name'),
    middle_name: text(50).optional(),
    last_name: personName('common.valid_last_name'),
    height_feet: heightFeet.optional(),
    height_inch: heightInch.optional(),
    weight: weight.optional(),
    /** 0 Single, 1 Married, 2 Divorced, 3 Widowed. */
    marital_status: code(3),
    ssn: ssn.optional(),
    /** 0 no prior coverage, 1 had a carrier. */
    prior_coverage_flag: flag.optional(),
    prior_carrier_name: text(100).optional(),
    prior_effective_date: pastUsDay.optional(),
    prior_term_date: pastUsDay.optional(),
  })
  .superRefine((info, ctx) => {
    if (info.prior_coverage_flag === 1 && !info.prior_carrier_name?.trim())
      ctx.addIssue({ code: 'custom', path: ['prior_carrier_name'], message: msg('common.required') });
  });
export type PersonalInfo = z.infer<typeof personalInfo>;

export const enrollerCodeForm = z.object({ enrollerCode: requiredText(40) });

export const contactInfo = z.object({
  email_address: email,
  phone_number: phone,
  address1: requiredText(100),
  address2: text(100).optional(),
  city: requiredText(60),
  state: usState,
  zip,
  birth_state: usState.optional(),
  birth_city: text(60).optional(),
  /** USPS address validation asked for. */
  with_validation: flag.optional(),
  skip_validation_email: flag.optional(),
  skip_validation_phone: flag.optional(),
});
export type ContactInfo = z.infer<typeof contactInfo>;

// ---------------------------------------------------------------- employer

export const compensationTypes = ['G10L20', 'MW', 'GMWL10', 'G20', 'Salary', '1099'] as const;
/** A Active, C Cobra, R retired (blocked). */
export const employmentStatuses = ['A', 'C', 'R'] as const;

export const holidayPolicy = z.object({
  Standard_6: flag.optional(),
  Presendents_Day: flag.optional(),
  Columbus_Day: flag.optional(),
  Religious_Days: flag.optional(),
  Birthday: flag.optional(),
  Floating_Day: flag.optional(),
});
/** The holiday policy when the server marks it required: at least one box. */
export const requiredHolidayPolicy = holidayPolicy.refine(
  (policy) => Object.values(policy).includes(1),
  msg('wizard.holiday_required'),
);

export const employerInfo = z.object({
  name: z
    .string(msg('wizard.employer_invalid'))
    .trim()
    .min(1, msg('wizard.employer_invalid'))
    .max(100, msg('wizard.employer_invalid')),
  phone: phone.optional(),
  address1: text(100).optional(),
  address2: text(100).optional(),
  city: text(60).optional(),
  state: usState.optional(),
  zip: zip.optional(),
  average_work_week: text(40).optional(),
  employment_start_date: pastUsDay.optional(),
  occupation: text(100).optional(),
  compensation_type: z.enum(compensationTypes, msg('common.required')).optional(),
  employment_status: z
    .enum(employmentStatuses, msg('common.required'))
    .refine((status) => status !== 'R', msg('wizard.retired_blocked'))
    .optional(),
  with_validation: flag.optional(),
  skip_validation_phone: flag.optional(),
  emp_industry: text(100).optional(),
  /** Counting the applicant as 1. */
  emp_num_employed: z.number().int().min(1).max(9_999_999).optional(),
  emp_vac_policy: text(40).optional(),
  emp_barg_unit: text(40).optional(),
  holiday_policy: holidayPolicy.optional(),
});
export type EmployerInfo = z.infer<typeof employerInfo>;

// ---------------------------------------------------------------- beneficiaries

const percentage = msg('wizard.beneficiary_percentage');
export const beneficiary = z.object({
  beneficiary_id: publicId.optional(),
  first_name: personName('common.valid_first_name'),
  middle_name: text(50).optional(),
  last_name: personName('common.valid_last_name'),
  birthdate: pastUsDay,
  ssn: ssn.optional(),
  relationship: requiredText(40),
  beneficiary_percentage: z.number(percentage).int(percentage).min(1, percentage).max(100, percentage),
});
export type Beneficiary = z.infer<typeof beneficiary>;

/** At most 3 beneficiaries whose percentages add up to exactly 100. */
export const beneficiaryList = z
  .array(beneficiary)
  .min(1, msg('wizard.beneficiary_none'))
  .max(3, msg('wizard.beneficiary_max'))
  .superRefine((list, ctx) => {
    const total = list.reduce((sum, item) => sum + item.beneficiary_percentage, 0);
    if (list.length === 0 || total === 100) return;
    const key = total > 100 ? 'wizard.beneficiary_total_over' : 'wizard.beneficiary_total_under';
    ctx.addIssue({ code: 'custom', message: msg(key), params: { total } });
  });

/** A beneficiary as the server shows it: SSN masked, birthdate mm/dd/yyyy. */
export const beneficiaryRecord = z.object({
  beneficiary_id: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  birthdate: z.string(),
  ssn: z.string().regex(maskedSsnPattern).nullable(),
  relationship: z.string(),
  beneficiary_percentage: z.number().int(),
});

// ---------------------------------------------------------------- health questions

/** Question ids arrive as digits or numbers; read as text. */
const questionId = z.union([digits(10), z.number().int().min(0).max(9_999_999_999)]).transform(String);
/** Question 145 has only the yes/no control; 146 and 147 ask about the physician. */
export const yesNoOnlyQuestions: readonly string[] = ['145'];
export const physicianQuestions: readonly string[] = ['146', '147'];

/** One condition entry: the standard fields, or the physician fields of questions 146 and 147. */
export const condition = z.object({
  health_condition: text(500).optional(),
  date_of_onset: pastUsDay.optional(),
  date_of_recovery: pastUsDay.optional(),
  is_treatment: flag.optional(),
  is_medicate: flag.optional(),
  d_last_seen: pastUsDay.optional(),
  symptoms: text(2000).optional(),
  condition: text(500).optional(),
  status: text(200).optional(),
  last_seen_by_physician: pastUsDay.optional(),
  physician_name: text(100).optional(),
  address: text(200).optional(),
  phone: text(20).optional(),
});
const standardRequired = ['health_condition', 'date_of_onset'] as const;
const physicianRequired = ['condition', 'status', 'physician_name'] as const;

export const conditionQuestion = z
  .object({
    question_id: questionId,
    yes_no_flag: flag,
    conditions: z.array(condition).max(1).optional(),
  })
  .superRefine((answer, ctx) => {
    if (answer.yes_no_flag !== 1 || yesNoOnlyQuestions.includes(answer.question_id)) return;
    const entry = answer.conditions?.[0];
    const needed = physicianQuestions.includes(answer.question_id) ? physicianRequired : standardRequired;
    for (const field of needed) {
      if (entry?.[field] === undefined || entry[field] === '')
        ctx.addIssue({ code: 'custom', path: ['conditions', 0, field], message: msg('common.required') });
    }
  });

export const medication = z.object({
  id: text(40).optional(),
  medication: requiredText(200),
  dosage: text(100).optional(),
  medical_condition: text(200).optional(),
});
export const medicationQuestion = z
  .object({
    question_id: questionId,
    yes_no_flag: flag,
    medications: z.array(medication).max(3).optional(),
  })
  .superRefine((answer, ctx) => {
    if (answer.yes_no_flag === 1 && !answer.medications?.length)
      ctx.addIssue({ code: 'custom', path: ['medications', 0, 'medication'], message: msg('common.required') });
  });

/** Health answers of the primary applicant or of a dependent. */
export const healthAnswers = z.object({
  condition_questions: z.array(conditionQuestion).max(100),
  medication_question: medicationQuestion.optional(),
  notes: text(4000).optional(),
});
export type HealthAnswers = z.infer<typeof healthAnswers>;

/** Question ids are digit strings (the spec's special ones are 145, 146 and 147). */
export const healthQuestion = z.object({ question_id: z.string().regex(/^\d+$/), question_text: z.string() });
/** The questions, with `codition_questions` spelt as the spec's clients read it. */
const healthQuestions = z.object({
  result: z.object({ codition_questions: z.array(healthQuestion), medication_question: healthQuestion.nullable() }),
});

/** Saved health answers as the server shows them. */
export const healthAnswersRecord = z.object({
  condition_questions: z.array(
    z.object({
      question_id: z.string(),
      yes_no_flag: z.number().int(),
      conditions: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
    }),
  ),
  medication_question: z
    .object({
      question_id: z.string(),
      yes_no_flag: z.number().int(),
      medications: z.array(
        z.object({ id: z.string(), medication: z.string(), dosage: z.string(), medical_condition: z.string() }),
      ),
    })
    .nullable(),
  notes: z.string().nullable(),
});

// ---------------------------------------------------------------- dependents

export const relationships = ['spouse', 'child'] as const;
export const dependentTiers = ['IO', 'IS', 'IC', 'IF', 'IC3'] as const;
export type DependentTier = (typeof dependentTiers)[number];

export const dependentPrimaryInfo = z
  .object({
    relationship: z.enum(relationships, msg('common.required')),
    first_name: personName('common.valid_first_name'),
    middle_name: text(50).optional(),
    last_name: personName('common.valid_last_name'),
    /** 0 male, 1 female. */
    gender: code(1),
    ssn,
    weight: weight.optional(),
    height_feet: heightFeet.optional(),
    height_inch: heightInch.optional(),
    birthdate: pastUsDay,
    /** Always 0. */
    employed: z.literal(0).optional(),
    is_legally_disabled: flag.optional(),
    disability_status: flag.optional(),
    disability_condition: text(2000).nullable().optional(),
  })
  .superRefine((info, ctx) => {
    const disabled = info.is_legally_disabled === 1 || info.disability_status === 1;
    if (disabled && !info.disability_condition?.trim())
      ctx.addIssue({ code: 'custom', path: ['disability_condition'], message: msg('common.required') });
  });

export const dependent = z.object({
  dependent_id: publicId.optional(),
  primary_info: dependentPrimaryInfo,
  /** Only when the dependent health tab is required. */
  health_info: healthAnswers.optional(),
});
export type Dependent = z.infer<typeof dependent>;
export const maxDependents = 9;

/** A dependent as the server shows it: SSN masked, birthdate yyyy-mm-dd. */
export const dependentRecord = z.object({
  dependent_id: z.string(),
  primary_info: z.object({
    relationship: z.enum(relationships),
    first_name: z.string(),
    middle_name: z.string().nullable(),
    last_name: z.string(),
    gender: z.number().int(),
    ssn: z.string().regex(maskedSsnPattern),
    weight: z.number().int().nullable(),
    height_feet: z.number().int().nullable(),
    height_inch: z.number().int().nullable(),
    birthdate: z.string(),
    employed: z.number().int(),
    is_legally_disabled: z.number().int(),
    disability_condition: z.string().nullable(),
  }),
  health_info: healthAnswersRecord.nullable(),
});

/** The tier rules the spec states with a message: at most 9 dependents; one child on a premier IC plan. */
export function dependentsProblem(
  tier: DependentTier,
  list: readonly { relationship: (typeof relationships)[number] }[],
  plan: { premier: boolean },
): MessageKey | undefined {
  if (list.length > maxDependents) return tier === 'IF' ? 'wizard.iha_family_max' : 'wizard.iha_children_max';
  const children = list.filter((item) => item.relationship === 'child').length;
  if (plan.premier && tier === 'IC' && children > 1) return 'wizard.l713_one_child';
  return undefined;
}

// ---------------------------------------------------------------- agreement and signature

export const signerTypes = ['rep', 'group', 'applicant', 'sigapplicant'] as const;
export type SignerType = (typeof signerTypes)[number];

/** Who signs: the first verification the server requires, else a drawn signature. */
export function signerTypeOf(required: { agent_name: boolean; group_name: boolean; user_name: boolean }): SignerType {
  if (required.agent_name) return 'rep';
  if (required.group_name) return 'group';
  return required.user_name ? 'applicant' : 'sigapplicant';
}

/** Every agreement checkbox must be ticked. */
export const agreementChecks = z.array(z.literal(true, msg('common.this_field_required')));

export const agreementInfo = z.object({
  eprocess: z.enum(signerTypes, msg('common.required')),
  question_id: text(20).optional(),
  question: text(500).optional(),
  answer: text(500).optional(),
  verification_code: text(40).optional(),
  date: usDay.optional(),
  agent_name: text(100).optional(),
  agent_code: text(40).optional(),
  group_name: text(100).optional(),
  group_code: text(40).optional(),
  user_name: text(100).optional(),
  signature: pngDataUrl.optional(),
});
export type AgreementInfo = z.infer<typeof agreementInfo>;

const signatureKey = msg('wizard.signature_required');
/** The agreement when a drawn signature is required (signer sigapplicant, not yet signed). */
export const signedAgreementInfo = agreementInfo.extend({
  signature: z.string(signatureKey).min(1, { error: signatureKey, abort: true }).pipe(pngDataUrl),
});

const agreementText = z.object({ text_head: z.string(), text_body: z.string(), text_required: z.string() });

// ---------------------------------------------------------------- billing

export const paymentMethods = ['cc', 'eft', 'list', 'elist', 'stmt'] as const;
export const paymentMethod = z.enum(paymentMethods, msg('common.required'));
export const accountTypes = ['checking', 'savings'] as const;
export const accountHolderTypes = ['individual', 'company'] as const;

/** This year as the earliest and the latest time zone see it: card years run from one to the other plus 20. */
const thisYear = (hours: number) => new Date(Date.now() + hours * 3_600_000).getUTCFullYear();
const billDate = z.number().int().min(1).max(31);

const billingFields = {
  routing_number: matching(/^\d{9}$/, 9, msg('wizard.routing_digits')),
  account_name: matching(/^[A-Za-z0-9 ]+$/, 100, msg('wizard.account_holder')),
  bank_name: requiredText(100),
  account_number: matching(/^\d{4,17}$/, 17, msg('wizard.account_digits')),
  account_type: z.enum(accountTypes, msg('common.required')),
  account_holder_type: z.enum(accountHolderTypes, msg('common.required')),
  bill_date: billDate,
  first_name_on_cc: matching(/^\p{L}[\p{L} ]*$/u, 50, msg('common.valid_first_name')),
  last_name_on_cc: matching(/^\p{L}[\p{L} ]*$/u, 50, msg('common.valid_last_name')),
  card_number: matching(/^\d{13,25}$/, 25, msg('wizard.card_length')),
  expiration_month: matching(/^(0[1-9]|1[0-2])$/, 2, msg('common.required')),
  expiration_year: matching(/^\d{4}$/, 4, msg('common.required')).refine(
    (year) => Number(year) >= thisYear(-12) && Number(year) <= thisYear(14) + 20,
    msg('common.invalid_value'),
  ),
  /** Checked, used and forgotten: never stored, never in an answer. */
  security_code: matching(/^\d{3,4}$/, 4, msg('wizard.security_code')),
  address1: requiredText(100),
  address2: text(100).optional(),
  city: requiredText(60),
  state: usState,
  zip: matching(/^\d{5}$/, 5, msg('quoting.zip_invalid')),
  /** "yes" when the billing address is the contact address. */
  is_physical_address: z.enum(['yes', 'no']),
};
type BillingField = keyof typeof billingFields;
const billingForm = z.object(billingFields);

/** The fields a new bank account (EFT) needs. */
const eftMask = {
  routing_number: true,
  account_name: true,
  bank_name: true,
  account_number: true,
  account_type: true,
  account_holder_type: true,
} as const;
/** The fields a new card needs, with its billing address. */
const cardMask = {
  first_name_on_cc: true,
  last_name_on_cc: true,
  card_number: true,
  expiration_month: true,
  expiration_year: true,
  security_code: true,
  address1: true,
  city: true,
  state: true,
  zip: true,
} as const;
const keysOf = (mask: Partial<Record<BillingField, true>>) =>
  Object.keys(mask).filter((key): key is BillingField => key in billingFields);

export const eftBilling = billingForm
  .pick(eftMask)
  .extend({ payment_method: z.literal('eft'), bill_date: billDate.optional() });
export const cardBilling = billingForm.pick(cardMask).extend({
  payment_method: z.literal('cc'),
  address2: billingFields.address2,
  is_physical_address: billingFields.is_physical_address.optional(),
  bill_date: billDate.optional(),
});
export type EftBilling = z.infer<typeof eftBilling>;
export type CardBilling = z.infer<typeof cardBilling>;

/** Fields each payment method needs; list, elist and stmt take no form. */
const neededFor: Record<(typeof paymentMethods)[number], readonly BillingField[]> = {
  eft: keysOf(eftMask),
  cc: keysOf(cardMask),
  list: [],
  elist: [],
  stmt: [],
};

export const existingBank = z.object({
  bank_id: z.string(),
  account_name: z.string(),
  bank_name: z.string(),
  account_number: maskedNumber,
  account_type: z.enum(accountTypes),
  account_holder_type: z.enum(accountHolderTypes),
  bank_routing: z.string(),
});
export const existingCard = z.object({
  card_id: z.string(),
  name_on_cc: z.string(),
  card_number: maskedNumber,
  expiration_month: z.string(),
  expiration_year: z.string(),
});

// ---------------------------------------------------------------- calls

const byEnrollment = z.object({ enrollment_id: publicId });
const withEnrollment = <S extends z.ZodRawShape>(shape: S) => z.object({ enrollment_id: publicId, ...shape });
const saved = z.object({});
const fieldList = z.object({ result: z.array(formField) });
const optionList = z.object({ result: z.array(option) });

/** A call of this feature; `feature` is implied. */
const wizardCall = <const T extends Omit<CallDef, 'feature'>>(def: T) => defineCall({ ...def, feature: 'enrollment' });

const formFieldsCall = <const N extends string, const P extends string>(name: N, path: P, step: string) =>
  wizardCall({
    name,
    seeds: ['001'],
    methods: ['GET'],
    path,
    summary: `The fields of the ${step} step as configured for this enrollment: value, required, read-only.`,
    input: byEnrollment,
    data: fieldList,
  });
const optionsCall = <const N extends string, const P extends string>(name: N, path: P, what: string) =>
  wizardCall({
    name,
    seeds: ['001'],
    methods: ['GET'],
    path,
    summary: `The ${what} a user may choose from.`,
    input: z.object({ enrollment_id: publicId.optional() }),
    data: optionList,
  });

export const getDynamicTabs = wizardCall({
  name: 'getDynamicTabs',
  seeds: ['000', '001'],
  methods: ['GET'],
  path: 'get-dynamic-tabs',
  summary: 'The steps of this enrollment: tab name, whether it is required, and its order (0 to 10).',
  input: byEnrollment,
  data: z.object({ result: z.array(dynamicTab) }),
});

/** Every column the two specs read from a temporary enrollment, spelt as they spell them. */
export const tempInfoColumns = [
  'filter_info',
  'type',
  'eprocess',
  'effective_date',
  'primary_info',
  'group_id',
  'contact_info',
  'employer_info',
  'benificiary_info',
  'health_info',
  'dependent_info',
  'payment_info',
  'review_info',
] as const;

export const getEnrollmentTempInfo = wizardCall({
  name: 'getEnrollmentTempInfo',
  seeds: ['000', '001'],
  methods: ['GET'],
  path: 'get-enrollment-temp-info',
  summary: 'One saved column of a temporary enrollment (SSNs and card or account numbers masked), null if unsaved.',
  input: byEnrollment.extend({ column: z.enum(tempInfoColumns, msg('common.required')) }),
  data: z.object({ result: z.unknown() }),
});

export const savePersonalInfo = wizardCall({
  name: 'savePersonalInfo',
  seeds: ['001'],
  methods: ['POST'],
  path: 'save-personal-info',
  summary: 'Saves the personal step; errors name each field.',
  input: personalInfo.safeExtend({ enrollment_id: publicId }),
  data: saved,
});
export const getFormFieldsPersonalInfo = formFieldsCall(
  'getFormFieldsPersonalInfo',
  'get-form-fields-personal-info',
  'personal',
);
export const saveEnrollerCode = wizardCall({
  name: 'saveEnrollerCode',
  seeds: ['001'],
  methods: ['POST'],
  path: 'save-enroller-code',
  summary: "Saves the rep's enroller code for this enrollment.",
  input: enrollerCodeForm.extend({ enrollment_id: publicId }),
  data: saved,
});
export const checkEnrollCode = wizardCall({
  name: 'checkEnrollCode',
  seeds: ['001'],
  methods: ['GET'],
  path: 'check-enroll-code',
  summary: 'Whether the enroller-code popup shows, and whether the code may be left out (is_optional 1).',
  input: byEnrollment,
  data: z.object({
    show_enroll_code: z.object({ status: z.boolean() }),
    is_optional: z.union([z.literal(0), z.literal(1)]),
  }),
});

export const getFormFieldsContactInfo = formFieldsCall(
  'getFormFieldsContactInfo',
  'get-form-fields-contact-info',
  'contact',
);
export const saveContactInfo = wizardCall({
  name: 'saveContactInfo',
  seeds: ['001'],
  methods: ['POST'],
  path: 'save-contact-info',
  summary: 'Saves the contact step; email and phone are checked unless the skip flags are set.',
  input: contactInfo.extend({ enrollment_id: publicId }),
  data: saved,
});

export const getFormFieldsEmployerInfo = formFieldsCall(
  'getFormFieldsEmployerInfo',
  'get-form-fields-employer-info',
  'employer',
);
export const getAverageWorkWeek = optionsCall('getAverageWorkWeek', 'get-average-work-week', 'average work weeks');
export const getVacationPolicy = optionsCall('getVacationPolicy', 'get-vacation-policy', 'vacation policies');
export const getBargainingUnit = optionsCall('getBargainingUnit', 'get-bargaining-unit', 'bargaining units');
export const getHolidayPolicy = optionsCall('getHolidayPolicy', 'get-holiday-policy', 'holiday policies');
export const getEmploymentStatus = optionsCall('getEmploymentStatus', 'get-employment-status', 'employment statuses');
export const getCompensationTypes = optionsCall('getCompensationTypes', 'get-compensation-types', 'compensation types');
export const getGroupInfo = wizardCall({
  name: 'getGroupInfo',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-group-info',
  summary: "The enrollment's group (name, phone, address), to prefill the employer step.",
  input: byEnrollment,
  data: z.object({
    general_info: z.object({ group_name: z.string(), group_phone: z.string() }),
    address_information: z.object({
      address1: z.string(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
    }),
  }),
});
export const saveEmployerInfo = wizardCall({
  name: 'saveEmployerInfo',
  seeds: ['001'],
  methods: ['POST'],
  path: 'save-employer-info',
  summary: 'Saves the employer step; a retired status (R) is refused.',
  input: employerInfo.extend({ enrollment_id: publicId }),
  data: saved,
});
export const getCartPlanInfo = wizardCall({
  name: 'getCartPlanInfo',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-cart-plan-info',
  summary: 'Whether the cart holds an IHA plan and whether the household has a spouse.',
  input: byEnrollment,
  data: z.object({ is_IHA: z.boolean(), has_spouse: z.boolean() }),
});

export const getFormFieldsBeneficiaryInfo = formFieldsCall(
  'getFormFieldsBeneficiaryInfo',
  'get-form-fields-beneficiary-info',
  'beneficiary',
);
export const getBeneficiariesExistingUserEnrollment = wizardCall({
  name: 'getBeneficiariesExistingUserEnrollment',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-beneficiaries-existing-user-enrollment',
  summary: "The current member's beneficiaries on file, SSNs masked.",
  input: byEnrollment,
  data: z.object({ result: z.array(beneficiaryRecord) }),
});
export const getBeneficiaryRelationships = optionsCall(
  'getBeneficiaryRelationships',
  'get-beneficiary-relationships',
  'beneficiary relationships',
);
export const validateSingleBeneficiary = wizardCall({
  name: 'validateSingleBeneficiary',
  seeds: ['001'],
  methods: ['POST'],
  path: 'validate-single-beneficiary',
  summary: 'Checks one beneficiary before the browser adds it to the list; nothing is saved.',
  input: beneficiary.extend({ enrollment_id: publicId.optional() }),
  data: saved,
});
export const saveBeneficiaryInfo = wizardCall({
  name: 'saveBeneficiaryInfo',
  seeds: ['001'],
  methods: ['POST'],
  path: 'save-beneficiary-info',
  summary: 'Saves the beneficiaries: 1 to 3 of them, percentages adding up to 100.',
  input: withEnrollment({ beneficiaries: beneficiaryList }),
  data: saved,
});

export const getHealthQuestionsPrimaryHealthInfo = wizardCall({
  name: 'getHealthQuestionsPrimaryHealthInfo',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-health-questions-primary-health-info',
  summary: "The applicant's yes/no health questions and the medication question.",
  input: byEnrollment,
  data: healthQuestions,
});
export const getExistingPrimaryHealthInfo = wizardCall({
  name: 'getExistingPrimaryHealthInfo',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-existing-primary-health-info',
  summary: "The current member's health answers on file, null when there are none.",
  input: byEnrollment,
  data: z.object({ result: healthAnswersRecord.nullable() }),
});
export const savePrimaryHealthInfo = wizardCall({
  name: 'savePrimaryHealthInfo',
  seeds: ['001'],
  methods: ['POST'],
  path: 'save-primary-health-info',
  summary: "Saves the applicant's health answers and notes.",
  input: healthAnswers.extend({ enrollment_id: publicId }),
  data: saved,
});
export const checkTabRequired = wizardCall({
  name: 'checkTabRequired',
  seeds: ['001'],
  methods: ['GET'],
  path: 'check-tab-required',
  summary: 'Whether a tab is required for this enrollment (the client asks for primary_health_info).',
  input: byEnrollment.extend({ tab_name: tabName }),
  data: z.object({ result: z.object({ required: z.boolean() }) }),
});

export const getDependentsExistingUserEnrollment = wizardCall({
  name: 'getDependentsExistingUserEnrollment',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-dependents-existing-user-enrollment',
  summary: "The current member's dependents on file, SSNs masked.",
  input: byEnrollment,
  data: z.object({ result: z.object({ dependents: z.array(dependentRecord) }) }),
});
export const getFormFieldsDependentPrimaryInfo = wizardCall({
  name: 'getFormFieldsDependentPrimaryInfo',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-form-fields-dependent-primary-info',
  summary: 'The fields of the dependent form, its disclaimer, and whether the legal-disability option is offered.',
  input: byEnrollment,
  data: z.object({ result: z.array(formField), disclaimer: z.string(), is_legally_disabled: z.boolean() }),
});
export const getHealthQuestionsDependentInfo = wizardCall({
  name: 'getHealthQuestionsDependentInfo',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-health-questions-dependent-info',
  summary: 'The health questions asked about each dependent.',
  input: byEnrollment,
  data: healthQuestions,
});
export const validateSingleDependent = wizardCall({
  name: 'validateSingleDependent',
  seeds: ['001'],
  methods: ['POST'],
  path: 'validate-single-dependent',
  summary: 'Checks one dependent before the browser adds it to the list; nothing is saved.',
  input: dependent.extend({ enrollment_id: publicId }),
  data: saved,
});
const dependentList = withEnrollment({
  dependents: z.array(dependent).max(maxDependents, msg('wizard.iha_family_max')),
});
export const saveDependentInfo = wizardCall({
  name: 'saveDependentInfo',
  seeds: ['001'],
  methods: ['POST'],
  path: 'save-dependent-info',
  summary: 'Saves the dependents, checked against the tier, and moves on.',
  input: dependentList,
  data: saved,
});
export const saveDependentInfoToTemp = wizardCall({
  name: 'saveDependentInfoToTemp',
  seeds: ['001'],
  methods: ['POST'],
  path: 'save-dependent-info-to-temp',
  summary: 'Keeps the dependent list while it is being edited, before the tier is checked.',
  input: dependentList,
  data: saved,
});
export const deleteDependentInIO = wizardCall({
  name: 'deleteDependentInIO',
  seeds: ['001'],
  methods: ['POST'],
  path: 'delete-dependent-in-IO',
  summary: 'Removes every dependent when the tier is Member Only (IO).',
  input: byEnrollment,
  data: saved,
});

export const getAgreementTexts = wizardCall({
  name: 'getAgreementTexts',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-agreement-texts',
  summary: 'Agreement texts with their checkbox labels, the carrier special message and the premier (L713) price.',
  input: byEnrollment,
  data: z.object({
    result: z.array(agreementText),
    special_message: z.string(),
    l713_net_price: moneyText,
    has_l713: z.boolean(),
  }),
});
export const saveReviewInfo = wizardCall({
  name: 'saveReviewInfo',
  seeds: ['001'],
  methods: ['POST'],
  path: 'save-review-info',
  summary: 'Completes the enrollment from the review step: member, policy and receipt in one go.',
  input: withEnrollment({
    additional_notes: text(4000).optional(),
    first_enroll: flag.optional(),
    send_sms: flag.optional(),
  }),
  data: z.object({ policy_id: z.string() }),
});
export const getFormFieldsAgreementInfo = formFieldsCall(
  'getFormFieldsAgreementInfo',
  'get-form-fields-agreement-info',
  'agreement (verification questions, names and codes)',
);
export const saveAgreementInfo = wizardCall({
  name: 'saveAgreementInfo',
  seeds: ['001'],
  methods: ['POST'],
  path: 'save-agreement-info',
  summary: 'Saves the verification answers and the drawn signature (a PNG data URL).',
  input: agreementInfo.extend({ enrollment_id: publicId }),
  data: saved,
  bodyLimit: imageBodyLimit,
});

export const getFormFieldsBillingInfo = formFieldsCall(
  'getFormFieldsBillingInfo',
  'get-form-fields-billing-info',
  'billing',
);
export const getPaymentMethod = wizardCall({
  name: 'getPaymentMethod',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-payment-method',
  summary: 'The payment types offered: cc, eft, list, elist, stmt.',
  input: byEnrollment,
  data: z.object({ result: z.array(z.enum(paymentMethods)) }),
});
export const getExistingBankInfo = wizardCall({
  name: 'getExistingBankInfo',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-existing-bank-info',
  summary: 'The bank accounts on file, account numbers masked.',
  input: byEnrollment,
  data: z.object({ result: z.array(existingBank) }),
});
export const getExistingCardInfo = wizardCall({
  name: 'getExistingCardInfo',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-existing-card-info',
  summary: 'The cards on file, numbers masked; a security code is never kept.',
  input: byEnrollment,
  data: z.object({ result: z.array(existingCard) }),
});
export const getBillDate = wizardCall({
  name: 'getBillDate',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-bill-date',
  summary: 'The days of the month a bill may fall on (28 by default).',
  input: byEnrollment,
  data: z.object({ result: z.array(z.object({ bill_date: z.number().int() })) }),
});
export const routingNumberBankLookup = wizardCall({
  name: 'routingNumberBankLookup',
  seeds: ['001'],
  methods: ['GET'],
  path: 'routing-number-bank-lookup',
  summary: 'The bank a routing number belongs to.',
  input: z.object({ q: billingFields.routing_number }),
  data: z.object({ name: z.string() }),
});
export const getBillingText = wizardCall({
  name: 'getBillingText',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-billing-text',
  summary: "The statement descriptor: how the charge reads on the payer's statement.",
  input: byEnrollment,
  data: z.object({ result: z.string() }),
});
export const saveBillingInfo = wizardCall({
  name: 'saveBillingInfo',
  seeds: ['001'],
  methods: ['POST'],
  path: 'save-billing-info',
  summary: 'Pays with a new card or bank account, or by list or statement; the security code is never stored.',
  input: z
    .object({ enrollment_id: publicId, payment_method: paymentMethod, ...billingForm.partial().shape })
    .superRefine((payment, ctx) => {
      for (const field of neededFor[payment.payment_method]) {
        if (payment[field] === undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: msg('common.required') });
      }
    }),
  data: saved,
});
export const saveBillingInfoExisting = wizardCall({
  name: 'saveBillingInfoExisting',
  seeds: ['001'],
  methods: ['POST'],
  path: 'save-billing-info-existing',
  summary: 'Pays with a card (card_id) or bank account (bank_id) already on file.',
  input: z
    .object({
      enrollment_id: publicId,
      payment_method: z.enum(['cc', 'eft'], msg('common.required')),
      card_id: publicId.optional(),
      bank_id: publicId.optional(),
      account_type: billingFields.account_type.optional(),
      account_holder_type: billingFields.account_holder_type.optional(),
      account_name: billingFields.account_name.optional(),
      bank_name: billingFields.bank_name.optional(),
      bank_routing: billingFields.routing_number.optional(),
      bill_date: billingFields.bill_date.optional(),
    })
    .superRefine((payment, ctx) => {
      const field = payment.payment_method === 'cc' ? 'card_id' : 'bank_id';
      if (payment[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: msg('common.required') });
    }),
  data: saved,
});

export const getReceipt = wizardCall({
  name: 'getReceipt',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-receipt',
  summary: 'The receipt of a completed enrollment: confirmation number, name, and whether to generate an invoice.',
  input: byEnrollment,
  data: z.object({ policy_id: z.string(), name: z.string(), callInvoice: z.boolean() }),
});
export const autoInvoiceGeneration = wizardCall({
  name: 'autoInvoiceGeneration',
  seeds: ['001'],
  methods: ['POST'],
  path: 'autoInvoiceGeneration',
  summary: 'Generates the first invoice of a policy completed by this session.',
  input: z.object({
    effectiveDate: text(10).pipe(isoDay),
    policy_id: requiredText(40).regex(/^[A-Za-z0-9_-]+$/, msg('common.invalid_value')),
  }),
  data: z.object({ invoice_id: z.string() }),
  scopes: ['policy'],
});

export const getStates = defineCall({
  name: 'getStates',
  feature: 'enrollment',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-states',
  summary: 'US states and territories, for address forms.',
  input: none,
  data: z.object({ result: z.array(stateItem) }),
});

export const enrollmentCalls = [
  getDynamicTabs,
  getEnrollmentTempInfo,
  savePersonalInfo,
  getFormFieldsPersonalInfo,
  saveEnrollerCode,
  checkEnrollCode,
  getFormFieldsContactInfo,
  saveContactInfo,
  getFormFieldsEmployerInfo,
  getAverageWorkWeek,
  getVacationPolicy,
  getBargainingUnit,
  getHolidayPolicy,
  getEmploymentStatus,
  getCompensationTypes,
  getGroupInfo,
  saveEmployerInfo,
  getCartPlanInfo,
  getFormFieldsBeneficiaryInfo,
  getBeneficiariesExistingUserEnrollment,
  getBeneficiaryRelationships,
  validateSingleBeneficiary,
  saveBeneficiaryInfo,
  getHealthQuestionsPrimaryHealthInfo,
  getExistingPrimaryHealthInfo,
  savePrimaryHealthInfo,
  checkTabRequired,
  getDependentsExistingUserEnrollment,
  getFormFieldsDependentPrimaryInfo,
  getHealthQuestionsDependentInfo,
  validateSingleDependent,
  saveDependentInfo,
  saveDependentInfoToTemp,
  deleteDependentInIO,
  getAgreementTexts,
  saveReviewInfo,
  getFormFieldsAgreementInfo,
  saveAgreementInfo,
  getFormFieldsBillingInfo,
  getPaymentMethod,
  getExistingBankInfo,
  getExistingCardInfo,
  getBillDate,
  routingNumberBankLookup,
  getBillingText,
  saveBillingInfo,
  saveBillingInfoExisting,
  getReceipt,
  autoInvoiceGeneration,
  getStates,
] as const;
