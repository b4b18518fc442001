// HTTP edge of underwriting: a plan's questions (the catalog holds them), whether they are answered,
// saving the answers, and the plan's price for the answers given (or its decline).
import { translate } from '@benefit-store/contract/messages/translate';
import { getPlanPricingDetail } from '@benefit-store/contract/pricing';
import {
  checkAlreadyAnswered,
  getAflacQuestions,
  getQuestions,
  saveAflacQuestions,
  saveQuestionAnswers,
} from '@benefit-store/contract/underwriting';
import type { Db } from '../../db/database';
import type { EnrollmentRef } from '../../http/enrollment-ref';
import { implement } from '../../http/register';
import { currentCatalog } from '../catalog/catalog-service';
import { ownContext } from '../catalog/context';
import { PlanNotFound } from '../catalog/errors';
import { pricingDetailOf, requirePlan } from '../catalog/pricing-service';
import {
  answersToPriceWith,
  healthStatus,
  isDeclined,
  PlanDeclined,
  saveHealthAnswers,
  saveSpecialCarrierAnswers,
  specialCarrierAnswered,
} from './service';

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
  implement(checkAlreadyAnswered, { access: 'read' }, async ({ db, cipher, input, enrollment }) => {
    const ref = own(enrollment);
    const plan = await planOf(db, ref, input.plan_id);
    const status = await healthStatus(db, cipher, ref.id, plan);
    return { data: { status: status === 'accepted' } };
  }),

  implement(saveQuestionAnswers, { access: 'write' }, async ({ caller, cipher, input, enrollment, db }) => {
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

  implement(saveAflacQuestions, { access: 'write' }, async ({ caller, cipher, input, enrollment, db }) => {
    const ref = own(enrollment);
    const plan = await planOf(db, ref, input.plan_id);
    await saveSpecialCarrierAnswers(db, cipher, ref.id, plan, input.aflac_data, caller.now);
    return { data: {} };
  }),

  implement(getPlanPricingDetail, { access: 'read' }, async (ctx) => {
    const context = await ownContext(ctx);
    const plan = requirePlan(context, ctx.input.pid);
    const enrollmentId = ctx.enrollment?.id ?? 0;
    // A plan an answer declined has no price for this household until it changes.
    if (await isDeclined(ctx.db, enrollmentId, plan.id))
      throw new PlanDeclined(translate(ctx.caller.language, 'underwriting.declined'));
    // Health answers are asked for when the plan goes into the cart, not to show its price; but a
    // plan whose questions changed since they were answered says so (newQuestionsError).
    return { data: pricingDetailOf(context, plan.id, await answersToPriceWith(ctx.db, enrollmentId, plan)) };
  }),

  implement(getQuestions, { access: 'read' }, async (ctx) => {
    const plan = requirePlan(await ownContext(ctx), ctx.input.plan_id);
    const result = plan.questions.map(({ decliningAnswer: _, ...question }) => question);
    return { data: { result } };
  }),

  implement(getAflacQuestions, { access: 'read' }, async (ctx) => {
    const plan = requirePlan(await ownContext(ctx), ctx.input.plan_id);
    const answered = await specialCarrierAnswered(ctx.db, ctx.cipher, ctx.enrollment?.id ?? 0, plan);
    return { data: { result: [...plan.specialQuestions], answered } };
  }),
];
