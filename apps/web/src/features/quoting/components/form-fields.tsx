// Pieces every quoting form shares: the zip field checked as it is typed, the mm/dd/yyyy date field,
// choice lists, and how contract rule messages and the server's field errors reach the fields.
import { childrenRange, hasSpouse, type Tier, tiers } from '@benefit-store/contract/quoting';
import { toNestErrors } from '@hookform/resolvers';
import { NativeSelect, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../shared/api/client';
import { useZipCheck } from '../api/validate-zip-code';
import { dobProblem, typeDob } from './dob-text';

/** Mantine's dimmed description grey is 3.3:1 on white; gray.7 reads at AA. */
export const readableDescription = { c: 'gray.7' } as const;

/** A rule message (a contract key, or the server's words) in the reader's language. */
export const fieldErrorText = (t: TFunction, error: { message?: string | undefined } | undefined) =>
  error?.message ? t(error.message) : undefined;

/**
 * react-hook-form's resolver for a contract schema. Unlike zodResolver, which reports the first
 * branch of a failed union ('Invalid value' for an unchosen gender), it keeps each issue's own
 * message; a blank text or an unchosen select is a missing value, so its rule says 'Field is required'.
 */
export function contractResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return async (values, _context, options) => {
    const present = { ...values };
    for (const key of Object.keys(present)) if (present[key] === '' || present[key] === null) delete present[key];
    const parsed = await schema.safeParseAsync(present);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path.join('.');
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/**
 * Puts the server's field errors beside the fields this form has; gives back the message to show
 * above the form when none of them matched.
 */
export function applyServerErrors<N extends string>(
  error: unknown,
  fields: readonly N[],
  setError: (name: N, error: { message: string }) => void,
  /** The form's field for a call's own name of it (`dep_dob` is the tier popup's `spouse_dop`). */
  renamed: Readonly<Record<string, N>> = {},
): string | undefined {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : undefined;
  let placed = false;
  for (const item of error.fieldErrors) {
    const target = renamed[item.target_element] ?? item.target_element;
    const field = fields.find((name) => name === target);
    if (field === undefined) continue;
    setError(field, { message: item.error_message });
    placed = true;
  }
  return placed ? undefined : error.message;
}

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
 * A date typed mm/dd/yyyy with the spec's keystroke limits; a month or day out of range is said
 * at once, in place of the form's own message, rather than refused keystroke by keystroke.
 */
export function DobField<T extends FieldValues, O>({
  control,
  name,
  label,
  error,
  required = true,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  error: string | undefined;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const text = typeof field.value === 'string' ? field.value : '';
        const problem = dobProblem(text);
        return (
          <TextInput
            ref={field.ref}
            name={field.name}
            label={label}
            placeholder={t('quote.date_placeholder')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            required={required}
            value={text}
            onChange={(event) => field.onChange(typeDob(text, event.currentTarget.value))}
            onBlur={field.onBlur}
            error={problem ? t(problem) : error}
          />
        );
      }}
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
