// Resume links in the browser: an id or tab that does not decode goes to /404; following a link
// asks for the email address first (nothing is read before); a wrong address is a field error; a
// confirmed quote link shows the send-quote view (at most 5 plans, the rep, old and new prices
// when they changed), Decline goes to the decline page and Accept to the wizard (the cart when the
// quoted start date is no longer offered); a rep without a
// landing url goes to landing-config-error; a link's `?lang=` opens the page in that language.
// English and Spanish, no axe violations.
import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { emptySession, useSession } from '../../shared/session/session-store';
import { axeOptions, callsTo, failure, fakeApi, ok, renderAt } from '../../test-app';
import DirectContinuePage from './direct-continue-page';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => useSession.setState(emptySession));

const token = 'Tok3nTok3nTok3nTok3n_-';
const b64 = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const linkPath = `/save-cart-direct-continue/${b64(token)}/${b64('cart_info')}`;
const tempId = 'TEMP1234567890abcdefgh';
const others = {
  group_id: null,
  platform_group_id: null,
  platform_type: null,
  agent_id: 'AGENT67890abcdefghijkl',
  open_type: 'user' as const,
  eprocess: 'applicant' as const,
  effective_date: '2027-01-01',
  type: 'new-user' as const,
  landing_url: 'maria',
};
const plan = (n: number, quoted: string, current: string | null = quoted) => ({
  plan_id: `P${n}`,
  plan_name: `Plan ${n}`,
  quoted_price: quoted,
  current_price: current,
});
const quote = {
  recipient_name: 'Ana Lopez',
  sender_name: 'Maria Alvarez',
  message: 'Here is your quote',
  effective_date: '2027-01-01',
  quote_status: 'seen' as const,
  plans: [
    plan(1, '20.00', '22.00'),
    plan(2, '10.00'),
    plan(3, '10.00'),
    plan(4, '10.00'),
    plan(5, '10.00'),
    plan(6, '5.00'),
  ],
  quoted_total: '65.00',
  current_total: '67.00',
  stale: true,
  rep: { name: 'Maria Alvarez', email: 'maria@example.com', phone: '5125550100' },
};
const routes = [
  { path: '/save-cart-direct-continue/:id/:tab', element: <DirectContinuePage kind="save-cart" /> },
  { path: '/direct-continue/:id/:tab', element: <DirectContinuePage kind="direct-continue" /> },
];
const location = async () => (await screen.findByTestId('location')).textContent;
const emailBox = () => screen.getByRole('textbox', { name: new RegExp(`^${i18n.t('resume.email')}`) });

