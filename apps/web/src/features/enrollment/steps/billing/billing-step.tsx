// The billing step (spec 001 sections 2 to 5, 9): the payment types the server offers (cc offers
// Credit Card and EFT; list, elist and stmt one fixed option with a note and no form); the EFT form,
// whose routing number fills the bank name once it has 9 digits that pass the ABA checksum; the
// card form, checked by card-validator on Next, with "Choose physical address"; a member's banks
// and cards on file (the selected one disables the new fields; selecting the selected card again
// deselects it); bill dates "1st of month", "28th of month" (28 by default); the EFT terms and the statement
// descriptor. Card and account number inputs are marked so the step's PNG shows only their last
// four digits, and the security code not at all.
import '../../step-words';
import {
  type CardBilling,
  cardBilling,
  choosablePaymentMethods,
  type EftBilling,
  eftBilling,
  type existingBank,
  type existingCard,
  type PaymentMethod,
} from '@benefit-store/contract/enrollment-billing';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { isAbaRoutingNumber } from '@benefit-store/contract/routing-number';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../../shared/api/client';
import { applyServerErrors, contractResolver, fieldErrorText } from '../../../../shared/forms/form-kit';
import type { StepFrameProps } from '../step-frame';
import { lookupBank, useSaveBilling, useSaveBillingExisting } from './api/billing-step';
import { cardProblems } from './card-checks';

type Bank = z.infer<typeof existingBank>;
type Card = z.infer<typeof existingCard>;
export interface ContactAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

/** The billing step's text fields, in the form's order (the server's field rows name them). */
export const textFields = [
  'routing_number',
  'account_name',
  'bank_name',
  'account_number',
  'account_type',
  'account_holder_type',
  'bill_date',
  'first_name_on_cc',
  'last_name_on_cc',
  'card_number',
  'expiration_month',
  'expiration_year',
  'security_code',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
] as const;
type BillingText = (typeof textFields)[number];
type BillingValues = Record<BillingText, string> & { is_physical_address: boolean };
const isBillingField = (name: string): name is BillingText | 'is_physical_address' =>
  name === 'is_physical_address' || textFields.some((field) => field === name);

/** The save's input from the form: the chosen method's fields, the bill date a number, empties dropped. */
function inputOf(values: BillingValues, method: PaymentMethod, address2Asked: boolean): Record<string, unknown> {
  const input: Record<string, unknown> = { payment_method: method };
  const take = (names: readonly BillingText[]) => {
    for (const name of names) if (values[name].trim() !== '') input[name] = values[name].trim();
  };
  if (method === 'eft') {
    take(['routing_number', 'account_name', 'bank_name', 'account_number', 'account_type', 'account_holder_type']);
    if (values.bill_date !== '') input.bill_date = Number(values.bill_date);
  } else {
    take(['first_name_on_cc', 'last_name_on_cc', 'card_number', 'expiration_month', 'expiration_year']);
    take(['security_code', 'address1', 'city', 'state', 'zip']);
    if (address2Asked) take(['address2']);
    input.is_physical_address = values.is_physical_address ? 'yes' : 'no';
  }
  return input;
}

const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
/** This year through 20 ahead (spec 001 section 9). */
const years = () => {
  const first = new Date().getFullYear();
  return Array.from({ length: 21 }, (_, index) => String(first + index));
};
/** Only digits, at most `max` of them, as typed into a number field. */
const digitsOnly = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

interface Props extends StepFrameProps {
  fields: readonly FormField[];
  configured: readonly PaymentMethod[];
  banks: readonly Bank[];
  cards: readonly Card[];
  billDates: readonly number[];
  descriptor: string | undefined;
  contactAddress: ContactAddress | null;
}

