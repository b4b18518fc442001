// Resuming a saved enrollment: the emailed code, resuming by code and email or by a direct-continue
// link; the saved tabs and the wizard's half of save-enrollment (Save & Continue Later, decision 0052).
import { defineCall, none } from './define';
import { dependent } from './enrollment-dependents';
import { emailWith, requiredText } from './enrollment-fields';
import { healthAnswers } from './enrollment-health';
import { contactInfo, personalInfo } from './enrollment-personal';
import type { TabName } from './enrollment-tabs';
import { publicId } from './ids';
import { eprocess, openType, platformType } from './landing-entities';
import { msg } from './messages/en';
import { text } from './wire';
import { z } from './zod';

/** Where an enrollment was saved, spelt as the spec's clients spell it (benificiary_info, aggrement_info). */
export const savedTabs = [
  'primary_info',
  'contact_info',
  'employer_info',
  'benificiary_info',
  'health_info',
  'dependent_info',
  'review_info',
  'aggrement_info',
  'payment_info',
  'cart_info',
] as const;
export const savedTab = z.enum(savedTabs, msg('common.required'));
export type SavedTab = z.infer<typeof savedTab>;

/** The wizard tab a saved enrollment resumes on, or the cart. */
export const tabOfSavedTab = {
  primary_info: 'primary_info',
  contact_info: 'contact_info',
  employer_info: 'employer_info',
  benificiary_info: 'beneficiary_info',
  health_info: 'primary_health_info',
  dependent_info: 'dependent_info',
  review_info: 'review_info',
  aggrement_info: 'agreement_info',
  payment_info: 'billing_info',
  cart_info: 'cart',
} as const satisfies Record<SavedTab, TabName | 'cart'>;

/**
 * The forms save-enrollment's `data` holds, by its `tab` (the server's step savers check them): the
 * personal step's weight and height, the health answers and the dependents' are health data.
 */
export const savedForms = {
  primary_info: personalInfo,
  contact_info: contactInfo,
  health_info: healthAnswers,
  dependent_info: z.union([z.object({ dependents: z.array(dependent) }), z.array(dependent)]),
} as const satisfies Partial<Record<SavedTab, z.ZodType>>;

/** The context a resumed enrollment restores in the browser. */
export const resumeOthers = z.object({
  group_id: z.string().nullable(),
  platform_group_id: z.string().nullable(),
  /** The portal's type (null without a portal): a rep-quote portal's root is the cart. */
  platform_type: platformType.nullable(),
  agent_id: z.string().nullable(),
  open_type: openType.nullable(),
  eprocess: eprocess.nullable(),
  effective_date: z.string().nullable(),
  type: z.enum(['new-user', 'existing-user']),
  landing_url: z.string().nullable(),
});
export type ResumeOthers = z.infer<typeof resumeOthers>;

/** The alternate email of the save-for-later popup. */
export const alternateEmail = emailWith(msg('common.enter_valid_email'));
export const saveForLaterForm = z.object({ email: alternateEmail });

/** The continue-enrollment page: the emailed code and the email it went to. */
export const continueEnrollmentForm = z.object({
  code: requiredText(64),
  email: emailWith(msg('common.enter_valid_email')),
});
export type ContinueEnrollmentForm = z.infer<typeof continueEnrollmentForm>;

export const directContinue = defineCall({
  name: 'directContinue',
  feature: 'resume',
  seeds: ['000', '001'],
  methods: ['GET'],
  path: 'direct-continue/{tempId}',
  summary: 'Opens a direct-continue link (an unguessable link id, not the enrollment id) and gives its context.',
  params: z.object({ tempId: publicId }),
  input: none,
  data: z.object({ result: z.object({ enrollment_id: z.string(), others: resumeOthers }) }),
  grantsAccess: true,
});

export const continueEnrollment = defineCall({
  name: 'continueEnrollment',
  feature: 'resume',
  seeds: ['000', '001'],
  methods: ['POST'],
  path: 'continue-enrollment',
  summary: 'Resumes a saved enrollment by its emailed code and the email address; wrong guesses are limited.',
  input: continueEnrollmentForm,
  data: z.object({ enrollment_id: z.string(), saved_tab: savedTab, others: resumeOthers }),
  grantsAccess: true,
});

/** Opening a resume link: the email address it was sent to, when it went to one. */
export const confirmLinkForm = z.object({ email: emailWith(msg('common.enter_valid_email')) });
export type ConfirmLinkForm = z.infer<typeof confirmLinkForm>;

/**
 * Not in the spec: following a link only shows a page; this POST, sent when the person confirms
 * (with the email address the link went to), gives the session a new token and the enrollment.
 * Decision record 0014.
 */
export const directContinueConfirm = defineCall({
  name: 'directContinueConfirm',
  feature: 'resume',
  seeds: [],
  methods: ['POST'],
  path: 'direct-continue/{tempId}/confirm',
  summary:
    'Opens a resume link once the person confirms it with the email address it was sent to; the session gets a new token and that enrollment.',
  params: z.object({ tempId: publicId }),
  input: z.object({ email: text(254).optional() }),
  data: z.object({ enrollment_id: z.string(), saved_tab: savedTab, others: resumeOthers }),
  grantsAccess: true,
});

export const resumeCalls = [directContinue, continueEnrollment, directContinueConfirm] as const;
