// Renders a component for a jsdom test inside the app's providers (query client, i18n,
// Mantine) and a <main> landmark, as the layout would.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18n } from './i18n/i18n';

export function renderInApp(element: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <main>{element}</main>
        </MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

function Arrived() {
  return <p data-testid="arrived">{useLocation().pathname}</p>;
}

/** Renders `element` at /start in a router; wherever it navigates shows its path in `arrivedAt()`. */
export function renderRouted(element: ReactNode) {
  return renderInApp(
    <MemoryRouter initialEntries={['/start']}>
      <Routes>
        <Route path="/start" element={element} />
        <Route path="*" element={<Arrived />} />
      </Routes>
    </MemoryRouter>,
  );
}

export const arrivedAt = () => screen.queryByTestId('arrived')?.textContent ?? null;

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Types `code` into the text box labelled `label` and presses the submit button. */
export function submitCode(label: string, code: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: i18n.t('access.submit') }));
}
