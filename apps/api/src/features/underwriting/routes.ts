// HTTP edge of underwriting: whether a plan's questions are answered, and saving the answers.
// (The questions themselves are served by the catalog, which holds them.)
import { translate } from '@benefit-store/contract/messages/translate';
import { checkAlreadyAnswered, saveAflacQuestions, saveQuestionAnswers } from '@benefit-store/contract/underwriting';
import type { Db } from '../../db/database';
import type { EnrollmentRef } from '../../http/enrollment-ref';
import { implement } from '../../http/register';
import { currentCatalog } from '../catalog/catalog-service';
import { PlanNotFound } from '../catalog/errors';
import { healthStatus, saveHealthAnswers, saveSpecialCarrierAnswers } from './service';

function own(enrollment: EnrollmentRef | undefined): EnrollmentRef {
  if (!enrollment) throw new Error('an enrollment call ran without its enrollment');
  return enrollment;
}

/** The plan from the catalog the access check already knows the version of. */
async function planOf(db: Db, enrollment: EnrollmentRef, planId: string) {
  const catalog = await currentCatalog(db, enrollment.snapshot?.catalogVersion);
  const plan = catalog.byId.get(planId);
  if (!plan) throw new PlanNotFound();
  return plan;
}

export const underwritingImplementations = [
  implement(checkAlreadyAnswered, async ({ db, cipher, input, enrollment }) => {
    const ref = own(enrollment);
    const plan = await planOf(db, ref, input.plan_id);
    const status = await healthStatus(db, cipher, ref.id, plan);
    return { data: { status: status === 'accepted' } };
  }),

  implement(saveQuestionAnswers, async ({ caller, cipher, input, enrollment, db }) => {
    const ref = own(enrollment);
    const plan = await planOf(db, ref, input.plan_id);
    const { language } = caller;
    const declined = translate(language, 'underwriting.declined');
    await saveHealthAnswers(db, cipher, ref.id, plan, input.answers, caller.now, declined);
    return {
      data: { success_message: translate(language, 'underwriting.answers_saved') },
      message: 'underwriting.answers_saved',
    };
  }),

  implement(saveAflacQuestions, async ({ caller, cipher, input, enrollment, db }) => {
    const ref = own(enrollment);
    const plan = await planOf(db, ref, input.plan_id);
    await saveSpecialCarrierAnswers(db, cipher, ref.id, plan, input.aflac_data, caller.now);
    return { data: {} };
  }),
];
