// The health step as the wizard's frame shows it: it loads its questions and the answers on file
// (saving an existing member's answers once as the enrollment's own), then renders.
import { withoutEmpty } from '@benefit-store/contract/enrollment-fields';
import { Alert, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../shared/session/session-store';
import type { StepFrameProps } from '../step-frame';
import { useHealthOnFile, useHealthQuestions, useSaveHealth } from './api/health-step';
import { healthFormSchema, healthValuesOf } from './health-questions-fields';
import { HealthStep } from './health-step';

/**
 * The health step: its questions and the answers on file. For an existing member's enrollment not
 * yet tracked (spec 001 section 4 "Health"), the member's answers on file are saved once as the
 * enrollment's own (saveExisting), `health_track` is set, and the saved answers are shown. Answers
 * on file that no longer fit the questions are left for the enroller to complete.
 */
export function HealthStepLoaded(props: StepFrameProps) {
  const { t } = useTranslation();
  const { enrollmentId } = props;
  const questions = useHealthQuestions(enrollmentId);
  const onFile = useHealthOnFile(enrollmentId);
  const existingMember = useSession((state) => state.enroll_type) === 'existing-member';
  const tracked = useSession((state) => state.health_track) === enrollmentId;
  const setSession = useSession((state) => state.set);
  const save = useSaveHealth();
  const started = useRef(false);
  // Undefined while the answers on file are loading; null when there are none (or they cannot be read).
  const answersOnFile = onFile.isError ? null : onFile.data?.result;
  const asked = questions.data?.result;
  const savingExisting = existingMember && !tracked;
  useEffect(() => {
    if (!savingExisting || started.current || answersOnFile === undefined || asked === undefined) return;
    started.current = true;
    const answers = answersOnFile && healthFormSchema.safeParse(withoutEmpty(healthValuesOf(asked, answersOnFile)));
    const track = () => setSession({ health_track: enrollmentId });
    if (answers?.success) save.mutate({ enrollment_id: enrollmentId, ...answers.data }, { onSettled: track });
    else track();
  }, [savingExisting, answersOnFile, asked, enrollmentId, save, setSession]);
  if (questions.isPending || onFile.isPending || savingExisting)
    return <Loader role="status" aria-label={t('health.loading')} />;
  if (questions.isError) return <Alert color="red">{questions.error.message}</Alert>;
  return <HealthStep questions={questions.data.result} saved={onFile.data?.result ?? null} {...props} />;
}
