// Staff sign-in: a rep or group administrator enters email and password; the server's
// answer to a refusal shows under the form.
import { authSignIn } from '@benefit-store/contract/auth';
import { Alert, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthSession } from '../../../shared/api/auth-session';
import { usePageTitle } from '../../../shared/ui/page-title';
import { type SignInInput, useSignIn } from '../api/auth-sign-in';
import { staffHomePath } from '../paths';

type Field = keyof SignInInput;
type FieldErrors = Partial<Record<Field, string>>;

/** The first message key per field of the contract's own rules. */
function fieldErrorsOf(input: SignInInput): FieldErrors {
  const parsed = authSignIn.input.safeParse(input);
  const errors: FieldErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export default function StaffSignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('title.staff_sign_in'));
  const navigate = useNavigate();
  // Refreshes what the layout knows: a session that ended elsewhere stops showing as signed in.
  useAuthSession();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { email: email.trim(), password };
    const found = fieldErrorsOf(input);
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    signIn.mutate(input, {
      onSuccess: () => {
        setPassword('');
        void navigate(staffHomePath);
      },
    });
  };

  return (
    <Stack maw={420} mx="auto" gap="lg">
      <Title order={1}>{t('auth.sign_in_title')}</Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            ref={emailRef}
            label={t('auth.email')}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email && t(errors.email)}
          />
          <PasswordInput
            ref={passwordRef}
            label={t('auth.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password && t(errors.password)}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.show_password') }}
          />
          <Button type="submit" loading={signIn.isPending}>
            {t('auth.sign_in')}
          </Button>
        </Stack>
      </form>
      {signIn.error && (
        <Alert color="red" role="alert">
          {signIn.error.message}
        </Alert>
      )}
    </Stack>
  );
}
