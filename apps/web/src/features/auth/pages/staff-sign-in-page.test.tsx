// The staff sign-in form checks its fields by the contract's rules before calling the
// server, moves focus to the first field to fix, and has no axe violations. Signed in, the
// browser's stored values are the staff's own: a rep quoting from the store enrolls a client.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { emptySession, useSession } from '../../../shared/session/session-store';
import { fakeApi, ok } from '../../../test-app';
import { renderInApp } from '../../../test-render';
import StaffSignInPage from './staff-sign-in-page';

function renderPage() {
  const routes = [
    { path: '/staff/sign-in', element: <StaffSignInPage /> },
    { path: '/staff', element: null },
  ];
  const router = createMemoryRouter(routes, {
    initialEntries: ['/staff/sign-in'],
  });
  return renderInApp(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

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

describe('signed in', () => {
  const state = (extra: object) => ({
    signed_in: true,
    name: 'Maria Alvarez',
    idle_expires_at: '2026-11-29T10:00:00.000Z',
    expires_at: '2026-11-29T20:00:00.000Z',
    ...extra,
  });

  it.each([
    [{ role: 'rep', agent_id: 'AGENT67890abcdefghijkl' }, { eprocess: 'rep' }],
    [{ role: 'group_admin', group_id: 'GROUP7890abcdefghijklm' }, { eprocess: 'group' }],
  ])('forgets the visitor’s stored values and keeps the staff’s process (%o)', async (signedIn, kept) => {
    await i18n.changeLanguage('en');
    // A quote of the visitor's session, which the staff session cannot open.
    useSession.setState({ ...emptySession, tempId: 'TEMP1234567890abcdefgh', eprocess: 'applicant' });
    fakeApi({
      'auth/session': () => ok(state({ signed_in: false })),
      'auth/sign-in': () => ok(state(signedIn)),
      'auth/audit-events': () => ok({ events: [] }),
    });
    renderPage();
    fireEvent.change(screen.getByRole('textbox', { name: i18n.t('auth.email') }), {
      target: { value: 'maria.alvarez@example.com' },
    });
    fireEvent.change(screen.getByLabelText(new RegExp(`^${i18n.t('auth.password')}`), { selector: 'input' }), {
      target: { value: 'demo-rep-100' },
    });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('auth.sign_in') }));
    await waitFor(() => expect(useSession.getState()).toMatchObject({ ...kept, tempId: null }));
  });
});
