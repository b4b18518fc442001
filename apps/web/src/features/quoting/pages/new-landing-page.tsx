// The get-a-quote landing (/new-landing): zip, birth date, gender, the spouse's birth date and the
// number of dependents (the tier follows from them), and a plan category; then that category's plans.
import { categoryNames, menuCategoryCodes } from '@benefit-store/contract/catalog';
import { checkFamily, childrenRange, tierOf } from '@benefit-store/contract/quoting';
import { quoteLandingForm } from '@benefit-store/contract/quoting-forms';
import { Alert, Button, NativeSelect, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors, contractResolver, DobField, fieldErrorText } from '../../../shared/forms/form-kit';
import { useSession } from '../../../shared/session/session-store';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useSaveHousehold } from '../api/save-household';
import { countOptions, genderOptions, ZipField } from '../components/form-fields';

// The family must fit the tier it makes (e.g. at most 8 children with a spouse).
const landingForm = quoteLandingForm.superRefine((form, ctx) =>
  checkFamily(
    ctx,
    {
      tier: tierOf(form.spouse_dop !== undefined, form.child_num ?? 0),
      spouseDob: form.spouse_dop,
      children: form.child_num,
    },
    { spouse: 'spouse_dop', children: 'child_num' },
    false,
  ),
);
type LandingOutput = z.output<typeof landingForm>;
interface LandingValues {
  zip: string;
  dob: string;
  gender: string;
  spouse_dop: string;
  child_num: string;
  category: string;
}
const fields = ['zip', 'dob', 'gender', 'spouse_dop', 'child_num', 'category'] as const;
const maxDependents = childrenRange('IC').max;

export default function NewLandingPage() {
  const { t } = useTranslation();
  usePageTitle(t('title.quote'));
  const navigate = useNavigate();
  const setSession = useSession((state) => state.set);
  const save = useSaveHousehold();
  const [formError, setFormError] = useState<string>();
  const { register, control, handleSubmit, setError, watch, formState } = useForm<
    LandingValues,
    unknown,
    LandingOutput
  >({
    resolver: contractResolver(landingForm),
  });
  const error = (name: (typeof fields)[number]) => fieldErrorText(t, formState.errors[name]);

  const submit = handleSubmit(({ category: chosen, ...form }) => {
    setFormError(undefined);
    const household = {
      ...form,
      tier: tierOf(form.spouse_dop !== undefined, form.child_num ?? 0),
      categories: [chosen],
    };
    save.mutate(household, {
      onSuccess: () => {
        setSession({ new_landing_category: chosen });
        void navigate(`/new-plans?type=${encodeURIComponent(chosen)}`);
      },
      onError: (failure) => setFormError(applyServerErrors(failure, fields, setError)),
    });
  });

  return (
    <Stack gap="lg" py="lg">
      <Title order={1}>{t('quote.landing_title')}</Title>
      <Text c="gray.8">{t('quote.landing_text')}</Text>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {formError && (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <ZipField zip={watch('zip') ?? ''} registration={register('zip')} error={error('zip')} />
              <DobField control={control} name="dob" label={t('quote.dob')} error={error('dob')} />
              <NativeSelect label={t('quote.gender')} required {...register('gender')} error={error('gender')}>
                <option value="">{t('quote.choose')}</option>
                {genderOptions(t).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
              <DobField
                control={control}
                name="spouse_dop"
                label={t('quote.spouse_dob')}
                error={error('spouse_dop')}
                required={false}
              />
              <NativeSelect label={t('quote.dependents')} {...register('child_num')} error={error('child_num')}>
                {countOptions(0, maxDependents).map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </NativeSelect>
            </SimpleGrid>
            <Controller
              control={control}
              name="category"
              render={({ field }) => (
                <Radio.Group
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  label={t('quote.category')}
                  error={error('category')}
                  withAsterisk
                >
                  <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} mt="xs">
                    {menuCategoryCodes.map((code) => (
                      <Paper key={code} withBorder p="sm" radius="md">
                        <Radio value={code} label={t(categoryNames[code])} />
                      </Paper>
                    ))}
                  </SimpleGrid>
                </Radio.Group>
              )}
            />
            <Button type="submit" loading={save.isPending} w="fit-content">
              {t('quote.get_quote')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
