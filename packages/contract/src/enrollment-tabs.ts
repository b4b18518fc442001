// The tabs of the enrollment wizard, the step form fields the server configures, and the
// helpers every enrollment call is declared with.
import { type CallDef, defineCall } from './define';
import { holding } from './health';
import { publicId } from './ids';
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

// ---------------------------------------------------------------- calls

export const byEnrollment = z.object({ enrollment_id: publicId });
export const withEnrollment = <S extends z.ZodRawShape>(shape: S) => z.object({ enrollment_id: publicId, ...shape });
export const saved = z.object({});
export const fieldList = z.object({ result: z.array(formField) });
const optionList = z.object({ result: z.array(option) });

/** A call of this feature; `feature` is implied. */
export const wizardCall = <const T extends Omit<CallDef, 'feature'>>(def: T) =>
  defineCall({ ...def, feature: 'enrollment' });

/** A step's `get-form-fields-*` call; `form`: the step's form, whose fields the answer's values hold. */
export const formFieldsCall = <const N extends string, const P extends string>(
  name: N,
  path: P,
  step: string,
  form?: z.ZodType,
) =>
  wizardCall({
    name,
    seeds: ['001'],
    methods: ['GET'],
    path,
    summary: `The fields of the ${step} step as configured for this enrollment: value, required, read-only.`,
    input: byEnrollment,
    data: form ? holding(z.object({ result: z.array(formField) }), form) : fieldList,
  });
export const optionsCall = <const N extends string, const P extends string>(name: N, path: P, what: string) =>
  wizardCall({
    name,
    seeds: ['001'],
    methods: ['GET'],
    path,
    summary: `The ${what} a user may choose from.`,
    input: z.object({ enrollment_id: publicId.optional() }),
    data: optionList,
  });
