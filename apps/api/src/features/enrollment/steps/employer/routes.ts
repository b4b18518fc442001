// HTTP edge of the employer step: its option lists, fields, group prefill, cart check, save and skip.
import {
  getAverageWorkWeek,
  getBargainingUnit,
  getCartPlanInfo,
  getCompensationTypes,
  getEmploymentStatus,
  getFormFieldsEmployerInfo,
  getGroupInfo,
  getHolidayPolicy,
  getVacationPolicy,
  saveEmployerInfo,
  skipEmployerInfo,
} from '@benefit-store/contract/enrollment-employer';
import { EnrollmentNotFound } from '../../../../http/errors';
import { implement } from '../../../../http/register';
import { optionListCall } from '../option-lists';
import * as service from './service';

export const employerImplementations = [
  optionListCall(getAverageWorkWeek, 'average_work_week'),
  optionListCall(getVacationPolicy, 'vacation_policy'),
  optionListCall(getBargainingUnit, 'bargaining_unit'),
  optionListCall(getHolidayPolicy, 'holiday_policy'),
  optionListCall(getEmploymentStatus, 'employment_status'),
  optionListCall(getCompensationTypes, 'compensation_type'),
  implement(getFormFieldsEmployerInfo, { access: 'read' }, async ({ db, cipher, caller, enrollment }) => {
    if (!enrollment) throw new EnrollmentNotFound();
    return { data: { result: await service.employerFieldsOf(db, cipher, enrollment, caller.language) } };
  }),
  implement(getGroupInfo, { access: 'read' }, async ({ db, caller, enrollment }) => {
    if (!enrollment) throw new EnrollmentNotFound();
    return { data: await service.groupInfoOf(db, enrollment.id, caller.language) };
  }),
  implement(getCartPlanInfo, { access: 'read' }, async ({ db, enrollment }) => {
    if (!enrollment) throw new EnrollmentNotFound();
    return { data: await service.cartPlanInfoOf(db, enrollment.id) };
  }),
  implement(saveEmployerInfo, { access: 'write' }, async ({ db, cipher, caller, enrollment, input }) => {
    if (!enrollment) throw new EnrollmentNotFound();
    const { enrollment_id: _id, ...info } = input;
    await service.saveEmployerInfo(db, cipher, enrollment, info, caller.now);
    return { data: {} };
  }),
  implement(skipEmployerInfo, { access: 'write' }, async ({ db, cipher, caller, enrollment }) => {
    if (!enrollment) throw new EnrollmentNotFound();
    await service.skipEmployerInfo(db, cipher, enrollment, caller.now);
    return { data: {} };
  }),
];
