// Each built step's save, by tab, for save-enrollment: Save & Continue Later sends the step's form
// as it stands, stored by the step's own save (decision 0016). Each keeps a form that breaks its
// rules as a draft (decision 0042; the dependents their list short of the tier): the rules apply at
// Next and at completion.
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import type { Db } from '../../db/database';
import type { EnrollmentRef } from '../../http/enrollment-ref';
import type { FieldCipher } from '../../lib/field-crypto';
import { stepReadUnderLock } from './step-save-read';
import { saveBeneficiaries } from './steps/beneficiaries/service';
import { saveContactForLater } from './steps/contact/service';
import { saveDependentsForLater } from './steps/dependents/service';
import { saveEmployerInfo } from './steps/employer/service';
import { savePrimaryHealth } from './steps/health/service';
import { savePersonal } from './steps/personal/service';

export interface StepScope {
  /** The enrollment's lock transaction. */
  db: Db;
  cipher: FieldCipher;
  enrollment: EnrollmentRef;
  now: Date;
  /** A signed-in rep or group administrator saves (the contact step's skip flags are theirs). */
  staff: boolean;
}

/** save-enrollment's data for the beneficiary step: `{ beneficiaries }` as save-beneficiary-info sends it. */
const beneficiaryListIn = (data: unknown) =>
  typeof data === 'object' && data !== null && 'beneficiaries' in data ? data.beneficiaries : data;

export type StepSaver = (scope: StepScope, data: unknown) => Promise<void>;

/** The steps whose form save-enrollment can store; a step not listed keeps what it saved before. */
export const stepSavers: Partial<Record<TabName, StepSaver>> = {
  primary_info: async ({ db, cipher, enrollment, now }, data) =>
    savePersonal(db, cipher, enrollment, data, now, await stepReadUnderLock(db, enrollment, 'primary_info'), {
      forLater: true,
    }),
  contact_info: ({ db, cipher, enrollment, now }, data) => saveContactForLater(db, cipher, enrollment, data, now),
  employer_info: ({ db, cipher, enrollment, now }, data) =>
    saveEmployerInfo(db, cipher, enrollment, data, now, { forLater: true }),
  beneficiary_info: ({ db, cipher, enrollment, now }, data) =>
    saveBeneficiaries(db, cipher, enrollment, beneficiaryListIn(data), now, { forLater: true }),
  dependent_info: ({ db, cipher, enrollment, now }, data) => saveDependentsForLater(db, cipher, enrollment, data, now),
  primary_health_info: ({ db, cipher, enrollment, now }, data) =>
    savePrimaryHealth(db, cipher, enrollment, data, now, { forLater: true }),
};
