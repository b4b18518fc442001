// HTTP edge of the personal step and the enroller code.
import {
  checkEnrollCode,
  getFormFieldsPersonalInfo,
  saveEnrollerCode,
  savePersonalInfo,
} from '@benefit-store/contract/enrollment-personal';
import { EnrollmentNotFound } from '../../../../http/errors';
import { implement } from '../../../../http/register';
import type { EnrollmentRef } from '../../access-service';
import { enrollCodeAsked, personalFields, saveEnrollerCode as saveCode, savePersonal } from './service';

const named = (enrollment: EnrollmentRef | undefined): EnrollmentRef => {
  if (!enrollment) throw new EnrollmentNotFound();
  return enrollment;
};

export const personalImplementations = [
  implement(getFormFieldsPersonalInfo, async ({ db, cipher, enrollment }) => ({
    data: { result: await personalFields(db, cipher, named(enrollment)) },
  })),
  // The save reads no snapshot of the enrollment: the lighter access check (the same rule).
  implement(
    savePersonalInfo,
    async ({ db, cipher, enrollment, input, caller }) => {
      await savePersonal(db, cipher, named(enrollment), input, caller.now);
      return { data: {} };
    },
    { snapshot: false },
  ),
  implement(checkEnrollCode, async ({ db, enrollment }) => ({ data: await enrollCodeAsked(db, named(enrollment).id) })),
  // The code is a guess: counted on the server's handle before the enrollment's lock (decision 0007).
  implement(
    saveEnrollerCode,
    async ({ db, caller, session, enrollment, input }) => {
      await saveCode(db, caller, session, named(enrollment), input.enrollerCode);
      return { data: {} };
    },
    { countsGuesses: true },
  ),
];
