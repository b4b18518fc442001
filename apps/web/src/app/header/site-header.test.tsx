// The whole header with mocked answers: the phone row's menu button opens a drawer with the
// contact, the language switch, About and the plan categories; About shows the landed rep's bio
// from the header, on any page. English and Spanish, axe.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { emptySession, useSession } from '../../shared/session/session-store';
import { callsTo, fakeApi, ok, renderAt } from '../../test-app';
import { site } from '../../test-data';
import { SiteHeader } from './site-header';

const agentId = 'AgentAAAAAAAAAAAAAAAAA';
const maria = {
  display_name: 'Maria Alvarez',
  display_email: 'maria@example.com',
  display_phone: '8005550101',
  tagline: 'Benefits made simple for Texas families',
  logo: '',
  image: '',
  primary_color: '#1c7ed6',
  secondary_color: '#0b7285',
  hides_footer_content: false,
};

const serveHeader = (served = site) =>
  fakeApi({
    'get-default-info': () => ok({ site: served, languages: ['en', 'es'] }),
    'track-elevate-traffic': () => ok({}),
    'get-agent-landing-page-info': () => ok({ result: maria }),
    'get-agent-about-page-info': () =>
      ok({ result: { display_about_name: 'About Maria', about: 'Maria has helped families.', image: '' } }),
    'get-common-menu': () =>
      ok({ categories: [{ category: 'dental', label: 'Dental Plans', order: 0, icon: '' }], category_order: [] }),
    'get-external-site-dynamic-information': () => ok({ result: [] }),
  });

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

describe.each(['en', 'es'])('the header in %s', (language) => {
  it('opens the phone menu with contact, language, About and categories', async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ open_type: 'agent', agent_id: agentId, eprocess: 'rep' });
    serveHeader();
    renderAt('/plans', [{ path: '/plans', element: <SiteHeader /> }]);
    // jsdom is as wide as a desktop: the phone row is there, hidden by its media query.
    const menuButton = await screen.findByRole('button', { name: i18n.t('header.open_menu'), hidden: true });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menuButton);
    const menu = await screen.findByRole('dialog', { name: 'Maria Alvarez' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByText(maria.tagline)).toBeTruthy();
    expect(within(menu).getByRole('link', { name: /maria@example\.com/ })).toBeTruthy();
    expect(within(menu).getByRole('group', { name: i18n.t('app.language') })).toBeTruthy();
    expect(await within(menu).findByRole('link', { name: 'Dental Plans' })).toBeTruthy();
    const results = await axe.run(menu, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    fireEvent.click(within(menu).getByRole('button', { name: i18n.t('header.about') }));
    const about = await screen.findByRole('dialog', { name: 'About Maria' });
    expect(await within(about).findByText('Maria has helped families.')).toBeTruthy();
  });

  it('offers About in the bar only when a rep or group landed', async () => {
    await i18n.changeLanguage(language);
    serveHeader();
    const { unmount } = renderAt('/plans', [{ path: '/plans', element: <SiteHeader /> }]);
    await screen.findAllByRole('link', { name: /help@example\.com/ });
    expect(screen.queryByRole('button', { name: i18n.t('header.about') })).toBeNull();
    unmount();
    useSession.setState({ open_type: 'agent', agent_id: agentId, eprocess: 'rep' });
    renderAt('/plans', [{ path: '/plans', element: <SiteHeader /> }]);
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('header.about') }));
    expect(await screen.findByText('Maria has helped families.')).toBeTruthy();
  });

  it('counts a quote started on a branded site once, and none on the plain store', async () => {
    await i18n.changeLanguage(language);
    // A quote is counted once per page load: each language's run has its own.
    const tempId = `Temp${language}AAAAAAAAAAAAAAAA`;
    useSession.setState({ tempId });
    const plain = serveHeader();
    const first = renderAt('/plans', [{ path: '/plans', element: <SiteHeader /> }]);
    await screen.findAllByRole('link', { name: /help@example\.com/ });
    expect(callsTo(plain, 'track-elevate-traffic')).toHaveLength(0);
    first.unmount();
    const branded = serveHeader({ ...site, is_default: false, site_name: 'Elevate Wellness' });
    renderAt('/plans', [{ path: '/plans', element: <SiteHeader /> }]);
    await waitFor(() => expect(callsTo(branded, 'track-elevate-traffic')).toHaveLength(1));
    expect(callsTo(branded, 'track-elevate-traffic')[0]?.body).toEqual({ enrollment_id: tempId });
  });
});
