// The frame of every page: skip link, header, age bar, main, footer (on a drawn page, hydrated
// when first used), and the session expiry warning for signed-in staff. Startup (startup.ts), the route guard, the browser's title and the
// focus move after a navigation (page-changes.ts) run here for every address.
import { Box, Container } from '@mantine/core';
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { StaffSessionWatch } from '../features/auth/components/staff-session-watch';
import { useCartNotice } from '../shared/session/cart-notice';
import { useSession } from '../shared/session/session-store';
import { HydrateWhenUsed } from '../shared/ui/hydrate-when-used';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { DocumentTitle, useFocusOnNavigation } from './page-changes';
import { RouteGuard } from './route-guard';
import { useStartup } from './use-startup';

// The cart's changes after a household change: loaded when there are some.
const CartNotice = lazy(() => import('./cart-notice').then((module) => ({ default: module.CartNotice })));

// Its confirm dialog is a modal: it loads once the visitor is in a flow (a first visit is not).
const AgeBar = lazy(() => import('./header/age-bar').then((module) => ({ default: module.AgeBar })));

// The header and the footer draw again on their own changes only, not on every one of the layout's
// (a change of session or address that they do not show): on a page the server drew, a drawing of
// the header before its lazy parts are hydrated hydrates them at once, in one long task.
const Header = memo(SiteHeader);
const Footer = memo(SiteFooter);

export function Layout() {
  const { t, i18n } = useTranslation();
  useStartup();
  useFocusOnNavigation();
  const hasCartNotice = useCartNotice((state) => state.changes !== undefined);
  const inFlow = useSession((state) => state.eprocess !== null);
  // What the footer shows may change with these: it is drawn then, if not before.
  const { pathname } = useLocation();
  const party = useSession((state) => state.agent_id ?? state.group_id);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skip_to_content')}
      </a>
      {/* The header's height once its logo and menus have arrived, kept from the first paint so the
          page does not jump down when they do: the phone row, and the wide header's rows (Spanish
          category names take a second row). */}
      <Box mih={{ base: 65, sm: i18n.language === 'es' ? 204 : 163 }}>
        <Header />
      </Box>
      {inFlow && (
        <Suspense fallback={null}>
          <AgeBar />
        </Suspense>
      )}
      {/* At least a screen: the footer starts below the fold and stays there while the page loads. */}
      <Box component="main" id="main" tabIndex={-1} py="xl" mih="100vh">
        <Container size="lg">
          {hasCartNotice && (
            <Suspense fallback={null}>
              <CartNotice />
            </Suspense>
          )}
          <RouteGuard>
            <Outlet />
          </RouteGuard>
        </Container>
      </Box>
      <StaffSessionWatch />
      <HydrateWhenUsed changes={[pathname, i18n.language, party]}>
        <Footer />
      </HydrateWhenUsed>
      <DocumentTitle />
    </>
  );
}
