// A wizard step's sealed fields (enrollment_step.sealed_data), declared for key rotation
// (db/rotate-key.ts).
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import { rotatable } from '../../db/rotate-key';
import { replaceSealed, sealedAfter } from './step-repo';
import { stepPlace } from './step-service';

export const stepSealedColumns = [
  rotatable<{ enrollment_id: number; tab_name: TabName }>({
    name: 'enrollment_step.sealed_data',
    batch: async (db, after, limit) =>
      (await sealedAfter(db, after, limit)).map((row) => ({
        key: { enrollment_id: row.enrollment_id, tab_name: row.tab_name },
        place: stepPlace(row.public_id, row.tab_name),
        sealed: row.sealed_data,
      })),
    replace: async (db, key, before, after) => {
      await replaceSealed(db, key, before, after);
    },
  }),
];
