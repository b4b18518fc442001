// The error pages in English and Spanish, with no axe violations.
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import LandingConfigErrorPage from './landing-config-error-page';
import NotFoundPage from './not-found-page';

function renderAt(path: string, route: string, element: ReactNode) {
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <main>
          <RouterProvider router={router} />
        </main>
      </MantineProvider>
    </I18nextProvider>,
  );
}

async function expectNoViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

describe.each(['en', 'es'])('error pages in %s', (language) => {
  it('not found', async () => {
    await i18n.changeLanguage(language);
    const { container } = renderAt('/nowhere', '*', <NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(i18n.t('errors.not_found_title'));
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
    await expectNoViolations(container);
  });

  it('landing config error names the type', async () => {
    await i18n.changeLanguage(language);
    const { container } = renderAt(
      '/landing-config-error/group',
      '/landing-config-error/:enrollType',
      <LandingConfigErrorPage />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(
      language === 'en' ? 'for this group' : 'para este grupo',
    );
    await expectNoViolations(container);
  });
});
