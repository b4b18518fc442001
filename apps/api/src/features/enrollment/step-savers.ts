// Each built step's save, by tab, for save-enrollment: Save & Continue Later sends the step's form
// as it stands, checked and stored by the step's own rules (decision 0016).
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import type { Db } from '../../db/database';
import type { FieldCipher } from '../../lib/field-crypto';
import type { EnrollmentRef } from './access-service';
import { savePersonal } from './steps/personal/service';

export interface StepScope {
  /** The enrollment's lock transaction. */
  db: Db;
  cipher: FieldCipher;
  enrollment: EnrollmentRef;
  now: Date;
}

export type StepSaver = (scope: StepScope, data: unknown) => Promise<void>;

/** The steps whose form save-enrollment can store; a step not listed keeps what it saved before. */
export const stepSavers: Partial<Record<TabName, StepSaver>> = {
  primary_info: ({ db, cipher, enrollment, now }, data) => savePersonal(db, cipher, enrollment, data, now),
};
