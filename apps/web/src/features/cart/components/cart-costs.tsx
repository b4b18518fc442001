// The cart's costs: First Month, Recurring and Total Cost, where each monthly dollar goes
// (premiums, memberships, administrative fees), and the notices the spec shows beside them: the
// special carrier's message, the premier plan's net price, the 3% fee and optional life notices.
import type { CartResponse } from '@benefit-store/contract/cart';
import { Alert, Divider, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/ui/format-money';

function Cost({ label, help, amount }: { label: string; help: string; amount: string }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Stack gap={0}>
        <Text fw={700}>{label}</Text>
        <Text size="sm" c="gray.8">
          {help}
        </Text>
      </Stack>
      <Text fw={700} size="lg">
        {amount}
      </Text>
    </Group>
  );
}

export function CartCosts({ cart }: { cart: CartResponse }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { breakdown } = cart;
  const rows = [
    { key: 'premiums', label: t('cart.breakdown_premiums'), amount: breakdown.premiums },
    { key: 'memberships', label: t('cart.breakdown_memberships'), amount: breakdown.membership_fees },
    { key: 'fees', label: t('cart.breakdown_fees'), amount: breakdown.administrative_fees },
  ];
  return (
    <Stack gap="sm">
      <Cost label={t('cart.first_month')} help={t('cart.first_month_help')} amount={money(cart.initial_month_cost)} />
      <Cost label={t('cart.recurring')} help={t('cart.recurring_help')} amount={money(cart.recurring_month_cost)} />
      <Cost
        label={t('cart.total')}
        help={t('cart.total_help', { count: cart.total_months })}
        amount={money(cart.total_cost)}
      />
      <Divider />
      <Table captionSide="top" verticalSpacing={4} horizontalSpacing={0}>
        <Table.Caption style={{ textAlign: 'start', fontWeight: 700, color: 'inherit' }}>
          {t('cart.breakdown_title')}
        </Table.Caption>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400}>
                {row.label}
              </Table.Th>
              <Table.Td ta="end">{money(row.amount)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{t('cart.breakdown_total')}</Table.Th>
            <Table.Td ta="end" fw={700}>
              {money(cart.recurring_month_cost)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The notices the cart's lines call for; nothing when none does. */
export function CartNotices({ cart }: { cart: CartResponse }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const notices = [
    cart.special_message,
    cart.has_l713 ? t('cart.l713_net', { price: money(cart.l713_net_price) }) : '',
    cart.admin_fee_notice ? t('cart.admin_fee_notice') : '',
    cart.optional_life_notice ? t('cart.optional_life_notice') : '',
  ].filter((notice) => notice !== '');
  if (notices.length === 0) return null;
  return (
    <Alert color="blue" variant="light" component="section" aria-labelledby="cart-notices-title">
      <Title order={2} size="h4" id="cart-notices-title" mb="xs">
        {t('cart.notices_title')}
      </Title>
      <List size="sm" spacing={4}>
        {notices.map((notice) => (
          <List.Item key={notice}>{notice}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
