// The personal and contact steps and the enroller code: their forms, rules and calls.
import {
  code,
  email,
  heightFeet,
  heightInch,
  pastUsDay,
  personName,
  phone,
  requiredText,
  ssn,
  usState,
  weight,
  zip,
} from './enrollment-fields';
import { byEnrollment, fieldList, formFieldsCall, saved, wizardCall } from './enrollment-tabs';
import { publicId } from './ids';
import { msg } from './messages/en';
import type { StepForm } from './step-fields';
import { otpChannels } from './verification';
import { flag, text } from './wire';
import { z } from './zod';

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
/**
 * The personal step under its field configuration: weight, height and prior coverage are asked only
 * when required (decision 0042); the prior carrier's name and dates follow the prior-coverage answer.
 */
export const personalForm: StepForm<typeof personalInfo> = {
  schema: personalInfo,
  askedWhenRequired: ['weight', 'height_feet', 'height_inch', 'prior_coverage_flag'],
};

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
/** The contact step under its field configuration: birth state and city asked only when required (decision 0042). */
export const contactForm: StepForm<typeof contactInfo> = {
  schema: contactInfo,
  askedWhenRequired: ['birth_state', 'birth_city'],
};

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
  personalInfo,
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

/** The contact fields, and which of the saved email and phone a one-time password verified (issue 16). */
export const getFormFieldsContactInfo = wizardCall({
  name: 'getFormFieldsContactInfo',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-form-fields-contact-info',
  summary:
    'The fields of the contact step as configured for this enrollment: value, required, read-only; and which saved contact (email, phone) a one-time password verified.',
  input: byEnrollment,
  data: fieldList.extend({ verified_contacts: z.array(z.enum(otpChannels)) }),
});
export const saveContactInfo = wizardCall({
  name: 'saveContactInfo',
  seeds: ['001'],
  methods: ['POST'],
  path: 'save-contact-info',
  summary: 'Saves the contact step; email and phone are checked unless the skip flags are set.',
  input: contactInfo.extend({ enrollment_id: publicId }),
  data: saved,
});
