// The external entry (/external?site=...): the named site's branding and banner (from its
// key/value information), then on to the website entry. An unknown site goes to /404.
import { Anchor, Button, Image, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notFoundPath } from '../../../shared/not-found';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useExternalSite, useSiteDynamicInformation } from '../api/get-external-site';

export default function ExternalPage() {
  const { t } = useTranslation();
  usePageTitle(t('title.external'));
  const navigate = useNavigate();
  const name = useSearchParams()[0].get('site') ?? '';
  const site = useExternalSite(name);
  const info = useSiteDynamicInformation(site.data?.site_domain ?? '', site.data !== undefined).data;
  const failed = name === '' || site.isError;
  useEffect(() => {
    if (failed) void navigate(notFoundPath, { replace: true });
  }, [failed, navigate]);
  if (!site.data) return null;
  const { site_name, logo, tagline, display_email } = site.data;
  return (
    <Stack gap="lg" py="lg">
      {logo && <Image src={logo} alt={t('app.logo_alt', { name: site_name })} h={48} w="auto" />}
      <Title order={1}>{t('access.welcome', { name: site_name })}</Title>
      <Text size="lg">{tagline}</Text>
      <Text>{info?.banner ?? site.data.banner}</Text>
      <Text>{t('entry.external_text', { name: site_name })}</Text>
      <Button component={Link} to="/website" w="fit-content">
        {t('entry.continue')}
      </Button>
      <Anchor href={`mailto:${display_email}`} size="sm">
        {display_email}
      </Anchor>
    </Stack>
  );
}
