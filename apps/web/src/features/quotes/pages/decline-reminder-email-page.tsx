// /decline-reminder-email: the confirmation after a quote was declined, with the way back.
import '../quote-words';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/ui/page-title';

export default function DeclineReminderEmailPage() {
  const { t } = useTranslation();
  usePageTitle(t('quotes.decline_title'));
  return (
    <Stack align="center" py="xl" gap="md">
      <Title order={1}>{t('quotes.decline_title')}</Title>
      <Text maw={560} ta="center">
        {t('quotes.decline_text')}
      </Text>
      <Group>
        <Anchor component={Link} to="/continue-enrollment">
          {t('quotes.decline_continue')}
        </Anchor>
        <Anchor component={Link} to="/">
          {t('quotes.back_home')}
        </Anchor>
      </Group>
    </Stack>
  );
}
