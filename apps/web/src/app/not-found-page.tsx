// 'OOPS! Page not found' with a way back home.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../shared/ui/page-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('title.not_found'));
  return (
    <Stack align="center" py="xl">
      <Title order={1}>{t('errors.not_found_title')}</Title>
      <Text>{t('errors.not_found_text')}</Text>
      <Anchor component={Link} to="/">
        {t('errors.back_home')}
      </Anchor>
    </Stack>
  );
}
