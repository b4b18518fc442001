// The facts people choose a plan by, labelled in the page's language: for medical plans the
// deductible, out-of-pocket maximum and network; for dental plans the coverage of preventive, basic
// and major care and the yearly maximum; for vision plans the exam copay, frame allowance and lens
// copay. The card shows them under its price, compare as rows.
import type { PlanSummary } from '@benefit-store/contract/catalog';
import { Box, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney, useFormatPercent } from '../../../shared/ui/format-money';

export interface Fact {
  key: string;
  label: string;
  value: string;
}

/** The labelled facts of a plan, in the order people weigh them. */
export function usePlanFacts() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const percent = useFormatPercent();
  const covered = (value: number) => t('plans.fact_covered', { percent: percent(value) });
  return (plan: Pick<PlanSummary, 'facts' | 'network'>): Fact[] => {
    const { facts } = plan;
    const network = plan.network ? [{ key: 'network', label: t('plans.fact_network'), value: plan.network }] : [];
    switch (facts?.kind) {
      case 'medical':
        return [
          { key: 'deductible', label: t('plans.fact_deductible'), value: money(facts.deductible) },
          { key: 'oop_max', label: t('plans.fact_oop_max'), value: money(facts.out_of_pocket_max) },
          ...network,
        ];
      case 'dental':
        return [
          { key: 'preventive', label: t('plans.fact_preventive'), value: covered(facts.preventive_percent) },
          { key: 'basic', label: t('plans.fact_basic'), value: covered(facts.basic_percent) },
          { key: 'major', label: t('plans.fact_major'), value: covered(facts.major_percent) },
          { key: 'annual_max', label: t('plans.fact_annual_max'), value: money(facts.annual_max) },
        ];
      case 'vision':
        return [
          { key: 'exam', label: t('plans.fact_exam'), value: money(facts.exam_copay) },
          { key: 'frames', label: t('plans.fact_frames'), value: money(facts.frame_allowance) },
          { key: 'lenses', label: t('plans.fact_lenses'), value: money(facts.lens_copay) },
        ];
      default:
        return network;
    }
  };
}

/** The facts as a definition list: label, then value, a row each. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  if (facts.length === 0) return null;
  return (
    <Box
      component="dl"
      m={0}
      style={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 12, rowGap: 2, justifyContent: 'start' }}
    >
      {facts.map((fact) => (
        <Fragment key={fact.key}>
          <Text component="dt" size="sm" c="gray.7">
            {fact.label}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0}>
            {fact.value}
          </Text>
        </Fragment>
      ))}
    </Box>
  );
}
