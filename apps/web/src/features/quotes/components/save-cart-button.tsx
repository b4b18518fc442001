// Save Cart (spec 000 sections 2 and 5): the quote form (name, email, message) checked by the
// contract's rules with the spec's messages, Preview (the email as it would be sent) and Send,
// then the quote-sent confirmation. The message box is a signed-in rep's or administrator's only:
// the server refuses a visitor's free text under a rep's name (decision 0038).
import '../quote-words';
import { quoteForm } from '@benefit-store/contract/quotes';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthSession } from '../../../shared/api/auth-session';
import { ApiError } from '../../../shared/api/client';
import { useQuotePreview } from '../api/get-quote-preview-content';
import { type QuoteInput, useSendQuote } from '../api/save-enrollment';

type Field = 'name' | 'email' | 'message';
type FieldErrors = Partial<Record<Field, string>>;
const fields: readonly Field[] = ['name', 'email', 'message'];
const isField = (value: unknown): value is Field => fields.some((field) => field === value);

function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const serverErrorsOf = (error: unknown) =>
  error instanceof ApiError
    ? errorsOf(error.fieldErrors.map((item) => ({ path: [item.target_element], message: item.error_message })))
    : {};

type Step = { kind: 'form' } | { kind: 'preview'; subject: string; html: string } | { kind: 'sent'; email: string };

export function SaveCartButton({ enrollmentId }: { enrollmentId: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [values, setValues] = useState({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = { name: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null) };
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const preview = useQuotePreview();
  const send = useSendQuote();
  const writesMessage = useAuthSession().data?.signed_in === true;

  const close = () => {
    setOpened(false);
    setStep({ kind: 'form' });
    preview.reset();
    send.reset();
  };
  const focus = (found: FieldErrors) => {
    if (found.name) refs.name.current?.focus();
    else if (found.email) refs.email.current?.focus();
    else if (found.message) messageRef.current?.focus();
  };
  /** The form as the contract reads it, or undefined after showing why not. */
  const checked = (): QuoteInput | undefined => {
    const parsed = quoteForm.safeParse({ ...values, message: (writesMessage && values.message) || undefined });
    if (!parsed.success) {
      const found = errorsOf(parsed.error.issues);
      setErrors(found);
      focus(found);
      return undefined;
    }
    setErrors({});
    return { enrollment_id: enrollmentId, ...parsed.data };
  };
  const onServerError = (error: unknown) => {
    const found = serverErrorsOf(error);
    setErrors(found);
    focus(found);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = checked();
    if (input)
      send.mutate(input, { onSuccess: () => setStep({ kind: 'sent', email: input.email }), onError: onServerError });
  };
  const showPreview = () => {
    const input = checked();
    if (input)
      preview.mutate(input, {
        onSuccess: (email) => setStep({ kind: 'preview', ...email }),
        onError: onServerError,
      });
  };
  const failure = [send.error, preview.error].find(
    (error) => error && !(error instanceof ApiError && error.fieldErrors.length > 0),
  );
  const title =
    step.kind === 'sent'
      ? t('quotes.sent_title')
      : step.kind === 'preview'
        ? t('quotes.preview_title')
        : t('quotes.form_title');

  return (
    <>
      <Button variant="default" fullWidth onClick={() => setOpened(true)}>
        {t('quotes.save_cart')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        size="lg"
        closeButtonProps={{ 'aria-label': t('quotes.close') }}
      >
        {step.kind === 'sent' && (
          <Stack gap="md">
            <Text role="status">{t('quotes.sent_text', { email: step.email })}</Text>
            <Button onClick={close}>{t('quotes.close')}</Button>
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
              <Button variant="default" onClick={() => setStep({ kind: 'form' })}>
                {t('quotes.back_to_form')}
              </Button>
            </Group>
          </Stack>
        )}
        {step.kind === 'form' && (
          <form onSubmit={submit} noValidate>
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
              {writesMessage && (
                <Textarea
                  ref={messageRef}
                  label={t('quotes.message')}
                  rows={4}
                  maxLength={2000}
                  value={values.message}
                  onChange={(event) => setValues({ ...values, message: event.currentTarget.value })}
                  error={errors.message && t(errors.message)}
                />
              )}
              {failure && (
                <Alert color="red" role="alert">
                  {failure.message}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('quotes.cancel')}
                </Button>
                <Button variant="outline" onClick={showPreview} loading={preview.isPending}>
                  {t('quotes.preview')}
                </Button>
                <Button type="submit" loading={send.isPending}>
                  {t('quotes.send')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
