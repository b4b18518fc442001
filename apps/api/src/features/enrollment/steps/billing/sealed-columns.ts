// The payment methods on file, declared for key rotation (db/rotate-key.ts): a member's bank
// account numbers (migration 0031) and the card numbers, kept only in member_card (migration 0049).
import { rotatable } from '../../../../db/rotate-key';
import * as cardRepo from './card-repo';
import { cardPlace } from './card-storage';
import * as billingRepo from './repo';
import { paymentPlace } from './service';

export const billingSealedColumns = [
  rotatable<number>({
    name: 'member_bank.sealed_data',
    batch: async (db, after, limit) =>
      (await billingRepo.sealedAfter(db, after, limit)).map((row) => ({
        key: row.id,
        place: paymentPlace('member_bank', row.public_id),
        sealed: row.sealed_data,
      })),
    replace: (db, key, before, after) => billingRepo.replaceSealed(db, key, before, after),
  }),
  rotatable<number>({
    name: 'member_card.sealed_data',
    batch: async (db, after, limit) =>
      (await cardRepo.sealedAfter(db, after, limit)).map((row) => ({
        key: row.id,
        place: cardPlace(row.public_id),
        sealed: row.sealed_data,
      })),
    replace: (db, key, before, after) => cardRepo.replaceSealed(db, key, before, after),
  }),
];
