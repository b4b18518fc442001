// The cart's lines: logo, name and monthly price (with the administrative fee it includes), Plan
// details (spec 000 section 2: the page opens its modal), and Remove, after a confirmation, on
// removable lines only; a membership kept by a plan says which.
import '../line-words';
import type { CartItem } from '@benefit-store/contract/cart';
import { Alert, Button, Group, Image, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client';
import { useFormatMoney } from '../../../shared/ui/format-money';
import { useRemovePlan } from '../api/remove-plan-from-cart';

interface LineActions {
  onRemove: (item: CartItem) => void;
  onDetails: (item: CartItem) => void;
}

function CartLineRow({ item, onRemove, onDetails }: { item: CartItem } & LineActions) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const hasFee = item.administrative_fee !== '0.00';
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="wrap" align="center" gap="sm">
        <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
          {item.plan_logo ? (
            <Image
              src={item.plan_logo}
              alt={t('cart.logo', { name: item.plan_name })}
              w={{ base: 56, sm: 96 }}
              h={40}
              fit="contain"
              style={{ flexShrink: 0 }}
            />
          ) : null}
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700}>{item.plan_name}</Text>
            {item.line_type === 'membership' && (
              <Text size="sm" c="gray.8">
                {t('cart.membership')}
              </Text>
            )}
            <Text size="sm">
              {t('cart.per_month', { price: money(item.price) })}
              {hasFee && ` (${t('cart.includes_fee', { fee: money(item.administrative_fee) })})`}
            </Text>
            {item.kept_by.length > 0 && (
              <Text size="sm" c="gray.8">
                {t('cart.kept_by', { plans: item.kept_by.join(', ') })}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs" justify="flex-end" ml="auto">
          <Button
            variant="subtle"
            size="sm"
            onClick={() => onDetails(item)}
            aria-label={t('cart.plan_details_of', { name: item.plan_name })}
          >
            {t('cart.plan_details')}
          </Button>
          {item.removable === 1 && (
            <Button
              variant="default"
              size="sm"
              onClick={() => onRemove(item)}
              aria-label={t('cart.remove_plan', { name: item.plan_name })}
            >
              {t('cart.remove')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

export function CartLines({
  enrollmentId,
  items,
  onDetails,
}: {
  enrollmentId: string;
  items: readonly CartItem[];
  onDetails: LineActions['onDetails'];
}) {
  const { t } = useTranslation();
  const remove = useRemovePlan();
  const [pending, setPending] = useState<CartItem | null>(null);
  const [error, setError] = useState<string>();
  const close = () => setPending(null);
  const confirm = async () => {
    if (!pending) return;
    setError(undefined);
    try {
      await remove.mutateAsync({
        enrollment_id: enrollmentId,
        plan_id: pending.plan_id,
        plan_pricing_id: pending.plan_pricing_id,
      });
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.fieldErrors[0]?.error_message ?? caught.message) : String(caught));
    }
    close();
  };
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <CartLineRow key={item.plan_id} item={item} onRemove={setPending} onDetails={onDetails} />
        ))}
      </Stack>
      <Modal
        opened={pending !== null}
        onClose={close}
        title={t('cart.remove_title')}
        closeButtonProps={{ 'aria-label': t('plans.close') }}
      >
        <Stack gap="md">
          <Text>{t('cart.remove_text', { name: pending?.plan_name ?? '' })}</Text>
          <Group>
            <Button color="red.8" onClick={() => void confirm()} loading={remove.isPending} data-autofocus>
              {t('cart.remove_confirm')}
            </Button>
            <Button variant="default" onClick={close}>
              {t('cart.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
