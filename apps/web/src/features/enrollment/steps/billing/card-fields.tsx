// The billing step's card form (spec 001 sections 5, 9): a member's cards on file (selecting the
// selected card again deselects it), the card, checked by card-validator on Next, and the billing
// address with "Choose physical address". Card numbers show only their last four digits in the
// step's PNG, the security code not at all.
import { Checkbox, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BillingInputs } from './billing-inputs';
import { type Card, type ContactAddress, months, years } from './billing-values';
import type { BillingForm } from './use-billing-save';

interface Props {
  form: BillingForm;
  inputs: BillingInputs;
  cards: readonly Card[];
  /** The card on file chosen, or null for a new one. */
  cardId: string | null;
  onCard: (cardId: string | null) => void;
  contactAddress: ContactAddress | null;
  address2Asked: boolean;
}

export function CardFields({ form, inputs, cards, cardId, onCard, contactAddress, address2Asked }: Props) {
  const { t } = useTranslation();
  const { text, select } = inputs;
  const usingCard = cardId !== null;
  const physical = form.watch('is_physical_address');
  /** "Choose physical address": ticked copies the contact address and locks it; unticked clears it. */
  const onPhysical = (checked: boolean) => {
    form.setValue('is_physical_address', checked);
    for (const name of ['address1', 'address2', 'city', 'state', 'zip'] as const)
      form.setValue(name, checked && contactAddress ? contactAddress[name] : '', {
        shouldValidate: form.formState.isSubmitted,
      });
  };

  return (
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
              onClick={() => onCard(cardId === card.card_id ? null : card.card_id)}
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
}
