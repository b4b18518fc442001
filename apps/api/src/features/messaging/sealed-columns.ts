// The outbox's sealed columns (a message's recipient and content), declared for key rotation
// (db/rotate-key.ts).
import { type Rotatable, rotatable } from '../../db/rotate-key';
import { outboxPlace } from './outbox';
import { replaceSealed, sealedAfter } from './outbox-repo';

const outboxColumn = (column: 'sealed_recipient' | 'sealed_content'): Rotatable =>
  rotatable<string>({
    name: `outbox_message.${column}`,
    batch: async (db, after, limit) =>
      (await sealedAfter(db, after, limit)).map((row) => ({
        key: row.id,
        place: outboxPlace(row.public_id, column),
        sealed: row[column],
      })),
    replace: (db, key, before, after) => replaceSealed(db, key, column, before, after),
  });

export const messagingSealedColumns = [outboxColumn('sealed_recipient'), outboxColumn('sealed_content')];
