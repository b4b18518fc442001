// A plan's pricing detail, its suggested plans and the membership plans, priced for a household.
import { centsToDecimal } from '@benefit-store/contract/money';
import type { PricedPlan, PricingDetail } from '@benefit-store/contract/pricing';
import type { CatalogPlan } from './catalog';
import { type PricedOption, priceOnePlan } from './catalog-service';
import type { CatalogContext } from './context';
import { PlanNotFound, PricingFailed } from './errors';
import { isListed } from './listing-service';

/** "$100,000": the benefit of a per-unit option, in its name. */
const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

function pricedPlanOf(context: CatalogContext, plan: CatalogPlan, option: PricedOption): PricedPlan {
  return {
    plan_id: plan.id,
    plan_pricing_id: option.plan_pricing_id,
    plan_name: option.benefitDollars === undefined ? plan.name : `${plan.name} - ${dollars(option.benefitDollars)}`,
    price: centsToDecimal(option.monthly_cents),
    tier: context.audience.household?.tier ?? '',
    is_in_cart: context.cartPricingIds.has(option.plan_pricing_id),
  };
}

/** A plan's minimum income (whole dollars, rounded up) and weekly hours, those it has. */
function incomeMinimumsOf(plan: CatalogPlan) {
  const { minAnnualIncomeCents, minWeeklyHours } = plan.rated;
  return {
    ...(minAnnualIncomeCents === undefined ? {} : { min_annual_income: Math.ceil(minAnnualIncomeCents / 100) }),
    ...(minWeeklyHours === undefined ? {} : { min_working_hours: minWeeklyHours }),
  };
}

export function requirePlan(context: CatalogContext, planId: string): CatalogPlan {
  const plan = context.catalog.byId.get(planId);
  if (!plan) throw new PlanNotFound();
  return plan;
}

/**
 * The plan's priced options for the household, the one to preselect (in the cart, else the first)
 * and its id; a pricing error is thrown as the spec's errorCode. `answeredQuestionIds` are the
 * health questions answered (undefined: not asked for).
 */
export function pricingDetailOf(
  context: CatalogContext,
  planId: string,
  answeredQuestionIds: ReadonlySet<string> | undefined,
): PricingDetail {
  const pricing = priceOnePlan(context.catalog, planId, context.audience.household, {
    ...(answeredQuestionIds ? { answeredQuestionIds } : {}),
  });
  if (!pricing) throw new PlanNotFound();
  if (!pricing.ok) {
    const { failure } = pricing;
    if (failure.errorCode === 'changePid') throw new PricingFailed('changePid', failure.pid);
    const lowIncome = failure.errorCode === 'salaryError' || failure.errorCode === 'hourError';
    throw new PricingFailed(failure.errorCode, planId, lowIncome ? incomeMinimumsOf(pricing.plan) : {});
  }
  const plans = pricing.options.map((option) => pricedPlanOf(context, pricing.plan, option));
  const selected = plans.find((plan) => plan.is_in_cart) ?? plans[0];
  return { pid: planId, ppid: selected?.plan_pricing_id ?? null, selected_plan: selected ?? null, plans };
}

/** Each plan's first priced option, for the plans the household can buy now. */
function firstOptions(context: CatalogContext, plans: readonly CatalogPlan[]) {
  return plans.flatMap((plan) => {
    const pricing = priceOnePlan(context.catalog, plan.id, context.audience.household);
    const option = pricing?.ok ? pricing.options[0] : undefined;
    return option ? [{ plan, option }] : [];
  });
}

/** The plan's suggested products that the household can buy, each at its first price. */
export function relatedPlansOf(context: CatalogContext, planId: string) {
  const related = requirePlan(context, planId).relatedPlanIds.flatMap((id) => {
    const plan = context.catalog.byId.get(id);
    return plan && isListed(plan, context.audience) ? [plan] : [];
  });
  return firstOptions(context, related).map(({ plan, option }) => ({
    plan_id: plan.id,
    plan_pricing_id: option.plan_pricing_id,
    plan_name: plan.name,
    price: centsToDecimal(option.monthly_cents),
    plan_logo: plan.logo,
  }));
}

/** The membership plans offered in the audience's portal, priced (membership-linked plans need one). */
export function membershipPlansOf(context: CatalogContext): PricedPlan[] {
  const memberships = context.catalog.plans.filter(
    (plan) => plan.isMembership && isListed({ ...plan, isMembership: false }, context.audience),
  );
  return firstOptions(context, memberships).map(({ plan, option }) => pricedPlanOf(context, plan, option));
}

/** The plan the footer links to (the association membership), if the catalog names one. */
export const footerPlanId = (context: CatalogContext) =>
  context.catalog.plans.find((plan) => plan.footerPlan)?.id ?? null;
