// The dependent step (spec 001 sections 2, 4, 5, 9): the heading of the tier, the list
// "relationship#N first last" with edit and delete, + Add Spouse / + Add Child opening the
// "Dependent #N" popup, the Family tier's spouse question (decision 0045: No leaves the spouse out
// only on a premier plan; elsewhere it says the tier was priced with the spouse and how to change
// it), the premier and IHA messages, and Next shown
// by the tier's counts. While a dependent is edited, add, delete and Next wait for it. Each change
// to the list is kept on the temporary enrollment; Next saves the whole list (on Member Only, the
// removal of every dependent).
import '../../step-words';
import {
  asksSpouseQuestion,
  type Dependent,
  type DependentPlans,
  type DependentTier,
  dependentHeadingKey,
  dependentsProblem,
  maxDependents,
  relationshipOfNext,
  spouseOptional,
} from '@benefit-store/contract/enrollment-dependents';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { msg } from '@benefit-store/contract/messages/en';
import { Alert, Anchor, Button, Group, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../../shared/api/client';
import { EditableList } from '../../../../shared/ui/editable-list';
import { PenIcon } from '../../../../shared/ui/icons';
import { underLanding } from '../../step-paths';
import { type HealthQuestionsData, healthValuesOf } from '../health/health-questions-fields';
import { StepActions, type StepFrameProps } from '../step-frame';
import { useDeleteDependentsInIO, useKeepDependents, useSaveDependents } from './api/dependent-step';
import { DependentForm, emptyDependent, valuesOf } from './dependent-form';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; index: number };

export interface DependentStepProps extends StepFrameProps {
  tier: DependentTier;
  plans: DependentPlans;
  /** The dependent health tab is required and the enrollment is not a new member's: the note shows. */
  healthNote: boolean;
  fields: readonly FormField[];
  /** The dependent health questions, when the health tab requires them (hqReq 1). */
  healthQuestions: HealthQuestionsData | undefined;
  disclaimer: string;
  disabilityOffered: boolean;
  saved: readonly Dependent[];
}

/** The message a failed save shows above the buttons: its last field message ("Dependent #N ..."). */
const failureText = (failure: unknown) =>
  failure instanceof ApiError
    ? (failure.fieldErrors.find((item) => item.target_element === 'dependents')?.error_message ?? failure.message)
    : failure instanceof Error
      ? failure.message
      : undefined;

