// HTTP edge of the health questions: the applicant's and the dependents' questions, the answers
// on file, the save, and whether the health tab is required.
import { getHealthQuestionsDependentInfo } from '@benefit-store/contract/enrollment-dependents';
import {
  checkTabRequired,
  getExistingPrimaryHealthInfo,
  getHealthQuestionsPrimaryHealthInfo,
  savePrimaryHealthInfo,
} from '@benefit-store/contract/enrollment-health';
import type { EnrollmentRef } from '../../../../http/enrollment-ref';
import { EnrollmentNotFound } from '../../../../http/errors';
import { implement } from '../../../../http/register';
import * as service from './service';

const named = (enrollment: EnrollmentRef | undefined): EnrollmentRef => {
  if (!enrollment) throw new EnrollmentNotFound();
  return enrollment;
};

export const healthImplementations = [
  implement(getHealthQuestionsPrimaryHealthInfo, { access: 'read' }, async ({ db, enrollment, caller }) => ({
    data: await service.questionsShown(db, named(enrollment).id, 'primary', caller.language),
  })),
  implement(getHealthQuestionsDependentInfo, { access: 'read' }, async ({ db, enrollment, caller }) => ({
    data: await service.questionsShown(db, named(enrollment).id, 'dependent', caller.language),
  })),
  implement(getExistingPrimaryHealthInfo, { access: 'read' }, async ({ db, cipher, enrollment }) => ({
    data: { result: await service.healthInfoOf(db, cipher, named(enrollment)) },
  })),
  implement(savePrimaryHealthInfo, { access: 'write' }, async ({ db, cipher, enrollment, input, caller }) => {
    const { enrollment_id: _id, ...answers } = input;
    await service.savePrimaryHealth(db, cipher, named(enrollment), answers, caller.now);
    return { data: {} };
  }),
  implement(checkTabRequired, { access: 'read' }, async ({ db, enrollment, input }) => ({
    data: { result: { required: await service.tabRequired(db, named(enrollment).id, input.tab_name) } },
  })),
];
