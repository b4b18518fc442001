// The EFT routing number as it is typed: 9 digits that pass the ABA checksum name the bank.
import { isAbaRoutingNumber } from '@benefit-store/contract/routing-number';
import { useState } from 'react';
import { ApiError } from '../../../../shared/api/client';
import { lookupBank } from './api/billing-step';
import { digitsOnly } from './billing-values';
import type { BillingForm } from './use-billing-save';

/** Kept by the step, not the EFT fields: the bank named stays read-only across a change of method. */
export function useRoutingLookup(form: BillingForm) {
  const [bankFromRouting, setBankFromRouting] = useState(false);
  /** The routing number typed: 9 digits that pass the checksum fill the bank name, in capitals. */
  const onRouting = async (typed: string) => {
    const routing = digitsOnly(typed, 9);
    form.setValue('routing_number', routing);
    if (bankFromRouting) {
      form.setValue('bank_name', '');
      setBankFromRouting(false);
    }
    if (routing.length !== 9) return;
    if (!isAbaRoutingNumber(routing)) {
      form.setError('routing_number', { message: 'wizard.routing_invalid' });
      return;
    }
    form.clearErrors('routing_number');
    try {
      const { name } = await lookupBank(routing);
      if (form.getValues('routing_number') !== routing) return;
      form.setValue('bank_name', name.toUpperCase(), { shouldValidate: form.formState.isSubmitted });
      setBankFromRouting(true);
    } catch (failure) {
      // The returned message under the routing number; the bank name cleared (spec 001 section 8).
      form.setValue('bank_name', '');
      const message =
        failure instanceof ApiError ? (failure.fieldErrors[0]?.error_message ?? failure.message) : undefined;
      if (message) form.setError('routing_number', { message });
    }
  };
  return { bankFromRouting, onRouting };
}

export type RoutingLookup = ReturnType<typeof useRoutingLookup>;
