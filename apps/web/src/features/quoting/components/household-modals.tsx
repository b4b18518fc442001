// The popups that complete a household for pricing (spec 000 section 2, plan detail): annual income
// and working hours, tobacco usage, tier, and dependents; each saves and so reloads the prices.
import {
  childrenRange,
  dependentForm,
  hasSpouse,
  incomeForm,
  type Tier,
  tierForm,
  tobaccoForm,
} from '@benefit-store/contract/quoting';
import { Group, NativeSelect, Radio, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSession } from '../../../shared/session/session-store';
import { type FilterChange, useChangeFilter } from '../api/change-filter-info';
import { useFilterInfo } from '../api/get-filter-info';
import { useStoreDependents } from '../api/store-temp-dependent-info';
import {
  applyServerErrors,
  contractResolver,
  countOptions,
  DobField,
  fieldErrorText,
  tierOptions,
} from './form-fields';
import { FormModal, ModalForm } from './form-modal';

export interface HouseholdModalProps {
  opened: boolean;
  onClose: () => void;
  /** The plan being priced, sent along so the server can check the household against it. */
  planId?: string | undefined;
}

type FormProps = Omit<HouseholdModalProps, 'opened'>;

/** Saves a popup's household fields; a refusal goes beside its fields or above the form. */
function useFilterSave<N extends string>(fields: readonly N[], onDone: () => void) {
  const save = useChangeFilter();
  const [formError, setFormError] = useState<string>();
  const run = (input: FilterChange, setError: (name: N, error: { message: string }) => void) => {
    setFormError(undefined);
    save.mutate(input, {
      onSuccess: onDone,
      onError: (failure) => setFormError(applyServerErrors(failure, fields, setError)),
    });
  };
  return { run, formError, saving: save.isPending };
}

const useStoredHousehold = () => useFilterInfo(useSession((state) => state.tempId)).data ?? null;
const textOf = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function IncomeForm({ onClose, planId }: FormProps) {
  const { t } = useTranslation();
  const stored = useStoredHousehold();
  const fields = ['annual_incode', 'working_hours'] as const;
  const { run, formError, saving } = useFilterSave(fields, onClose);
  const { register, handleSubmit, setError, formState } = useForm<
    { annual_incode: string; working_hours: string },
    unknown,
    z.output<typeof incomeForm>
  >({
    resolver: contractResolver(incomeForm),
    defaultValues: { annual_incode: textOf(stored?.annual_incode), working_hours: textOf(stored?.working_hours) },
  });
  const submit = handleSubmit((values) => run({ ...values, plan_id: planId }, setError));
  return (
    <ModalForm onSubmit={submit} onCancel={onClose} saving={saving} error={formError}>
      <TextInput
        label={t('quote.annual_income')}
        inputMode="numeric"
        required
        data-autofocus
        {...register('annual_incode')}
        error={fieldErrorText(t, formState.errors.annual_incode)}
      />
      <TextInput
        label={t('quote.working_hours')}
        inputMode="numeric"
        required
        {...register('working_hours')}
        error={fieldErrorText(t, formState.errors.working_hours)}
      />
    </ModalForm>
  );
}

export function IncomeModal({ opened, ...props }: HouseholdModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={props.onClose} title={t('quote.income_title')}>
      <IncomeForm {...props} />
    </FormModal>
  );
}

function TobaccoForm({ onClose, planId }: FormProps) {
  const { t } = useTranslation();
  const stored = useStoredHousehold();
  const { run, formError, saving } = useFilterSave(['is_smoker'] as const, onClose);
  const { control, handleSubmit, setError, formState } = useForm<
    { is_smoker: string },
    unknown,
    z.output<typeof tobaccoForm>
  >({
    resolver: contractResolver(tobaccoForm),
    // 'Do you smoke?' starts at No.
    defaultValues: { is_smoker: stored?.is_smoker === 1 ? '1' : '0' },
  });
  const submit = handleSubmit(({ is_smoker }) =>
    run({ is_smoker: is_smoker === 1 ? 1 : 0, plan_id: planId }, setError),
  );
  return (
    <ModalForm onSubmit={submit} onCancel={onClose} saving={saving} error={formError}>
      <Controller
        control={control}
        name="is_smoker"
        render={({ field }) => (
          <Radio.Group
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            label={t('quote.do_you_smoke')}
            error={fieldErrorText(t, formState.errors.is_smoker)}
          >
            <Group mt="xs">
              <Radio value="1" label={t('quote.yes')} />
              <Radio value="0" label={t('quote.no')} />
            </Group>
          </Radio.Group>
        )}
      />
    </ModalForm>
  );
}

