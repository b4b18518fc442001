// The get-started banner (spec 000 section 2): the quote filter, then the plans page, landing-prefixed
// on a landing (the app shows featured plans three across below it).
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { useFilterInfo } from '../api/get-filter-info';
import { HouseholdForm } from './household-form';

export function GetStartedBanner({ referral }: { referral?: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Under a landing page, or after coming through one (its /home quote): the plans keep its prefix.
  const storedLanding = useSession((state) => state.landing_url);
  const landing = useParams().landing ?? storedLanding;
  // The household entered before is read back from the server, never kept in the browser.
  const stored = useFilterInfo(useSession((state) => state.tempId)).data;
  const selectedTier = useSession((state) => state.selectedTier);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="get-started-title">
      <Stack gap="sm">
        <Title order={2} id="get-started-title">
          {t('quote.get_started_title')}
        </Title>
        <Text c="gray.8">{t('quote.get_started_text')}</Text>
        <HouseholdForm
          key={stored ? 'stored' : 'new'}
          defaults={{ zip: stored?.zip ?? '', dob: stored?.dob ?? '', tier: selectedTier ?? undefined }}
          submitLabel={t('quote.submit')}
          referral={referral}
          onSaved={() => void navigate(landing ? `/${encodeURIComponent(landing)}/plans` : '/plans')}
        />
      </Stack>
    </Paper>
  );
}
