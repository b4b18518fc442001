// 'OOPS! Landing url is not configured for this {type}' with a way back home.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../shared/ui/page-title';

export default function LandingConfigErrorPage() {
  const { t } = useTranslation();
  usePageTitle(t('title.landing_config_error'));
  const { enrollType } = useParams();
  const type = enrollType === 'group' ? t('errors.type_group') : t('errors.type_agent');
  return (
    <Stack align="center" py="xl">
      <Title order={1}>{t('errors.landing_config_title', { type })}</Title>
      <Text>{t('errors.landing_config_text')}</Text>
      <Anchor component={Link} to="/">
        {t('errors.back_home')}
      </Anchor>
    </Stack>
  );
}
