// The group options page (/{landing}/groups-home): the landed group's Get Group Quote, Add New
// Employee, View Plans and Back; an unknown landing goes to /404.
import { Loader, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { notFoundPath } from '../../../shared/not-found';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useValidateLandingPage } from '../api/validate-landing-page';
import { addEmployeePath, GroupOptions } from '../components/group-options';

export default function GroupOptionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('title.group_options'));
  const navigate = useNavigate();
  const landing = useParams().landing ?? '';
  const validated = useValidateLandingPage(landing);
  const info = validated.data;
  useEffect(() => {
    if (validated.isError) void navigate(notFoundPath, { replace: true });
  }, [validated.isError, navigate]);
  if (!info) return <Loader role="status" aria-label={t('app.loading')} m="xl" />;
  const groupId = info.group_id;
  return (
    <Stack gap="xl" py="lg">
      <Title order={1}>{t('access.welcome', { name: info.data.display_name })}</Title>
      <Title order={2} size="h3">
        {t('entry.group_options_title')}
      </Title>
      <GroupOptions
        onAddEmployee={() => void navigate(groupId ? addEmployeePath(groupId) : `/${landing}`)}
        onViewPlans={() => void navigate(`/${landing}/plans`)}
        onBack={() => void navigate(`/${landing}`)}
      />
    </Stack>
  );
}
