// The app as both the browser and the server's page renderer (entry-server.tsx) draw it: Mantine
// theme from the branded site's, the landed party's or the store's palette (ten shades the server
// made of the colour), query client, i18n, router.
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { memo, type ReactNode, StrictMode, useDeferredValue, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type DataRouter, RouterProvider } from 'react-router';
import { defaultInfoQuery } from '../features/landing/api/get-default-info';
import { partyLandingPageInfoQuery } from '../features/landing/api/get-party-landing-page-info';
import { i18n } from '../i18n/i18n';
import { RefetchOnLanguageChange } from '../shared/api/refetch-on-language-change';
import { useSession } from '../shared/session/session-store';
import { brandTheme } from '../shared/theme/brand-theme';

/** Mantine's error red is 3.3:1 on white; red.9 reads at AA for field messages. */
const readableErrors = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});

/** Draws its part again only for a new theme: Mantine's provider gives its parts new context on
 *  every drawing, and every part of every page reads it. */
const ThemeProvider = memo(MantineProvider);

function Themed({ children }: { children: ReactNode }) {
  const site = useQuery(defaultInfoQuery).data?.site;
  const session = useSession();
  const party = useQuery(partyLandingPageInfoQuery(session)).data;
  // A branded site shows its own colour; the plain store the landed party's, else its own. The
  // primary shade carries white text at 5.1:1 (the server picks it).
  const partyPalette = party?.primary_color ? party.primary_palette : undefined;
  const palette = site && !site.is_default ? site.primary_palette : (partyPalette ?? site?.primary_palette);
  const theme = useMemo(() => brandTheme(palette), [palette]);
  // A new palette (a landed party's, once its page has started) draws every part of the page again:
  // in the background, a few milliseconds at a time, rather than in one long task.
  const shown = useDeferredValue(theme);
  return (
    <ThemeProvider theme={shown} cssVariablesResolver={readableErrors}>
      {children}
    </ThemeProvider>
  );
}

export function AppRoot({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RefetchOnLanguageChange />
          <Themed>
            <RouterProvider router={router} />
          </Themed>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
