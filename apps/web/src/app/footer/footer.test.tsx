// The footer with mocked answers: the three link columns from the site's settings (only the
// configured links, the two access modals always), app downloads, the support request, the
// membership plan link, the access page's links with Not My Site, a special rep's page without
// columns, and what is left while calls fail. English and Spanish, axe.
import type { SiteInfo } from '@benefit-store/contract/landing-entities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { okEnvelope as ok, serveByPath as serve } from '../../shared/api/fake-server';
import { emptySession, useSession } from '../../shared/session/session-store';
import { site as demoSite } from '../../test-data';
import { renderInApp } from '../../test-render';
import { SiteFooter } from './site-footer';

const site: SiteInfo = { ...demoSite, copyright: 'Benefit Store Inc.' };

const settings = {
  primary_color: '#1864ab',
  link_admin: 'https://admin.example/',
  link_rep_registration: 'https://reps.example/register',
  link_member_dashboard: 'https://members.example/',
  link_group_application: 'https://groups.example/apply',
  link_group_quote: 'https://groups.example/quote',
  link_app_store: 'https://apps.example/ios',
  link_google_play: 'https://apps.example/android',
};

const header = (hides: boolean) => ({
  display_name: 'Priya Raman',
  display_email: 'priya@example.com',
  display_phone: '8005550199',
  tagline: '',
  logo: '',
  image: '',
  primary_color: '#1864ab',
  secondary_color: '#0b7285',
  hides_footer_content: hides,
});

const siteAnswers = (extra: Record<string, () => Response> = {}) =>
  serve({
    'get-default-info': () => ok({ site, languages: ['en', 'es'] }),
    'get-external-site-dynamic-information': () =>
      ok({ result: Object.entries(settings).map(([key, value]) => ({ key, value })) }),
    'get-ticket-link': () => ok({ link: 'https://support.example/new' }),
    'get-goenroll-footer-plan': () => ok({ plan_id: 'ELV-MEM' }),
    ...extra,
  });

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** The footer as the layout renders it, at `path`, with the plain store at `/`. */
const renderFooter = (path: string) => {
  const withFooter = (
    <>
      <Where />
      <SiteFooter />
    </>
  );
  const routes = ['/', '/plans', '/:landing', '/:landing/plans'].map((route) => ({ path: route, element: withFooter }));
  return renderInApp(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
};

const noViolations = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
};

const hrefsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

