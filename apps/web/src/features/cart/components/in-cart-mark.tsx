// "In your cart", where a plan's tile or card would otherwise offer Add to Cart.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function InCartMark() {
  const { t } = useTranslation();
  return (
    <Text fw={700} size="sm" c="teal.9">
      <span aria-hidden="true">✓ </span>
      {t('plans.in_cart')}
    </Text>
  );
}
