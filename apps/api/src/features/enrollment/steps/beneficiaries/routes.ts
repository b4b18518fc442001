// HTTP edge of the beneficiary step: its fields, relationships, the list on file, a check and the save.
import {
  getBeneficiariesExistingUserEnrollment,
  getBeneficiaryRelationships,
  getFormFieldsBeneficiaryInfo,
  saveBeneficiaryInfo,
  validateSingleBeneficiary,
} from '@benefit-store/contract/enrollment-beneficiaries';
import { EnrollmentNotFound } from '../../../../http/errors';
import { implement } from '../../../../http/register';
import { optionListCall } from '../option-lists';
import * as service from './service';

export const beneficiaryImplementations = [
  optionListCall(getBeneficiaryRelationships, 'beneficiary_relationship'),
  implement(getFormFieldsBeneficiaryInfo, { access: 'read' }, async ({ db, enrollment }) => {
    if (!enrollment) throw new EnrollmentNotFound();
    return { data: { result: await service.beneficiaryFieldsOf(db, enrollment.id) } };
  }),
  implement(getBeneficiariesExistingUserEnrollment, { access: 'read' }, async ({ db, cipher, enrollment }) => {
    if (!enrollment) throw new EnrollmentNotFound();
    return { data: { result: await service.beneficiariesOf(db, cipher, enrollment) } };
  }),
  implement(validateSingleBeneficiary, { access: 'write' }, async ({ db, cipher, enrollment, input }) => {
    const { enrollment_id: _id, ...beneficiary } = input;
    await service.validateBeneficiary(db, cipher, enrollment, beneficiary);
    return { data: {} };
  }),
  implement(saveBeneficiaryInfo, { access: 'write' }, async ({ db, cipher, caller, enrollment, input }) => {
    if (!enrollment) throw new EnrollmentNotFound();
    await service.saveBeneficiaries(db, cipher, enrollment, input.beneficiaries, caller.now);
    return { data: {} };
  }),
];
