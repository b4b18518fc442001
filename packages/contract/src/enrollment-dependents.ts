// The dependent step: spouse and children, their tier rules, health answers and calls.
import {
  code,
  heightFeet,
  heightInch,
  maskedSsnPattern,
  pastUsDay,
  personName,
  ssn,
  weight,
} from './enrollment-fields';
import { healthAnswers, healthAnswersRecord, healthQuestions } from './enrollment-health';
import { byEnrollment, formField, saved, withEnrollment, wizardCall } from './enrollment-tabs';
import { publicId } from './ids';
import { type MessageKey, msg } from './messages/en';
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
