// Pieces every quoting form shares: the zip field checked as it is typed and choice lists (the form
// kit, shared/forms, has the resolver, the server's field errors and the date field).
import { childrenRange, hasSpouse, type Tier, tiers } from '@benefit-store/contract/quoting';
import { NativeSelect, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Control, FieldPath, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useZipCheck } from '../../../shared/api/validate-zip-code';
import { DobField } from '../../../shared/forms/form-kit';

/** Mantine's dimmed description grey is 3.3:1 on white; gray.7 reads at AA. */
export const readableDescription = { c: 'gray.7' } as const;

export const tierOptions = (t: TFunction, allowed: readonly Tier[] = tiers) =>
  allowed.map((tier) => ({ value: tier, label: t(`quote.tier_${tier}`) }));

export const genderOptions = (t: TFunction) => [
  { value: '0', label: t('quote.male') },
  { value: '1', label: t('quote.female') },
];

/** Counts offered in a select, as the digits it sends. */
export const countOptions = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, index) => String(min + index));

/**
 * The zip: once five digits are typed the server says where it is (shown under it) or what is
 * wrong with it, before the form is sent. `zip` is the value typed, `registration` the form's.
 */
export function ZipField({
  zip,
  registration,
  error,
}: {
  zip: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const { place, problem } = useZipCheck(zip);
  return (
    <TextInput
      label={t('quote.zip')}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={5}
      required
      {...registration}
      description={error || problem ? undefined : place}
      descriptionProps={readableDescription}
      // The place it names goes under the field, as its error would, so the row of fields stays aligned.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={error ?? problem}
    />
  );
}

/**
 * What a tier asks of the family, in place as soon as the tier is picked (spec 000 section 5): the
 * spouse's birth date for Member + Spouse and Family, the number of children (1 to 8 for Family,
 * 1 to 9 for Member + Child(ren)) for Member + Child(ren) and Family.
 */
export function FamilyFields<T extends FieldValues, O>({
  tier,
  control,
  spouse,
  childCount,
}: {
  tier: Tier | undefined;
  control: Control<T, unknown, O>;
  spouse: { name: FieldPath<T>; error: string | undefined };
  /** Registers the children select; called only when the tier shows it, so a hidden count is not sent. */
  childCount: { register: () => UseFormRegisterReturn; error: string | undefined };
}) {
  const { t } = useTranslation();
  if (tier === undefined) return null;
  const range = childrenRange(tier);
  return (
    <>
      {hasSpouse(tier) && (
        <DobField control={control} name={spouse.name} label={t('quote.spouse_dob')} error={spouse.error} />
      )}
      {range.max > 0 && (
        <NativeSelect label={t('quote.children')} required {...childCount.register()} error={childCount.error}>
          <option value="">{t('quote.choose')}</option>
          {countOptions(range.min, range.max).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </NativeSelect>
      )}
    </>
  );
}
