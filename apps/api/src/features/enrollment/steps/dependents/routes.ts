// HTTP edge of the dependent step: its form, the list kept, one dependent checked, the list saved
// (while edited, and on Next), and the Member Only tier's removal of every dependent.
import {
  deleteDependentInIO,
  getDependentsExistingUserEnrollment,
  getFormFieldsDependentPrimaryInfo,
  saveDependentInfo,
  saveDependentInfoToTemp,
  validateSingleDependent,
} from '@benefit-store/contract/enrollment-dependents';
import { translate } from '@benefit-store/contract/messages/translate';
import { EnrollmentNotFound } from '../../../../http/errors';
import { implement } from '../../../../http/register';
import * as service from './service';

export const dependentImplementations = [
  implement(getFormFieldsDependentPrimaryInfo, { access: 'read' }, async ({ db, caller, enrollment }) => {
    if (!enrollment) throw new EnrollmentNotFound();
    const form = await service.dependentFormOf(db, enrollment.id);
    return { data: { ...form, disclaimer: translate(caller.language, form.disclaimer) } };
  }),
  implement(getDependentsExistingUserEnrollment, { access: 'read' }, async ({ db, cipher, enrollment }) => {
    if (!enrollment) throw new EnrollmentNotFound();
    return { data: { result: { dependents: await service.dependentsOf(db, cipher, enrollment) } } };
  }),
  implement(validateSingleDependent, { access: 'write' }, async ({ db, cipher, caller, enrollment, input }) => {
    if (!enrollment) throw new EnrollmentNotFound();
    const { enrollment_id: _id, ...dependent } = input;
    await service.validateDependent(db, cipher, enrollment, dependent, caller.now);
    return { data: {} };
  }),
  implement(saveDependentInfoToTemp, { access: 'write' }, async ({ db, cipher, caller, enrollment, input }) => {
    if (!enrollment) throw new EnrollmentNotFound();
    await service.saveDependents(db, cipher, enrollment, input.dependents, caller.now, false);
    return { data: {} };
  }),
  implement(saveDependentInfo, { access: 'write' }, async ({ db, cipher, caller, enrollment, input }) => {
    if (!enrollment) throw new EnrollmentNotFound();
    await service.saveDependents(db, cipher, enrollment, input.dependents, caller.now, true);
    return { data: {} };
  }),
  implement(deleteDependentInIO, { access: 'write' }, async ({ db, cipher, caller, enrollment }) => {
    if (!enrollment) throw new EnrollmentNotFound();
    await service.deleteDependentsInIO(db, cipher, enrollment, caller.now);
    return { data: {} };
  }),
];
