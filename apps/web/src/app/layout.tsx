// The frame of every page: skip link, header (logo, contact, tagline, language), main, footer,
// and the session expiry warning for signed-in staff.
import { languages } from '@benefit-store/contract/messages/translate';
import { Anchor, Box, Button, Container, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { StaffSessionWatch } from '../features/auth/components/staff-session-watch';
import { useDefaultInfo } from '../features/landing/api/get-default-info';
import { usePartyLandingPageInfo } from '../features/landing/api/get-party-landing-page-info';
import { useSession } from '../shared/session/session-store';
import { homeDestination } from './route-rules';

// Its modals and forms carry the contract's rules (zod), kept out of the first download.
const FooterAccess = lazy(() => import('../features/landing/components/footer-access'));

const formatPhone = (digits: string) =>
  /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

export function Layout() {
  const { t, i18n } = useTranslation();
  const site = useDefaultInfo().data?.site;
  const session = useSession();
  // A landed rep or group brands the header; the site's contact fills what the party lacks.
  const party = usePartyLandingPageInfo(session).data;
  const brand = site && {
    name: party?.display_name || site.site_name,
    logo: party ? party.logo : site.logo,
    logoAlt: party
      ? t('app.party_logo_alt', { name: party.display_name })
      : t('app.logo_alt', { name: site.site_name }),
    tagline: party?.tagline || site.tagline,
    email: party?.display_email || site.display_email,
    phone: party?.display_phone || site.display_phone,
  };
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skip_to_content')}
      </a>
      <Box component="header" bg="gray.0" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Anchor component={Link} to={homeDestination(session)} aria-label={t('app.home')}>
              {brand?.logo ? (
                <Image src={brand.logo} alt={brand.logoAlt} h={40} w="auto" />
              ) : (
                <Text fw={700}>{brand?.name}</Text>
              )}
            </Anchor>
            {brand && (
              <Text size="sm" c="gray.8">
                {brand.tagline}
              </Text>
            )}
            <Group gap="md" wrap="wrap">
              {brand && (
                <>
                  <Anchor
                    href={`mailto:${brand.email}`}
                    size="sm"
                    aria-label={`${t('app.contact_email')}: ${brand.email}`}
                  >
                    {brand.email}
                  </Anchor>
                  <Anchor
                    href={`tel:+1${brand.phone}`}
                    size="sm"
                    aria-label={`${t('app.contact_phone')}: ${formatPhone(brand.phone)}`}
                  >
                    {formatPhone(brand.phone)}
                  </Anchor>
                </>
              )}
              <Button.Group aria-label={t('app.language')}>
                {languages.map((language) => (
                  <Button
                    key={language}
                    size="xs"
                    lang={language}
                    variant={i18n.language === language ? 'filled' : 'default'}
                    aria-pressed={i18n.language === language}
                    onClick={() => void i18n.changeLanguage(language)}
                  >
                    {language === 'en' ? t('app.english') : t('app.spanish')}
                  </Button>
                ))}
              </Button.Group>
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main" tabIndex={-1} py="xl" mih="60vh">
        <Container size="lg">
          <Outlet />
        </Container>
      </Box>
      <StaffSessionWatch />
      <Box component="footer" bg="gray.1" py="xl" mt="xl">
        <Container size="lg">
          <Stack gap="lg">
            {site && (
              <Title order={2} size="h4">
                {t('footer.questions', { phone: formatPhone(brand?.phone ?? site.display_phone) })}
              </Title>
            )}
            {!party?.hides_footer_content && (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Text fw={700}>{t('footer.brokers')}</Text>
                <Text fw={700}>{t('footer.employees')}</Text>
                <Text fw={700}>{t('footer.employers')}</Text>
              </SimpleGrid>
            )}
            <Suspense fallback={null}>
              <FooterAccess />
            </Suspense>
            <Text size="sm" c="gray.8">
              {t('footer.association')}
            </Text>
            {site && (
              <Text size="sm" c="gray.8">
                {t('footer.copyright', { year: new Date().getFullYear(), owner: site.copyright })}
              </Text>
            )}
          </Stack>
        </Container>
      </Box>
    </>
  );
}
