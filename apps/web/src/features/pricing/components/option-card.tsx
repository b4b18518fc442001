// One priced option of a plan on its detail page: its name, price and tier (a premier plan's IC
// tier labelled as such), then the action the page gives it, or "In your cart".
import type { PricedPlan } from '@benefit-store/contract/pricing';
import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tierName } from '../../../shared/words/tier-name';

export function OptionCard({ option, premier, action }: { option: PricedPlan; premier: boolean; action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {option.plan_name}
        </Title>
        <Text fw={700}>{t('plans.per_month', { price: `$${option.price}` })}</Text>
        <Text size="sm">{t('plans.option_tier', { tier: tierName(t, option.tier, premier) })}</Text>
        {option.is_in_cart ? (
          <Text fw={700} size="sm">
            {t('plans.in_cart')}
          </Text>
        ) : (
          action
        )}
      </Stack>
    </Card>
  );
}
