// A member's health answers on file (member_health.sealed_data), declared for key rotation
// (db/rotate-key.ts).
import { rotatable } from '../../../../db/rotate-key';
import { replaceSealed, sealedAfter } from './repo';
import { memberHealthPlace } from './service';

export const healthSealedColumns = [
  rotatable<number>({
    name: 'member_health.sealed_data',
    batch: async (db, after, limit) =>
      (await sealedAfter(db, after, limit)).map((row) => ({
        key: row.member_id,
        place: memberHealthPlace(row.public_id),
        sealed: row.sealed_data,
      })),
    replace: (db, key, before, after) => replaceSealed(db, key, before, after),
  }),
];
