// The enrollment wizard as a whole: its tabs and saved columns, review, receipt and states
// calls, and the list of every enrollment call (the step modules declare the rest).
import { isoDay } from './dates';
import { defineCall, none } from './define';
import { getAgreementTexts, getFormFieldsAgreementInfo, saveAgreementInfo } from './enrollment-agreement';
import {
  getBeneficiariesExistingUserEnrollment,
  getBeneficiaryRelationships,
  getFormFieldsBeneficiaryInfo,
  saveBeneficiaryInfo,
  validateSingleBeneficiary,
} from './enrollment-beneficiaries';
import {
  getBillDate,
  getBillingText,
  getExistingBankInfo,
  getExistingCardInfo,
  getFormFieldsBillingInfo,
  getPaymentMethod,
  routingNumberBankLookup,
  saveBillingInfo,
  saveBillingInfoExisting,
} from './enrollment-billing';
import {
  deleteDependentInIO,
  dependentRecord,
  getDependentsExistingUserEnrollment,
  getFormFieldsDependentPrimaryInfo,
  getHealthQuestionsDependentInfo,
  saveDependentInfo,
  saveDependentInfoToTemp,
  validateSingleDependent,
} from './enrollment-dependents';
import {
  getAverageWorkWeek,
  getBargainingUnit,
  getCartPlanInfo,
  getCompensationTypes,
  getEmploymentStatus,
  getFormFieldsEmployerInfo,
  getGroupInfo,
  getHolidayPolicy,
  getVacationPolicy,
  saveEmployerInfo,
  skipEmployerInfo,
} from './enrollment-employer';
import { requiredText } from './enrollment-fields';
import {
  checkTabRequired,
  getExistingPrimaryHealthInfo,
  getHealthQuestionsPrimaryHealthInfo,
  healthAnswersRecord,
  savePrimaryHealthInfo,
} from './enrollment-health';
import {
  checkEnrollCode,
  getFormFieldsContactInfo,
  getFormFieldsPersonalInfo,
  personalInfo,
  saveContactInfo,
  saveEnrollerCode,
  savePersonalInfo,
} from './enrollment-personal';
import { byEnrollment, dynamicTab, stateItem, withEnrollment, wizardCall } from './enrollment-tabs';
import { holdingByInput } from './health';
import { msg } from './messages/en';
import { flag, text } from './wire';
import { z } from './zod';

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
  // Not in the spec's list (its review reads the agreement texts apart): the agreement step's answers.
  'aggrement_info',
] as const;

export const getEnrollmentTempInfo = wizardCall({
  name: 'getEnrollmentTempInfo',
  seeds: ['000', '001'],
  methods: ['GET'],
  path: 'get-enrollment-temp-info',
  summary: 'One saved column of a temporary enrollment (SSNs and card or account numbers masked), null if unsaved.',
  input: byEnrollment.extend({ column: z.enum(tempInfoColumns, msg('common.required')) }),
  // The column the input names: the personal step's weight and height, the health answers and the dependents' are health data.
  data: z.object({
    result: holdingByInput(z.unknown(), 'column', {
      primary_info: personalInfo,
      health_info: healthAnswersRecord,
      dependent_info: z.array(dependentRecord),
    }),
  }),
});

export const saveReviewInfo = wizardCall({
  name: 'saveReviewInfo',
  seeds: ['001'],
  methods: ['POST'],
  path: 'save-review-info',
  // With send_sms 1 (the enrolling rep's or group's, before the client signs) it texts the client
  // the link to sign and pay instead, and completes nothing (decision 0041).
  summary: 'Completes the enrollment from the review step: member, policy and receipt in one go.',
  input: withEnrollment({
    additional_notes: text(4000).optional(),
    first_enroll: flag.optional(),
    send_sms: flag.optional(),
  }),
  data: z.union([z.object({ policy_id: z.string() }), z.object({ sent_to_client: z.literal('text') })]),
});

export const getReceipt = wizardCall({
  name: 'getReceipt',
  seeds: ['001'],
  methods: ['GET'],
  path: 'get-receipt',
  summary:
    'The receipt of a completed enrollment: confirmation number, name, whether to generate the invoice, the effective date and the invoice once generated.',
  input: byEnrollment,
  data: z.object({
    /** The confirmation number. */
    policy_id: z.string(),
    name: z.string(),
    /** True until the first invoice is generated (autoInvoiceGeneration). */
    callInvoice: z.boolean(),
    effective_date: z.string(),
    /** The invoice PDF's blob id (served at /media/blobs/<id>), once generated. */
    invoice_id: z.string().nullable(),
  }),
});
/**
 * The first invoice of the policy this enrollment completed, as a PDF kept with the enrollment. The
 * spec's client sends the policy and its effective date to an invoice service; here the call also
 * names the enrollment, so the one access rule decides who may ask (the spec's `policy` scope would
 * ask a storefront applicant to sign in as staff). Asking again gives the same invoice.
 */
export const autoInvoiceGeneration = wizardCall({
  name: 'autoInvoiceGeneration',
  seeds: ['001'],
  methods: ['POST'],
  path: 'autoInvoiceGeneration',
  summary: 'Generates (once) the first invoice of the policy this enrollment completed; its PDF is kept as a blob.',
  input: withEnrollment({
    effectiveDate: text(10).pipe(isoDay),
    policy_id: requiredText(40).regex(/^[A-Za-z0-9_-]+$/, msg('common.invalid_value')),
  }),
  data: z.object({ invoice_id: z.string() }),
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
  skipEmployerInfo,
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
