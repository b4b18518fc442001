// Add to Cart of a plan in the listing (spec 000 section 4: special-carrier check, pricing, then
// add): the cart's button, fed the plan's preselected option priced now; a plan with questions
// still to answer opens its detail page, where they are asked.
import type { PlanSummary } from '@benefit-store/contract/catalog';
import type { getAflacQuestions } from '@benefit-store/contract/underwriting';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AddToCartButton, type CartRequest } from '../../features/cart/components/add-to-cart';
import { usePlanDetailPath } from '../../features/catalog/components/plan-card';
import { fetchPricing } from '../../features/pricing/api/get-plan-pricing-detail';
import { request } from '../../shared/api/client';

/** Words for a line that cannot be added from the listing; empty when the plan's page takes over. */
type Refusal = string;

/** The line to add for a plan: its preselected option priced now, or the pricing error's words. */
export async function pricedLine(
  planId: string,
  enrollmentId: string,
  noPrice: string,
  openDetail: () => void,
): Promise<CartRequest | Refusal> {
  const [carrier, pricing] = await Promise.all([
    request<typeof getAflacQuestions>('getAflacQuestions', { input: { enrollment_id: enrollmentId, plan_id: planId } }),
    fetchPricing(planId, enrollmentId),
  ]);
  // Special-carrier questions not yet answered for this enrollment are asked on the plan's page.
  if ((carrier.result.length > 0 && !carrier.answered) || (!pricing.ok && pricing.errorCode === 'newQuestionsError')) {
    openDetail();
    return '';
  }
  if (!pricing.ok) return pricing.message;
  const option = pricing.detail.selected_plan ?? pricing.detail.plans[0];
  if (!option) return noPrice;
  return { enrollment_id: enrollmentId, plan_id: option.plan_id, plan_pricing_id: option.plan_pricing_id };
}

export function PlanAddButton({ plan, enrollmentId }: { plan: PlanSummary; enrollmentId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = usePlanDetailPath(plan);
  return (
    <AddToCartButton
      label={t('plans.add_to_cart')}
      lineFor={() =>
        pricedLine(plan.plan_id, enrollmentId, t('catalog.plans_not_available'), () => void navigate(detail))
      }
    />
  );
}
