// /home: plan entry after a portal choice, showing the chosen portal and group, then the
// get-started quote form.
import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session-store';
import { GetStartedBanner } from '../../quoting/components/get-started-banner';

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

export default function EntryHomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" py="lg">
      <Title order={1}>{t('entry.home_title')}</Title>
      <ChoiceLine />
      <GetStartedBanner />
    </Stack>
  );
}
