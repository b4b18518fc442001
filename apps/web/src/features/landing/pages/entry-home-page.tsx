// /home: plan entry after a portal choice, showing the chosen portal and group, then the
// get-started quote form (the app's banner).
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session-store';
import { usePageTitle } from '../../../shared/ui/page-title';

/** The line naming the chosen portal and group, when there are any. */
export function ChoiceLine() {
  const { t } = useTranslation();
  const portal = useSession((state) => state.portal_name);
  const group = useSession((state) => state.gname);
  if (!portal && !group) return null;
  return (
    <Group gap="lg" component="p" m={0}>
      {portal && <Text span>{t('entry.selected_portal', { name: portal })}</Text>}
      {group && <Text span>{t('entry.selected_group', { name: group })}</Text>}
    </Group>
  );
}

export default function EntryHomePage({ banner }: { banner: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t('title.quote'));
  return (
    <Stack gap="lg" py="lg">
      <Title order={1}>{t('entry.home_title')}</Title>
      <ChoiceLine />
      {banner}
    </Stack>
  );
}
