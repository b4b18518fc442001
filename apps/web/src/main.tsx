// Mounts the app: Mantine theme from the site's colours, query client, i18n, router.
import '@mantine/core/styles.css';
import './styles.css';
import { colorsTuple, createTheme, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { router } from './app/routes';
import { defaultInfoQuery } from './features/landing/api/get-default-info';
import { i18n } from './i18n/i18n';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

function Themed({ children }: { children: ReactNode }) {
  const site = useQuery(defaultInfoQuery).data?.site;
  const theme = createTheme({
    primaryColor: 'brand',
    colors: { brand: colorsTuple(site?.primary_color ?? '#1864ab') },
  });
  return <MantineProvider theme={theme}>{children}</MantineProvider>;
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
