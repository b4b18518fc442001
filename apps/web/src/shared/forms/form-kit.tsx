// The form kit every form uses (decision 0016): react-hook-form resolved by a contract schema
// (each issue's own message), contract rule messages and the server's field errors beside their
// fields (nested keys such as condition_questions.0.conditions.0.field included), and the
// mm/dd/yyyy date field that never drops a keystroke.
import { withoutEmpty } from '@benefit-store/contract/enrollment-fields';
import { toNestErrors } from '@hookform/resolvers';
import { TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type Control, Controller, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../api/client';
import { dobProblem, typeDob } from './dob-text';

/** A rule message (a contract key, or the server's words) in the reader's language. */
export const fieldErrorText = (t: TFunction, error: { message?: string | undefined } | undefined) =>
  error?.message ? t(error.message) : undefined;

/**
 * react-hook-form's resolver for a contract schema. Unlike zodResolver, which reports the first
 * branch of a failed union ('Invalid value' for an unchosen gender), it keeps each issue's own
 * message; blank texts and unchosen selects are dropped first, at any depth, as the spec's clients
 * drop them before sending, so a missing value's rule says 'Field is required'.
 */
export function contractResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return async (values, _context, options) => {
    const parsed = await schema.safeParseAsync(withoutEmpty(values));
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
 * Puts the server's field errors beside the fields this form has (`fields`, or a test of a
 * target's name for nested keys); gives back the message to show above the form when none matched.
 */
export function applyServerErrors<N extends string>(
  error: unknown,
  fields: readonly N[] | ((target: string) => target is N),
  setError: (name: N, error: { message: string }) => void,
  /** The form's field for a call's own name of it (`dep_dob` is the tier popup's `spouse_dop`). */
  renamed: Readonly<Record<string, N>> = {},
): string | undefined {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : undefined;
  const matches = (target: string): target is N =>
    typeof fields === 'function' ? fields(target) : fields.some((name) => name === target);
  let placed = false;
  for (const item of error.fieldErrors) {
    const target = renamed[item.target_element] ?? item.target_element;
    if (!matches(target)) continue;
    setError(target, { message: item.error_message });
    placed = true;
  }
  return placed ? undefined : error.message;
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
