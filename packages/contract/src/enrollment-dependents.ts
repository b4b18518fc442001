// The dependent step: spouse and children, their tier rules, health answers and calls.
import {
  code,
  heightFeet,
  heightInch,
  heightShown,
  maskedSsnPattern,
  pastUsDay,
  personName,
  ssn,
  weight,
  weightShown,
} from './enrollment-fields';
import { healthAnswers, healthAnswersRecord, healthQuestions } from './enrollment-health';
import { byEnrollment, formField, saved, withEnrollment, wizardCall } from './enrollment-tabs';
import { healthField, holding, notHealthField } from './health';
import { publicId } from './ids';
import { isMessageKey, type MessageKey, msg } from './messages/en';
import { configuredSchema, type FieldConfig, type StepForm } from './step-fields';
import { flag, text } from './wire';
import { z } from './zod';

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
    is_legally_disabled: healthField(flag, 'a legal disability').optional(),
    disability_status: healthField(flag, 'a disability').optional(),
    disability_condition: healthField(text(2000), 'a disabling condition').nullable().optional(),
  })
  .superRefine((info, ctx) => {
    const disabled = info.is_legally_disabled === 1 || info.disability_status === 1;
    if (disabled && !info.disability_condition?.trim())
      ctx.addIssue({ code: 'custom', path: ['disability_condition'], message: msg('common.required') });
  });

export type Relationship = (typeof relationships)[number];

/**
 * The dependent form under its field configuration (decision 0016): weight and height are asked
 * only when required; the relationship is never configured, the tier assigns it.
 */
export const dependentForm: StepForm<typeof dependentPrimaryInfo> = {
  schema: dependentPrimaryInfo,
  askedWhenRequired: ['weight', 'height_feet', 'height_inch'],
};
/** One dependent's primary info as the step is configured (the browser's form and the server). */
export const dependentPrimarySchemaFor = (config: readonly FieldConfig[]) => configuredSchema(dependentForm, config);

export const dependent = z.object({
  dependent_id: publicId.optional(),
  primary_info: dependentPrimaryInfo,
  /** Only when the dependent health tab is required. */
  health_info: healthAnswers.optional(),
});
export type Dependent = z.infer<typeof dependent>;
/** One dependent under the step's configuration. */
export const dependentSchemaFor = (config: readonly FieldConfig[]) =>
  dependent.extend({ primary_info: dependentPrimarySchemaFor(config) });
export const maxDependents = 9;

/**
 * A dependent as the step saves it, its open half: what get-enrollment-temp-info shows (SSN masked).
 * The birth date, the disability condition and the health answers are sealed apart (server only).
 */
export const savedDependent = z.object({
  dependent_id: z.string(),
  relationship: z.enum(relationships),
  first_name: z.string(),
  middle_name: z.string().optional(),
  last_name: z.string(),
  gender: z.number().int(),
  ssn: z.string(),
  weight: z.number().int().optional(),
  height_feet: z.number().int().optional(),
  height_inch: z.number().int().optional(),
  employed: z.literal(0),
  is_legally_disabled: z.number().int(),
});
export type SavedDependent = z.infer<typeof savedDependent>;
/** The dependent step's saved list, as the temporary enrollment keeps it. */
export const savedDependents = z.object({ dependents: z.array(savedDependent) });

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
    weight: weightShown,
    height_feet: heightShown,
    height_inch: heightShown,
    birthdate: z.string(),
    employed: z.number().int(),
    is_legally_disabled: healthField(z.number().int(), 'a legal disability'),
    disability_condition: healthField(z.string(), 'a disabling condition').nullable(),
  }),
  health_info: healthAnswersRecord.nullable(),
});
export type DependentRecord = z.infer<typeof dependentRecord>;

// ---------------------------------------------------------------- tier rules (spec 001 sections 4, 5)

/** What the cart holds that changes the rules: a premier (L713) plan, an IHA plan. */
export interface DependentPlans {
  premier: boolean;
  iha: boolean;
}

/** The Family tier asks "Will you be Enrolling your spouse ?" first, whatever the plans (decision 0045). */
export const asksSpouseQuestion = (tier: DependentTier) => tier === 'IF';

/**
 * Whether a Family enrollment may leave the spouse out (the question answered No): only with a
 * premier (L713) plan and no IHA plan, whose Member + Child tier covers one child, so a member with
 * two or more children and no spouse buys the Family tier (spec 001 section 5). Elsewhere the Family
 * tier was priced with a spouse, and a household without one is quoted Member + Child(ren).
 */
export const spouseOptional = (tier: DependentTier, plans: DependentPlans) =>
  plans.premier && !plans.iha && tier === 'IF';

/** The relationships a tier covers: IS a spouse, IC (and IC3) children, IF both, IO none. */
export function tierCovers(tier: DependentTier, relationship: Relationship): boolean {
  if (tier === 'IF') return true;
  if (tier === 'IS') return relationship === 'spouse';
  if (tier === 'IC' || tier === 'IC3') return relationship === 'child';
  return false;
}

