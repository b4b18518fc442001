// Opening a resume link: this browser may already hold it (a reload after confirming); otherwise
// the person confirms the email address the link was sent to, and only then does the session get
// the enrollment (decision record 0014). A used, unknown or expired link says so, with the way to
// continue by code.
import '../resume-words';
import { confirmLinkForm, type SavedTab } from '@benefit-store/contract/resume';
import { Alert, Anchor, Button, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { useConfirmLink } from '../api/confirm-direct-continue';
import { useDirectContinue } from '../api/direct-continue';
import type { Resumed } from '../resume-target';

export function OpenLink({
  token,
  tab,
  onOpened,
}: {
  token: string;
  /** The tab the link's address names (the server's answer to a confirmation names its own). */
  tab: SavedTab;
  onOpened: (resumed: Resumed) => void;
}) {
  const { t } = useTranslation();
  const held = useDirectContinue(token);
  const confirm = useConfirmLink();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const emailRef = useRef<HTMLInputElement>(null);

  const heldResult = held.data?.result;
  useEffect(() => {
    if (heldResult) onOpened({ ...heldResult, saved_tab: tab });
  }, [heldResult, tab, onOpened]);

  if (held.isPending || heldResult) return <Loader role="status" aria-label={t('resume.opening')} />;
  // 403: not confirmed yet (the form); anything else (used, unknown, expired) cannot be opened here.
  const refusal = held.error instanceof ApiError && held.error.statusCode !== 403 ? held.error : undefined;
  const confirmRefusal =
    confirm.error instanceof ApiError && confirm.error.fieldErrors.length === 0 ? confirm.error : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = confirmLinkForm.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      emailRef.current?.focus();
      return;
    }
    setError(undefined);
    confirm.mutate(
      { token, email: parsed.data.email },
      {
        onSuccess: onOpened,
        onError: (failure) => {
          const field =
            failure instanceof ApiError
              ? failure.fieldErrors.find((item) => item.target_element === 'email')
              : undefined;
          if (field) {
            setError(field.error_message);
            emailRef.current?.focus();
          }
        },
      },
    );
  };

  const stop = refusal ?? confirmRefusal;
  return (
    <Stack maw={460} mx="auto" gap="lg" py="lg">
      <Title order={1}>{t('resume.link_title')}</Title>
      {stop ? (
        <Alert color="red" role="alert">
          <Stack gap="xs">
            <Text>{stop.message}</Text>
            <Anchor component={Link} to="/continue-enrollment">
              {t('resume.use_code')}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <>
          <Text>{t('resume.link_intro')}</Text>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput
                ref={emailRef}
                label={t('resume.email')}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={error && t(error)}
              />
              <Button type="submit" loading={confirm.isPending}>
                {t('resume.open')}
              </Button>
            </Stack>
          </form>
        </>
      )}
    </Stack>
  );
}
