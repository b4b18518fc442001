// HTTP edge of the catalog: menus, listings, networks, plan detail, pricing and plan questions.
import {
  type CategoryCode,
  categoryNames,
  getFeaturedPlans,
  getFilteredPlans,
  getLeftSideFilterFields,
  getMenuFilteredPlans,
  getPlanDetail,
  getPlanDetailByQuery,
  getPlanNetwork,
  getRelatedPlans,
  type PlanDetail,
} from '@benefit-store/contract/catalog';
import { getCommonMenu, getGoenrollFooterPlan, getGroupMenu } from '@benefit-store/contract/landing';
import { translate } from '@benefit-store/contract/messages/translate';
import { getPlanPricingDetail, getPlanPricingDetailElevate } from '@benefit-store/contract/pricing';
import { getAflacQuestions, getQuestions } from '@benefit-store/contract/underwriting';
import type { FastifyRequest } from 'fastify';
import { languageOf } from '../../http/language';
import { implement } from '../../http/register';
import type { Session } from '../auth/session-service';
import type { EnrollmentRef } from '../enrollment/access-service';
import { requireGroup } from '../landing/party-service';
import type { CatalogPlan } from './catalog';
import { type CatalogContext, contextOf, enrollmentContext, partyContext } from './context';
import { categoriesOffered, categoryIcons, featuredPlans, listing, networksOffered } from './listing-service';
import { footerPlanId, membershipPlansOf, pricingDetailOf, relatedPlansOf, requirePlan } from './pricing-service';

/** The context for the age market the visitor chose (over_65 1 or 0), when they chose one. */
const inMarket = (context: CatalogContext, over65: number | undefined): CatalogContext =>
  over65 === undefined ? context : { ...context, audience: { ...context.audience, over65: over65 === 1 } };

/** The context of the enrollment a call names, else of the portal it names, in the age market chosen. */
async function marketContext(
  req: FastifyRequest,
  session: Session,
  enrollment: EnrollmentRef | undefined,
  input: { portal_id?: string | undefined; over_65?: number | undefined },
): Promise<CatalogContext> {
  const { db } = req.server;
  return inMarket(
    await contextOf(db, enrollment, input.portal_id, req.server.now(), session.catalogStamp),
    input.over_65,
  );
}

const label = (req: FastifyRequest, code: CategoryCode) => translate(languageOf(req), categoryNames[code]);

/** The context of a call that always names an enrollment (the access check has read it). */
function ownContext(req: FastifyRequest, enrollment: EnrollmentRef | undefined): Promise<CatalogContext> {
  if (!enrollment) throw new Error('an enrollment call ran without its enrollment');
  return enrollmentContext(req.server.db, enrollment, req.server.now());
}

function menuOf(req: FastifyRequest, context: CatalogContext) {
  const codes = categoriesOffered(context.catalog, context.audience, true);
  return codes.map((code, index) => ({
    category: code,
    label: label(req, code),
    order: index + 1,
    icon: categoryIcons[code],
  }));
}

const detailOf = (plan: CatalogPlan): PlanDetail => ({
  ...plan.texts,
  plan_id: plan.id,
  plan_name: plan.name,
  plan_logo: plan.logo,
  plan_category: plan.category,
  is_prudential_plan: plan.isPrudential,
  is_premier_plan: plan.isPremier,
  membership_plan_id: plan.membershipPlanId ?? null,
});

async function planDetail(
  req: FastifyRequest,
  session: Session,
  enrollment: EnrollmentRef | undefined,
  planId: string,
) {
  const context = await contextOf(req.server.db, enrollment, undefined, req.server.now(), session.catalogStamp);
  return { data: { result: detailOf(requirePlan(context, planId)) } };
}

/** A call reading the catalog with no enrollment: its session read brings the catalog stamp. */
const catalogCall = { readsCatalog: true };

