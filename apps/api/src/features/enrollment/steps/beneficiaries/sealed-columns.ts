// A member's beneficiaries on file (member_beneficiary.sealed_data), declared for key rotation
// (db/rotate-key.ts).
import { rotatable } from '../../../../db/rotate-key';
import { replaceSealed, sealedAfter } from './repo';
import { memberPlace } from './service';

export const beneficiarySealedColumns = [
  rotatable<number>({
    name: 'member_beneficiary.sealed_data',
    batch: async (db, after, limit) =>
      (await sealedAfter(db, after, limit)).map((row) => ({
        key: row.member_id,
        place: memberPlace(row.public_id),
        sealed: row.sealed_data,
      })),
    replace: (db, key, before, after) => replaceSealed(db, key, before, after),
  }),
];
