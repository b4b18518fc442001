// The billing step (spec 001 sections 2 to 5, 9): the payment types the server offers (cc offers
// Credit Card and EFT; list, elist and stmt one fixed option with a note and no form); the EFT form,
// whose routing number fills the bank name once it has 9 digits that pass the ABA checksum; the
// card form, checked by card-validator on Next, with "Choose physical address"; a member's banks
// and cards on file (the selected one disables the new fields; selecting the selected card again
// deselects it); bill dates "1st of month", "28th of month" (28 by default); the EFT terms and the statement
// descriptor. Card and account number inputs are marked so the step's PNG shows only their last
// four digits, and the security code not at all.
import '../../step-words';
import { choosablePaymentMethods, type PaymentMethod } from '@benefit-store/contract/enrollment-billing';
import type { FormField } from '@benefit-store/contract/enrollment-tabs';
import { Alert, Group, Radio, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepFrame, type StepFrameProps } from '../step-frame';
import { useBillingInputs } from './billing-inputs';
import type { Bank, Card, ContactAddress } from './billing-values';
import { CardFields } from './card-fields';
import { EftFields } from './eft-fields';
import { useRoutingLookup } from './routing-lookup';
import { useBillingSave } from './use-billing-save';

interface Props extends StepFrameProps {
  fields: readonly FormField[];
  configured: readonly PaymentMethod[];
  banks: readonly Bank[];
  cards: readonly Card[];
  billDates: readonly number[];
  descriptor: string | undefined;
  contactAddress: ContactAddress | null;
}

export function BillingStep({ configured, banks, cards, billDates, descriptor, contactAddress, ...frame }: Props) {
  const { t } = useTranslation();
  const choosable = choosablePaymentMethods(configured);
  const [method, setMethod] = useState<PaymentMethod>(choosable[0] ?? 'eft');
  // An existing bank is selected by default when any exist; the first card is preselected.
  const [bankId, setBankId] = useState<string | null>(banks[0]?.bank_id ?? null);
  const [cardId, setCardId] = useState<string | null>(cards[0]?.card_id ?? null);
  const { form, submit, problem, saving, fixed, address2Asked } = useBillingSave({ ...frame, method, bankId, cardId });
  const inputs = useBillingInputs(form);
  const routing = useRoutingLookup(form);

  return (
    <StepFrame
      onSubmit={(event) => void submit(event)}
      problem={problem}
      onBack={frame.onBack}
      next={{ label: t('wizard.next'), loading: saving }}
    >
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
      {method === 'eft' && (
        <EftFields
          form={form}
          inputs={inputs}
          routing={routing}
          banks={banks}
          billDates={billDates}
          bankId={bankId}
          onBank={setBankId}
        />
      )}
      {method === 'cc' && (
        <CardFields
          form={form}
          inputs={inputs}
          cards={cards}
          cardId={cardId}
          onCard={setCardId}
          contactAddress={contactAddress}
          address2Asked={address2Asked}
        />
      )}
      {descriptor && !fixed && <Text size="sm">{t('billing.descriptor', { descriptor })}</Text>}
    </StepFrame>
  );
}
