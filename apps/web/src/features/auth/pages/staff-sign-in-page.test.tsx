// The staff sign-in form checks its fields by the contract's rules before calling the
// server, moves focus to the first field to fix, and has no axe violations.
import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderInApp } from '../../../test-render';
import StaffSignInPage from './staff-sign-in-page';

function renderPage() {
  const router = createMemoryRouter([{ path: '/staff/sign-in', element: <StaffSignInPage /> }], {
    initialEntries: ['/staff/sign-in'],
  });
  return renderInApp(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

describe.each(['en', 'es'])('staff sign-in in %s', (language) => {
  it('refuses an empty form without calling the server, focusing the email field', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderPage();
    const calledOnMount = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: i18n.t('auth.sign_in') }));
    const email = screen.getByRole('textbox', { name: i18n.t('auth.email') });
    expect(document.activeElement).toBe(email);
    expect(screen.getByText(i18n.t('common.invalid_email_format'))).toBeTruthy();
    expect(screen.getByText(i18n.t('common.required'))).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBe(calledOnMount);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
