// Suggested Products on a plan's detail page: related plans priced for the household, each with
// its price, a link to its detail and Add to Cart.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddToCartButton } from '../../cart/components/add-to-cart';
import { useRelatedPlans } from '../api/get-related-plans';
import { PlanTiles } from './plan-tiles';

export function SuggestedProducts({ enrollmentId, planId }: { enrollmentId: string; planId: string }) {
  const { t } = useTranslation();
  const related = useRelatedPlans(enrollmentId, planId).data?.result ?? [];
  return (
    <PlanTiles id="suggested-title" title={t('plans.suggested')} plans={related} keyOf={(plan) => plan.plan_pricing_id}>
      {(plan) => (
        <>
          <Text fw={700}>{t('plans.per_month', { price: `$${plan.price}` })}</Text>
          <AddToCartButton
            variant="outline"
            label={t('plans.add_to_cart')}
            lineFor={async () => ({
              enrollment_id: enrollmentId,
              plan_id: plan.plan_id,
              plan_pricing_id: plan.plan_pricing_id,
            })}
          />
        </>
      )}
    </PlanTiles>
  );
}
