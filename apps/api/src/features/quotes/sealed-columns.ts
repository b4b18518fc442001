// A sent quote's sealed columns (its recipient and message), declared for key rotation
// (db/rotate-key.ts).
import { type Rotatable, rotatable } from '../../db/rotate-key';
import { replaceSealed, sealedAfter } from './repo';
import { quotePlace, type SealedQuoteColumn } from './sealed';

const quoteColumn = (column: SealedQuoteColumn): Rotatable =>
  rotatable<number>({
    name: `quote.${column}`,
    batch: async (db, after, limit) =>
      (await sealedAfter(db, column, after, limit)).map((row) => ({
        key: row.id,
        place: quotePlace(row.public_id, column),
        sealed: row.sealed,
      })),
    replace: (db, key, before, after) => replaceSealed(db, key, column, before, after),
  });

export const quoteSealedColumns = [
  quoteColumn('recipient_name'),
  quoteColumn('recipient_email'),
  quoteColumn('message'),
];
