// The personal step's form values: the text fields it types, how the contract reads them, and
// where they start from. Pure.
import { withoutEmpty } from '@benefit-store/contract/enrollment-fields';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';

const textFields = [
  'first_name',
  'middle_name',
  'last_name',
  'height_feet',
  'height_inch',
  'weight',
  'marital_status',
  'ssn',
  'prior_coverage_flag',
  'prior_carrier_name',
  'prior_effective_date',
  'prior_term_date',
] as const;
export type Name = (typeof textFields)[number];
export type Values = Record<Name, string>;
export const numeric = ['height_feet', 'height_inch', 'weight'] as const;
export const digitLimit = { height_feet: 1, height_inch: 2, weight: 3 } as const;

export const isName = (target: string): target is Name => textFields.some((name) => name === target);
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The form's typed text as the contract reads it: measures as numbers, empty values dropped. */
export function sendable(values: Values): Record<string, unknown> {
  const read: Record<string, unknown> = { ...values };
  for (const name of numeric) if (/^\d+$/.test(values[name])) read[name] = Number(values[name]);
  const kept = withoutEmpty(read);
  return isRecord(kept) ? kept : {};
}

/** The form's starting text: each field's value as the server holds it (the SSN masked). */
export function valuesOf(fields: readonly FormField[]): Values {
  const text = (name: Name) => {
    const value = fields.find((field) => field.field_name === name)?.value;
    return value === null || value === undefined ? '' : String(value);
  };
  return {
    first_name: text('first_name'),
    middle_name: text('middle_name'),
    last_name: text('last_name'),
    height_feet: text('height_feet'),
    height_inch: text('height_inch'),
    weight: text('weight'),
    marital_status: text('marital_status'),
    ssn: text('ssn'),
    prior_coverage_flag: text('prior_coverage_flag'),
    prior_carrier_name: text('prior_carrier_name'),
    prior_effective_date: text('prior_effective_date'),
    prior_term_date: text('prior_term_date'),
  };
}
