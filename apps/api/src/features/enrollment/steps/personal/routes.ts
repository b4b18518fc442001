// HTTP edge of the personal step and the enroller code.
import {
  checkEnrollCode,
  getFormFieldsPersonalInfo,
  saveEnrollerCode,
  savePersonalInfo,
} from '@benefit-store/contract/enrollment-personal';
import type { EnrollmentRef } from '../../../../http/enrollment-ref';
import { EnrollmentNotFound } from '../../../../http/errors';
import { implement } from '../../../../http/register';
import { stepReads } from '../../step-save-read';
import {
  enrollCodeAsked,
  notePersonalSaver,
  personalFields,
  saveEnrollerCode as saveCode,
  savePersonal,
} from './service';

const named = (enrollment: EnrollmentRef | undefined): EnrollmentRef => {
  if (!enrollment) throw new EnrollmentNotFound();
  return enrollment;
};

export const personalImplementations = [
  implement(getFormFieldsPersonalInfo, { access: 'read' }, async ({ db, cipher, enrollment }) => ({
    data: { result: await personalFields(db, cipher, named(enrollment)) },
  })),
  implement(
    savePersonalInfo,
    { access: 'step-save', step: 'primary_info', reads: stepReads },
    async ({ db, cipher, enrollment, input, caller, session, step }) => {
      await savePersonal(db, cipher, enrollment, input, caller.now, step);
      await notePersonalSaver(db, session, enrollment);
      return { data: {} };
    },
  ),
  implement(checkEnrollCode, { access: 'read' }, async ({ db, session, enrollment }) => ({
    data: await enrollCodeAsked(db, session, named(enrollment).id),
  })),
  // The code is a guess: counted on the server's handle before the enrollment's lock (decision 0007).
  implement(saveEnrollerCode, { access: 'guess' }, async ({ db, caller, session, enrollment, input }) => {
    await saveCode(db, caller, session, named(enrollment), input.enrollerCode);
    return { data: {} };
  }),
];
