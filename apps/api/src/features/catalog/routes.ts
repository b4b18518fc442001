// HTTP edge of the catalog: menus, listings, networks, plan detail and membership pricing. (A plan's
// questions and its price for the answers given are underwriting's calls.)
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
import type { CallInput } from '@benefit-store/contract/define';
import { getCommonMenu, getGoenrollFooterPlan, getGroupMenu } from '@benefit-store/contract/landing';
import { translate } from '@benefit-store/contract/messages/translate';
import { getPlanPricingDetailElevate } from '@benefit-store/contract/pricing';
import type { Db } from '../../db/database';
import type { Caller } from '../../http/caller';
import type { EnrollmentRef } from '../../http/enrollment-ref';
import { implement } from '../../http/register';
import type { Session } from '../../http/session';
import { withSnapshot } from '../auth/enrollment-access';
import { requireGroup } from '../landing/party-service';
import { ratingDateOf } from '../pricing/household-row';
import type { CatalogPlan } from './catalog';
import { type CatalogContext, contextOf, ownContext, partyContext, spoken } from './context';
import {
  categoriesOffered,
  categoryIcons,
  featuredPlans,
  type ListingFilter,
  type ListingState,
  listing,
  networksOffered,
} from './listing-service';
import { footerPlanId, membershipPlansOf, relatedPlansOf, requirePlan } from './pricing-service';

/** What the catalog's calls read of their context. */
interface Call {
  db: Db;
  caller: Caller;
  session: Session;
  enrollment: EnrollmentRef | undefined;
}

/** The context for the age market the visitor chose (over_65 1 or 0), when they chose one. */
const inMarket = (context: CatalogContext, over65: number | undefined): CatalogContext =>
  over65 === undefined ? context : { ...context, audience: { ...context.audience, over65: over65 === 1 } };

/** The context of the enrollment a call names, else of the portal it names, in the age market chosen. */
async function marketContext(
  { db, caller, session, enrollment }: Call,
  input: { portal_id?: string | undefined; over_65?: number | undefined },
): Promise<CatalogContext> {
  const context = await contextOf(db, enrollment, input.portal_id, caller.now, session.catalogStamp);
  return inMarket(spoken(caller, context), input.over_65);
}

const label = (caller: Caller, code: CategoryCode) => translate(caller.language, categoryNames[code]);

