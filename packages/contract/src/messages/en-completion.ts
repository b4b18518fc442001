// Messages of completing an enrollment (review, receipt, invoice), in English; the spec's words
// verbatim where it quotes them.
export const enCompletion = {
  'completion.review_failed': 'Something went wrong. Please save your enrollment.',
  // Not quoted by the spec: the server's own words.
  'completion.missing_primary_info': 'Please complete Personal Information before completing your enrollment.',
  'completion.missing_contact_info': 'Please complete Contact Information before completing your enrollment.',
  'completion.missing_employer_info': 'Please complete Employer Information before completing your enrollment.',
  'completion.missing_beneficiary_info': 'Please complete Beneficiary Information before completing your enrollment.',
  'completion.missing_primary_health_info': 'Please complete Health Questions before completing your enrollment.',
  'completion.missing_dependent_info': 'Please complete Dependent Information before completing your enrollment.',
  'completion.missing_agreement_info': 'Please complete Agreement & Signature before completing your enrollment.',
  'completion.missing_billing_info': 'Please complete Billing Information before completing your enrollment.',
  'completion.completed': 'This enrollment is complete and can no longer be changed.',
  'completion.not_completed': 'This enrollment is not complete yet.',
  'completion.policy_unknown': 'No policy with this confirmation number was found for this enrollment.',
  'completion.effective_date_differs': 'The effective date is not the effective date of this policy.',
  'completion.cart_empty': 'The cart is empty: add a plan before completing your enrollment.',
  'completion.effective_date_missing': 'Choose an effective date in the cart before completing your enrollment.',
  'completion.cart_changed':
    'Prices or the effective date changed since you reviewed your enrollment. The cart now shows them: please review the changes and complete again.',
  'completion.signature_outdated':
    'What was signed no longer matches this enrollment (its plans, prices, household or effective date changed). Please sign the agreement again.',
  'completion.text_not_offered':
    'The text message is offered only to the rep or group enrolling the client, before the client signs, and not for an IHA plan.',
} as const;
