// The household's values above the plans (zip, gender, smoker when known, tier, birth date) and
// the Edit popup 'Basic Details' that changes them.
import { Button, Group, Modal, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tierName } from '../../../shared/words/tier-name';
import { useFilterInfo } from '../api/get-filter-info';
import { HouseholdForm } from './household-form';

export function BasicDetailsModal({
  enrollmentId,
  opened,
  onClose,
}: {
  enrollmentId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const info = useFilterInfo(enrollmentId).data;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('quote.basic_details')}
      closeButtonProps={{ 'aria-label': t('quote.close') }}
    >
      {info !== undefined && (
        <HouseholdForm
          columns={1}
          defaults={{
            zip: info?.zip ?? '',
            dob: info?.dob ?? '',
            gender: info ? String(info.gender) : '',
            tier: info?.tier ?? '',
            spouse_dop: info?.spouse_dop ?? '',
            child_num: info?.child_num ? String(info.child_num) : '',
          }}
          submitLabel={t('quote.save')}
          onSaved={onClose}
        />
      )}
    </Modal>
  );
}

export function FilterBar({ enrollmentId, onEdit }: { enrollmentId: string; onEdit: () => void }) {
  const { t } = useTranslation();
  const info = useFilterInfo(enrollmentId).data;
  if (!info) return null;
  const values = [
    { label: t('plans.zip'), value: info.zip },
    { label: t('plans.gender'), value: info.gender === 1 ? t('quote.female') : t('quote.male') },
    ...(info.is_smoker === null
      ? []
      : [{ label: t('plans.smoker'), value: info.is_smoker === 1 ? t('quote.yes') : t('quote.no') }]),
    { label: t('plans.tier'), value: tierName(t, info.tier) },
    { label: t('plans.dob'), value: info.dob },
  ];
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('plans.your_details')}>
      <Group justify="space-between" wrap="wrap">
        <Group component="dl" gap="lg" m={0} wrap="wrap">
          {values.map((item) => (
            <Group key={item.label} gap={4} wrap="nowrap">
              <Text component="dt" fw={700} size="sm">
                {item.label}:
              </Text>
              <Text component="dd" size="sm" m={0}>
                {item.value}
              </Text>
            </Group>
          ))}
        </Group>
        <Button variant="outline" size="xs" onClick={onEdit}>
          {t('plans.edit')}
        </Button>
      </Group>
    </Paper>
  );
}
