// The employer form's values as typed (text, ticked holiday policies, the validation boxes) and the
// step's input they make; the server's field configuration gives the form its first values.
import { holidayPolicyNames } from '@benefit-store/contract/enrollment-employer';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';

export type EmployerValues = {
  name: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  average_work_week: string;
  employment_start_date: string;
  occupation: string;
  compensation_type: string;
  employment_status: string;
  emp_industry: string;
  emp_num_employed: string;
  emp_vac_policy: string;
  emp_barg_unit: string;
  holiday_policy: string[];
  /** USPS validation of the address asked (spec 001 section 3). */
  with_validation: boolean;
  /** The phone kept unverified after its check failed. */
  skip_validation_phone: boolean;
};
export type EmployerFieldName = keyof EmployerValues;

const text = (value: FormField['value'] | undefined) =>
  value === null || value === undefined || typeof value === 'boolean' ? '' : String(value);

/** The form's first values: each field's saved or prefilled value (holiday policies comma-separated). */
export function employerDefaults(fields: readonly FormField[]): EmployerValues {
  const v = (name: EmployerFieldName) => text(fields.find((field) => field.field_name === name)?.value);
  const ticked = v('holiday_policy');
  const flag = (name: 'with_validation' | 'skip_validation_phone') => ['1', 'true'].includes(v(name));
  return {
    name: v('name'),
    phone: v('phone'),
    address1: v('address1'),
    address2: v('address2'),
    city: v('city'),
    state: v('state'),
    zip: v('zip'),
    average_work_week: v('average_work_week'),
    employment_start_date: v('employment_start_date'),
    occupation: v('occupation'),
    compensation_type: v('compensation_type'),
    employment_status: v('employment_status'),
    emp_industry: v('emp_industry'),
    emp_num_employed: v('emp_num_employed'),
    emp_vac_policy: v('emp_vac_policy'),
    emp_barg_unit: v('emp_barg_unit'),
    holiday_policy: ticked === '' ? [] : ticked.split(','),
    with_validation: flag('with_validation'),
    skip_validation_phone: flag('skip_validation_phone'),
  };
}

const blank = employerDefaults([]);
const isEmployerField = (name: string): name is EmployerFieldName => name in blank;
/** Every field of the form, where the server's field errors may go. */
export const employerFieldNames = Object.keys(blank).filter(isEmployerField);

/**
 * The step's input from the form: empty text dropped, a count as a number, policies and USPS
 * validation as 0/1 flags, the phone's skip only when ticked.
 */
export function employerInputOf(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const {
    holiday_policy: ticked,
    emp_num_employed: count,
    with_validation: validated,
    skip_validation_phone: skipPhone,
    ...texts
  } = values;
  const kept = Object.entries(texts).filter(([, value]) => typeof value === 'string' && value.trim() !== '');
  const typed = typeof count === 'string' ? count.trim() : '';
  const counted = typed === '' ? {} : { emp_num_employed: /^\d+$/.test(typed) ? Number(typed) : typed };
  const isTicked = (name: string) => Array.isArray(ticked) && ticked.includes(name);
  return {
    ...Object.fromEntries(kept),
    ...counted,
    holiday_policy: Object.fromEntries(holidayPolicyNames.map((name) => [name, isTicked(name) ? 1 : 0])),
    with_validation: validated === true ? 1 : 0,
    ...(skipPhone === true ? { skip_validation_phone: 1 } : {}),
  };
}
