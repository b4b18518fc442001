// Field rules the enrollment steps share: required text, names, email, phone, zip, state,
// SSNs and masked numbers, past days, body measures, and dropping empty values.
import { usDay, usToIsoDay } from './dates';
import { healthField } from './health';
import { type MessageKey, msg } from './messages/en';
import { z } from './zod';

// ---------------------------------------------------------------- field rules shared by the steps

const requiredCheck = { error: msg('common.required'), abort: true } as const;

/** Required text of at most `max` characters, trimmed; empty says "Field is required". */
export const requiredText = (max: number) => z.string().trim().min(1, requiredCheck).max(max);

/** Required text matching `pattern` and at most `max` long, else the message `key`. */
export const matching = (pattern: RegExp, max: number, key: MessageKey) =>
  z.string().trim().min(1, requiredCheck).max(max, { error: key, abort: true }).regex(pattern, key);

/** A code sent as a number or as its digit (0/1/2/3 selects); read as a number. */
export const code = (max: number) =>
  z
    .union([z.number().int(), z.string().max(1).regex(/^\d$/)], msg('common.required'))
    .transform(Number)
    .pipe(z.number().min(0, msg('common.invalid_value')).max(max, msg('common.invalid_value')));

export const personName = (key: 'common.valid_first_name' | 'common.valid_last_name') =>
  matching(/^\p{L}[\p{L} .'-]*$/u, 50, msg(key));

/** The address as typed; an email check with `key` as its message. */
export const emailWith = (key: MessageKey) =>
  z.string().trim().min(1, requiredCheck).max(254, { error: key, abort: true }).pipe(z.email(key));
export const email = emailWith(msg('common.invalid_email_format'));
export const phone = matching(/^\d{10}$/, 10, msg('common.invalid_phone'));
export const zip = matching(/^\d{5}$/, 5, msg('quoting.zip_digits'));
/** Two letters, upper-cased as typed. */
export const usState = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, requiredCheck)
  .max(2, { error: msg('common.invalid_value'), abort: true })
  .regex(/^[A-Z]{2}$/, msg('common.invalid_value'));

/** SSNs never travel back in full: the server shows `***-**-6789` (issue 16). */
export const maskedSsnPattern = /^\*{3}-\*{2}-\d{4}$/;
export const maskSsn = (ssn: string) => `***-**-${ssn.slice(-4)}`;
/**
 * A masked SSN sent back, meaning "keep the one on file": as the server shows it, or in the form it
 * showed before `***-**-6789` (`*****6789`), which a page opened before the change still sends.
 */
export const keptSsnPattern = /^(\*{3}-\*{2}-|\*{5})\d{4}$/;
/** Whether a masked SSN sent back names `onFile` (the same last four digits). */
export const keepsSsn = (masked: string, onFile: string) =>
  keptSsnPattern.test(masked) && masked.slice(-4) === onFile.slice(-4);
/** An SSN as typed (9 digits), or masked as the server showed it, meaning "keep the one on file". */
export const ssn = matching(/^(\d{9}|(\*{3}-\*{2}-|\*{5})\d{4})$/, 11, msg('common.invalid_ssn'));

/** Card and account numbers travel back as `XXXX` and their last four digits. */
export const maskNumber = (digitsText: string) => `XXXX${digitsText.slice(-4)}`;
export const maskedNumber = z.string().regex(/^X{4}\d{0,4}$/);

/**
 * The furthest-ahead calendar day anywhere on Earth (UTC+14): a user's "today" never counts as the
 * future, whatever the zone of the browser or the server. Dates are checked when typed, so this
 * rule reads the clock.
 */
const latestToday = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
/** A day typed mm/dd/yyyy that is not in the future. */
export const pastUsDay = usDay.refine((day) => (usToIsoDay(day) ?? '') <= latestToday(), msg('quoting.date_future'));

export const weight = healthField(
  z.number().int().min(1, msg('wizard.weight_positive')).max(999, msg('common.invalid_value')),
  'weight',
);
export const heightFeet = healthField(
  z.number().int().min(1, msg('wizard.height_zero')).max(9, msg('common.invalid_value')),
  'height',
);
export const heightInch = healthField(
  z.number().int().min(0, msg('wizard.inch_invalid')).max(11, msg('wizard.inch_invalid')),
  'height',
);
/** Weight and height as the server shows them back. */
export const weightShown = healthField(z.number().int().nullable(), 'weight');
export const heightShown = healthField(z.number().int().nullable(), 'height');

/** Drops empty strings and nulls, at any depth, as the spec's clients do before sending. */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (typeof value !== 'object' || value === null) return value;
  const kept = Object.entries(value).flatMap(([key, item]) => {
    const clean = withoutEmpty(item);
    const empty = clean === '' || clean === null || clean === undefined;
    return empty ? [] : [[key, clean] as const];
  });
  return Object.fromEntries(kept);
}