export function BillingStep({
  enrollmentId,
  fields,
  configured,
  banks,
  cards,
  billDates,
  descriptor,
  contactAddress,
  onBack,
  onDone,
  registerForm,
}: Props) {
  const { t } = useTranslation();
  const save = useSaveBilling();
  const saveExisting = useSaveBillingExisting();
  const choosable = choosablePaymentMethods(configured);
  const [method, setMethod] = useState<PaymentMethod>(choosable[0] ?? 'eft');
  // An existing bank is selected by default when any exist; the first card is preselected.
  const [bankId, setBankId] = useState<string | null>(banks[0]?.bank_id ?? null);
  const [cardId, setCardId] = useState<string | null>(cards[0]?.card_id ?? null);
  const [bankFromRouting, setBankFromRouting] = useState(false);
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
  // Save & Continue Later keeps what this step saved before: a half-typed card is not sent.
  registerForm(
    () => ({}),
    (failure) => setProblem(applyServerErrors(failure, isBillingField, form.setError)),
  );
  const error = (name: BillingText | 'is_physical_address') => fieldErrorText(t, form.formState.errors[name]);

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

  /** "Choose physical address": ticked copies the contact address and locks it; unticked clears it. */
  const onPhysical = (checked: boolean) => {
    form.setValue('is_physical_address', checked);
    for (const name of ['address1', 'address2', 'city', 'state', 'zip'] as const)
      form.setValue(name, checked && contactAddress ? contactAddress[name] : '', {
        shouldValidate: form.formState.isSubmitted,
      });
  };

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

  const physical = form.watch('is_physical_address');
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

  const billDate = select(
    'bill_date',
    billDates.map((n) => ({ value: String(n), label: t('billing.bill_date_option', { count: n, ordinal: true }) })),
  );

  const eftForm = (
    <Stack gap="md">
      {banks.length > 0 && (
        <Radio.Group
          label={t('billing.banks_on_file')}
          value={bankId ?? 'new'}
          onChange={(value) => setBankId(value === 'new' ? null : value)}
        >
          <Stack gap="xs" mt="xs">
            {banks.map((bank) => (
              <Radio
                key={bank.bank_id}
                value={bank.bank_id}
                label={t('billing.bank_on_file', {
                  bank: bank.bank_name,
                  last4: bank.account_number.slice(-4),
                  type: t(`billing.account_${bank.account_type}`),
                })}
              />
            ))}
            <Radio value="new" label={t('billing.new_bank')} />
          </Stack>
        </Radio.Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('routing_number', {
          inputMode: 'numeric',
          maxLength: 9,
          autoComplete: 'off',
          disabled: usingBank,
          onTyped: (typed) => void onRouting(typed),
        })}
        <TextInput
          label={t('billing.bank_name')}
          required
          disabled={usingBank}
          readOnly={bankFromRouting}
          description={bankFromRouting ? t('billing.bank_from_routing') : undefined}
          descriptionProps={{ c: 'gray.7' }}
          autoComplete="off"
          {...form.register('bank_name')}
          error={error('bank_name')}
        />
        {text('account_name', { autoComplete: 'name', maxLength: 100, disabled: usingBank })}
        {text('account_number', {
          inputMode: 'numeric',
          maxLength: 17,
          autoComplete: 'off',
          disabled: usingBank,
          mask: 'last4',
          digits: 17,
        })}
        {select(
          'account_type',
          [
            { value: 'checking', label: t('billing.account_checking') },
            { value: 'savings', label: t('billing.account_savings') },
          ],
          { disabled: usingBank },
        )}
        {select(
          'account_holder_type',
          [
            { value: 'individual', label: t('billing.holder_individual') },
            { value: 'company', label: t('billing.holder_company') },
          ],
          { disabled: usingBank },
        )}
        {billDate}
      </SimpleGrid>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          {t('billing.eft_terms_title')}
        </Title>
        <List size="sm">
          <List.Item>{t('billing.eft_initial')}</List.Item>
          <List.Item>{t('billing.eft_nsf')}</List.Item>
          <List.Item>{t('billing.eft_stop')}</List.Item>
          <List.Item>{t('billing.eft_free')}</List.Item>
        </List>
      </Paper>
    </Stack>
  );

  const cardForm = (
    <Stack gap="md">
      {cards.length > 0 && (
        <Stack gap="xs" role="group" aria-labelledby="cards-on-file">
          <Text id="cards-on-file" fw={500}>
            {t('billing.cards_on_file')}
          </Text>
          <Text size="sm" c="gray.7">
            {t('billing.card_on_file_hint')}
          </Text>
          {cards.map((card) => (
            <UnstyledButton
              key={card.card_id}
              aria-pressed={cardId === card.card_id}
              onClick={() => setCardId(cardId === card.card_id ? null : card.card_id)}
            >
              <Paper
                withBorder
                p="sm"
                bd={cardId === card.card_id ? '2px solid var(--mantine-color-blue-8)' : undefined}
              >
                {t('billing.card_on_file', {
                  name: card.name_on_cc,
                  last4: card.card_number.slice(-4),
                  month: card.expiration_month,
                  year: card.expiration_year,
                })}
              </Paper>
            </UnstyledButton>
          ))}
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('first_name_on_cc', { autoComplete: 'cc-given-name', maxLength: 50, disabled: usingCard })}
        {text('last_name_on_cc', { autoComplete: 'cc-family-name', maxLength: 50, disabled: usingCard })}
        {text('card_number', {
          autoComplete: 'cc-number',
          inputMode: 'numeric',
          maxLength: 25,
          disabled: usingCard,
          mask: 'last4',
          digits: 25,
        })}
        {text('security_code', {
          autoComplete: 'cc-csc',
          inputMode: 'numeric',
          maxLength: 4,
          disabled: usingCard,
          mask: 'all',
          digits: 4,
          description: t('billing.security_code_hint'),
        })}
        {select(
          'expiration_month',
          months.map((month) => ({ value: month, label: month })),
          { autoComplete: 'cc-exp-month', disabled: usingCard },
        )}
        {select(
          'expiration_year',
          years().map((year) => ({ value: year, label: year })),
          { autoComplete: 'cc-exp-year', disabled: usingCard },
        )}
      </SimpleGrid>
      <Title order={2} size="h4">
        {t('billing.billing_address')}
      </Title>
      <Checkbox
        label={t('billing.is_physical_address')}
        checked={physical}
        disabled={usingCard || contactAddress === null}
        onChange={(event) => onPhysical(event.currentTarget.checked)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('address1', { autoComplete: 'billing address-line1', disabled: usingCard, readOnly: physical })}
        {address2Asked &&
          text('address2', { autoComplete: 'billing address-line2', disabled: usingCard, readOnly: physical })}
        {text('city', { autoComplete: 'billing address-level2', disabled: usingCard, readOnly: physical })}
        {text('state', {
          autoComplete: 'billing address-level1',
          maxLength: 2,
          disabled: usingCard,
          readOnly: physical,
        })}
        {text('zip', {
          autoComplete: 'billing postal-code',
          inputMode: 'numeric',
          maxLength: 5,
          disabled: usingCard,
          readOnly: physical,
          digits: 5,
        })}
      </SimpleGrid>
    </Stack>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text>{t('billing.intro')}</Text>
        <Radio.Group
          label={t('billing.payment_type')}
          value={method}
          onChange={(value) => {
            const chosen = choosable.find((item) => item === value);
            if (chosen) setMethod(chosen);
            form.clearErrors();
          }}
        >
          <Group mt="xs">
            {choosable.map((item) => (
              <Radio key={item} value={item} label={t(`billing.method_${item}`)} />
            ))}
          </Group>
        </Radio.Group>
        {fixed && <Alert color="blue">{t(`billing.note_${method}`)}</Alert>}
        {method === 'eft' && eftForm}
        {method === 'cc' && cardForm}
        {descriptor && !fixed && <Text size="sm">{t('billing.descriptor', { descriptor })}</Text>}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group>
          <Button variant="default" onClick={onBack}>
            {t('wizard.back')}
          </Button>
          <Button type="submit" loading={save.isPending || saveExisting.isPending || form.formState.isSubmitting}>
            {t('wizard.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
