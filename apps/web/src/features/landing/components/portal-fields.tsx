// The portal and group selects of the portal choosers (agent home, group home, website, the plan
// page's portal and group popup): the offered portals or groups after a blank first option.
import type { Platform } from '@benefit-store/contract/landing-entities';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const blank = { value: '', label: '' };

interface SelectProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export function PortalField({ platforms, value, onChange, error }: SelectProps & { platforms?: readonly Platform[] }) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('entry.choose_portal')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[blank, ...(platforms ?? []).map((item) => ({ value: item.platform_group_id, label: item.platform_name }))]}
      error={error}
      required
    />
  );
}

export function GroupField({
  groups,
  value,
  onChange,
  error,
}: SelectProps & { groups?: readonly { group_id: string; group_name: string }[] }) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('entry.choose_group')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[blank, ...(groups ?? []).map((item) => ({ value: item.group_id, label: item.group_name }))]}
      error={error}
    />
  );
}
