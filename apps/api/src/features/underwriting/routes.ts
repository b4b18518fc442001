// HTTP edge of underwriting: whether a plan's questions are answered, and saving the answers.
// (The questions themselves are served by the catalog, which holds them.)
import { translate } from '@benefit-store/contract/messages/translate';
import { checkAlreadyAnswered, saveAflacQuestions, saveQuestionAnswers } from '@benefit-store/contract/underwriting';
import type { Db } from '../../db/database';
import { languageOf } from '../../http/language';
import { implement } from '../../http/register';
import { currentCatalog } from '../catalog/catalog-service';
import { PlanNotFound } from '../catalog/errors';
import type { EnrollmentRef } from '../enrollment/access-service';
import { healthStatus, saveHealthAnswers, saveSpecialCarrierAnswers } from './service';

function own(enrollment: EnrollmentRef | undefined): EnrollmentRef {
  if (!enrollment) throw new Error('an enrollment call ran without its enrollment');
  return enrollment;
}

/**
 * The plan from the catalog the access check already knows the version of. A write passes its
 * transaction: on the embedded database it holds the only connection, so reading through the app's
 * database would wait for it forever.
 */
async function planOf(db: Db, enrollment: EnrollmentRef, planId: string) {
  const catalog = await currentCatalog(db, enrollment.snapshot?.catalogVersion);
  const plan = catalog.byId.get(planId);
  if (!plan) throw new PlanNotFound();
  return plan;
}

export const underwritingImplementations = [
  implement(checkAlreadyAnswered, async ({ req, input, enrollment }) => {
    const ref = own(enrollment);
    const plan = await planOf(req.server.db, ref, input.plan_id);
    const status = await healthStatus(req.server.db, req.server.cipher, ref.id, plan);
    return { data: { status: status === 'accepted' } };
  }),

  implement(saveQuestionAnswers, async ({ req, input, enrollment, db }) => {
    const ref = own(enrollment);
    const plan = await planOf(db, ref, input.plan_id);
    const language = languageOf(req);
    const declined = translate(language, 'underwriting.declined');
    await saveHealthAnswers(db, req.server.cipher, ref.id, plan, input.answers, req.server.now(), declined);
    return {
      data: { success_message: translate(language, 'underwriting.answers_saved') },
      message: 'underwriting.answers_saved',
    };
  }),

  implement(saveAflacQuestions, async ({ req, input, enrollment, db }) => {
    const ref = own(enrollment);
    const plan = await planOf(db, ref, input.plan_id);
    await saveSpecialCarrierAnswers(db, req.server.cipher, ref.id, plan, input.aflac_data, req.server.now());
    return { data: {} };
  }),
];
