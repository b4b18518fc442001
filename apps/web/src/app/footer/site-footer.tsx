// The footer of every page: the questions/call banner, the three link columns (none on a
// special rep's page), app downloads, the support request, the access page's own links with
// Not My Site, the association note (linking to the membership plan) and the copyright.
import { Anchor, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch, useMatches } from 'react-router';
import { useSiteSettings } from '../../features/landing/api/get-external-site';
import { useTicketLink } from '../../features/landing/api/get-ticket-link';
import type { FooterModal } from '../../features/landing/components/footer-access';
import { formatPhone } from '../../shared/ui/format-phone';
import { useOpenedOnce } from '../../shared/ui/opened-once';
import { useBrand } from '../header/brand';
import { AccessPageLinks, FooterColumns, type SiteSettings } from './footer-links';
import { useFooterPlan } from './footer-queries';

// Their forms carry the contract's rules (zod): kept out of the first download, they load when
// one is first opened.
const FooterModals = lazy(() => import('../../features/landing/components/footer-access'));

const appStores = ['app_store', 'google_play'] as const;

/** The access page is the `/:landing` route itself, not a landing's plans or groups pages. */
function useIsAccessPage() {
  const single = useMatch('/:landing');
  const deepest = useMatches().at(-1);
  return single !== null && deepest?.params.landing !== undefined;
}

function AppLinks({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const apps = appStores.flatMap((key) => {
    const url = settings[`link_${key}`];
    return url ? [{ key, url }] : [];
  });
  if (apps.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t('footer.apps')}
      </Title>
      <Group gap="sm">
        {apps.map((app) => (
          <Button key={app.key} component="a" href={app.url} target="_blank" rel="noreferrer" variant="default">
            {t(`footer.${app.key}`)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

function SupportRequest() {
  const { t } = useTranslation();
  const ticket = useTicketLink().data?.link;
  if (!ticket) return null;
  // A mail address opens the mail program in place; a ticket form opens beside the store.
  const beside = ticket.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noreferrer' };
  return (
    <Button component="a" href={ticket} variant="light" {...beside}>
      {t('access.support_request')}
    </Button>
  );
}

/** The association note, with a link to the membership plan when the store names one. */
function AssociationNote() {
  const { t } = useTranslation();
  const planId = useFooterPlan().data;
  return (
    <Text size="sm" c="gray.8">
      {t('footer.association')}
      {planId && (
        <>
          {' '}
          <Anchor component={Link} to={`/plan/${encodeURIComponent(planId)}`} size="sm" underline="always">
            {t('footer.membership_plan')}
          </Anchor>
        </>
      )}
    </Text>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const { site, party, brand } = useBrand();
  const settings = useSiteSettings();
  const accessPage = useIsAccessPage();
  const [opened, setOpened] = useState<FooterModal | null>(null);
  const modalsLoaded = useOpenedOnce(opened !== null);
  return (
    <Box component="footer" bg="gray.1" py="xl" mt="xl">
      <Container size="lg">
        <Stack gap="lg">
          {site && (
            <Title order={2} size="h4">
              {t('footer.questions', { phone: formatPhone(brand?.phone ?? site.display_phone) })}
            </Title>
          )}
          {!party?.hides_footer_content && <FooterColumns settings={settings} onOpen={setOpened} />}
          <Group justify="space-between" align="flex-end" gap="lg">
            <AppLinks settings={settings} />
            <SupportRequest />
          </Group>
          {accessPage && <AccessPageLinks settings={settings} />}
          <AssociationNote />
          {site && (
            <Text size="sm" c="gray.8">
              {t('footer.copyright', { year: new Date().getFullYear(), owner: site.copyright })}
            </Text>
          )}
        </Stack>
      </Container>
      {modalsLoaded && (
        <Suspense fallback={null}>
          <FooterModals opened={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </Box>
  );
}
