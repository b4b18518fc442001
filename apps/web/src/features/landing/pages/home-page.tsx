// The store's home: the site's welcome, its banner and how to reach it, then the quote banner the
// app gives it.
import { Alert, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useDefaultInfo } from '../api/get-default-info';

export default function HomePage({ banner }: { banner: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t('title.home'));
  const { data, isError } = useDefaultInfo();
  if (isError) return <Alert color="red" title={t('errors.load_failed')} />;
  const site = data?.site;
  return (
    <Stack gap="md" py="lg">
      <Title order={1}>{t('home.welcome', { name: site?.site_name ?? '' })}</Title>
      {/* The tagline is the header's (beside the logo, or in the phone's menu): said once. */}
      <Text size="lg">{site?.banner}</Text>
      <Text c="gray.8">{t('home.subtitle')}</Text>
      <Text c="gray.8">{t('home.help')}</Text>
      {banner}
    </Stack>
  );
}
