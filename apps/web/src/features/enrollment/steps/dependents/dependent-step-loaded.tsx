// The dependent step as the wizard's frame shows it: it loads the dependent form's fields, the
// dependents on file, the household's tier, the plans' kinds and (when required) the dependent
// health questions, then renders.
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDynamicTabs } from '../../api/wizard-calls';
import { useCartPlanInfo } from '../employer/api/employer-step';
import type { StepFrameProps } from '../step-frame';
import { useDependentForm, useDependentQuestions, useDependents, useHousehold, usePremier } from './api/dependent-step';
import { DependentStep } from './dependent-step';
import { dependentOf } from './dependent-values';

export function DependentStepLoaded(props: StepFrameProps) {
  const { t } = useTranslation();
  const form = useDependentForm(props.enrollmentId);
  const saved = useDependents(props.enrollmentId);
  const household = useHousehold(props.enrollmentId);
  const premier = usePremier(props.enrollmentId);
  const cart = useCartPlanInfo(props.enrollmentId);
  const tabs = useDynamicTabs(props.enrollmentId);
  const healthRequired =
    tabs.data?.result.some((tab) => tab.tab_name === 'primary_health_info' && tab.required) === true;
  const questions = useDependentQuestions(props.enrollmentId, healthRequired);
  const loads = [form, saved, household, premier, cart, tabs];
  if (loads.some((load) => load.isPending) || (healthRequired && questions.isPending))
    return <Loader role="status" aria-label={t('dependent.loading')} />;
  if (form.isError) return <Alert color="red">{form.error.message}</Alert>;
  if (household.isError) return <Alert color="red">{household.error.message}</Alert>;
  if (questions.isError) return <Alert color="red">{questions.error.message}</Alert>;
  const healthQuestions = healthRequired ? questions.data?.result : undefined;
  return (
    <DependentStep
      tier={household.data?.tier ?? 'IO'}
      plans={{ premier: premier.data?.result === true, iha: cart.data?.is_IHA === true }}
      healthNote={healthRequired && household.data?.type !== 'new-user'}
      fields={form.data?.result ?? []}
      healthQuestions={healthQuestions}
      disclaimer={form.data?.disclaimer ?? ''}
      disabilityOffered={form.data?.is_legally_disabled === true}
      saved={(saved.data ?? []).map((record) => dependentOf(record, healthQuestions))}
      {...props}
    />
  );
}