export const catalogImplementations = [
  implement(
    getFeaturedPlans,
    async ({ req, input, session }) => {
      const context = inMarket(await partyContext(req.server.db, input.portal_id, session.catalogStamp), input.over_65);
      const result = featuredPlans(context.catalog, context.audience).map((plan) => ({
        plan_id: plan.id,
        plan_name: plan.name,
        plan_logo: plan.logo,
        plan_short_text: plan.shortText,
      }));
      return { data: { result } };
    },
    catalogCall,
  ),

  implement(getFilteredPlans, async ({ req, input, enrollment }) => {
    const context = inMarket(await ownContext(req, enrollment), input.over_65);
    const filter = { categories: input.categories, network: input.plan_network };
    return { data: { result: listing(context.catalog, context.audience, filter, context.cartPlanIds) } };
  }),

  implement(
    getMenuFilteredPlans,
    async ({ req, input, session }) => {
      const context = inMarket(await partyContext(req.server.db, input.portal_id, session.catalogStamp), input.over_65);
      const filter = { categories: [input.category], network: input.plan_network };
      return { data: { result: listing(context.catalog, context.audience, filter) } };
    },
    catalogCall,
  ),

  implement(getLeftSideFilterFields, async ({ req, enrollment }) => {
    const context = await ownContext(req, enrollment);
    const categories = categoriesOffered(context.catalog, context.audience, false).map((code) => ({
      category: code,
      label: label(req, code),
    }));
    return { data: { result: { categories } } };
  }),

  implement(
    getPlanNetwork,
    async ({ req, input, enrollment, session }) => {
      const context = await marketContext(req, session, enrollment, input);
      return { data: { result: networksOffered(context.catalog, context.audience) } };
    },
    catalogCall,
  ),

  implement(
    getPlanDetail,
    async ({ req, params, enrollment, session }) => planDetail(req, session, enrollment, params.planId ?? ''),
    catalogCall,
  ),
  implement(
    getPlanDetailByQuery,
    async ({ req, input, enrollment, session }) => planDetail(req, session, enrollment, input.plan_id),
    catalogCall,
  ),

  implement(getRelatedPlans, async ({ req, input, enrollment }) => {
    const context = await ownContext(req, enrollment);
    return { data: { result: relatedPlansOf(context, input.plan_id) } };
  }),

  implement(getPlanPricingDetail, async ({ req, input, enrollment }) => {
    const context = await ownContext(req, enrollment);
    // Health answers are asked for when the plan goes into the cart, not to show its price.
    return { data: pricingDetailOf(context, input.pid, undefined) };
  }),

  implement(getPlanPricingDetailElevate, async ({ req, enrollment }) => {
    const context = await ownContext(req, enrollment);
    return { data: { plans: membershipPlansOf(context) } };
  }),

  implement(
    getCommonMenu,
    async ({ req, input, enrollment, session }) => {
      const context = await marketContext(req, session, enrollment, input);
      const categories = menuOf(req, context);
      return { data: { categories, category_order: categories.map((category) => category.category) } };
    },
    catalogCall,
  ),

  implement(
    getGroupMenu,
    async ({ req, input, session }) => {
      await requireGroup(req, input.group_id);
      // A group enrolls into whichever portal its employees choose: its menu is every category offered.
      return { data: { categories: menuOf(req, await partyContext(req.server.db, undefined, session.catalogStamp)) } };
    },
    catalogCall,
  ),

  implement(
    getGoenrollFooterPlan,
    async ({ req, session }) => ({
      data: { plan_id: footerPlanId(await partyContext(req.server.db, undefined, session.catalogStamp)) },
    }),
    catalogCall,
  ),

  implement(getQuestions, async ({ req, input, enrollment }) => {
    const plan = requirePlan(await ownContext(req, enrollment), input.plan_id);
    const result = plan.questions.map(({ decliningAnswer: _, ...question }) => question);
    return { data: { result } };
  }),

  implement(getAflacQuestions, async ({ req, input, enrollment }) => {
    const plan = requirePlan(await ownContext(req, enrollment), input.plan_id);
    return { data: { result: [...plan.specialQuestions] } };
  }),
];