describe.each(['en', 'es'])('resume links in %s', (language) => {
  beforeEach(() => i18n.changeLanguage(language));

  it('sends a link whose id or tab does not decode to /404', async () => {
    fakeApi({});
    renderAt(`/save-cart-direct-continue/${b64(token)}/${b64('unknown_tab')}`, routes);
    expect(await location()).toBe('/404');
  });

  it('asks for the email first, flags a wrong one, then shows the quote; Decline goes to the decline page', async () => {
    const wrong = i18n.t('resume.link_email_wrong');
    let confirmations = 0;
    const fetchMock = fakeApi({
      [`direct-continue/${token}`]: () => failure(403, i18n.t('resume.confirm_required')),
      [`direct-continue/${token}/confirm`]: () => {
        confirmations += 1;
        return confirmations === 1
          ? failure(400, wrong, { data: [{ target_element: 'email', error_message: wrong }] })
          : ok({ enrollment_id: tempId, saved_tab: 'cart_info', others });
      },
      'get-quote': () => ok(quote),
      'quote/update-quoteseen-status': () => ok({ quote_status: 0 }),
    });
    const { container } = renderAt(linkPath, routes);
    expect(await screen.findByRole('heading', { name: i18n.t('resume.link_title') })).toBeTruthy();
    expect(callsTo(fetchMock, 'get-quote')).toEqual([]);
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
    fireEvent.change(emailBox(), { target: { value: 'eve@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('resume.open') }));
    expect(await screen.findByText(wrong)).toBeTruthy();
    fireEvent.change(emailBox(), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('resume.open') }));

    expect(await screen.findByText(i18n.t('quotes.greeting', { name: 'Ana Lopez' }))).toBeTruthy();
    expect(callsTo(fetchMock, `direct-continue/${token}/confirm`)[1]?.body).toEqual({ email: 'ana@example.com' });
    expect(useSession.getState()).toMatchObject({
      tempId,
      redirectionType: 'save-cart',
      quotation_hidden: true,
      personal_code_redirection: true,
    });
    const plans = screen.getByRole('region', { name: i18n.t('quotes.plans_title') });
    expect(within(plans).getAllByRole('article')).toHaveLength(5);
    expect(within(plans).getByText(i18n.t('quotes.more_plans', { count: 1 }))).toBeTruthy();
    const stale = screen.getByRole('table');
    expect(within(stale).getByRole('rowheader', { name: 'Plan 1' })).toBeTruthy();
    expect(within(stale).getAllByRole('row')).toHaveLength(7);
    expect(screen.getByText('Maria Alvarez', { selector: 'section p' })).toBeTruthy();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: i18n.t('quotes.decline') }));
    expect(await location()).toBe('/decline-reminder-email');
    expect(callsTo(fetchMock, 'quote/update-quoteseen-status')[0]?.body).toEqual({
      enrollment_id: tempId,
      quote_status: 0,
    });
  });

  it('Accept and Enroll records the acceptance, keeps the quoted start date and opens the wizard (spec 000 section 4)', async () => {
    const fetchMock = fakeApi({
      // This browser opened the link before (a reload): no email asked again.
      [`direct-continue/${token}`]: () => ok({ result: { enrollment_id: tempId, others } }),
      'get-quote': () => ok({ ...quote, stale: false, plans: [plan(1, '20.00')] }),
      'quote/update-quoteseen-status': () => ok({ quote_status: 1 }),
      'cart-checkout': () => ok({ effective_date: '2027-01-01' }),
    });
    renderAt(linkPath, routes);
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('quotes.accept') }));
    expect(await location()).toBe('/enrollment/personal-info');
    expect(callsTo(fetchMock, 'quote/update-quoteseen-status')[0]?.body).toEqual({
      enrollment_id: tempId,
      quote_status: 1,
    });
    expect(callsTo(fetchMock, 'cart-checkout')[0]?.body).toEqual({
      enrollment_id: tempId,
      effective_date: '2027-01-01',
    });
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('Accept on a quote with no start date takes the earliest offered; a date no longer offered leaves the choice to the cart', async () => {
    let checkouts = 0;
    const fetchMock = fakeApi({
      [`direct-continue/${token}`]: () => ok({ result: { enrollment_id: tempId, others } }),
      'get-quote': () => ok({ ...quote, effective_date: null, stale: false, plans: [plan(1, '20.00')] }),
      'quote/update-quoteseen-status': () => ok({ quote_status: 1 }),
      'get-cart-effective-dates': () =>
        ok({ result: ['2027-02-01', '2027-03-01'], missing: [], cutoff: null, selected: null }),
      'cart-checkout': () => {
        checkouts += 1;
        return checkouts === 1
          ? ok({ effective_date: '2027-02-01' })
          : failure(400, 'gone', { data: [{ target_element: 'effective_date', error_message: 'gone' }] });
      },
    });
    const first = renderAt(linkPath, routes);
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('quotes.accept') }));
    expect(await location()).toBe('/enrollment/personal-info');
    expect(callsTo(fetchMock, 'cart-checkout')[0]?.body).toEqual({
      enrollment_id: tempId,
      effective_date: '2027-02-01',
    });
    first.unmount();
    renderAt(linkPath, routes);
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('quotes.accept') }));
    expect(await location()).toBe('/maria/cart');
  });

  it('says a used link cannot be opened here and offers the code instead', async () => {
    fakeApi({ [`direct-continue/${token}`]: () => failure(410, i18n.t('resume.link_used')) });
    renderAt(linkPath, routes);
    expect(await screen.findByText(i18n.t('resume.link_used'))).toBeTruthy();
    expect(screen.getByRole('link', { name: i18n.t('resume.use_code') }).getAttribute('href')).toBe(
      '/continue-enrollment',
    );
  });

  it("opens the store in the link's language (a hand-off in the client's), and ignores one it does not know", async () => {
    const other = language === 'en' ? 'es' : 'en';
    fakeApi({ [`direct-continue/${token}`]: () => failure(403, 'confirm') });
    const unknown = renderAt(`/direct-continue/${b64(token)}/${b64('aggrement_info')}?lang=fr`, routes);
    expect(await screen.findByRole('heading', { name: i18n.t('resume.link_title') })).toBeTruthy();
    expect(i18n.language).toBe(language);
    unknown.unmount();
    const { container } = renderAt(`/direct-continue/${b64(token)}/${b64('aggrement_info')}?lang=${other}`, routes);
    const title = i18n.getFixedT(other)('resume.link_title');
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(i18n.language).toBe(other);
    expect(emailBox()).toBeTruthy();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it("sends a rep's enrollment without a landing url to landing-config-error", async () => {
    fakeApi({
      [`direct-continue/${token}`]: () =>
        ok({ result: { enrollment_id: tempId, others: { ...others, open_type: 'agent', landing_url: null } } }),
    });
    renderAt(`/direct-continue/${b64(token)}/${b64('cart_info')}`, routes);
    expect(await location()).toBe('/landing-config-error/agent');
  });
});
