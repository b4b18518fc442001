// The billing step's form values: the text fields in the form's order, the save's input made of
// them, and the lists its selects offer. Pure.
import type { existingBank, existingCard, PaymentMethod } from '@benefit-store/contract/enrollment-billing';
import type { z } from 'zod';

export type Bank = z.infer<typeof existingBank>;
export type Card = z.infer<typeof existingCard>;
export interface ContactAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

/** The billing step's text fields, in the form's order (the server's field rows name them). */
export const textFields = [
  'routing_number',
  'account_name',
  'bank_name',
  'account_number',
  'account_type',
  'account_holder_type',
  'bill_date',
  'first_name_on_cc',
  'last_name_on_cc',
  'card_number',
  'expiration_month',
  'expiration_year',
  'security_code',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
] as const;
export type BillingText = (typeof textFields)[number];
export type BillingValues = Record<BillingText, string> & { is_physical_address: boolean };
export const isBillingField = (name: string): name is BillingText | 'is_physical_address' =>
  name === 'is_physical_address' || textFields.some((field) => field === name);

/** The save's input from the form: the chosen method's fields, the bill date a number, empties dropped. */
export function inputOf(values: BillingValues, method: PaymentMethod, address2Asked: boolean): Record<string, unknown> {
  const input: Record<string, unknown> = { payment_method: method };
  const take = (names: readonly BillingText[]) => {
    for (const name of names) if (values[name].trim() !== '') input[name] = values[name].trim();
  };
  if (method === 'eft') {
    take(['routing_number', 'account_name', 'bank_name', 'account_number', 'account_type', 'account_holder_type']);
    if (values.bill_date !== '') input.bill_date = Number(values.bill_date);
  } else {
    take(['first_name_on_cc', 'last_name_on_cc', 'card_number', 'expiration_month', 'expiration_year']);
    take(['security_code', 'address1', 'city', 'state', 'zip']);
    if (address2Asked) take(['address2']);
    input.is_physical_address = values.is_physical_address ? 'yes' : 'no';
  }
  return input;
}

export const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
/** This year through 20 ahead (spec 001 section 9). */
export const years = () => {
  const first = new Date().getFullYear();
  return Array.from({ length: 21 }, (_, index) => String(first + index));
};
/** Only digits, at most `max` of them, as typed into a number field. */
export const digitsOnly = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);
