// The notices beside a plan's prices (spec 000 sections 8 and 9): the special carrier's fees
// (union dues, association and marketer fees), the 3% administrative fee its prices include, and
// the optional life notice (evidence of insurability, a decision in 5 to 10 days).
import type { PlanDetail } from '@benefit-store/contract/catalog';
import { Alert, Box, List, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PriceNotices({ plan }: { plan: PlanDetail }) {
  const { t } = useTranslation();
  const optionalLife = plan.includes_admin_fee && plan.plan_category === 'term_life';
  const fees = plan.is_prudential_plan ? plan.special_fee_text : '';
  if (!fees && !plan.includes_admin_fee) return null;
  return (
    <Box component="section" aria-labelledby="price-notices-title">
      <Alert color="blue" variant="light">
        <Title order={2} size="h4" id="price-notices-title" mb="xs">
          {fees ? t('pricing.fees_title') : t('pricing.notices_title')}
        </Title>
        <List spacing={4} size="sm">
          {fees && <List.Item>{fees}</List.Item>}
          {plan.includes_admin_fee && <List.Item>{t('cart.admin_fee_notice')}</List.Item>}
          {optionalLife && <List.Item>{t('cart.optional_life_notice')}</List.Item>}
        </List>
      </Alert>
    </Box>
  );
}
