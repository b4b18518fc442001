// The agreement step's parts: a required checkbox bound to the form, the agreement texts with their
// boxes and the carrier's message, and the signature, drawn on the pad or typed (the keyboard and
// screen-reader way, WCAG 2.1 2.1.1).
import { Alert, Checkbox, Fieldset, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Texts, Values } from './agreement-values';
import { SignaturePadField } from './signature-pad-field';
import type { AgreementForm } from './use-agreement-save';

type ErrorOf = (name: FieldPath<Values>) => string | undefined;
type Ticked = `agreements.${number}` | 'esign_consent' | 'applicant_present';

/** A required box the form holds as true or false. */
export function AgreementCheckbox({
  form,
  name,
  label,
  error,
  mt,
}: {
  form: AgreementForm;
  name: Ticked;
  label: string;
  error: string | undefined;
  mt?: 'sm';
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox
          mt={mt}
          label={label}
          required
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}

/** Each agreement text with its box, then the carrier's fee text and the premier plan's net price. */
export function AgreementTexts({ form, texts, error }: { form: AgreementForm; texts: Texts; error: ErrorOf }) {
  const { t } = useTranslation();
  return (
    <>
      {texts.result.map((text, index) => (
        <Paper key={text.text_head} withBorder p="md">
          <Title order={3} size="h4">
            {text.text_head}
          </Title>
          <Text mt="xs" size="sm">
            {text.text_body}
          </Text>
          <AgreementCheckbox
            form={form}
            name={`agreements.${index}`}
            label={text.text_required}
            error={error(`agreements.${index}`)}
            mt="sm"
          />
        </Paper>
      ))}
      {(texts.special_message !== '' || texts.has_l713) && (
        <Alert color="blue" title={t('agreement.carrier_message')}>
          {texts.special_message !== '' && <Text size="sm">{texts.special_message}</Text>}
          {texts.has_l713 && (
            <Text size="sm" mt={texts.special_message === '' ? 0 : 'xs'}>
              {t('agreement.premier_net_price', { price: `$${texts.l713_net_price}` })}
            </Text>
          )}
        </Alert>
      )}
    </>
  );
}

/** The signature of a sigapplicant: how to sign, then the pad or the typed name. */
export function SignatureFields({ form, error }: { form: AgreementForm; error: ErrorOf }) {
  const { t } = useTranslation();
  const method = form.watch('signature_method');
  const drawn = form.watch('signature');
  return (
    <Fieldset legend={t('agreement.signature')}>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="signature_method"
          render={({ field }) => (
            <Radio.Group label={t('agreement.how_to_sign')} value={field.value} onChange={field.onChange}>
              <Group mt="xs">
                <Radio value="drawn" label={t('agreement.sign_drawn')} />
                <Radio value="typed" label={t('agreement.sign_typed')} />
              </Group>
            </Radio.Group>
          )}
        />
        {method === 'drawn' ? (
          <SignaturePadField
            signed={drawn !== undefined}
            error={error('signature')}
            onChange={(png) => {
              form.setValue('signature', png);
              if (png) form.clearErrors('signature');
            }}
          />
        ) : (
          <TextInput
            label={t('agreement.typed_label')}
            description={t('agreement.typed_note')}
            required
            autoComplete="name"
            maxLength={100}
            {...form.register('typed_signature')}
            error={error('typed_signature')}
            styles={{
              input: { fontFamily: '"Brush Script MT", "Segoe Script", cursive', fontSize: 22 },
              // Mantine's dimmed description is below AA contrast on white.
              description: { color: 'var(--mantine-color-text)' },
            }}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
