// The header's cart badge: plan count and monthly amount, tooltip View Cart (the landing's cart
// on a rep's or group's pages); hidden without a temporary enrollment or while either cart call fails.
import { Anchor, Badge, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSession } from '../../shared/session/session-store';
import { useCartSummary } from './header-queries';

export function CartBadge() {
  const { t } = useTranslation();
  const tempId = useSession((state) => state.tempId);
  const summary = useCartSummary(tempId);
  const { landing } = useParams();
  if (!summary) return null;
  return (
    <Tooltip label={t('header.view_cart')}>
      <Anchor component={Link} to={landing ? `/${encodeURIComponent(landing)}/cart` : '/cart'} underline="never">
        {/* The name read out contains the visible count and amount (WCAG 2.5.3, label in name). */}
        <Group gap={6} wrap="nowrap">
          <Badge size="lg" circle>
            {summary.count}
          </Badge>
          <VisuallyHidden>{t('header.cart_plans', { count: summary.count })}</VisuallyHidden>
          <Text size="sm" fw={700}>
            ${summary.amount}
          </Text>
          <VisuallyHidden>{t('header.cart_per_month')}</VisuallyHidden>
        </Group>
      </Anchor>
    </Tooltip>
  );
}
