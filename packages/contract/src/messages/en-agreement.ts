// Messages of the agreement and signature step (spec 001 sections 2, 5 and 9), in English: the
// special carrier's fee text with the spec's amounts, and the server's own words for the
// electronic-signature record (consent, a changed agreement, a signature image refused).
export const enAgreement = {
  'agreement.special_carrier_fees':
    "This carrier's plans are sold with union and association membership, so your monthly bill includes, besides the premium: Union Dues {union_dues}, Annuity Fund {annuity_fund} and Billing Fees {billing_fees}; association dues of {association_single} for a single member, {association_spouse} for member + spouse, {association_children} for member + child(ren) and {association_family} for a family; and independent marketer fees that average {marketer_low} to {marketer_high}.",
  'agreement.esign_consent':
    'I agree to use electronic records and signatures for this enrollment. My electronic signature has the same legal effect as a signature on paper. I can ask for a paper copy of these records, or withdraw this consent before I sign, by contacting my representative or the plan administrator, at no charge; withdrawing it ends the online enrollment.',
  'agreement.text_changed':
    'The agreement changed since it was shown (the plans or prices in the cart, or its texts). Please read it again and sign.',
  'agreement.signature_image': 'The signature must be a PNG image drawn on the signature pad.',
  'agreement.signature_size': 'The signature image is too large or not of a signature pad size.',
  'agreement.verification_question': 'How was the identity of the person signing confirmed?',
  'agreement.typed_signature_required': 'Type your full name to sign.',
  'agreement.typed_name_mismatch': "The typed name must match the applicant's name as entered in Personal Information.",
  'agreement.applicant_present_required':
    'Confirm that the applicant is here with you and signs on this device: a staff member cannot sign for the applicant.',
} as const;
