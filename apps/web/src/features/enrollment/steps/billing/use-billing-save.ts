// The billing step's form and save: the resolver checks the chosen method's fields by the contract
// (and a card by card-validator) unless a bank or card on file or a fixed method is chosen; Next
// saves the new payment, the one on file, or the fixed method. Save & Continue Later keeps what
// this step saved before: a half-typed card is not sent.
import {
  type CardBilling,
  cardBilling,
  type EftBilling,
  eftBilling,
  type PaymentMethod,
} from '@benefit-store/contract/enrollment-billing';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors, contractResolver } from '../../../../shared/forms/form-kit';
import type { StepFrameProps } from '../step-frame';
import { useSaveBilling, useSaveBillingExisting } from './api/billing-step';
import { type BillingText, type BillingValues, inputOf, isBillingField, textFields } from './billing-values';
import { cardProblems } from './card-checks';

interface Inputs extends Pick<StepFrameProps, 'enrollmentId' | 'onDone' | 'registerForm'> {
  fields: readonly FormField[];
  method: PaymentMethod;
  /** The bank or card on file chosen, or null for a new one. */
  bankId: string | null;
  cardId: string | null;
}

export function useBillingSave({ enrollmentId, fields, method, bankId, cardId, onDone, registerForm }: Inputs) {
  const save = useSaveBilling();
  const saveExisting = useSaveBillingExisting();
  const [problem, setProblem] = useState<string>();
  const config = (name: string) => fields.find((field) => field.field_name === name);
  const saved = (name: string) => {
    const value = config(name)?.value;
    return value === null || value === undefined ? '' : String(value);
  };
  const address2Asked = config('address2')?.required === true;
  const fixed = method === 'list' || method === 'elist' || method === 'stmt';
  const usingBank = method === 'eft' && bankId !== null;
  const usingCard = method === 'cc' && cardId !== null;

  const form = useForm<BillingValues, unknown, EftBilling | CardBilling | { payment_method: PaymentMethod }>({
    resolver: async (values, context, options) => {
      if (fixed || usingCard) return { values: { payment_method: method }, errors: {} };
      if (usingBank) return { values: { payment_method: 'eft' }, errors: {} };
      const schema = method === 'eft' ? eftBilling : cardBilling;
      // The resolver reads the save's input made from the values; its errors name the same fields.
      const resolve = contractResolver<BillingValues, EftBilling | CardBilling>(schema);
      const result = await resolve(
        inputOf(values, method, address2Asked) as unknown as BillingValues,
        context,
        options,
      );
      if (method !== 'cc') return result;
      // card-validator's checks beside the contract's (isValid on submit), for fields the contract passed.
      const errors: Record<string, { type: string; message: string }> = { ...result.errors } as never;
      for (const [name, key] of cardProblems(values)) errors[name] ??= { type: 'card', message: key };
      return Object.keys(errors).length === 0 ? result : { values: {}, errors: errors as never };
    },
    defaultValues: {
      ...(Object.fromEntries(textFields.map((name) => [name, saved(name)])) as Record<BillingText, string>),
      card_number: '',
      account_number: '',
      security_code: '',
      bill_date: saved('bill_date') || '28',
      is_physical_address: saved('is_physical_address') === 'yes',
    },
  });
  registerForm(
    () => ({}),
    (failure) => setProblem(applyServerErrors(failure, isBillingField, form.setError)),
  );

  const submit = form.handleSubmit(async (checked) => {
    setProblem(undefined);
    const values = form.getValues();
    try {
      if (fixed) await save.mutateAsync({ enrollment_id: enrollmentId, payment_method: method });
      else if (usingCard && cardId)
        await saveExisting.mutateAsync({ enrollment_id: enrollmentId, payment_method: 'cc', card_id: cardId });
      else if (usingBank && bankId)
        await saveExisting.mutateAsync({
          enrollment_id: enrollmentId,
          payment_method: 'eft',
          bank_id: bankId,
          bill_date: Number(values.bill_date),
        });
      else {
        await save.mutateAsync({ enrollment_id: enrollmentId, ...(checked as EftBilling | CardBilling) });
      }
    } catch (failed) {
      setProblem(applyServerErrors(failed, isBillingField, form.setError));
      return;
    }
    onDone();
  });

  const saving = save.isPending || saveExisting.isPending || form.formState.isSubmitting;
  return { form, submit, problem, saving, fixed, usingBank, usingCard, address2Asked };
}

export type BillingForm = ReturnType<typeof useBillingSave>['form'];
