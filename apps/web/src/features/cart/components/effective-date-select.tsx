// The effective date selector: the dates offered as radio buttons, the portal's cutoff countdown,
// and each date left out with the reason (cutoff passed, portal's earliest date, a plan's blackout,
// start months or the household's ages on it).
import type { CartEffectiveDates } from '@benefit-store/contract/cart';
import { Alert, List, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from '../../../shared/ui/format-day';

const missingKeys = {
  cutoff: 'cart.missing_cutoff',
  portal_earliest: 'cart.missing_portal_earliest',
  blackout: 'cart.missing_blackout',
  plan_months: 'cart.missing_plan_months',
  plan_ages: 'cart.missing_plan_ages',
} as const;

type Missing = CartEffectiveDates['missing'][number];

/** Dates left out for the same reason (and plan) read as one line: "December 1; February 1: ...". */
function groupedMissing(missing: readonly Missing[]) {
  const groups: { reason: Missing['reason']; plan_name: string; dates: string[] }[] = [];
  for (const entry of missing) {
    const group = groups.find((known) => known.reason === entry.reason && known.plan_name === entry.plan_name);
    if (group) group.dates.push(entry.date);
    else groups.push({ reason: entry.reason, plan_name: entry.plan_name, dates: [entry.date] });
  }
  return groups;
}

function Countdown({ cutoff }: { cutoff: NonNullable<CartEffectiveDates['cutoff']> }) {
  const { t } = useTranslation();
  const day = useFormatDay();
  const date = day(cutoff.effective_date);
  return (
    <Text size="sm" fw={500}>
      {cutoff.days_left === 0
        ? t('cart.cutoff_today', { date })
        : t('cart.cutoff_days', { lastDay: day(cutoff.last_day), date, count: cutoff.days_left })}
    </Text>
  );
}

export function EffectiveDateSelect({
  dates,
  value,
  onChange,
  error,
}: {
  dates: CartEffectiveDates;
  value: string | null;
  onChange: (date: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const day = useFormatDay();
  return (
    <Stack component="section" gap="sm" aria-labelledby="cart-dates-title">
      <Title order={2} size="h3" id="cart-dates-title">
        {t('cart.dates_title')}
      </Title>
      {dates.result.length === 0 ? (
        <>
          <Alert color="yellow">{t('cart.dates_none')}</Alert>
          {error && (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          )}
        </>
      ) : (
        <Radio.Group label={t('cart.dates_label')} value={value} onChange={onChange} error={error}>
          <Stack gap="xs" mt="xs">
            {dates.result.map((date) => (
              <Radio key={date} value={date} label={day(date)} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {dates.cutoff && <Countdown cutoff={dates.cutoff} />}
      {dates.missing.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={700}>
            {t('cart.missing_title')}
          </Text>
          <List size="sm" spacing={2}>
            {groupedMissing(dates.missing).map((group) => (
              <List.Item key={group.dates[0]}>
                {t(missingKeys[group.reason], { date: group.dates.map(day).join('; '), plan: group.plan_name })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
