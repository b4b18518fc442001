// Mounts the app: Mantine theme from the landed party's or the site's colours, query client, i18n, router.
import '@mantine/core/styles.css';
import './styles.css';
import { colorsTuple, createTheme, Loader, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { router } from './app/routes';
import { defaultInfoQuery } from './features/landing/api/get-default-info';
import { partyLandingPageInfoQuery } from './features/landing/api/get-party-landing-page-info';
import { i18n } from './i18n/i18n';
import { useSession } from './shared/session/session-store';
import { shadeForWhiteText } from './shared/theme/contrast';

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
  // The landed party's colour first, then the site's; darkened so white text on it reads at AA.
  // The margin over 4.5 keeps it at AA as text on the grey header and footer (gray.1 is 0.9x white).
  const color = shadeForWhiteText(party?.primary_color || site?.primary_color || '', brandContrast) ?? '#1864ab';
  // Visitors who ask for reduced motion get modals and popovers without their transitions.
  const theme = createTheme({
    primaryColor: 'brand',
    colors: { brand: colorsTuple(color) },
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
          <Themed>
            <RouterProvider router={router} />
          </Themed>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
