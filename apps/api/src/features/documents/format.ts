// What a quote document says, and how its money and days read in each language: shared by the
// quote PDF and the quote email, so both say the same.

import type { Language } from '@benefit-store/contract/messages/translate';
import { decimalToCents } from '@benefit-store/contract/money';
import { z } from 'zod';

const decimal = z.string().regex(/^-?\d{1,13}(\.\d{1,2})?$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A quote as documents show it: money as the spec's decimal strings ("12.50"), days `YYYY-MM-DD`. */
export const quoteDocumentData = z.object({
  /** The person the quote is for. */
  name: z.string(),
  /** The rep (or group administrator) who sends it, and how to reach them. */
  sender_name: z.string(),
  sender_email: z.string().optional(),
  sender_phone: z.string().optional(),
  effective_date: day.optional(),
  /** Each plan with its monthly price. */
  plans: z.array(z.object({ plan_name: z.string(), price: decimal })),
  first_month_total: decimal.optional(),
  recurring_total: decimal.optional(),
  /** Whether a price includes the 3% administrative fee: its notice is printed. */
  admin_fee_notice: z.boolean().optional(),
});
export type QuoteDocumentData = z.infer<typeof quoteDocumentData>;

/** "1234.5" -> "$1,234.50"; a text that is not an amount is shown as it is. */
export function formatMoney(decimal: string): string {
  const cents = decimalToCents(decimal);
  if (cents === undefined) return decimal;
  const abs = Math.abs(cents);
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** "2026-07-01" -> "July 1, 2026" / "1 de julio de 2026"; a text that is not a day is shown as it is. */
export function formatDay(day: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}
