// The household form of the get-started banner and the Basic Details popup: zip, gender, tier, birth
// date, and the spouse's birth date and children as soon as the tier picked covers them; saves the filter.
import { tiers } from '@benefit-store/contract/quoting';
import { Alert, Button, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, contractResolver, DobField, fieldErrorText } from '../../../shared/forms/form-kit';
import { type Household, useSaveHousehold } from '../api/save-household';
import { FamilyFields, genderOptions, tierOptions, ZipField } from './form-fields';
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
          <ZipField zip={watch('zip') ?? ''} registration={register('zip')} error={error('zip')} />
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
          <FamilyFields
            tier={tier}
            control={control}
            spouse={{ name: 'spouse_dop', error: error('spouse_dop') }}
            childCount={{ register: () => register('child_num'), error: error('child_num') }}
          />
        </SimpleGrid>
        <Button type="submit" loading={save.isPending} w="fit-content">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
