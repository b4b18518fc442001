// The header: logo (to the Home destination), tagline, contact, the cart badge, the plain
// store's dashboard links, the language switch, and the plan category menu. A landed rep or
// group brands it; the site's contact fills what the party lacks.
import { languages } from '@benefit-store/contract/messages/translate';
import { Anchor, Box, Button, Container, Group, Image, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDefaultInfo } from '../../features/landing/api/get-default-info';
import { usePartyLandingPageInfo } from '../../features/landing/api/get-party-landing-page-info';
import { useSession } from '../../shared/session/session-store';
import { homeDestination } from '../startup';
import { CategoryMenu } from './category-menu';

// The badge's tooltip and the dashboards' menu bring floating-element code: it loads after the shell.
const CartBadge = lazy(() => import('./cart-badge').then((module) => ({ default: module.CartBadge })));
const DashboardLinks = lazy(() => import('./dashboard-links').then((module) => ({ default: module.DashboardLinks })));

export const formatPhone = (digits: string) =>
  /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

/** The brand shown in the header and footer: the landed party's, else the site's. */
export function useBrand() {
  const { t } = useTranslation();
  const site = useDefaultInfo().data?.site;
  const session = useSession();
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
  return { site, party, brand };
}

export function SiteHeader() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { site, brand } = useBrand();
  return (
    <Box component="header" bg="gray.0" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Anchor
              component={Link}
              to={homeDestination(session, site?.group_flow ?? false)}
              aria-label={t('app.home')}
            >
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
              <Suspense fallback={null}>
                <CartBadge />
                {site && <DashboardLinks site={site} />}
              </Suspense>
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
          <CategoryMenu />
        </Stack>
      </Container>
    </Box>
  );
}
