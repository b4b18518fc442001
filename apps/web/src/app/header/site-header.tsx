// The header: logo (to the Home destination), tagline, contact, About, the cart badge, the plain
// store's dashboard links, the language switch and the plan category menu. On a phone it is one
// row: the logo, the cart badge and a menu button opening the rest in a drawer.
import { Anchor, Box, Burger, Container, Group, Image, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useTrackSiteTraffic } from '../../features/landing/api/track-elevate-traffic';
import { useSession } from '../../shared/session/session-store';
import { useOpenedOnce } from '../../shared/ui/opened-once';
import { homeDestination } from '../startup';
import { useBrand } from './brand';
import { CategoryMenu } from './category-menu';
import { DashboardLinks } from './dashboard-links';
import { AboutButton, ContactLinks, LanguageSwitch } from './header-parts';

// The badge's tooltip, the phone menu and About bring floating-element code: the badge loads once
// there is a cart to count, the menu and About when first opened (a first visit loads neither).
const CartBadge = lazy(() => import('./cart-badge').then((module) => ({ default: module.CartBadge })));
const HeaderMenu = lazy(() => import('./header-menu').then((module) => ({ default: module.HeaderMenu })));
const AboutModal = lazy(() => import('./about-modal').then((module) => ({ default: module.AboutModal })));

/** Below this width the header folds into the phone row. */
const wide = 'sm';

export function SiteHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const { site, brand } = useBrand();
  const [menuOpened, setMenuOpened] = useState(false);
  // Where About was opened from: the bar keeps its button; the phone menu's button goes with it.
  const [about, setAbout] = useState<'bar' | 'menu' | null>(null);
  const menuId = useId();
  const menuLoaded = useOpenedOnce(menuOpened);
  const aboutLoaded = useOpenedOnce(about !== null);
  const burger = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  // The header is on every page: a quote started on a branded site is counted from here.
  useTrackSiteTraffic();

  // A link followed from the menu closes it (focus then goes to the new page's heading). Not at
  // mount: a state change there would draw the header again right after hydrating it.
  const place = `${pathname}${search}`;
  const shownAt = useRef(place);
  useEffect(() => {
    if (shownAt.current === place) return;
    shownAt.current = place;
    setMenuOpened(false);
  }, [place]);

  const closeMenu = () => {
    setMenuOpened(false);
    burger.current?.focus();
  };
  const openAboutFromMenu = () => {
    setMenuOpened(false);
    setAbout('menu');
  };
  const closeAbout = () => {
    // Focus goes back to the button that opened About: the menu button stands for the menu's.
    if (about === 'menu') requestAnimationFrame(() => burger.current?.focus());
    setAbout(null);
  };

  return (
    <Box component="header" bg="gray.0" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Anchor
              component={Link}
              to={homeDestination(session, site?.group_flow ?? false)}
              aria-label={t('app.home')}
              w="fit-content"
              maw="100%"
            >
              {brand?.logo ? (
                <Image src={brand.logo} alt={brand.logoAlt} h={40} w="auto" maw="100%" fit="contain" />
              ) : (
                <Text fw={700}>{brand?.name}</Text>
              )}
            </Anchor>
            {brand && (
              <Text size="sm" c="gray.8" visibleFrom={wide}>
                {brand.tagline}
              </Text>
            )}
          </Stack>
          <Group gap="md" wrap="wrap" justify="flex-end" visibleFrom={wide}>
            {brand && <ContactLinks email={brand.email} phone={brand.phone} />}
            <AboutButton onOpen={() => setAbout('bar')} />
            <Suspense fallback={null}>{session.tempId && <CartBadge />}</Suspense>
            {site && <DashboardLinks site={site} />}
            <LanguageSwitch />
          </Group>
          <Group gap="sm" wrap="nowrap" hiddenFrom={wide}>
            <Suspense fallback={null}>{session.tempId && <CartBadge />}</Suspense>
            <Burger
              ref={burger}
              opened={menuOpened}
              onClick={() => setMenuOpened((opened) => !opened)}
              aria-label={t('header.open_menu')}
              aria-expanded={menuOpened}
              aria-controls={menuId}
              size="sm"
            />
          </Group>
        </Group>
        <Box visibleFrom={wide} mt="xs">
          <CategoryMenu />
        </Box>
      </Container>
      <Suspense fallback={null}>
        {menuLoaded && (
          <HeaderMenu
            id={menuId}
            opened={menuOpened}
            onClose={closeMenu}
            onAbout={openAboutFromMenu}
            site={site}
            brand={brand}
          />
        )}
        {aboutLoaded && <AboutModal opened={about !== null} onClose={closeAbout} returnFocus={about === 'bar'} />}
      </Suspense>
    </Box>
  );
}
