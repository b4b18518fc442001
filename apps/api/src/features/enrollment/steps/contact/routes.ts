// HTTP edge of the contact step.
import { getFormFieldsContactInfo, saveContactInfo } from '@benefit-store/contract/enrollment-personal';
import { EnrollmentNotFound } from '../../../../http/errors';
import { implement } from '../../../../http/register';
import type { EnrollmentRef } from '../../../auth/enrollment-ref';
import { guesserOf } from '../../../auth/guess-service';
import { contactFields, saveContact } from './service';

const named = (enrollment: EnrollmentRef | undefined): EnrollmentRef => {
  if (!enrollment) throw new EnrollmentNotFound();
  return enrollment;
};

export const contactImplementations = [
  implement(getFormFieldsContactInfo, async ({ db, cipher, enrollment }) => ({
    data: await contactFields(db, cipher, named(enrollment)),
  })),
  // The save's access check, lock and step context are one statement (a staff session's: the lighter check).
  implement(
    saveContactInfo,
    async ({ db, cipher, enrollment, input, caller, session, step }) => {
      await saveContact(db, cipher, named(enrollment), input, caller.now, guesserOf(caller, session), step);
      return { data: {} };
    },
    { snapshot: false, step: 'contact_info' },
  ),
];
