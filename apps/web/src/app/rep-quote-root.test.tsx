// A rep-quote portal's root is the cart (spec 000 section 4): startup sends the store's root there
// (the landing's cart for its confirmed rep), and the rep's landing page sends its own rep on to its
// cart, keeping the quote; a standard portal, or a visitor without the code, stays.
import type { AgentInfo } from '@benefit-store/contract/landing-entities';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LandingPage from '../features/landing/pages/landing-page';
import ReferralPage from '../features/landing/pages/referral-page';
import { i18n } from '../i18n/i18n';
import { emptySession, type SessionValues, useSession } from '../shared/session/session-store';
import { fakeApi, ok } from '../test-app';
import { site } from '../test-data';
import { renderInApp } from '../test-render';
import { useStartup } from './use-startup';

const agentId = 'AgentMariaAAAAAAAAAAAA';
const maria: AgentInfo = {
  agent_id: agentId,
  agent_fname: 'Maria',
  agent_mname: '',
  agent_lname: 'Alvarez',
  first_name: 'Maria',
  last_name: 'Alvarez',
  email: 'maria@example.com',
  phone: '8005550101',
  display_name: 'Maria Alvarez',
  display_email: 'maria@example.com',
  display_phone: '8005550101',
  tagline: '',
  display_about_name: 'Maria Alvarez',
  logo: '',
  image: '',
  image_link: '',
  agent_bio: '',
  is_gene_downline: false,
  landing_url: 'maria-alvarez',
};

/** The stored session of Maria's rep, who confirmed her code, quoting in a portal of `portal_type`. */
const repQuoting = (portal_type: SessionValues['portal_type'], extra: Partial<SessionValues> = {}) => ({
  open_type: 'agent' as const,
  eprocess: 'rep' as const,
  agent_id: agentId,
  repAuthenticated: true,
  portal_id: 'PortalRepQuoteAAAAAAAA',
  portal_type,
  tempId: 'TEMP1',
  ...extra,
});

function Frame() {
  useStartup();
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="location">{pathname}</p>
      <Outlet />
    </>
  );
}

const start = (path: string) => {
  fakeApi({
    'get-default-info': () => ok({ site, languages: ['en', 'es'] }),
    'get-agent-info-enroll': () => ok({ result: maria }),
    'validate-landing-page': () => ok({ type: 'agent', agent_id: agentId, group_id: null, data: maria }),
    'get-enrollment-info-referral': () =>
      ok({
        agent_id: agentId,
        group_id: null,
        portal_id: 'PortalRepQuoteAAAAAAAA',
        platform_type: 'rep-quote',
        valid_referral_link: true,
        referrer_info: { name: 'Dana Whitfield', email: 'dana@example.com' },
      }),
  });
  const routes = [
    {
      element: <Frame />,
      children: [
        { path: '/', element: <p>the store's home</p> },
        { path: '/cart', element: <p>the cart</p> },
        { path: '/:landing/cart', element: <p>the landing's cart</p> },
        { path: '/referrals', element: <ReferralPage banner={() => <Link to="/">to the root</Link>} /> },
        { path: '/:landing', element: <LandingPage /> },
      ],
    },
  ];
  renderInApp(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
};
const location = () => screen.getByTestId('location').textContent;

afterEach(async () => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
  await i18n.changeLanguage('en');
});

describe("a rep-quote portal's root", () => {
  it('sends the store root to the cart when no rep or group is landed', async () => {
    useSession.setState({ portal_id: 'PortalRepQuoteAAAAAAAA', portal_type: 'rep-quote', tempId: 'TEMP1' });
    start('/');
    expect(await screen.findByText('the cart')).toBeTruthy();
    expect(location()).toBe('/cart');
  });

  it('sends the root to the cart after a referral link into a rep-quote portal', async () => {
    start('/referrals?rid=DemoReferralValid00001');
    fireEvent.click(await screen.findByRole('link', { name: 'to the root' }));
    expect(await screen.findByText('the cart')).toBeTruthy();
    expect(useSession.getState()).toMatchObject({ portal_id: 'PortalRepQuoteAAAAAAAA', portal_type: 'rep-quote' });
  });

  it("sends the store root to the landing's cart for the rep who confirmed the code", async () => {
    useSession.setState(repQuoting('rep-quote'));
    start('/');
    expect(await screen.findByText("the landing's cart")).toBeTruthy();
    expect(location()).toBe('/maria-alvarez/cart');
  });

  it("sends the rep's landing page on to its cart, keeping the quote and the portal", async () => {
    useSession.setState(repQuoting('rep-quote'));
    start('/maria-alvarez');
    expect(await screen.findByText("the landing's cart")).toBeTruthy();
    expect(location()).toBe('/maria-alvarez/cart');
    expect(useSession.getState()).toMatchObject({ tempId: 'TEMP1', portal_type: 'rep-quote', repAuthenticated: true });
  });

  it.each(['en', 'es'])('leaves a standard portal at the landing page, which starts afresh (%s)', async (language) => {
    await i18n.changeLanguage(language);
    useSession.setState(repQuoting('standard'));
    start('/');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: i18n.t('landing.rep_title', { name: 'Maria Alvarez' }),
    });
    expect(heading).toBeTruthy();
    expect(location()).toBe('/maria-alvarez');
    await waitFor(() => expect(useSession.getState().tempId).toBeNull());
  });

  it('leaves the landing page to a visitor who did not confirm the code, forgetting the portal', async () => {
    useSession.setState(repQuoting('rep-quote', { repAuthenticated: false }));
    start('/maria-alvarez');
    const title = i18n.t('landing.rep_title', { name: 'Maria Alvarez' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(location()).toBe('/maria-alvarez');
    await waitFor(() => expect(useSession.getState()).toMatchObject({ tempId: null, portal_type: null }));
  });
});
