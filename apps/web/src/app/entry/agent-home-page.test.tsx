// The agent home: New Member -> portal -> Start Direct Enrollment or group -> Enroll keeps the
// choice (on the temporary enrollment when there is one) and goes to /home, which shows it;
// no portal or group shows the spec's errors; Current Member needs a signed-in rep. English
// and Spanish, no axe violations.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceLine } from '../../features/landing/pages/entry-home-page';
import { i18n } from '../../i18n/i18n';
import { okEnvelope, serveByPath } from '../../shared/api/fake-server';
import { emptySession, useSession } from '../../shared/session/session-store';
import { renderInApp } from '../../test-render';
import AgentHomePage from './agent-home-page';

const agentId = 'AgentAAAAAAAAAAAAAAAAA';
const platforms = [
  {
    platform_group_id: 'PortalAAAAAAAAAAAAAAAA',
    platform_name: 'Individual & Family',
    platform_code: 'INDFAM',
    platform_type: 'standard',
  },
  {
    platform_group_id: 'PortalBBBBBBBBBBBBBBBB',
    platform_name: 'Small Business',
    platform_code: 'SMBIZ',
    platform_type: 'standard',
  },
];
const groups = [{ group_id: 'GroupAAAAAAAAAAAAAAAAA', group_name: 'Acme Logistics' }];
const ok = okEnvelope;

const serve = (signedIn = false) =>
  serveByPath({
    'get-enrollment-platforms': () => ok({ result: platforms }),
    'get-agent-groups': () => ok({ result: groups }),
    'update-filter-portal': () => ok({}),
    'auth/session': () =>
      ok({
        signed_in: signedIn,
        role: signedIn ? 'rep' : undefined,
        idle_expires_at: '2026-01-01T00:30:00.000Z',
        expires_at: '2026-01-01T12:00:00.000Z',
      }),
  });

function renderHome() {
  const router = createMemoryRouter(
    [
      { path: '/agent-home', element: <AgentHomePage /> },
      { path: '/home', element: <ChoiceLine /> },
    ],
    { initialEntries: ['/agent-home'] },
  );
  return { router, ...renderInApp(<RouterProvider router={router} />) };
}

const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: new RegExp(label) }), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

describe.each(['en', 'es'])('agent home in %s', (language) => {
  it('asks who to enroll for, and says where to come from without a rep', async () => {
    await i18n.changeLanguage(language);
    serve();
    renderHome();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(i18n.t('entry.agent_home_title'));
    expect(screen.getByText(i18n.t('entry.no_rep'))).toBeTruthy();
  });

  it('refuses Start Direct Enrollment without a portal, and Enroll without portal or group', async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ agent_id: agentId, eprocess: 'rep' });
    serve();
    const { container } = renderHome();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('entry.new_member') }));
    await screen.findByRole('option', { name: 'Small Business' });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('entry.start_direct') }));
    expect(screen.getByText(i18n.t('landing.choose_enroll_for'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('entry.enroll') }));
    expect(screen.getByText(i18n.t('landing.choose_platform'))).toBeTruthy();
    expect(screen.getByText(i18n.t('landing.choose_group'))).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('keeps portal and group, on the temporary enrollment too, drops it, and /home shows them', async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ agent_id: agentId, eprocess: 'rep', tempId: 'TempAAAAAAAAAAAAAAAAAA' });
    const calls = serve();
    const { router } = renderHome();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('entry.new_member') }));
    await screen.findByRole('option', { name: 'Acme Logistics' });
    choose(i18n.t('entry.choose_portal'), 'PortalBBBBBBBBBBBBBBBB');
    choose(i18n.t('entry.choose_group'), 'GroupAAAAAAAAAAAAAAAAA');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('entry.enroll') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(calls.find((call) => call.url.includes('update-filter-portal'))?.body).toEqual({
      enrollment_id: 'TempAAAAAAAAAAAAAAAAAA',
      platform_group_id: 'PortalBBBBBBBBBBBBBBBB',
      group_id: 'GroupAAAAAAAAAAAAAAAAA',
    });
    expect(useSession.getState()).toMatchObject({
      portal_id: 'PortalBBBBBBBBBBBBBBBB',
      portal_name: 'Small Business',
      group_id: 'GroupAAAAAAAAAAAAAAAAA',
      gname: 'Acme Logistics',
      enroll_type: 'new-group-member',
      tempId: null,
    });
    expect(await screen.findByText(i18n.t('entry.selected_portal', { name: 'Small Business' }))).toBeTruthy();
    expect(screen.getByText(i18n.t('entry.selected_group', { name: 'Acme Logistics' }))).toBeTruthy();
  });

  it('starts a direct enrollment in the session alone when there is no temporary enrollment', async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ agent_id: agentId, eprocess: 'rep' });
    const calls = serve();
    const { router } = renderHome();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('entry.new_member') }));
    await screen.findByRole('option', { name: 'Individual & Family' });
    choose(i18n.t('entry.choose_portal'), 'PortalAAAAAAAAAAAAAAAA');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('entry.start_direct') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(calls.some((call) => call.url.includes('update-filter-portal'))).toBe(false);
    expect(useSession.getState()).toMatchObject({ portal_name: 'Individual & Family', enroll_type: 'new-member' });
  });

  it('sends Current Member to staff sign-in unless a rep is signed in', async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ agent_id: agentId, eprocess: 'rep' });
    serve(false);
    const first = renderHome();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('entry.current_member') }));
    const signIn = await screen.findByRole('link', { name: i18n.t('entry.staff_sign_in') });
    expect(signIn.getAttribute('href')).toBe('/staff/sign-in');
    first.unmount();
    serve(true);
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('entry.current_member') }));
    const members = await screen.findByRole('link', { name: i18n.t('entry.view_members') });
    expect(members.getAttribute('href')).toBe('/agent-select-member');
  });
});
