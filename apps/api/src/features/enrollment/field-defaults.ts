// The fields each wizard step asks when no portal or group configures them (decision 0016):
// required and read-only by default. `step_field` rows override them per portal and group.
import type { TabName } from '@benefit-store/contract/enrollment-tabs';

export interface FieldRule {
  field_name: string;
  required: boolean;
  read_only: boolean;
}

const asked = (field_name: string, required: boolean, read_only = false): FieldRule => ({
  field_name,
  required,
  read_only,
});

export const fieldDefaults: Partial<Record<TabName, readonly FieldRule[]>> = {
  primary_info: [
    asked('first_name', true),
    asked('middle_name', false),
    asked('last_name', true),
    // From the quote: the household the plans were priced for.
    asked('birthdate', true, true),
    asked('gender', true, true),
    asked('height_feet', true),
    asked('height_inch', true),
    asked('weight', true),
    asked('marital_status', true),
    asked('ssn', true),
    asked('prior_coverage_flag', false),
    asked('prior_carrier_name', false),
    asked('prior_effective_date', false),
    asked('prior_term_date', false),
  ],
  contact_info: [
    asked('email_address', true),
    asked('phone_number', true),
    asked('address1', true),
    asked('address2', false),
    asked('city', true),
    asked('zip', true),
    asked('state', true),
    asked('birth_state', false),
    asked('birth_city', false),
    asked('with_validation', false),
    asked('skip_validation_email', false),
    asked('skip_validation_phone', false),
  ],
  employer_info: [
    asked('name', true),
    asked('phone', true),
    asked('address1', true),
    asked('address2', false),
    asked('city', true),
    asked('state', true),
    asked('zip', true),
    asked('average_work_week', true),
    asked('employment_start_date', true),
    asked('occupation', true),
    asked('compensation_type', true),
    asked('employment_status', true),
    asked('emp_industry', false),
    asked('emp_num_employed', true),
    asked('emp_vac_policy', false),
    asked('emp_barg_unit', false),
    asked('holiday_policy', true),
    asked('with_validation', false),
    asked('skip_validation_phone', false),
  ],
  beneficiary_info: [
    asked('first_name', true),
    asked('middle_name', false),
    asked('last_name', true),
    asked('birthdate', true),
    asked('ssn', false),
    asked('relationship', true),
    asked('beneficiary_percentage', true),
  ],
  // The relationship is not configured: the tier assigns it (spec 001 section 4).
  dependent_info: [
    asked('first_name', true),
    asked('middle_name', false),
    asked('last_name', true),
    asked('gender', true),
    asked('ssn', true),
    asked('birthdate', true),
    asked('weight', true),
    asked('height_feet', true),
    asked('height_inch', true),
    asked('is_legally_disabled', false),
    asked('disability_condition', false),
  ],
  // Spec 001 sections 2 and 4: the verification fields are shown when required, and the first
  // name required says who signs; none by default, so the applicant signs (drawn or typed).
  agreement_info: [
    asked('question_id', false),
    asked('question', false),
    asked('answer', false),
    asked('verification_code', false),
    asked('date', false),
    asked('agent_name', false),
    asked('agent_code', false),
    asked('group_name', false),
    asked('group_code', false),
    asked('user_name', false),
    // The flag of spec 001 section 5: a signature is required of a sigapplicant.
    asked('signature', true),
  ],
  // Which fields the chosen payment method needs is the contract's rule (enrollment-billing.ts);
  // address2 is asked only when configured required (spec 001 section 5).
  billing_info: [
    asked('routing_number', true),
    asked('account_name', true),
    asked('bank_name', true),
    asked('account_number', true),
    asked('account_type', true),
    asked('account_holder_type', true),
    asked('bill_date', true),
    asked('first_name_on_cc', true),
    asked('last_name_on_cc', true),
    asked('card_number', true),
    asked('expiration_month', true),
    asked('expiration_year', true),
    asked('security_code', true),
    asked('address1', true),
    asked('address2', false),
    asked('city', true),
    asked('state', true),
    asked('zip', true),
  ],
};
