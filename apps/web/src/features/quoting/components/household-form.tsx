// The household form of the get-started banner and the Basic Details popup: zip, gender, tier, birth
// date, and the spouse's birth date and children when the tier covers them; saves the filter.
import { childrenRange, hasSpouse, tiers } from '@benefit-store/contract/quoting';
import { Alert, Button, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Household, useSaveHousehold } from '../api/save-household';
import {
  applyServerErrors,
  contractResolver,
  countOptions,
  DobField,
  fieldErrorText,
  genderOptions,
  tierOptions,
} from './form-fields';
import { type HouseholdValues, householdFields, householdForm } from './household-schema';

export interface HouseholdFormProps {
  defaults?: DefaultValues<HouseholdValues> | undefined;
  submitLabel: string;
  onSaved: (household: Household) => void;
  referral?: string | undefined;
  columns?: number;
}

export function HouseholdForm({ defaults, submitLabel, onSaved, referral, columns = 4 }: HouseholdFormProps) {
  const { t } = useTranslation();
  const save = useSaveHousehold({ referral });
  const [formError, setFormError] = useState<string>();
  const { register, control, handleSubmit, watch, setError, formState } = useForm<HouseholdValues, unknown, Household>({
    resolver: contractResolver(householdForm),
    defaultValues: defaults,
    // Family fields the tier hides are dropped, as the spec asks for them only when shown.
    shouldUnregister: true,
  });
  const error = (name: (typeof householdFields)[number]) => fieldErrorText(t, formState.errors[name]);
  const typedTier = watch('tier');
  const tier = tiers.find((code) => code === typedTier);
  const children = tier === 'IC' || tier === 'IF' ? childrenRange(tier) : undefined;
  const choose = <option value="">{t('quote.choose')}</option>;

  const submit = handleSubmit((household) => {
    setFormError(undefined);
    save.mutate(household, {
      onSuccess: () => onSaved(household),
      onError: (failure) => setFormError(applyServerErrors(failure, householdFields, setError)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: columns }}>
          <TextInput
            label={t('quote.zip')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            required
            {...register('zip')}
            error={error('zip')}
          />
          <NativeSelect label={t('quote.gender')} required {...register('gender')} error={error('gender')}>
            {choose}
            {genderOptions(t).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect label={t('quote.tier')} required {...register('tier')} error={error('tier')}>
            {choose}
            {tierOptions(t).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <DobField control={control} name="dob" label={t('quote.dob')} error={error('dob')} />
          {tier && hasSpouse(tier) && (
            <DobField control={control} name="spouse_dop" label={t('quote.spouse_dob')} error={error('spouse_dop')} />
          )}
          {children && (
            <NativeSelect label={t('quote.children')} required {...register('child_num')} error={error('child_num')}>
              {choose}
              {countOptions(children.min, children.max).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </NativeSelect>
          )}
        </SimpleGrid>
        <Button type="submit" loading={save.isPending} w="fit-content">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
