// Entry pages with mocked answers: the referral landing ('Referred By', expired, unknown to
// /404), the group home (portal choice kept with the group, then /home) and the external entry
// (unknown site to /404); the member benefit store has its own test file.
// English and Spanish, no axe violations.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { errorEnvelope, okEnvelope, serveByPath } from '../../../shared/api/fake-server';
import { emptySession, useSession } from '../../../shared/session/session-store';
import { renderInApp } from '../../../test-render';
import ExternalPage from './external-page';
import GroupHomePage from './group-home-page';
import ReferralPage from './referral-page';

const ok = okEnvelope;
const notFound = () => errorEnvelope(404, 'Not found');
const rid = 'ReferralAAAAAAAAAAAAAA';
const groupId = 'GroupAAAAAAAAAAAAAAAAA';
const address = { address1: '', city: '', state: '', zip: '' };
const group = {
  gid: groupId,
  gname: 'Acme Logistics',
  gagent_code: 'REP100',
  name: 'Acme Logistics',
  group_id: groupId,
  display_name: 'Acme Logistics',
  address_information: address,
  display_email: 'hr@acme.example',
  display_phone: '8005550177',
  gweb_aboutus: '',
  image: '',
  logo: '',
  landing_url: 'acme-logistics',
};
const portal = {
  platform_group_id: 'PortalAAAAAAAAAAAAAAAA',
  platform_name: 'Small Business',
  platform_code: 'SMBIZ',
  platform_type: 'standard',
} as const;

const serve = (answers: Record<string, () => Response>) => serveByPath(answers, notFound);

function renderAt(path: string, route: string, element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  return { router, ...renderInApp(<RouterProvider router={router} />) };
}

const noViolations = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

const referral = (valid: boolean) => () =>
  ok({
    agent_id: 'AgentAAAAAAAAAAAAAAAAA',
    group_id: null,
    portal_id: portal.platform_group_id,
    platform_type: 'standard',
    valid_referral_link: valid,
    referrer_info: valid ? { name: 'Dana Whitfield', email: 'dana@example.com' } : null,
  });

describe.each(['en', 'es'])('entry pages in %s', (language) => {
  it('shows who referred on a valid referral and keeps the referral', async () => {
    await i18n.changeLanguage(language);
    serve({ 'get-enrollment-info-referral': referral(true) });
    const { container } = renderAt(`/referrals?rid=${rid}`, '/referrals', <ReferralPage banner={() => null} />);
    expect(await screen.findByText(i18n.t('entry.referred_by', { name: 'Dana Whitfield' }))).toBeTruthy();
    await waitFor(() =>
      expect(useSession.getState()).toMatchObject({
        referral: { id: rid, valid: true, referrer: 'Dana Whitfield' },
        agent_id: 'AgentAAAAAAAAAAAAAAAAA',
        portal_id: portal.platform_group_id,
      }),
    );
    await noViolations(container);
  });

  it('says an expired referral expired, and sends an unknown one to /404', async () => {
    await i18n.changeLanguage(language);
    serve({ 'get-enrollment-info-referral': referral(false) });
    const first = renderAt(`/referrals?rid=${rid}`, '/referrals', <ReferralPage banner={() => null} />);
    expect(await screen.findByText(i18n.t('entry.referral_expired'))).toBeTruthy();
    expect(screen.queryByText(/Dana Whitfield/)).toBeNull();
    first.unmount();
    serve({});
    const { router } = renderAt(`/referrals?rid=${rid}`, '/referrals', <ReferralPage banner={() => null} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it("keeps a group's new member portal with the group, then goes to /home", async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ group_id: groupId, open_type: 'group', eprocess: 'group' });
    serve({
      'get-group-agent-member-info': () =>
        ok({ enrollment_type: 'new-group-member', user_info: null, group_info: group, platforms: [portal] }),
    });
    const { router, container } = renderAt('/group-home', '/group-home', <GroupHomePage />);
    expect(
      await screen.findByRole('heading', { name: i18n.t('access.welcome', { name: 'Acme Logistics' }) }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: i18n.t('entry.current_member') }).getAttribute('href')).toBe(
      '/group-select-member',
    );
    fireEvent.click(screen.getByRole('button', { name: i18n.t('entry.new_member') }));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('entry.submit') }));
    expect(await screen.findByText(i18n.t('landing.choose_platform'))).toBeTruthy();
    await noViolations(container);
    fireEvent.change(screen.getByRole('combobox', { name: new RegExp(i18n.t('entry.choose_portal')) }), {
      target: { value: portal.platform_group_id },
    });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('entry.submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(useSession.getState()).toMatchObject({
      portal_name: 'Small Business',
      gname: 'Acme Logistics',
      enroll_type: 'new-group-member',
    });
  });

  it('sends an unknown external site to /404', async () => {
    await i18n.changeLanguage(language);
    serve({});
    const { router } = renderAt('/external?site=nowhere', '/external', <ExternalPage />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});
