// Who is signed in, and the way out, at the top of a staff page.
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignOut } from '../api/auth-sign-out';
import { staffSignInPath } from '../paths';

export function SignedInBar({ title, name }: { title: string; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text>{t('auth.signed_in_as', { name })}</Text>
        </Stack>
        <Button
          variant="default"
          loading={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSuccess: () => navigate(staffSignInPath) })}
        >
          {t('auth.sign_out')}
        </Button>
      </Group>
      {signOut.isError && (
        <Alert color="red" role="alert">
          {t('auth.sign_out_failed')}
        </Alert>
      )}
    </Stack>
  );
}
