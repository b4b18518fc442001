// The beneficiary step (spec 001 sections 2, 4, 5, 9): the list with edit and delete, the add and
// edit forms, the running total and its message; at most 3, Next only at exactly 100, and while a
// beneficiary is being edited, delete and Next wait for it ("Please submit the edited form first").
import '../../step-words';
import {
  type Beneficiary,
  beneficiaryTotal,
  beneficiaryTotalKey,
  maxBeneficiaries,
} from '@benefit-store/contract/enrollment-beneficiaries';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { msg } from '@benefit-store/contract/messages/en';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditableList } from '../../../../shared/ui/editable-list';
import { useOptionList } from '../api/option-lists';
import { StepActions, type StepFrameProps } from '../step-frame';
import { BeneficiaryForm, type BeneficiaryValues, emptyBeneficiary } from './beneficiary-form';
import { useBeneficiariesSave } from './use-beneficiaries-save';

/** A listed beneficiary as its form shows it again (the SSN as the server masked it). */
const valuesOf = (item: Beneficiary): BeneficiaryValues => ({
  first_name: item.first_name,
  middle_name: item.middle_name ?? '',
  last_name: item.last_name,
  birthdate: item.birthdate,
  ssn: item.ssn ?? '',
  relationship: item.relationship,
  beneficiary_percentage: String(item.beneficiary_percentage),
});

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; index: number };

interface Props extends StepFrameProps {
  fields: readonly FormField[];
  saved: readonly Beneficiary[];
}

export function BeneficiaryStep({ enrollmentId, fields, saved, onBack, onDone, registerForm }: Props) {
  const { t } = useTranslation();
  const relationships = useOptionList('getBeneficiaryRelationships');
  const stepRef = useRef<HTMLDivElement>(null);
  const { list, setList, next, problem, saving } = useBeneficiariesSave({
    enrollmentId,
    saved,
    stepRef,
    onDone,
    registerForm,
  });
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  // When the form closes, focus goes to the total it changed, not to the page's start.
  const totalRef = useRef<HTMLParagraphElement>(null);
  const formWasOpen = useRef(false);
  useEffect(() => {
    if (mode.kind === 'list' && formWasOpen.current) totalRef.current?.focus();
    formWasOpen.current = mode.kind !== 'list';
  }, [mode.kind]);
  const total = beneficiaryTotal(list);
  const editing = mode.kind === 'edit';
  const edited = mode.kind === 'edit' ? list[mode.index] : undefined;
  const full = list.length >= maxBeneficiaries;
  const relationshipLabel = (value: string) => relationships.find((option) => option.value === value)?.label ?? value;
  const status = list.length === 0 ? msg('wizard.beneficiary_none') : beneficiaryTotalKey(total);

  const submitted = (beneficiary: Beneficiary) => {
    setList((current) =>
      mode.kind === 'edit'
        ? current.map((item, index) => (index === mode.index ? beneficiary : item))
        : [...current, beneficiary],
    );
    setMode({ kind: 'list' });
  };

  return (
    <Stack gap="md" ref={stepRef}>
      <Text>{t('beneficiary.intro')}</Text>
      <Title order={2} size="h4">
        {t('beneficiary.list')}
      </Title>
      {list.length === 0 ? (
        <Text>{t('beneficiary.none')}</Text>
      ) : (
        <EditableList
          rows={list.map((item, index) => {
            const name = `${item.first_name} ${item.last_name}`;
            return {
              key: item.beneficiary_id ?? `new-${index}`,
              text: `${index + 1}. ${name} · ${relationshipLabel(item.relationship)} · ${item.beneficiary_percentage}%`,
              editLabel: t('beneficiary.edit', { name }),
              deleteLabel: t('beneficiary.delete_named', { name }),
              deleteTitle: editing ? t('beneficiary.delete_blocked') : t('beneficiary.delete'),
            };
          })}
          editDisabled={mode.kind !== 'list'}
          deleteDisabled={editing}
          onEdit={(index) => setMode({ kind: 'edit', index })}
          onDelete={(index) => setList((current) => current.filter((_, at) => at !== index))}
        />
      )}
      <Text fw={600} ref={totalRef} tabIndex={-1}>
        {t('beneficiary.total', { total })}
      </Text>
      <Alert color={total === 100 ? 'teal' : 'red'} role="status" aria-live="polite">
        {t(status).replace('{total}', String(total))}
        {full && total !== 100 && <Text mt="xs">{t(msg('wizard.beneficiary_max'))}</Text>}
      </Alert>
      {mode.kind === 'list' && !full && total < 100 && (
        <Button variant="default" w="fit-content" onClick={() => setMode({ kind: 'add' })}>
          {t('beneficiary.add')}
        </Button>
      )}
      {mode.kind !== 'list' && (
        <BeneficiaryForm
          key={mode.kind === 'edit' ? `edit-${mode.index}` : 'add'}
          enrollmentId={enrollmentId}
          fields={fields}
          title={mode.kind === 'edit' ? t('beneficiary.edit_title', { n: mode.index + 1 }) : t('beneficiary.add_title')}
          defaults={edited ? valuesOf(edited) : emptyBeneficiary}
          beneficiaryId={edited?.beneficiary_id}
          onSubmitted={submitted}
          onCancel={() => setMode({ kind: 'list' })}
        />
      )}
      <StepActions
        problem={problem}
        onBack={onBack}
        next={
          total === 100
            ? {
                label: t('beneficiary.next'),
                loading: saving,
                disabled: editing,
                title: editing ? t('beneficiary.next_blocked') : t('beneficiary.next_title'),
                onClick: () => void next(),
              }
            : undefined
        }
      />
    </Stack>
  );
}
