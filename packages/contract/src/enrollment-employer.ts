// The employer step: employment, compensation and holiday policy rules, option lists and calls.
import { pastUsDay, phone, usState, zip } from './enrollment-fields';
import { byEnrollment, formFieldsCall, optionsCall, saved, wizardCall } from './enrollment-tabs';
import { publicId } from './ids';
import { msg } from './messages/en';
import { configuredSchema, type FieldConfig, type StepForm } from './step-fields';
import { flag, text } from './wire';
import { z } from './zod';

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
export type HolidayPolicy = z.infer<typeof holidayPolicy>;
/** The holiday policies a user may tick, as `holiday_policy` names them. */
export const holidayPolicyNames = holidayPolicy.keyof().options;
/** Whether at least one box of a holiday policy is ticked. */
export const anyHolidayPolicy = (policy: HolidayPolicy | undefined) =>
  policy !== undefined && Object.values(policy).includes(1);

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
/**
 * The employer step under its field configuration: required as configured; the industry, vacation
 * policy and bargaining unit asked only when required (decision 0016 as amended by 0042).
 */
export const employerForm: StepForm<typeof employerInfo> = {
  schema: employerInfo,
  askedWhenRequired: ['emp_industry', 'emp_vac_policy', 'emp_barg_unit'],
};

/**
 * The employer step's rules under its configuration (browser and server alike): a required holiday
 * policy needs a ticked box, "Select at least one holiday policy", rather than any value at all.
 */
export function employerSchemaFor(config: readonly FieldConfig[]) {
  const holidayRequired = config.some((field) => field.field_name === 'holiday_policy' && field.required);
  const others = config.map((field) => (field.field_name === 'holiday_policy' ? { ...field, required: false } : field));
  return configuredSchema(employerForm, others).superRefine(
    (info, ctx) => {
      const flagged = ctx.issues.some((issue) => issue.path?.[0] === 'holiday_policy');
      if (holidayRequired && !flagged && !anyHolidayPolicy(info.holiday_policy))
        ctx.addIssue({ code: 'custom', path: ['holiday_policy'], message: msg('wizard.holiday_required') });
    },
    // Beside the other fields' errors, not after they are fixed.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

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
/** Not in the seeds (which show Skip, not what it sends): the skip recorded, so completion accepts it (decision 0040). */
export const skipEmployerInfo = wizardCall({
  name: 'skipEmployerInfo',
  seeds: [],
  methods: ['POST'],
  path: 'skip-employer-info',
  summary:
    'Records the employer step as skipped, which the step offers only while the cart holds an IHA plan (409 otherwise).',
  input: byEnrollment,
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
