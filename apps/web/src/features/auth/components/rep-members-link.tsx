// Current Member on the agent home: the rep's members once signed in as a rep, else the way to
// staff sign-in.
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthSession } from '../../../shared/api/auth-session';
import { staffSignInPath } from '../paths';

export function RepMembersLink() {
  const { t } = useTranslation();
  const auth = useAuthSession().data;
  if (auth?.signed_in && auth.role === 'rep')
    return (
      <Anchor component={Link} to="/agent-select-member">
        {t('entry.view_members')}
      </Anchor>
    );
  return (
    <Stack gap="xs">
      <Text>{t('entry.sign_in_for_members')}</Text>
      <Anchor component={Link} to={staffSignInPath}>
        {t('entry.staff_sign_in')}
      </Anchor>
    </Stack>
  );
}
