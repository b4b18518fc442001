// The billing step's inputs, each labelled by its field's words and showing its error: a text input
// (digits only, a mask for the step's PNG, a hook for the typed text) and a select with "Choose".
import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../../shared/forms/form-kit';
import { type BillingText, digitsOnly } from './billing-values';
import type { BillingForm } from './use-billing-save';

export function useBillingInputs(form: BillingForm) {
  const { t } = useTranslation();
  const error = (name: BillingText | 'is_physical_address') => fieldErrorText(t, form.formState.errors[name]);
  const text = (
    name: BillingText,
    extra: {
      autoComplete?: string;
      inputMode?: 'numeric' | 'text';
      maxLength?: number;
      disabled?: boolean;
      readOnly?: boolean;
      mask?: 'last4' | 'all';
      description?: string;
      digits?: number;
      onTyped?: (typed: string) => void;
    } = {},
  ) => {
    const { mask, digits, description, onTyped, ...attributes } = extra;
    const registered = form.register(name, {
      onChange: (event: { target: { value: string } }) => {
        if (onTyped) onTyped(event.target.value);
        else if (digits) form.setValue(name, digitsOnly(event.target.value, digits));
      },
    });
    return (
      <TextInput
        label={t(`billing.${name}`)}
        required={name !== 'address2'}
        {...attributes}
        {...(mask ? { 'data-png-mask': mask } : {})}
        description={description}
        descriptionProps={{ c: 'gray.7' }}
        {...registered}
        error={error(name)}
      />
    );
  };
  const select = (
    name: BillingText,
    data: { value: string; label: string }[],
    extra: { autoComplete?: string; disabled?: boolean } = {},
  ) => (
    <NativeSelect
      label={t(`billing.${name}`)}
      required
      data={[{ value: '', label: t('billing.choose') }, ...data]}
      {...extra}
      {...form.register(name)}
      error={error(name)}
    />
  );
  return { text, select, error };
}

export type BillingInputs = ReturnType<typeof useBillingInputs>;
