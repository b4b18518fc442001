// The beneficiary step: up to 3 beneficiaries whose percentages add up to 100; rules and calls.
import { maskedSsnPattern, pastUsDay, personName, requiredText, ssn } from './enrollment-fields';
import { byEnrollment, formFieldsCall, optionsCall, saved, withEnrollment, wizardCall } from './enrollment-tabs';
import { publicId } from './ids';
import { msg } from './messages/en';
import { configuredSchema, type FieldConfig, type StepForm } from './step-fields';
import { text } from './wire';
import { z } from './zod';

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

/**
 * The beneficiary form under its field configuration: required as configured; the SSN asked only
 * when required (decision 0016 as amended by 0042).
 */
export const beneficiaryForm: StepForm<typeof beneficiary> = { schema: beneficiary, askedWhenRequired: ['ssn'] };
export const maxBeneficiaries = 3;

/** The running total of a list's percentages. */
export const beneficiaryTotal = (list: readonly { beneficiary_percentage: number }[]) =>
  list.reduce((sum, item) => sum + item.beneficiary_percentage, 0);

/** The message a total calls for: complete at 100, else over or under with the total in it. */
export const beneficiaryTotalKey = (total: number) =>
  total === 100
    ? msg('wizard.beneficiary_complete')
    : total > 100
      ? msg('wizard.beneficiary_total_over')
      : msg('wizard.beneficiary_total_under');

/** At most 3 beneficiaries, each checked by `item`, whose percentages add up to exactly 100. */
export const beneficiaryListOf = <T extends z.ZodType<{ beneficiary_percentage: number }>>(item: T) =>
  z
    .array(item)
    .min(1, msg('wizard.beneficiary_none'))
    .max(maxBeneficiaries, msg('wizard.beneficiary_max'))
    .superRefine((list, ctx) => {
      const total = beneficiaryTotal(list);
      if (list.length === 0 || total === 100) return;
      ctx.addIssue({ code: 'custom', message: beneficiaryTotalKey(total), params: { total } });
    });
export const beneficiaryList = beneficiaryListOf(beneficiary);

/** One beneficiary's rules under the step's configuration (the browser's form and both server calls). */
export const beneficiarySchemaFor = (config: readonly FieldConfig[]) => configuredSchema(beneficiaryForm, config);

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