export function DependentStep(props: DependentStepProps) {
  const { enrollmentId, tier, plans, fields, saved, onBack, onDone, registerForm } = props;
  const { t } = useTranslation();
  const { landing } = useParams();
  const keep = useKeepDependents();
  const save = useSaveDependents();
  const removeAll = useDeleteDependentsInIO();
  const [list, setList] = useState<Dependent[]>([...saved]);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [problem, setProblem] = useState<string>();
  const question = asksSpouseQuestion(tier);
  const spouseListed = list.some((item) => item.primary_info.relationship === 'spouse');
  // The spouse question's answer: asked first on the Family tier, answered by a listed spouse.
  const [enrollsSpouse, setEnrollsSpouse] = useState<boolean | undefined>(
    question && list.length > 0 ? spouseListed : undefined,
  );
  // No where the quote priced a spouse (no premier plan, or an IHA plan): the spouse is still needed.
  const spouseNeededAfterNo = question && enrollsSpouse === false && !spouseOptional(tier, plans);
  const [asking, setAsking] = useState(question && list.length === 0);
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string>();
  const [setAside, setSetAside] = useState<Dependent>();
  registerForm(() => ({ dependents: list }));

  const editing = mode.kind === 'edit';
  const open = mode.kind !== 'list';
  const edited = mode.kind === 'edit' ? list[mode.index] : undefined;
  const nextRelationship = relationshipOfNext(
    tier,
    list.map((item) => item.primary_info),
    plans,
    enrollsSpouse,
  );
  const listProblem = dependentsProblem(
    tier,
    list.map((item) => item.primary_info),
    plans,
    true,
  );
  const nameOf = (item: Dependent) => `${item.primary_info.first_name} ${item.primary_info.last_name}`;
  const heading = dependentHeadingKey(tier);

  /** The list changed: kept on the temporary enrollment at once. */
  const change = (next: Dependent[]) => {
    setList(next);
    setProblem(undefined);
    keep.mutate(
      { enrollment_id: enrollmentId, dependents: next },
      { onError: (failure) => setProblem(failureText(failure)) },
    );
  };

  const submitted = (dependent: Dependent) => {
    change(
      mode.kind === 'edit'
        ? list.map((item, index) => (index === mode.index ? dependent : item))
        : [...list, dependent],
    );
    setMode({ kind: 'list' });
  };

  const remove = (index: number) => {
    const next = list.filter((_, at) => at !== index);
    const removed = list[index];
    change(next);
    // Removing the spouse resets the spouse answer; on a premier family plan the question comes back.
    if (removed?.primary_info.relationship === 'spouse' || next.length === 0) {
      setEnrollsSpouse(undefined);
      setSetAside(undefined);
      if (question) {
        setAnswer('');
        setAsking(true);
      }
    }
  };

  const answerSpouse = () => {
    if (answer !== 'yes' && answer !== 'no') {
      setAnswerError(t(msg('wizard.spouse_status')));
      return;
    }
    setAnswerError(undefined);
    setAsking(false);
    const yes = answer === 'yes';
    setEnrollsSpouse(yes);
    const spouse = list.find((item) => item.primary_info.relationship === 'spouse');
    // No sets a listed spouse aside (kept without it); Yes brings it back, first.
    if (!yes && spouse) {
      setSetAside(spouse);
      change(list.filter((item) => item !== spouse));
    } else if (yes && setAside && !spouse) {
      change([setAside, ...list]);
      setSetAside(undefined);
    }
  };

  const next = async () => {
    setProblem(undefined);
    try {
      if (tier === 'IO' && list.length === 0) await removeAll.mutateAsync(enrollmentId);
      else await save.mutateAsync({ enrollment_id: enrollmentId, dependents: list });
    } catch (failure) {
      setProblem(failureText(failure));
      return;
    }
    onDone();
  };

  const premierMessage =
    plans.premier && listProblem === msg('wizard.l713_one_child')
      ? { color: 'red', key: msg('wizard.l713_one_child') }
      : plans.premier && listProblem === undefined && list.length > 0
        ? { color: 'teal', key: msg('wizard.l713_proceed') }
        : undefined;
  const ihaKey =
    plans.iha && tier !== 'IO' && tier !== 'IS'
      ? tier === 'IF'
        ? msg('wizard.iha_family_max')
        : msg('wizard.iha_children_max')
      : undefined;
  const canAdd =
    tier !== 'IO' && !asking && !spouseNeededAfterNo && list.length < maxDependents && !(tier === 'IS' && spouseListed);
  const nextShown = listProblem === undefined && !asking;

  return (
    <Stack gap="md">
      {heading && (
        <Title order={2} size="h4">
          {t(heading)}
        </Title>
      )}
      {props.healthNote && tier !== 'IO' && <Text>{t(msg('wizard.dependent_health_note'))}</Text>}
      {tier === 'IO' ? (
        <Text>{t('dependent.member_only')}</Text>
      ) : list.length === 0 ? (
        <Text>{t('dependent.none')}</Text>
      ) : (
        <EditableList
          label={t('dependent.list')}
          rows={list.map((item, index) => {
            const name = nameOf(item);
            return {
              key: item.dependent_id ?? `new-${index}-${name}`,
              text: t('dependent.row', {
                relationship: t(`dependent.${item.primary_info.relationship}`),
                n: index + 1,
                name,
              }),
              editLabel: t('dependent.edit', { name }),
              deleteLabel: t('dependent.delete_named', { name }),
              deleteTitle: editing ? t('dependent.delete_blocked') : t('dependent.delete'),
            };
          })}
          editDisabled={open}
          deleteDisabled={open}
          onEdit={(index) => setMode({ kind: 'edit', index })}
          onDelete={remove}
        />
      )}
      {question && !asking && (
        <Group gap="xs">
          <Text>{enrollsSpouse ? t('dependent.spouse_answer_yes') : t('dependent.spouse_answer_no')}</Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<PenIcon />}
            disabled={open}
            onClick={() => {
              setAnswer(enrollsSpouse ? 'yes' : 'no');
              setAsking(true);
            }}
          >
            {t('dependent.enroll_spouse')}
          </Button>
        </Group>
      )}
      {question && asking && (
        <Group align="flex-end">
          <NativeSelect
            label={t('dependent.spouse_question')}
            value={answer}
            onChange={(event) => setAnswer(event.currentTarget.value)}
            error={answerError}
            data={[
              { value: '', label: t('dependent.please_select') },
              { value: 'yes', label: t('dependent.yes') },
              { value: 'no', label: t('dependent.no') },
            ]}
          />
          <Button variant="default" onClick={answerSpouse}>
            {t('dependent.submit')}
          </Button>
        </Group>
      )}
      {spouseNeededAfterNo && (
        <Alert color="yellow" role="status" aria-live="polite">
          <Text>{t(msg('wizard.family_spouse_priced'))}</Text>
          <Anchor component={Link} to={underLanding(landing, '/plans')}>
            {t('dependent.change_coverage')}
          </Anchor>
        </Alert>
      )}
      {premierMessage && (
        <Alert color={premierMessage.color} role="status" aria-live="polite">
          {t(premierMessage.key)}
        </Alert>
      )}
      {ihaKey && <Text size="sm">{t(ihaKey)}</Text>}
      {tier === 'IC3' && <Text size="sm">{t(msg('wizard.ic3_children_min'))}</Text>}
      {canAdd && (
        <Button variant="default" w="fit-content" disabled={editing} onClick={() => setMode({ kind: 'add' })}>
          {nextRelationship === 'spouse' ? t('dependent.add_spouse') : t('dependent.add_child')}
        </Button>
      )}
      <Modal
        opened={open}
        onClose={() => setMode({ kind: 'list' })}
        title={t('dependent.title', { n: mode.kind === 'edit' ? mode.index + 1 : list.length + 1 })}
        size="xl"
        closeButtonProps={{ 'aria-label': t('dependent.close') }}
      >
        {open && (
          <DependentForm
            key={mode.kind === 'edit' ? `edit-${mode.index}` : 'add'}
            enrollmentId={enrollmentId}
            fields={fields}
            disclaimer={props.disclaimer}
            disabilityOffered={props.disabilityOffered}
            relationship={edited ? edited.primary_info.relationship : nextRelationship}
            healthQuestions={props.healthQuestions}
            defaults={
              edited
                ? valuesOf(edited, props.healthQuestions)
                : {
                    ...emptyDependent,
                    ...(props.healthQuestions ? { health_info: healthValuesOf(props.healthQuestions) } : {}),
                  }
            }
            dependentId={edited?.dependent_id}
            onSubmitted={submitted}
            onCancel={() => setMode({ kind: 'list' })}
          />
        )}
      </Modal>
      <StepActions
        problem={problem}
        onBack={onBack}
        next={
          nextShown
            ? {
                label: t('dependent.next'),
                loading: save.isPending || removeAll.isPending,
                disabled: open,
                title: open ? t('dependent.edit_blocked') : t('dependent.next_title'),
                onClick: () => void next(),
              }
            : undefined
        }
      />
    </Stack>
  );
}