export function TobaccoModal({ opened, ...props }: HouseholdModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={props.onClose} title={t('quote.tobacco_title')}>
      <TobaccoForm {...props} />
    </FormModal>
  );
}

function TierForm({ onClose, planId }: FormProps) {
  const { t } = useTranslation();
  const stored = useStoredHousehold();
  const { run, formError, saving } = useFilterSave(['tier'] as const, onClose);
  const { register, handleSubmit, setError, formState } = useForm<{ tier: string }, unknown, z.output<typeof tierForm>>(
    {
      resolver: contractResolver(tierForm),
      defaultValues: { tier: stored?.tier ?? '' },
    },
  );
  const submit = handleSubmit((values) => run({ ...values, plan_id: planId }, setError));
  return (
    <ModalForm onSubmit={submit} onCancel={onClose} saving={saving} error={formError}>
      <NativeSelect
        label={t('quote.tier')}
        required
        data-autofocus
        {...register('tier')}
        error={fieldErrorText(t, formState.errors.tier)}
      >
        <option value="">{t('quote.choose')}</option>
        {tierOptions(t).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </ModalForm>
  );
}

export function TierModal({ opened, ...props }: HouseholdModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={props.onClose} title={t('quote.tier_title')}>
      <TierForm {...props} />
    </FormModal>
  );
}

function DependentForm({ onClose, planId, tier }: FormProps & { tier: Tier }) {
  const { t } = useTranslation();
  const tempId = useSession((state) => state.tempId) ?? '';
  const stored = useStoredHousehold();
  const store = useStoreDependents();
  const [formError, setFormError] = useState<string>();
  const fields = ['spouse_dob', 'no_of_children'] as const;
  const { register, control, handleSubmit, setError, formState } = useForm<
    { spouse_dob?: string; no_of_children?: string },
    unknown,
    z.output<ReturnType<typeof dependentForm>>
  >({
    resolver: contractResolver(dependentForm(tier)),
    // A stored spouse or child count the tier no longer shows is not sent.
    shouldUnregister: true,
    defaultValues: { spouse_dob: stored?.spouse_dop ?? '', no_of_children: textOf(stored?.child_num) },
  });
  const children = childrenRange(tier);
  const submit = handleSubmit((values) => {
    setFormError(undefined);
    const input = { enrollment_id: tempId, plan_id: planId, ...values, dep_dob: values.spouse_dob };
    store.mutate(input, {
      onSuccess: onClose,
      onError: (failure) => setFormError(applyServerErrors(failure, fields, setError)),
    });
  });
  return (
    <ModalForm onSubmit={submit} onCancel={onClose} saving={store.isPending} error={formError}>
      {hasSpouse(tier) && (
        <DobField
          control={control}
          name="spouse_dob"
          label={t('quote.spouse_dob')}
          error={fieldErrorText(t, formState.errors.spouse_dob)}
        />
      )}
      {children.max > 0 && (
        <NativeSelect
          label={t('quote.children')}
          required
          {...register('no_of_children')}
          error={fieldErrorText(t, formState.errors.no_of_children)}
        >
          <option value="">{t('quote.choose')}</option>
          {countOptions(children.min, children.max).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </NativeSelect>
      )}
    </ModalForm>
  );
}

/** The dependent popup for the household's tier: spouse birth date and/or number of children. */
export function DependentModal({ opened, ...props }: HouseholdModalProps) {
  const { t } = useTranslation();
  const tier = useStoredHousehold()?.tier;
  return (
    <FormModal opened={opened} onClose={props.onClose} title={t('quote.dependent_title')}>
      {tier && <DependentForm {...props} tier={tier} />}
    </FormModal>
  );
}
