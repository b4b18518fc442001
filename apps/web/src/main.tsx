// Mounts the app: Mantine theme from the branded site's, the landed party's or the store's colour (a
// ten-shade palette), query client, i18n, router.
import '@mantine/core/styles.css';
import './styles.css';
import { createTheme, Loader, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { router } from './app/routes';
import { defaultInfoQuery } from './features/landing/api/get-default-info';
import { partyLandingPageInfoQuery } from './features/landing/api/get-party-landing-page-info';
import { i18n } from './i18n/i18n';
import { RefetchOnLanguageChange } from './shared/api/refetch-on-language-change';
import { useSession } from './shared/session/session-store';
import { brandPalette } from './shared/theme/palette';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/** Mantine's error red is 3.3:1 on white; red.9 reads at AA for field messages. */
const readableErrors = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});

const brandContrast = 5.1;

function Themed({ children }: { children: ReactNode }) {
  const site = useQuery(defaultInfoQuery).data?.site;
  const session = useSession();
  const party = useQuery(partyLandingPageInfoQuery(session)).data;
  // A branded site shows its own colour; the plain store the landed party's, else its own. The
  // primary shade carries white text at 5.1:1, a margin that keeps it at AA as text on the grey
  // header and footer (gray.1 is 0.9x white) and well over 3:1 as the focus ring.
  const color = (site && !site.is_default ? site.primary_color : party?.primary_color || site?.primary_color) ?? '';
  const { colors, primaryShade } = brandPalette(color, brandContrast);
  // Visitors who ask for reduced motion get modals and popovers without their transitions.
  const theme = createTheme({
    primaryColor: 'brand',
    primaryShade,
    colors: { brand: colors },
    respectReducedMotion: true,
    // A spinner is a status message: without the role its aria-label is not allowed (axe).
    components: { Loader: Loader.extend({ defaultProps: { role: 'status' } }) },
  });
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableErrors}>
      {children}
    </MantineProvider>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RefetchOnLanguageChange />
          <Themed>
            <RouterProvider router={router} />
          </Themed>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
