// What changed in the cart when completion priced and dated it again (decision 0037): shown on the
// review, above the order summary (which already holds the new values), before the person completes again.
import type { CartChanges } from '@benefit-store/contract/cart';
import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/ui/format-money';
import { useFormatDay } from './format-day';

export function CartChangesNotice({ message, changes }: { message: string; changes: CartChanges }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const day = useFormatDay();
  const date = changes.effective_date;
  return (
    <Alert color="yellow" role="alert" title={t('review.changes_title')}>
      <Text size="sm" mb="xs">
        {message}
      </Text>
      <List size="sm">
        {changes.lines.map((line) => (
          <List.Item key={line.plan_id}>
            {line.new_price === null
              ? t('review.change_removed', { plan: line.plan_name, old: money(line.old_price) })
              : t('review.change_price', {
                  plan: line.plan_name,
                  old: money(line.old_price),
                  new: money(line.new_price),
                })}
          </List.Item>
        ))}
        {date && (
          <List.Item>
            {date.new === null
              ? t('review.change_no_date', { old: day(date.old) })
              : t('review.change_date', { old: day(date.old), new: day(date.new) })}
          </List.Item>
        )}
      </List>
    </Alert>
  );
}
