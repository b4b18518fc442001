// Proceed to Enrollment: asks to confirm the start date, stores it (cart-checkout), then goes to
// the wizard's first step; a refusal (a date no longer offered) is shown under the selector.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from '../../../shared/ui/format-day';
import { checkoutRefusal, useCartCheckout } from '../api/cart-checkout';

export function ProceedToEnrollment({
  enrollmentId,
  effectiveDate,
  onRefused,
  onCheckedOut,
}: {
  enrollmentId: string;
  effectiveDate: string | null;
  /** The words saying why the date was refused, for the selector. */
  onRefused: (message: string) => void;
  onCheckedOut: () => void;
}) {
  const { t } = useTranslation();
  const day = useFormatDay();
  const checkout = useCartCheckout();
  const [opened, setOpened] = useState(false);
  const open = () => {
    if (effectiveDate === null) return onRefused(t('cart.choose_date_first'));
    setOpened(true);
  };
  const confirm = async () => {
    if (effectiveDate === null) return;
    try {
      await checkout.mutateAsync({ enrollment_id: enrollmentId, effective_date: effectiveDate });
      setOpened(false);
      onCheckedOut();
    } catch (error) {
      setOpened(false);
      onRefused(checkoutRefusal(error));
    }
  };
  return (
    <>
      <Button size="md" fullWidth onClick={open}>
        {t('cart.proceed')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('cart.proceed_title')}
        closeButtonProps={{ 'aria-label': t('plans.close') }}
      >
        <Stack gap="md">
          <Text>{t('cart.proceed_text', { date: day(effectiveDate ?? '') })}</Text>
          <Group>
            <Button onClick={() => void confirm()} loading={checkout.isPending} data-autofocus>
              {t('cart.proceed_confirm')}
            </Button>
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('cart.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
