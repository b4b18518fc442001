// Save Cart's form and its two calls: the values checked by the contract's rules with the spec's
// messages (the first field in error takes focus, the server's field errors too), Preview and Send,
// and the step the dialog shows. The message is a signed-in rep's or administrator's only: the
// server refuses a visitor's free text under a rep's name (decision 0038).
import { quoteForm } from '@benefit-store/contract/quotes';
import { type FormEvent, useRef, useState } from 'react';
import { useAuthSession } from '../../../shared/api/auth-session';
import { ApiError } from '../../../shared/api/client';
import { useQuotePreview } from '../api/get-quote-preview-content';
import { type QuoteInput, useSendQuote } from '../api/save-enrollment';

type Field = 'name' | 'email' | 'message';
export type FieldErrors = Partial<Record<Field, string>>;
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

export function useQuoteForm(enrollmentId: string) {
  const [opened, setOpened] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [values, setValues] = useState({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
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
    else if (found.message) refs.message.current?.focus();
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
  // A field error shows under its field; any other failure, above the buttons.
  const failure = [send.error, preview.error].find(
    (error) => error && !(error instanceof ApiError && error.fieldErrors.length > 0),
  );

  return {
    opened,
    open: () => setOpened(true),
    close,
    step,
    backToForm: () => setStep({ kind: 'form' }),
    values,
    setValues,
    errors,
    refs,
    writesMessage,
    submit,
    showPreview,
    previewing: preview.isPending,
    sending: send.isPending,
    failure,
  };
}

export type QuoteFormState = ReturnType<typeof useQuoteForm>;
