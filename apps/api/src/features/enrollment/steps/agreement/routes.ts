// HTTP edge of the agreement step: its texts, its verification fields and the signature.
import {
  getAgreementTexts,
  getFormFieldsAgreementInfo,
  saveAgreementInfo,
} from '@benefit-store/contract/enrollment-agreement';
import { EnrollmentNotFound } from '../../../../http/errors';
import { implement } from '../../../../http/register';
import * as service from './service';

export const agreementImplementations = [
  implement(getAgreementTexts, { access: 'read' }, async ({ db, caller, enrollment }) => {
    if (!enrollment) throw new EnrollmentNotFound();
    return { data: (await service.agreementOf(db, enrollment, caller)).answer };
  }),
  implement(getFormFieldsAgreementInfo, { access: 'read' }, async ({ db, cipher, caller, session, enrollment }) => {
    if (!enrollment) throw new EnrollmentNotFound();
    return { data: { result: await service.agreementFieldsFor(db, cipher, enrollment, caller, session) } };
  }),
  implement(
    saveAgreementInfo,
    { access: 'write' },
    async ({ db, cipher, blobs, caller, session, enrollment, input }) => {
      if (!enrollment) throw new EnrollmentNotFound();
      const { enrollment_id: _id, ...info } = input;
      await service.signAgreement({ db, cipher, blobs, enrollment, caller, session }, info);
      return { data: {} };
    },
  ),
];
