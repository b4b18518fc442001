// HTTP edge of the contact step.
import { getFormFieldsContactInfo, saveContactInfo } from '@benefit-store/contract/enrollment-personal';
import { EnrollmentNotFound } from '../../../../http/errors';
import { implement } from '../../../../http/register';
import type { EnrollmentRef } from '../../access-service';
import { contactFields, saveContact } from './service';

const named = (enrollment: EnrollmentRef | undefined): EnrollmentRef => {
  if (!enrollment) throw new EnrollmentNotFound();
  return enrollment;
};

export const contactImplementations = [
  implement(getFormFieldsContactInfo, async ({ db, cipher, enrollment }) => ({
    data: await contactFields(db, cipher, named(enrollment)),
  })),
  // The save reads no snapshot of the enrollment: the lighter access check (the same rule).
  implement(
    saveContactInfo,
    async ({ db, cipher, enrollment, input, caller, session }) => {
      await saveContact(db, cipher, named(enrollment), input, caller.now, session.staff !== undefined);
      return { data: {} };
    },
    { snapshot: false },
  ),
];
