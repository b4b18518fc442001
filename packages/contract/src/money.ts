// Money: integer cents inside, the spec's decimal strings ("12.50") on the wire.
import { z } from './zod';

export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a safe integer, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const decimalPattern = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Parses "12.5" or "12.50" to 1250; anything else is `undefined`. */
export function decimalToCents(text: string): number | undefined {
  const match = decimalPattern.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

export const moneyText = z.string().regex(/^-?\d+\.\d{2}$/);