describe.each(['en', 'es'])('the footer in %s', (language) => {
  it("lists the site's links in three columns, the apps and the support request, without access-page links", async () => {
    await i18n.changeLanguage(language);
    siteAnswers();
    const { container } = renderFooter('/plans');
    expect(await screen.findByText(i18n.t('footer.questions', { phone: '(800) 555-0100' }))).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: i18n.t('footer.links') });
    await within(nav).findByRole('link', { name: i18n.t('header.link_rep_registration') });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([i18n.t('footer.brokers'), i18n.t('footer.employees'), i18n.t('footer.employers')]);
    expect(hrefsOf(nav)).toEqual([
      [i18n.t('header.link_rep_registration'), 'https://reps.example/register'],
      [i18n.t('header.link_member_dashboard'), 'https://members.example/'],
      [i18n.t('footer.link_group_application'), 'https://groups.example/apply'],
      [i18n.t('entry.get_group_quote'), 'https://groups.example/quote'],
    ]);
    expect(within(nav).getByRole('button', { name: i18n.t('access.rep_code') })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: i18n.t('access.employee_enrollment') })).toBeTruthy();
    expect(screen.getByRole('heading', { name: i18n.t('footer.apps') })).toBeTruthy();
    const appStore = screen.getByRole('link', { name: i18n.t('footer.app_store') });
    expect(appStore.getAttribute('href')).toBe('https://apps.example/ios');
    expect(screen.getByRole('link', { name: i18n.t('footer.google_play') }).getAttribute('href')).toBe(
      'https://apps.example/android',
    );
    const support = await screen.findByRole('link', { name: i18n.t('access.support_request') });
    expect([support.getAttribute('href'), support.getAttribute('target')]).toEqual([
      'https://support.example/new',
      '_blank',
    ]);
    const membership = await screen.findByRole('link', { name: i18n.t('footer.membership_plan') });
    expect(membership.getAttribute('href')).toBe('/plan/ELV-MEM');
    const copyright = i18n.t('footer.copyright', { year: new Date().getFullYear(), owner: 'Benefit Store Inc.' });
    expect(screen.getByText(copyright)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: i18n.t('footer.access_links') })).toBeNull();
    expect(screen.queryByRole('button', { name: i18n.t('access.not_my_site') })).toBeNull();
    await noViolations(container);
  });

  it('opens the Rep Access Code and Employee Enrollment modals from the columns', async () => {
    await i18n.changeLanguage(language);
    siteAnswers();
    renderFooter('/');
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('access.rep_code') }));
    const rep = await screen.findByRole('dialog', { name: i18n.t('access.rep_code') });
    expect(within(rep).getByRole('textbox', { name: i18n.t('access.rep_code') })).toBeTruthy();
    fireEvent.click(within(rep).getByRole('button', { name: i18n.t('access.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: i18n.t('access.employee_enrollment') }));
    expect(await screen.findByRole('dialog', { name: i18n.t('access.employee_enrollment') })).toBeTruthy();
  });

  it('offers the access page its links and Not My Site, which forgets everything for the plain store', async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ open_type: 'agent', eprocess: 'rep', agent_id: 'AgentAAAAAAAAAAAAAAAAA' });
    siteAnswers({ 'get-agent-landing-page-info': () => ok({ result: header(false) }) });
    const { container } = renderFooter('/maria-alvarez');
    const nav = await screen.findByRole('navigation', { name: i18n.t('footer.access_links') });
    await within(nav).findByRole('link', { name: i18n.t('footer.link_group_application') });
    // The demo settings give no rep dashboard: the access page offers only what is configured.
    expect(hrefsOf(nav)).toEqual([
      [i18n.t('footer.link_group_application'), 'https://groups.example/apply'],
      [i18n.t('header.link_member_dashboard'), 'https://members.example/'],
    ]);
    expect(await screen.findByRole('navigation', { name: i18n.t('footer.links') })).toBeTruthy();
    await noViolations(container);
    fireEvent.click(within(nav).getByRole('button', { name: i18n.t('access.not_my_site') }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(useSession.getState()).toMatchObject({ agent_id: null, open_type: null, eprocess: null });
    expect(screen.queryByRole('navigation', { name: i18n.t('footer.access_links') })).toBeNull();
  });

  it("shows no access-page links on a landing's other pages", async () => {
    await i18n.changeLanguage(language);
    siteAnswers();
    renderFooter('/maria-alvarez/plans');
    await screen.findByRole('link', { name: i18n.t('footer.app_store') });
    expect(screen.queryByRole('navigation', { name: i18n.t('footer.access_links') })).toBeNull();
  });

  it("hides the link columns on a special rep's page, keeping the apps and Not My Site", async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ open_type: 'agent', eprocess: 'rep', agent_id: 'AgentAAAAAAAAAAAAAAAAA' });
    siteAnswers({ 'get-agent-landing-page-info': () => ok({ result: header(true) }) });
    const { container } = renderFooter('/priya-raman');
    expect(await screen.findByText(i18n.t('footer.questions', { phone: '(800) 555-0199' }))).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: i18n.t('footer.links') })).toBeNull();
    expect(screen.queryByText(i18n.t('footer.brokers'))).toBeNull();
    expect(await screen.findByRole('link', { name: i18n.t('footer.app_store') })).toBeTruthy();
    expect(screen.getByRole('button', { name: i18n.t('access.not_my_site') })).toBeTruthy();
    await noViolations(container);
  });

  it('keeps the access modals while the settings and the ticket link cannot be read, and no plan link', async () => {
    await i18n.changeLanguage(language);
    const urls = serve({
      'get-default-info': () => ok({ site, languages: ['en', 'es'] }),
      'get-goenroll-footer-plan': () => ok({ plan_id: null }),
    });
    const { container } = renderFooter('/');
    await waitFor(() =>
      expect(urls.some(({ url }) => url.includes('get-external-site-dynamic-information?site_domain=localhost'))).toBe(
        true,
      ),
    );
    for (const call of ['get-ticket-link', 'get-goenroll-footer-plan'])
      await waitFor(() => expect(urls.some(({ url }) => url.includes(call))).toBe(true));
    const nav = screen.getByRole('navigation', { name: i18n.t('footer.links') });
    expect(within(nav).queryAllByRole('link')).toEqual([]);
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([i18n.t('access.rep_code'), i18n.t('access.employee_enrollment')]);
    expect(screen.queryByRole('heading', { name: i18n.t('footer.employers') })).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(0);
    await noViolations(container);
  });
});
