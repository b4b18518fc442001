// HTTP edge of the contact step.
import { getFormFieldsContactInfo, saveContactInfo } from '@benefit-store/contract/enrollment-personal';
import type { EnrollmentRef } from '../../../../http/enrollment-ref';
import { EnrollmentNotFound } from '../../../../http/errors';
import { implement } from '../../../../http/register';
import { guesserOf } from '../../../auth/guess-service';
import { stepReads } from '../../step-save-read';
import { contactFields, saveContact } from './service';

const named = (enrollment: EnrollmentRef | undefined): EnrollmentRef => {
  if (!enrollment) throw new EnrollmentNotFound();
  return enrollment;
};

export const contactImplementations = [
  implement(getFormFieldsContactInfo, { access: 'read' }, async ({ db, cipher, enrollment }) => ({
    data: await contactFields(db, cipher, named(enrollment)),
  })),
  implement(
    saveContactInfo,
    { access: 'step-save', step: 'contact_info', reads: stepReads },
    async ({ db, cipher, enrollment, input, caller, session, step }) => {
      await saveContact(db, cipher, enrollment, input, caller.now, step, guesserOf(caller, session));
      return { data: {} };
    },
  ),
];