/**
 * The relationship the next dependent gets: IS spouse, IC child; on IF the spouse first when none is
 * listed, children after; where the spouse may be left out, the spouse only when the answer is yes.
 */
export function relationshipOfNext(
  tier: DependentTier,
  list: readonly { relationship: Relationship }[],
  plans: DependentPlans,
  enrollsSpouse: boolean | undefined,
): Relationship {
  if (tier === 'IS') return 'spouse';
  if (tier !== 'IF') return 'child';
  const spouseListed = list.some((item) => item.relationship === 'spouse');
  if (spouseListed) return 'child';
  return spouseOptional(tier, plans) && enrollsSpouse !== true ? 'child' : 'spouse';
}

const limitKey = (tier: DependentTier): MessageKey =>
  tier === 'IF' ? msg('wizard.iha_family_max') : msg('wizard.iha_children_max');

/** The children a child tier needs before Next: IC one, IC3 (Member + 3 or more Children) three. */
export const minimumChildren = (tier: 'IC' | 'IC3') => (tier === 'IC3' ? 3 : 1);

/**
 * What is wrong with a dependent list, or undefined. While the list is being edited (`complete`
 * false) only what no later addition can fix: a relationship the tier does not cover, a second
 * spouse, more than 9, a second child on a premier IC plan. On Next (`complete`) also the counts:
 * IS one spouse; IC at least one child (exactly one on a premier plan); IC3 at least three
 * children; IF at least 2 dependents, one of them the spouse unless the spouse question was
 * answered No.
 */
export function dependentsProblem(
  tier: DependentTier,
  list: readonly { relationship: Relationship }[],
  plans: DependentPlans,
  complete: boolean,
): MessageKey | undefined {
  if (tier === 'IO') return list.length > 0 ? msg('wizard.dependent_none_io') : undefined;
  if (list.some((item) => !tierCovers(tier, item.relationship))) return msg('wizard.dependent_relationship');
  const spouses = list.filter((item) => item.relationship === 'spouse').length;
  const children = list.length - spouses;
  if (spouses > 1) return msg('wizard.dependent_one_spouse');
  if (list.length > maxDependents) return limitKey(tier);
  // The premier (L713) one-child rule is the IC tier's (spec 001 section 5), not IC3's.
  if (plans.premier && tier === 'IC' && children > 1) return msg('wizard.l713_one_child');
  if (!complete) return undefined;
  if (tier === 'IS') return spouses === 1 ? undefined : msg('wizard.dependent_heading_IS');
  if (tier === 'IF') {
    if (spouses === 0 && children > 0 && !spouseOptional(tier, plans)) return msg('wizard.family_spouse_priced');
    return list.length < 2 ? msg('wizard.dependent_heading_IF') : undefined;
  }
  if (tier === 'IC3') return children >= minimumChildren(tier) ? undefined : msg('wizard.ic3_children_min');
  return children >= minimumChildren(tier) ? undefined : msg('wizard.dependent_heading_IC');
}

/** The heading of the step for a tier (none for IO). */
export const dependentHeadingKey = (tier: DependentTier): MessageKey | undefined =>
  tier === 'IS'
    ? msg('wizard.dependent_heading_IS')
    : tier === 'IF'
      ? msg('wizard.dependent_heading_IF')
      : tier === 'IO'
        ? undefined
        : msg('wizard.dependent_heading_IC');

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
  // The fields' values are a dependent's as saved: weight and height among them.
  data: holding(
    z.object({
      result: z.array(formField),
      disclaimer: z.string(),
      is_legally_disabled: notHealthField(z.boolean(), "whether the step offers the option, not anyone's answer"),
    }),
    dependentPrimaryInfo,
  ),
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
/**
 * The list as sent: each dependent parsed, and the first that fails also says "Dependent #N message"
 * (spec 001 section 5) beside its own field errors. A tenth is refused by the tier rule, with the
 * tier's own message.
 */
export const numberedDependents = holding(
  z
    .array(z.unknown())
    .max(maxDependents + 1, msg('common.too_long'))
    .transform((list, ctx) => {
      const parsed: Dependent[] = [];
      let failed = false;
      for (const [index, item] of list.entries()) {
        const result = dependent.safeParse(item);
        if (result.success) {
          parsed.push(result.data);
          continue;
        }
        if (!failed) {
          const first = result.error.issues[0]?.message ?? '';
          ctx.addIssue({
            code: 'custom',
            path: [],
            message: msg('wizard.dependent_numbered'),
            params: { n: index + 1, message: isMessageKey(first) ? first : msg('common.invalid_value') },
          });
        }
        failed = true;
        for (const issue of result.error.issues)
          ctx.addIssue({ code: 'custom', path: [index, ...issue.path], message: issue.message });
      }
      return failed ? z.NEVER : parsed;
    }),
  z.array(dependent),
);
const dependentList = withEnrollment({ dependents: numberedDependents });
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
