// The age toggle bar: 'Selected Age Is Over 65/Under 65', a switch behind a confirm dialog
// that flips the session's over-65 flag and refreshes the menu and plans, and Group Home for
// a group's visitors. Shown once the visitor is in a rep's, applicant's or group's flow; inside the
// enrollment wizard only to a signed-in rep or group administrator (the client who opened a
// hand-off link is in the rep's flow, but the household was quoted already).
import { Button, Container, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuthSession } from '../../shared/api/auth-session';
import { useSession } from '../../shared/session/session-store';

/** The wizard's and the receipt's pages, also under a landing prefix. */
const inWizard = (path: string) => /(^|\/)enrollment\//.test(path);

/** Query key prefixes that depend on the over-65 flag: the menu and the plan lists. */
const ageDependent = new Set(['menu', 'catalog']);

export function AgeBar() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { over65, eprocess, group_id, set } = useSession();
  const [confirming, setConfirming] = useState(false);
  const staff = useAuthSession().data?.signed_in === true;
  const { pathname } = useLocation();
  if (!eprocess || (inWizard(pathname) && !staff)) return null;
  const confirm = () => {
    set({ over65: !over65 });
    setConfirming(false);
    void queryClient.invalidateQueries({ predicate: (query) => ageDependent.has(String(query.queryKey[0])) });
  };
  return (
    <Container size="lg" py="xs">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fw={700} role="status">
          {over65 ? t('header.age_over') : t('header.age_under')}
        </Text>
        <Group gap="sm">
          <Button size="xs" variant="outline" onClick={() => setConfirming(true)}>
            {over65 ? t('header.age_switch_under') : t('header.age_switch_over')}
          </Button>
          {eprocess === 'group' && group_id && (
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={`/group-home?group_id=${encodeURIComponent(group_id)}`}
            >
              {t('header.group_home')}
            </Button>
          )}
        </Group>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('header.age_confirm_title')}
        closeButtonProps={{ 'aria-label': t('access.close') }}
      >
        <Text mb="md">{over65 ? t('header.age_confirm_under') : t('header.age_confirm_over')}</Text>
        <Group>
          <Button onClick={confirm}>{t('header.age_confirm')}</Button>
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('header.age_cancel')}
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}
