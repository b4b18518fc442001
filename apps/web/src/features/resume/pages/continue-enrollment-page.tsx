// /continue-enrollment: the emailed code and the email address it went to; field errors on each
// (the contract's rules here, the server's answer after), then on to the saved tab or the cart.
import '../resume-words';
import { continueEnrollmentForm } from '@benefit-store/contract/resume';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/session-store';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useContinueEnrollment } from '../api/continue-enrollment';
import { resumeDestination, sessionOfResumed } from '../resume-target';

type Field = 'code' | 'email';
type FieldErrors = Partial<Record<Field, string>>;

/** The first message per field, from the contract's rules (keys) or the server (texts). */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'code' || field === 'email') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export default function ContinueEnrollmentPage() {
  const { t } = useTranslation();
  usePageTitle(t('resume.continue_title'));
  const navigate = useNavigate();
  const setSession = useSession((state) => state.set);
  const resume = useContinueEnrollment();
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const codeRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const focusFirst = (found: FieldErrors) => (found.code ? codeRef : emailRef).current?.focus();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = continueEnrollmentForm.safeParse({ code, email });
    if (!parsed.success) {
      const found = errorsOf(parsed.error.issues);
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    resume.mutate(parsed.data, {
      onSuccess: (resumed) => {
        setSession(sessionOfResumed(resumed));
        void navigate(resumeDestination(resumed));
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const found = errorsOf(
          error.fieldErrors.map((item) => ({ path: [item.target_element], message: item.error_message })),
        );
        setErrors(found);
        if (found.code || found.email) focusFirst(found);
      },
    });
  };

  const serverFieldErrors = resume.error instanceof ApiError && resume.error.fieldErrors.length > 0;

  return (
    <Stack maw={460} mx="auto" gap="lg" py="lg">
      <Title order={1}>{t('resume.continue_title')}</Title>
      <Text>{t('resume.continue_intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            ref={codeRef}
            label={t('resume.code')}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            required
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={errors.code && t(errors.code)}
          />
          <TextInput
            ref={emailRef}
            label={t('resume.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email && t(errors.email)}
          />
          <Button type="submit" loading={resume.isPending}>
            {t('resume.continue')}
          </Button>
        </Stack>
      </form>
      {resume.error && !serverFieldErrors && (
        <Alert color="red" role="alert">
          {resume.error.message}
        </Alert>
      )}
    </Stack>
  );
}
