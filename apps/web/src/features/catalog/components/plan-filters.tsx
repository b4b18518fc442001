// The plans listing's filters: the medical network (Choose Medical Network, with Clear) and the
// category side filter.
import { type CategoryCode, categoryCodes } from '@benefit-store/contract/catalog';
import { Button, Checkbox, Group, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLeftSideFilter } from '../api/get-left-side-filter-fields';
import { usePlanNetworks } from '../api/get-plan-network';

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
