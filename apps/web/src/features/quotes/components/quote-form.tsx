// Save Cart's form: name, email and (for a signed-in rep or administrator) a message, each with
// its error, then Cancel, Preview and Send.
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuoteFormState } from './use-quote-form';

export function QuoteForm({ form }: { form: QuoteFormState }) {
  const { t } = useTranslation();
  const { values, setValues, errors, refs } = form;
  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="md">
        <TextInput
          ref={refs.name}
          label={t('quotes.name')}
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
          error={errors.name && t(errors.name)}
        />
        <TextInput
          ref={refs.email}
          label={t('quotes.email')}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.currentTarget.value })}
          error={errors.email && t(errors.email)}
        />
        {form.writesMessage && (
          <Textarea
            ref={refs.message}
            label={t('quotes.message')}
            rows={4}
            maxLength={2000}
            value={values.message}
            onChange={(event) => setValues({ ...values, message: event.currentTarget.value })}
            error={errors.message && t(errors.message)}
          />
        )}
        {form.failure && (
          <Alert color="red" role="alert">
            {form.failure.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={form.close}>
            {t('quotes.cancel')}
          </Button>
          <Button variant="outline" onClick={form.showPreview} loading={form.previewing}>
            {t('quotes.preview')}
          </Button>
          <Button type="submit" loading={form.sending}>
            {t('quotes.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
