// Compare up to three plans of the listing: the sticky "Compare (n)" bar and the side-by-side
// table (plans as columns, features as rows, each with its header cell).
import { categoryNames, type PlanSummary } from '@benefit-store/contract/catalog';
import { Affix, Button, Group, Image, Modal, Paper, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tierPriceLines } from './plan-card';
import { plainText } from './rich-text';

export const compareLimit = 3;

export function CompareTable({ plans }: { plans: readonly PlanSummary[] }) {
  const { t } = useTranslation();
  const rows = [
    {
      key: 'price',
      label: t('plans.compare_price'),
      cell: (plan: PlanSummary) =>
        tierPriceLines(t, plan)
          .map((line) => line.text)
          .join('; ') || '—',
    },
    {
      key: 'carrier',
      label: t('plans.compare_carrier'),
      cell: (plan: PlanSummary) =>
        plan.plan_logo ? (
          <Image src={plan.plan_logo} alt={t('plans.logo', { name: plan.plan_name })} h={32} w="auto" fit="contain" />
        ) : (
          '—'
        ),
    },
    {
      key: 'benefits',
      label: t('plans.compare_benefits'),
      cell: (plan: PlanSummary) =>
        [plainText(plan.callout_text), plainText(plan.plan_short_text)].filter(Boolean).join(' '),
    },
    {
      key: 'category',
      label: t('plans.compare_category'),
      cell: (plan: PlanSummary) => t(categoryNames[plan.plan_category]),
    },
  ];
  return (
    // The table may scroll sideways: its viewport takes the focus so keys can scroll it.
    <Table.ScrollContainer
      minWidth={480}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('plans.compare_caption') } }}
    >
      <Table withTableBorder withColumnBorders captionSide="top">
        {/* The default caption colour (dimmed) is too faint on white. */}
        <Table.Caption c="gray.8">{t('plans.compare_caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('plans.compare_feature')}</Table.Th>
            {plans.map((plan) => (
              <Table.Th scope="col" key={plan.plan_id}>
                {plan.plan_name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row">{row.label}</Table.Th>
              {plans.map((plan) => (
                <Table.Td key={plan.plan_id}>{row.cell(plan)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The plans picked for comparison, kept by id. */
export function useCompare() {
  const [ids, setIds] = useState<string[]>([]);
  return {
    ids,
    choiceFor: (planId: string) => ({
      checked: ids.includes(planId),
      disabled: !ids.includes(planId) && ids.length >= compareLimit,
      onChange: (checked: boolean) =>
        setIds((current) => (checked ? [...current, planId] : current.filter((id) => id !== planId))),
    }),
    clear: () => setIds([]),
  };
}

export function CompareBar({ plans, onClear }: { plans: readonly PlanSummary[]; onClear: () => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  if (plans.length === 0) return null;
  return (
    <>
      <Affix position={{ bottom: 16, right: 16 }} zIndex={100}>
        <Paper shadow="md" p="sm" withBorder component="section" aria-label={t('plans.compare_title')}>
          <Group gap="sm">
            {plans.length >= compareLimit && <Text size="sm">{t('plans.compare_limit')}</Text>}
            <Button onClick={() => setOpened(true)}>{t('plans.compare_n', { count: plans.length })}</Button>
            <Button variant="default" onClick={onClear}>
              {t('plans.compare_clear')}
            </Button>
          </Group>
        </Paper>
      </Affix>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('plans.compare_title')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('plans.close') }}
      >
        <CompareTable plans={plans} />
      </Modal>
    </>
  );
}
