// Save Cart (spec 000 sections 2 and 5): the quote form (name, email, message) checked by the
// contract's rules with the spec's messages, Preview (the email as it would be sent) and Send,
// then the quote-sent confirmation. The form and its calls: use-quote-form.ts.
import '../quote-words';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuoteForm } from './quote-form';
import { useQuoteForm } from './use-quote-form';

export function SaveCartButton({ enrollmentId }: { enrollmentId: string }) {
  const { t } = useTranslation();
  const form = useQuoteForm(enrollmentId);
  const { step } = form;
  const title =
    step.kind === 'sent'
      ? t('quotes.sent_title')
      : step.kind === 'preview'
        ? t('quotes.preview_title')
        : t('quotes.form_title');

  return (
    <>
      <Button variant="default" fullWidth onClick={form.open}>
        {t('quotes.save_cart')}
      </Button>
      <Modal
        opened={form.opened}
        onClose={form.close}
        title={title}
        size="lg"
        closeButtonProps={{ 'aria-label': t('quotes.close') }}
      >
        {step.kind === 'sent' && (
          <Stack gap="md">
            <Text role="status">{t('quotes.sent_text', { email: step.email })}</Text>
            <Button onClick={form.close}>{t('quotes.close')}</Button>
          </Stack>
        )}
        {step.kind === 'preview' && (
          <Stack gap="md">
            <Text fw={600}>{t('quotes.preview_subject', { subject: step.subject })}</Text>
            <iframe
              title={t('quotes.preview_title')}
              sandbox=""
              srcDoc={step.html}
              style={{ width: '100%', minHeight: '22rem', border: '1px solid var(--mantine-color-gray-4)' }}
            />
            <Group>
              <Button variant="default" onClick={form.backToForm}>
                {t('quotes.back_to_form')}
              </Button>
            </Group>
          </Stack>
        )}
        {step.kind === 'form' && <QuoteForm form={form} />}
      </Modal>
    </>
  );
}
