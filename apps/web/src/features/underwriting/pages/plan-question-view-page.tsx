// /PlanQuestionView: the spec's static preview of a cancer plan's and a term life plan's health
// questions (nothing is saved). With ?plan_id=... and a quote, that plan's own questions instead,
// answered for the household; saving shows the server's message.
import { Alert, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { usePageTitle } from '../../../shared/ui/page-title';
import { HealthQuestions } from '../components/health-questions';
import type { en } from '../words';

type PreviewWord = Extract<keyof typeof en, `preview.${string}`>;

const previews = [
  { title: 'preview.cancer', questions: ['preview.cancer_1', 'preview.cancer_2', 'preview.cancer_3'] },
  { title: 'preview.term_life', questions: ['preview.term_life_1', 'preview.term_life_2', 'preview.term_life_3'] },
] as const satisfies readonly { title: PreviewWord; questions: readonly PreviewWord[] }[];

function StaticPreview() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Text>{t('preview.intro')}</Text>
      {previews.map((preview) => (
        <Stack key={preview.title} gap="md" component="section">
          <Title order={2} size="h3">
            {t(preview.title)}
          </Title>
          {preview.questions.map((question, index) => (
            <Radio.Group key={question} label={`${index + 1}. ${t(question)}`}>
              <Group mt="xs">
                <Radio value="yes" label={t('health.yes')} disabled />
                <Radio value="no" label={t('health.no')} disabled />
              </Group>
            </Radio.Group>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

export default function PlanQuestionViewPage() {
  const { t } = useTranslation();
  usePageTitle(t('title.plan_questions'));
  const [params] = useSearchParams();
  const planId = params.get('plan_id');
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
      {planId === null && <StaticPreview />}
      {planId !== null &&
        (tempId ? (
          !saved && <HealthQuestions enrollmentId={tempId} planId={planId} onSaved={setSaved} />
        ) : (
          <Text>{t('health.plan_missing')}</Text>
        ))}
    </Stack>
  );
}
