// Where a quote's sealed fields are bound: the quote table, the column, the quote's public id.
import type { SealedPlace } from '../../lib/field-crypto';

export type SealedQuoteColumn = 'recipient_name' | 'recipient_email' | 'message';

export const quotePlace = (publicId: string, column: SealedQuoteColumn): SealedPlace => ({
  table: 'quote',
  column,
  row: publicId,
});
