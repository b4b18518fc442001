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
  type Dependent,
  type DependentPlans,
  type DependentTier,
  dependentHeadingKey,
  dependentsProblem,
  maxDependents,
  relationshipOfNext,
} from '@benefit-store/contract/enrollment-dependents';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { msg } from '@benefit-store/contract/messages/en';
import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditableList } from '../../../../shared/ui/editable-list';
import { type HealthQuestionsData, healthValuesOf } from '../health/health-questions-fields';
import { StepActions, type StepFrameProps } from '../step-frame';
import { DependentForm } from './dependent-form';
import { DependentNotes } from './dependent-notes';
import { emptyDependent, valuesOf } from './dependent-values';
import { SpouseQuestionFields } from './spouse-question';
import { useDependentsSave } from './use-dependents-save';
import { useSpouseQuestion } from './use-spouse-question';

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

export function DependentStep(props: DependentStepProps) {
  const { enrollmentId, tier, plans, fields, onBack } = props;
  const { t } = useTranslation();
  const { list, change, next, problem, saving } = useDependentsSave(props);
  const spouse = useSpouseQuestion({ tier, plans, list, change });
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const editing = mode.kind === 'edit';
  const open = mode.kind !== 'list';
  const edited = mode.kind === 'edit' ? list[mode.index] : undefined;
  const relationships = list.map((item) => item.primary_info);
  const nextRelationship = relationshipOfNext(tier, relationships, plans, spouse.enrollsSpouse);
  const listProblem = dependentsProblem(tier, relationships, plans, true);
  const nameOf = (item: Dependent) => `${item.primary_info.first_name} ${item.primary_info.last_name}`;
  const heading = dependentHeadingKey(tier);

  const submitted = (dependent: Dependent) => {
    change(
      mode.kind === 'edit'
        ? list.map((item, index) => (index === mode.index ? dependent : item))
        : [...list, dependent],
    );
    setMode({ kind: 'list' });
  };

  const remove = (index: number) => {
    const left = list.filter((_, at) => at !== index);
    change(left);
    spouse.removed(list[index], left);
  };

  const canAdd =
    tier !== 'IO' &&
    !spouse.asking &&
    !spouse.spouseNeededAfterNo &&
    list.length < maxDependents &&
    !(tier === 'IS' && spouse.spouseListed);
  const nextShown = listProblem === undefined && !spouse.asking;

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
      <SpouseQuestionFields spouse={spouse} open={open} />
      <DependentNotes
        tier={tier}
        plans={plans}
        spouseNeededAfterNo={spouse.spouseNeededAfterNo}
        listProblem={listProblem}
        listed={list.length}
      />
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
                loading: saving,
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
