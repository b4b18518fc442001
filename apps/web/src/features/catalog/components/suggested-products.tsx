// Suggested Products on a plan's detail page: related plans priced for the household, each with
// its price, a link to its detail and the Add to Cart the app gives it.

import type { getRelatedPlans } from '@benefit-store/contract/catalog';
import type { CallData } from '@benefit-store/contract/define';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelatedPlans } from '../api/get-related-plans';
import { PlanTiles } from './plan-tiles';

export type SuggestedPlan = CallData<typeof getRelatedPlans>['result'][number];

export function SuggestedProducts({
  enrollmentId,
  planId,
  addToCart,
}: {
  enrollmentId: string;
  planId: string;
  addToCart: (plan: SuggestedPlan) => ReactNode;
}) {
  const { t } = useTranslation();
  const related = useRelatedPlans(enrollmentId, planId).data?.result ?? [];
  return (
    <PlanTiles id="suggested-title" title={t('plans.suggested')} plans={related} keyOf={(plan) => plan.plan_pricing_id}>
      {(plan) => (
        <>
          <Text fw={700}>{t('plans.per_month', { price: `$${plan.price}` })}</Text>
          {addToCart(plan)}
        </>
      )}
    </PlanTiles>
  );
}
