// /PlanQuestionView: a plan's health questions on their own page (?plan_id=...), for the
// household's quote; saving shows the server's message.
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { usePageTitle } from '../../../shared/ui/page-title';
import { HealthQuestions } from '../components/health-questions';

export default function PlanQuestionViewPage() {
  const { t } = useTranslation();
  usePageTitle(t('title.plan_questions'));
  const [params] = useSearchParams();
  const storedPlanId = useSession((state) => state.planId);
  const planId = params.get('plan_id') ?? storedPlanId ?? '';
  const tempId = useSession((state) => state.tempId);
  const [saved, setSaved] = useState<string>();
  return (
    <Stack gap="md" py="lg">
      <Title order={1}>{t('health.title')}</Title>
      {saved && (
        <Alert color="green" role="status">
          {saved}
        </Alert>
      )}
      {tempId && planId ? (
        !saved && <HealthQuestions enrollmentId={tempId} planId={planId} onSaved={setSaved} />
      ) : (
        <Text>{t('health.plan_missing')}</Text>
      )}
    </Stack>
  );
}
