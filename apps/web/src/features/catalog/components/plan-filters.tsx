// The plans listing's filters and order: the medical network (Choose Medical Network, with Clear),
// the category side filter, and the sort (recommended, price, carrier).
import { type CategoryCode, categoryCodes } from '@benefit-store/contract/catalog';
import { Button, Checkbox, Group, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLeftSideFilter } from '../api/get-left-side-filter-fields';
import { usePlanNetworks } from '../api/get-plan-network';
import { type SortOrder, sortOrders } from './plan-sections';

export function NetworkFilter({
  enrollmentId,
  value,
  onChange,
}: {
  enrollmentId: string | null;
  value: string;
  onChange: (network: string) => void;
}) {
  const { t } = useTranslation();
  const networks = usePlanNetworks(enrollmentId, true).data?.result ?? [];
  if (networks.length === 0) return null;
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label={t('plans.network')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        data={[{ value: '', label: t('quote.choose') }, ...networks.map((name) => ({ value: name, label: name }))]}
      />
      <Button variant="default" onClick={() => onChange('')} disabled={value === ''}>
        {t('plans.clear')}
      </Button>
    </Group>
  );
}

export function CategoryFilter({
  enrollmentId,
  value,
  onChange,
}: {
  enrollmentId: string;
  value: CategoryCode[];
  onChange: (categories: CategoryCode[]) => void;
}) {
  const { t } = useTranslation();
  const categories = useLeftSideFilter(enrollmentId).data?.result.categories ?? [];
  if (categories.length === 0) return null;
  return (
    <Checkbox.Group
      label={t('plans.categories')}
      value={value}
      onChange={(chosen) => onChange(categoryCodes.filter((code) => chosen.includes(code)))}
    >
      <Stack gap="xs" mt="xs">
        {categories.map((category) => (
          <Checkbox key={category.category} value={category.category} label={category.label} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

const sortLabels = {
  recommended: 'plans.sort_recommended',
  price: 'plans.sort_price',
  carrier: 'plans.sort_carrier',
} as const satisfies Record<SortOrder, string>;

export function SortSelect({ value, onChange }: { value: SortOrder; onChange: (order: SortOrder) => void }) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('plans.sort')}
      value={value}
      onChange={(event) => onChange(sortOrders.find((order) => order === event.currentTarget.value) ?? 'recommended')}
      data={sortOrders.map((order) => ({ value: order, label: t(sortLabels[order]) }))}
    />
  );
}
