// The billing step's EFT form (spec 001 sections 5, 9): a member's banks on file (the selected one
// disables the new fields), the routing number naming the bank, the account, the bill date, and the
// EFT terms.
import { List, Paper, Radio, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BillingInputs } from './billing-inputs';
import type { Bank } from './billing-values';
import type { RoutingLookup } from './routing-lookup';
import type { BillingForm } from './use-billing-save';

interface Props {
  form: BillingForm;
  inputs: BillingInputs;
  routing: RoutingLookup;
  banks: readonly Bank[];
  billDates: readonly number[];
  /** The bank on file chosen, or null for a new one. */
  bankId: string | null;
  onBank: (bankId: string | null) => void;
}

export function EftFields({ form, inputs, routing, banks, billDates, bankId, onBank }: Props) {
  const { t } = useTranslation();
  const { text, select, error } = inputs;
  const usingBank = bankId !== null;
  const billDate = select(
    'bill_date',
    billDates.map((n) => ({ value: String(n), label: t('billing.bill_date_option', { count: n, ordinal: true }) })),
  );
  return (
    <Stack gap="md">
      {banks.length > 0 && (
        <Radio.Group
          label={t('billing.banks_on_file')}
          value={bankId ?? 'new'}
          onChange={(value) => onBank(value === 'new' ? null : value)}
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
          onTyped: (typed) => void routing.onRouting(typed),
        })}
        <TextInput
          label={t('billing.bank_name')}
          required
          disabled={usingBank}
          readOnly={routing.bankFromRouting}
          description={routing.bankFromRouting ? t('billing.bank_from_routing') : undefined}
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
}
