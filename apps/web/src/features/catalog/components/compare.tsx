// Compare up to three plans of the listing: the sticky "Compare (n)" bar and the comparison,
// full-screen: a column per plan (side by side on a wide screen, one under the other on a phone,
// so nothing is cut off; there a plan's column leaves out the facts of other kinds of plans) with its price, carrier, facts, key benefits and category as rows aligned
// across the columns, and its own action (Add to Cart, Enroll Now...).
import { categoryNames, type PlanSummary } from '@benefit-store/contract/catalog';
import { Affix, Box, Button, Group, Modal, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/ui/format-money';
import classes from './compare.module.css';
import { lowestTierPrice, PlanLogo } from './plan-card';
import { type Fact, usePlanFacts } from './plan-facts';
import { plainText } from './rich-text';

export const compareLimit = 3;

/** What the page adds to a plan: the notice of a plan the household cannot buy yet, and the action. */
export interface PlanSlots {
  notice: ReactNode;
  action: ReactNode;
}

interface Row {
  key: string;
  label: string;
  cell: (plan: PlanSummary) => ReactNode;
  /** The plan has nothing for this row (a fact of another kind of plan). */
  empty: (plan: PlanSummary) => boolean;
}

const rowStyle = { borderTop: '1px solid var(--mantine-color-gray-3)', padding: '8px 0' } as const;

/** The rows every column shows, in order: price, carrier, the facts any of the plans has, benefits, category. */
function useRows(plans: readonly PlanSummary[], withHousehold: boolean, slotsFor: (plan: PlanSummary) => PlanSlots) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const factsOf = usePlanFacts();
  const facts = new Map(plans.map((plan) => [plan.plan_id, factsOf(plan)]));
  const factRows = new Map<string, string>();
  for (const list of facts.values())
    for (const fact of list) if (!factRows.has(fact.key)) factRows.set(fact.key, fact.label);
  const factOf = (plan: PlanSummary, key: string): Fact | undefined =>
    facts.get(plan.plan_id)?.find((fact) => fact.key === key);
  const price = (plan: PlanSummary): ReactNode => {
    if (withHousehold && plan.price) return t('plans.per_month', { price: money(plan.price) });
    if (withHousehold) return slotsFor(plan).notice;
    const lowest = lowestTierPrice(plan);
    return lowest ? t('plans.price_from', { price: money(lowest) }) : '—';
  };
  const never = () => false;
  const rows: Row[] = [
    {
      key: 'price',
      label: withHousehold ? t('plans.your_price') : t('plans.compare_price'),
      cell: price,
      empty: never,
    },
    { key: 'carrier', label: t('plans.compare_carrier'), cell: (plan) => plan.carrier_name || '—', empty: never },
    ...[...factRows].map(([key, label]) => ({
      key,
      label,
      cell: (plan: PlanSummary) => factOf(plan, key)?.value ?? '—',
      empty: (plan: PlanSummary) => factOf(plan, key) === undefined,
    })),
    {
      key: 'benefits',
      label: t('plans.compare_benefits'),
      cell: (plan) =>
        [plainText(plan.callout_text), plainText(plan.plan_short_text)]
          .filter(Boolean)
          .map((text) => (/[.!?]$/.test(text) ? text : `${text}.`))
          .join(' '),
      empty: never,
    },
    {
      key: 'category',
      label: t('plans.compare_category'),
      cell: (plan) => t(categoryNames[plan.plan_category]),
      empty: never,
    },
  ];
  return rows;
}

export function CompareView({
  plans,
  withHousehold,
  slotsFor,
}: {
  plans: readonly PlanSummary[];
  withHousehold: boolean;
  slotsFor: (plan: PlanSummary) => PlanSlots;
}) {
  const rows = useRows(plans, withHousehold, slotsFor);
  // Each column spans the rows of the grid (subgrid), so a row lines up across the columns.
  const span = rows.length + 2;
  return (
    <SimpleGrid cols={{ base: 1, sm: plans.length }} spacing="md" verticalSpacing={0}>
      {plans.map((plan) => (
        <Paper
          key={plan.plan_id}
          component="section"
          aria-labelledby={`compare-${plan.plan_id}`}
          withBorder
          p="md"
          mb="md"
          style={{ display: 'grid', gridRow: `span ${span}`, gridTemplateRows: 'subgrid', minWidth: 0 }}
        >
          <Box pb="xs">
            <PlanLogo plan={plan} height={32} />
            <Title order={3} size="h4" id={`compare-${plan.plan_id}`} mt={4}>
              {plan.plan_name}
            </Title>
          </Box>
          <Box component="dl" m={0} style={{ display: 'contents' }}>
            {rows.map((row) => (
              <Box key={row.key} style={rowStyle} className={row.empty(plan) ? classes.empty : undefined}>
                <Text component="dt" size="sm" c="gray.7">
                  {row.label}
                </Text>
                <Text
                  component="dd"
                  size={row.key === 'price' ? 'lg' : 'sm'}
                  fw={row.key === 'price' ? 700 : 400}
                  m={0}
                >
                  {row.cell(plan)}
                </Text>
              </Box>
            ))}
          </Box>
          <Box style={rowStyle}>{slotsFor(plan).action}</Box>
        </Paper>
      ))}
    </SimpleGrid>
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

export function CompareBar({
  plans,
  onClear,
  withHousehold,
  slotsFor,
}: {
  plans: readonly PlanSummary[];
  onClear: () => void;
  withHousehold: boolean;
  slotsFor: (plan: PlanSummary) => PlanSlots;
}) {
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
        fullScreen
        closeButtonProps={{ 'aria-label': t('plans.close') }}
      >
        <Text size="sm" mb="md">
          {t('plans.compare_caption')}
        </Text>
        <CompareView plans={plans} withHousehold={withHousehold} slotsFor={slotsFor} />
      </Modal>
    </>
  );
}
