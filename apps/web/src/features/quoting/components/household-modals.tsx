// The popups that complete a household for pricing (spec 000 section 2, plan detail): annual income
// and working hours, tobacco usage, tier, and dependents; each saves and so reloads the prices.
import { type Tier, tiers } from '@benefit-store/contract/quoting';
import { dependentForm, incomeForm, tobaccoForm } from '@benefit-store/contract/quoting-forms';
import { Group, Loader, NativeSelect, Radio, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors, contractResolver, fieldErrorText } from '../../../shared/forms/form-kit';
import { useSession } from '../../../shared/session/session-store';
import { type FilterChange, useChangeFilter } from '../api/change-filter-info';
import { useFilterInfo } from '../api/get-filter-info';
import { useStoreDependents } from '../api/store-temp-dependent-info';
import { useUpdateTier } from '../api/update-tier-info';
import { FamilyFields, readableDescription, tierOptions } from './form-fields';
import { FormModal, ModalForm } from './form-modal';
import { tierFamilyFields, tierFamilyForm } from './household-schema';

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

const useStoredQuery = () => useFilterInfo(useSession((state) => state.tempId));
const useStoredHousehold = () => useStoredQuery().data ?? null;

/** A household popup whose form starts from the stored household, so it opens once that is read. */
function HouseholdPopup({
  opened,
  onClose,
  title,
  children,
}: Omit<HouseholdModalProps, 'planId'> & {
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const stored = useStoredQuery();
  // A disabled read (no quote yet) never loads: its form starts empty.
  const ready = !stored.isPending || stored.fetchStatus === 'idle';
  return (
    <FormModal opened={opened} onClose={onClose} title={title}>
      {ready ? children : <Loader size="sm" aria-label={t('app.loading')} />}
    </FormModal>
  );
}
const textOf = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** Whole dollars as the store shows them in both languages: $15,000. */
const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** A plan's minimum annual income (whole dollars) and weekly hours, as its pricing error tells them. */
export interface IncomeMinimums {
  min_annual_income?: number | undefined;
  min_working_hours?: number | undefined;
}

function IncomeForm({ onClose, planId, minimums = {} }: FormProps & { minimums?: IncomeMinimums | undefined }) {
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
  const { min_annual_income: minIncome, min_working_hours: minHours } = minimums;
  const submit = handleSubmit((values) => {
    // Amounts the plan still refuses keep the popup open, saying which and by how much.
    let tooLow = false;
    if (minIncome !== undefined && values.annual_incode < minIncome) {
      setError('annual_incode', { message: t('quote.income_too_low', { minimum: dollars(minIncome) }) });
      tooLow = true;
    }
    if (minHours !== undefined && values.working_hours < minHours) {
      setError('working_hours', { message: t('quote.hours_too_low', { minimum: minHours }) });
      tooLow = true;
    }
    if (!tooLow) run({ ...values, plan_id: planId }, setError);
  });
  return (
    <ModalForm onSubmit={submit} onCancel={onClose} saving={saving} error={formError}>
      <TextInput
        label={t('quote.annual_income')}
        description={minIncome === undefined ? undefined : t('quote.income_minimum', { minimum: dollars(minIncome) })}
        descriptionProps={readableDescription}
        inputMode="numeric"
        required
        data-autofocus
        {...register('annual_incode')}
        error={fieldErrorText(t, formState.errors.annual_incode)}
      />
      <TextInput
        label={t('quote.working_hours')}
        description={minHours === undefined ? undefined : t('quote.hours_minimum', { minimum: minHours })}
        descriptionProps={readableDescription}
        inputMode="numeric"
        required
        {...register('working_hours')}
        error={fieldErrorText(t, formState.errors.working_hours)}
      />
    </ModalForm>
  );
}

/** The income and hours popup; `minimums` (from the plan's pricing error) are stated and checked before saving. */
export function IncomeModal({ opened, ...props }: HouseholdModalProps & { minimums?: IncomeMinimums | undefined }) {
  const { t } = useTranslation();
  return (
    <HouseholdPopup opened={opened} onClose={props.onClose} title={t('quote.income_title')}>
      <IncomeForm {...props} />
    </HouseholdPopup>
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
    <HouseholdPopup opened={opened} onClose={props.onClose} title={t('quote.tobacco_title')}>
      <TobaccoForm {...props} />
    </HouseholdPopup>
  );
}

/** The tier popup's fields as update-tier-info names them. */
const tierInfoFields = { dep_dob: 'spouse_dop', no_of_children: 'child_num' } as const;

function TierForm({ onClose, planId }: FormProps) {
  const { t } = useTranslation();
  const tempId = useSession((state) => state.tempId) ?? '';
  const stored = useStoredHousehold();
  const save = useUpdateTier();
  const [formError, setFormError] = useState<string>();
  const { register, control, handleSubmit, setError, watch, formState } = useForm<
    { tier: string; spouse_dop?: string; child_num?: string },
    unknown,
    z.output<typeof tierFamilyForm>
  >({
    resolver: contractResolver(tierFamilyForm),
    // The family fields a tier does not ask for are dropped, like the stored ones it no longer covers.
    shouldUnregister: true,
    defaultValues: {
      tier: stored?.tier ?? '',
      spouse_dop: stored?.spouse_dop ?? '',
      child_num: textOf(stored?.child_num),
    },
  });
  const error = (name: (typeof tierFamilyFields)[number]) => fieldErrorText(t, formState.errors[name]);
  const typedTier = watch('tier');
  // The family entered makes the tier (update-tier-info), the one chosen: the fields a tier does not
  // ask for are not sent.
  const submit = handleSubmit(({ spouse_dop, child_num }) => {
    setFormError(undefined);
    const input = { enrollment_id: tempId, plan_id: planId, dep_dob: spouse_dop, no_of_children: child_num };
    save.mutate(input, {
      onSuccess: onClose,
      onError: (failure) => setFormError(applyServerErrors(failure, tierFamilyFields, setError, tierInfoFields)),
    });
  });
  return (
    <ModalForm onSubmit={submit} onCancel={onClose} saving={save.isPending} error={formError}>
      <NativeSelect label={t('quote.tier')} required data-autofocus {...register('tier')} error={error('tier')}>
        <option value="">{t('quote.choose')}</option>
        {tierOptions(t).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <FamilyFields
        tier={tiers.find((code) => code === typedTier)}
        control={control}
        spouse={{ name: 'spouse_dop', error: error('spouse_dop') }}
        childCount={{ register: () => register('child_num'), error: error('child_num') }}
      />
    </ModalForm>
  );
}

export function TierModal({ opened, ...props }: HouseholdModalProps) {
  const { t } = useTranslation();
  return (
    <HouseholdPopup opened={opened} onClose={props.onClose} title={t('quote.tier_title')}>
      <TierForm {...props} />
    </HouseholdPopup>
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
      <FamilyFields
        tier={tier}
        control={control}
        spouse={{ name: 'spouse_dob', error: fieldErrorText(t, formState.errors.spouse_dob) }}
        childCount={{
          register: () => register('no_of_children'),
          error: fieldErrorText(t, formState.errors.no_of_children),
        }}
      />
    </ModalForm>
  );
}

/** The dependent popup for the household's tier: spouse birth date and/or number of children. */
export function DependentModal({ opened, ...props }: HouseholdModalProps) {
  const { t } = useTranslation();
  const tier = useStoredHousehold()?.tier;
  return (
    <HouseholdPopup opened={opened} onClose={props.onClose} title={t('quote.dependent_title')}>
      {tier && <DependentForm {...props} tier={tier} />}
    </HouseholdPopup>
  );
}
