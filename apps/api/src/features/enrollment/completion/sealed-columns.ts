// What completion keeps sealed, declared for key rotation (db/rotate-key.ts): a policy's steps, a
// member's dependents and a member's social security number.
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import { rotatable } from '../../../db/rotate-key';
import * as repo from './repo';
import { memberDependentPlace, memberSsnPlace, policyStepPlace } from './service';

export const completionSealedColumns = [
  rotatable<{ policy_id: number; tab_name: TabName }>({
    name: 'policy_step.sealed_data',
    batch: async (db, after, limit) =>
      (await repo.sealedStepsAfter(db, after, limit)).map((row) => ({
        key: { policy_id: row.policy_id, tab_name: row.tab_name },
        place: policyStepPlace(row.public_id, row.tab_name),
        sealed: row.sealed_data,
      })),
    replace: async (db, key, before, after) => {
      await repo.replaceSealedStep(db, key, before, after);
    },
  }),
  rotatable<number>({
    name: 'member_dependent.sealed_data',
    batch: async (db, after, limit) =>
      (await repo.sealedDependentsAfter(db, after, limit)).map((row) => ({
        key: row.member_id,
        place: memberDependentPlace(row.public_id),
        sealed: row.sealed_data,
      })),
    replace: async (db, key, before, after) => {
      await repo.replaceSealedDependents(db, key, before, after);
    },
  }),
  rotatable<number>({
    name: 'member.ssn_sealed',
    batch: async (db, after, limit) =>
      (await repo.sealedSsnsAfter(db, after, limit)).map((row) => ({
        key: row.id,
        place: memberSsnPlace(row.public_id),
        sealed: row.ssn_sealed,
      })),
    replace: async (db, key, before, after) => {
      await repo.replaceSealedSsn(db, key, before, after);
    },
  }),
];
