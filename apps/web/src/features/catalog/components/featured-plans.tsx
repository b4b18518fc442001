// Featured plans three across, each leading to its plan detail.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFeaturedPlans } from '../api/get-featured-plans';
import { PlanTiles } from './plan-tiles';
import { plainText } from './rich-text';

export function FeaturedPlans() {
  const { t } = useTranslation();
  const plans = useFeaturedPlans().data?.result ?? [];
  return (
    <PlanTiles id="featured-plans-title" title={t('plans.featured')} plans={plans} keyOf={(plan) => plan.plan_id}>
      {(plan) => <Text size="sm">{plainText(plan.plan_short_text)}</Text>}
    </PlanTiles>
  );
}