function menuOf(caller: Caller, context: CatalogContext) {
  const codes = categoriesOffered(context.catalog, context.audience, true);
  return codes.map((code, index) => ({
    category: code,
    label: label(caller, code),
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
  includes_admin_fee: plan.rated.includesAdminFee,
  special_fee_text: plan.specialFeeText,
});

async function planDetail({ db, caller, session, enrollment }: Call, planId: string) {
  const context = await contextOf(db, enrollment, undefined, caller.now, session.catalogStamp);
  return { data: { result: detailOf(requirePlan(spoken(caller, context), planId)) } };
}

/** What a listing is made of: the catalog and audience, the filter and the enrollment's state. */
interface ListingInputs {
  context: CatalogContext;
  filter: ListingFilter;
  state?: ListingState;
}

type EnrollmentListingCall = Call & { input: CallInput<typeof getFilteredPlans> };

/**
 * The enrollment's listing: its household and cart, its answers and declines (its snapshot, read
 * now: the access check read its revision alone), the filter asked for.
 */
async function enrollmentListing(ctx: EnrollmentListingCall): Promise<ListingInputs> {
  const enrollment = ctx.enrollment && (await withSnapshot(ctx.db, ctx.enrollment));
  const context = inMarket(await ownContext({ ...ctx, enrollment }), ctx.input.over_65);
  const filter = { categories: ctx.input.categories, network: ctx.input.plan_network };
  const snapshot = enrollment?.snapshot;
  const state = {
    cartPlanIds: context.cartPlanIds,
    answeredQuestionIds: new Set(snapshot?.answeredQuestionIds),
    declinedPlanIds: new Set(snapshot?.declinedPlanIds),
    language: ctx.caller.language,
  };
  return { context, filter, state };
}

/** A party's menu listing: one category of its portal's plans, no household. */
async function menuListing(ctx: Call & { input: CallInput<typeof getMenuFilteredPlans> }): Promise<ListingInputs> {
  const { db, caller, input, session } = ctx;
  const context = inMarket(
    spoken(caller, await partyContext(db, input.portal_id, session.catalogStamp)),
    input.over_65,
  );
  return { context, filter: { categories: [input.category], network: input.plan_network } };
}

/** A party's featured plans: its portal's, in the age market chosen. */
const featuredContext = async ({ db, caller, input, session }: Call & { input: CallInput<typeof getFeaturedPlans> }) =>
  inMarket(spoken(caller, await partyContext(db, input.portal_id, session.catalogStamp)), input.over_65);

/** What an answer drawn from a catalog context depends on: the catalog it was read at and the audience. */
const contextKey = (context: CatalogContext) => `${context.catalog.stamp}\n${JSON.stringify(context.audience)}`;

const sorted = (ids: ReadonlySet<string>) => [...ids].sort().join(',');

/**
 * The key of a kept listing (decision 0029): the catalog it was rated from and the audience (portal
 * and household, with its rating date), the filter, the cart, the answers and the declines.
 */
const listingKey = ({ context, filter, state }: ListingInputs) =>
  [
    contextKey(context),
    JSON.stringify(filter),
    sorted(state?.cartPlanIds ?? new Set()),
    sorted(state?.answeredQuestionIds ?? new Set()),
    sorted(state?.declinedPlanIds ?? new Set()),
  ].join('\n');

/**
 * The key of a kept enrollment listing (decision 0033), from what the access check read, so a kept
 * listing costs no snapshot: the catalog, the enrollment and its revision (which moves with its
 * household, portal, effective date, cart, answers and declines), the earliest effective date today
 * (a rating date moves with it), the age market and the filter. Not kept without a revision.
 */
function enrollmentListingKey({ caller, session, enrollment, input }: EnrollmentListingCall) {
  const stamp = enrollment?.snapshot?.catalogVersion ?? session.catalogStamp;
  if (enrollment?.revision === undefined || stamp === undefined) return undefined;
  const asked = { categories: input.categories, network: input.plan_network, over65: input.over_65 };
  return [stamp, enrollment.public_id, enrollment.revision, ratingDateOf(null, caller.now), JSON.stringify(asked)].join(
    '\n',
  );
}

/** A call reading the catalog with no enrollment: its session read brings the catalog stamp. */
const catalogRead = { access: 'read', session: 'with-catalog-stamp' } as const;

export const catalogImplementations = [
  implement(
    getFeaturedPlans,
    { ...catalogRead, keep: async (ctx) => contextKey(await featuredContext(ctx)) },
    async (ctx) => {
      const context = await featuredContext(ctx);
      const result = featuredPlans(context.catalog, context.audience).map((plan) => ({
        plan_id: plan.id,
        plan_name: plan.name,
        plan_logo: plan.logo,
        plan_short_text: plan.shortText,
      }));
      return { data: { result } };
    },
  ),

  implement(getFilteredPlans, { access: 'read', enrollment: 'ids', keep: enrollmentListingKey }, async (ctx) => {
    const { context, filter, state } = await enrollmentListing(ctx);
    return { data: { result: listing(context.catalog, context.audience, filter, state) } };
  }),

  implement(
    getMenuFilteredPlans,
    { ...catalogRead, keep: async (ctx) => listingKey(await menuListing(ctx)) },
    async (ctx) => {
      const { context, filter } = await menuListing(ctx);
      return { data: { result: listing(context.catalog, context.audience, filter) } };
    },
  ),

  implement(getLeftSideFilterFields, { access: 'read' }, async (ctx) => {
    const context = await ownContext(ctx);
    const categories = categoriesOffered(context.catalog, context.audience, false).map((code) => ({
      category: code,
      label: label(ctx.caller, code),
    }));
    return { data: { result: { categories } } };
  }),

  implement(getPlanNetwork, catalogRead, async (ctx) => {
    const context = await marketContext(ctx, ctx.input);
    return { data: { result: networksOffered(context.catalog, context.audience) } };
  }),

  implement(getPlanDetail, catalogRead, async (ctx) => planDetail(ctx, ctx.params.planId ?? '')),
  implement(getPlanDetailByQuery, catalogRead, async (ctx) => planDetail(ctx, ctx.input.plan_id)),

  implement(getRelatedPlans, { access: 'read' }, async (ctx) => {
    const context = await ownContext(ctx);
    return { data: { result: relatedPlansOf(context, ctx.input.plan_id) } };
  }),

  implement(getPlanPricingDetailElevate, { access: 'read' }, async (ctx) => {
    const context = await ownContext(ctx);
    return { data: { plans: membershipPlansOf(context) } };
  }),

  implement(
    getCommonMenu,
    { ...catalogRead, keep: async (ctx) => contextKey(await marketContext(ctx, ctx.input)) },
    async (ctx) => {
      const context = await marketContext(ctx, ctx.input);
      const categories = menuOf(ctx.caller, context);
      return { data: { categories, category_order: categories.map((category) => category.category) } };
    },
  ),

  implement(getGroupMenu, catalogRead, async (ctx) => {
    await requireGroup(ctx.db, ctx.input.group_id);
    // A group enrolls into whichever portal its employees choose: its menu is every category offered.
    return {
      data: { categories: menuOf(ctx.caller, await partyContext(ctx.db, undefined, ctx.session.catalogStamp)) },
    };
  }),

  implement(getGoenrollFooterPlan, catalogRead, async (ctx) => ({
    data: { plan_id: footerPlanId(await partyContext(ctx.db, undefined, ctx.session.catalogStamp)) },
  })),
];
