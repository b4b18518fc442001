// The contact form's values as typed (text, ticked boxes) and the step's input they make; the
// server's field configuration gives the form its first values.
import { withoutEmpty } from '@benefit-store/contract/enrollment-fields';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';

export const contactTexts = [
  'email_address',
  'phone_number',
  'address1',
  'address2',
  'city',
  'zip',
  'state',
  'birth_state',
  'birth_city',
] as const;
export const contactFlags = ['with_validation', 'skip_validation_email', 'skip_validation_phone'] as const;
export type ContactText = (typeof contactTexts)[number];
export type ContactFlag = (typeof contactFlags)[number];
export type ContactFieldName = ContactText | ContactFlag;
export type ContactValues = Record<ContactText, string> & Record<ContactFlag, boolean>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isContactField = (name: string): name is ContactFieldName =>
  contactTexts.some((text) => text === name) || contactFlags.some((flag) => flag === name);

/** The form's first values: each field's saved value. */
export function contactDefaults(fields: readonly FormField[]): ContactValues {
  const value = (name: ContactFieldName) => fields.find((field) => field.field_name === name)?.value;
  const text = (name: ContactText) => {
    const held = value(name);
    return held === null || held === undefined ? '' : String(held);
  };
  const ticked = (name: ContactFlag) => value(name) === 1 || value(name) === true || value(name) === '1';
  return {
    email_address: text('email_address'),
    phone_number: text('phone_number'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    zip: text('zip'),
    state: text('state'),
    birth_state: text('birth_state'),
    birth_city: text('birth_city'),
    with_validation: ticked('with_validation'),
    skip_validation_email: ticked('skip_validation_email'),
    skip_validation_phone: ticked('skip_validation_phone'),
  };
}

/** The step's input from the form: ticked boxes as 1 (unticked ones left out), empty text dropped. */
export function contactInputOf(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const read: Record<string, unknown> = { ...values };
  for (const flag of contactFlags) read[flag] = values[flag] === true ? 1 : undefined;
  const kept = withoutEmpty(read);
  return isRecord(kept) ? kept : {};
}
