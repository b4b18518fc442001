// What changed in the cart when it was priced and dated again (decision 0037): each line's old and
// new price, a line that left, a start date no longer offered. Shown on the review when completion
// found changes, and on any page after a household change re-priced the cart.
import type { CartChanges } from '@benefit-store/contract/cart';
import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from './format-day';
import { useFormatMoney } from './format-money';

export interface CartChangesNoticeProps {
  title: string;
  message: string;
  changes: CartChanges;
  /** Given: the notice can be closed (a close button labelled in the page's language). */
  onClose?: (() => void) | undefined;
}

export function CartChangesNotice({ title, message, changes, onClose }: CartChangesNoticeProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const day = useFormatDay();
  const date = changes.effective_date;
  return (
    <Alert
      color="yellow"
      role="alert"
      title={title}
      {...(onClose ? { withCloseButton: true, onClose, closeButtonLabel: t('cart_changes.close') } : {})}
    >
      <Text size="sm" mb="xs">
        {message}
      </Text>
      <List size="sm">
        {changes.lines.map((line) => (
          <List.Item key={line.plan_id}>
            {line.new_price === null
              ? t('cart_changes.removed', { plan: line.plan_name, old: money(line.old_price) })
              : t('cart_changes.price', {
                  plan: line.plan_name,
                  old: money(line.old_price),
                  new: money(line.new_price),
                })}
          </List.Item>
        ))}
        {date && (
          <List.Item>
            {date.new === null
              ? t('cart_changes.no_date', { old: day(date.old) })
              : t('cart_changes.date', { old: day(date.old), new: day(date.new) })}
          </List.Item>
        )}
      </List>
    </Alert>
  );
}
