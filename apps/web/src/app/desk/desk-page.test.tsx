// The desk with mocked answers: the way to the signed-in party's current members, the enrollments
// in progress in words, the quotes sent and where each stands (newest first, in words), and the audit trail as a tab that names what
// happened instead of the call (authSignIn) or the ids. English and Spanish, axe clean.
import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { axeOptions, failure, fakeApi, ok, renderAt } from '../../test-app';
import DeskPage from './desk-page';

const later = '2026-11-24T13:00:00.000Z';
const session = (role: 'rep' | 'group_admin') =>
  ok({
    signed_in: true,
    role,
    name: role === 'rep' ? 'Maria Alvarez' : 'Acme HR',
    ...(role === 'rep' ? { agent_id: 'AgentAAAAAAAAAAAAAAAAA' } : { group_id: 'GroupAAAAAAAAAAAAAAAAA' }),
    idle_expires_at: later,
    expires_at: later,
  });
const inProgress = [
  {
    enrollment_id: 'EnrollAAAAAAAAAAAAAAAA',
    member_name: 'Lucia Moreno',
    group_name: 'Acme Logistics',
    portal_name: 'Small Business',
    tier: 'IS',
    zip: '78704',
    plans_in_cart: 2,
    started_at: '2026-11-24T10:00:00.000Z',
    steps: [
      { tab_name: 'primary_info', status: 'done' },
      { tab_name: 'contact_info', status: 'done' },
      { tab_name: 'agreement_info', status: 'in_progress' },
      { tab_name: 'billing_info', status: 'not_started' },
      { tab_name: 'review_info', status: 'not_started' },
    ],
    handoff: { channel: 'email', sent_at: '2026-11-24T11:00:00.000Z', opened_at: '2026-11-24T11:30:00.000Z' },
  },
  {
    enrollment_id: 'EnrollBBBBBBBBBBBBBBBB',
    member_name: null,
    group_name: null,
    portal_name: null,
    tier: null,
    zip: '78701',
    plans_in_cart: 1,
    started_at: '2026-11-24T09:00:00.000Z',
    steps: [
      { tab_name: 'primary_info', status: 'done' },
      { tab_name: 'agreement_info', status: 'signed' },
      { tab_name: 'billing_info', status: 'done' },
      { tab_name: 'review_info', status: 'in_progress' },
    ],
    handoff: null,
  },
];
const quotes = [
  {
    quote_id: 'QuoteAAAAAAAAAAAAAAAAA',
    recipient_name: 'Grace Lin',
    recipient_email: 'grace.lin@example.com',
    plans_count: 1,
    monthly_total: '31.50',
    sent_at: '2026-08-26T10:00:00.000Z',
    status: 'sent',
    status_at: '2026-08-26T10:00:00.000Z',
    stale: true,
  },
  {
    quote_id: 'QuoteBBBBBBBBBBBBBBBBB',
    recipient_name: 'Sofia Herrera',
    recipient_email: 'sofia.herrera@example.com',
    plans_count: 2,
    monthly_total: '1250.00',
    sent_at: '2026-11-21T10:00:00.000Z',
    status: 'seen',
    status_at: '2026-11-22T10:00:00.000Z',
    stale: false,
  },
  {
    quote_id: 'QuoteCCCCCCCCCCCCCCCCC',
    recipient_name: 'Daniel Brooks',
    recipient_email: 'daniel.brooks@example.com',
    plans_count: 2,
    monthly_total: '80.00',
    sent_at: '2026-11-18T10:00:00.000Z',
    status: 'declined',
    status_at: '2026-11-19T10:00:00.000Z',
    stale: false,
  },
];
const events = [
  {
    at: '2026-11-24T10:01:00.000Z',
    actor: 'Maria Alvarez',
    action: 'authSignIn',
    subject_kind: null,
    subject_id: null,
    subject_name: null,
    address: '203.0.113.7',
    result: 'ok',
  },
  {
    at: '2026-11-24T10:02:00.000Z',
    actor: 'Maria Alvarez',
    action: 'getPlanCart',
    subject_kind: 'enrollment',
    subject_id: 'EnrollAAAAAAAAAAAAAAAA',
    subject_name: 'Lucia Moreno',
    address: '203.0.113.7',
    result: 'refused',
  },
];

afterEach(() => vi.unstubAllGlobals());

/** Dollars as the page writes them in `language`. */
const usd = (language: string, amount: number) =>
  new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(amount);

describe.each(['en', 'es'])('the desk in %s', (language) => {
  it("shows a rep's members link, enrollments in progress, the quotes place and the audit trail in words", async () => {
    await i18n.changeLanguage(language);
    fakeApi({
      'auth/session': () => session('rep'),
      'members/enrollments-in-progress': () => ok({ result: inProgress }),
      'members/quotes-sent': () => ok({ result: quotes }),
      'auth/audit-events': () => ok({ events }),
      'get-enrollment-temp-info': () => ok({ result: { email_address: 'ana@example.com' } }),
    });
    const { container } = renderAt('/staff', [{ path: '/staff', element: <DeskPage /> }]);
    expect(await screen.findByRole('heading', { name: i18n.t('desk.title'), level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: i18n.t('desk.members_link') }).getAttribute('href')).toBe(
      '/agent-select-member',
    );
    const table = await screen.findByRole('list', { name: i18n.t('desk.in_progress_caption') });
    const lucia = within(table).getByText('Lucia Moreno').closest('li');
    expect(lucia?.textContent).toContain(i18n.t('desk.in_cart', { count: 2 }));
    expect(lucia?.textContent).toContain(i18n.t('quote.tier_IS'));
    expect(within(table).getByText(i18n.t('desk.new_member_zip', { zip: '78701' }))).toBeTruthy();
    expect(table.textContent).not.toContain('EnrollAAAA');
    // Where each step stands, in words, and whether the client opened the hand-off.
    const steps = within(lucia as HTMLElement).getByRole('list', { name: i18n.t('desk.steps_caption') });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${i18n.t('wizard.step_primary_info')}: ${i18n.t('desk.step_done')}`,
      `${i18n.t('wizard.step_contact_info')}: ${i18n.t('desk.step_done')}`,
      `${i18n.t('wizard.step_agreement_info')}: ${i18n.t('desk.step_in_progress')}`,
      `${i18n.t('wizard.step_billing_info')}: ${i18n.t('desk.step_not_started')}`,
      `${i18n.t('wizard.step_review_info')}: ${i18n.t('desk.step_not_started')}`,
    ]);
    expect(lucia?.textContent).toContain(i18n.t('desk.handoff_sent_email'));
    expect(lucia?.textContent).toContain(i18n.t('desk.handoff_opened'));
    // Signed and paid: nothing left to send.
    const newMember = within(table)
      .getByText(i18n.t('desk.new_member_zip', { zip: '78701' }))
      .closest('li');
    expect(newMember?.textContent).toContain(`${i18n.t('wizard.step_agreement_info')}: ${i18n.t('desk.step_signed')}`);
    expect(within(newMember as HTMLElement).queryByRole('button', { name: i18n.t('handoff.button') })).toBeNull();
    expect(await within(lucia as HTMLElement).findByRole('button', { name: i18n.t('handoff.button') })).toBeTruthy();
    const quotesRegion = screen.getByRole('region', { name: i18n.t('desk.quotes_title') });
    const sent = await within(quotesRegion).findByRole('list', { name: i18n.t('desk.quotes_caption') });
    const items = within(sent).getAllByRole('listitem');
    // Newest first, whatever order the answer came in.
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Sofia Herrera',
      'Daniel Brooks',
      'Grace Lin',
    ]);
    const [sofia, daniel, grace] = items;
    expect(sofia?.textContent).toContain('sofia.herrera@example.com');
    expect(sofia?.textContent).toContain(i18n.t('desk.quote_status_seen'));
    expect(sofia?.textContent).toContain(i18n.t('desk.quote_plans', { count: 2, total: usd(language, 1250) }));
    expect(sofia?.textContent).not.toContain(i18n.t('desk.quote_stale'));
    expect(daniel?.textContent).toContain(i18n.t('desk.quote_status_declined'));
    expect(grace?.textContent).toContain(i18n.t('desk.quote_status_sent'));
    expect(grace?.textContent).toContain(i18n.t('desk.quote_stale'));
    expect(grace?.textContent).toContain(i18n.t('desk.quote_plans', { count: 1, total: usd(language, 31.5) }));
    expect(sent.textContent).not.toContain('QuoteAAAA');
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);

    fireEvent.click(screen.getByRole('tab', { name: i18n.t('desk.audit') }));
    const trail = await screen.findByRole('table', { name: i18n.t('auth.audit_caption') });
    expect(within(trail).getByText(i18n.t('audit.action_authSignIn'))).toBeTruthy();
    expect(
      within(trail).getByText(
        i18n.t('audit.what_of', { what: i18n.t('audit.subject_enrollment'), name: 'Lucia Moreno' }),
      ),
    ).toBeTruthy();
    expect(within(trail).getByText(i18n.t('audit.refused'))).toBeTruthy();
    expect(trail.textContent).not.toMatch(/authSignIn|getPlanCart|EnrollAAAA/);
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });
});

it("links a group administrator to the group's table", async () => {
  await i18n.changeLanguage('en');
  fakeApi({
    'auth/session': () => session('group_admin'),
    'members/enrollments-in-progress': () => ok({ result: [] }),
    'members/quotes-sent': () => ok({ result: [] }),
  });
  renderAt('/staff', [{ path: '/staff', element: <DeskPage /> }]);
  expect((await screen.findByRole('link', { name: i18n.t('desk.members_link') })).getAttribute('href')).toBe(
    '/group-select-member',
  );
  expect(await screen.findByText(i18n.t('desk.in_progress_empty'))).toBeTruthy();
  expect(await screen.findByText(i18n.t('desk.quotes_empty'))).toBeTruthy();
});

it('pages the audit trail 10 events at a time', async () => {
  await i18n.changeLanguage('en');
  const many = Array.from({ length: 12 }, (_, index) => ({
    ...events[0],
    at: `2026-11-24T10:${String(59 - index).padStart(2, '0')}:00.000Z`,
    action: index === 11 ? 'getMemberInfo' : 'authSignIn',
  }));
  fakeApi({
    'auth/session': () => session('rep'),
    'members/enrollments-in-progress': () => ok({ result: [] }),
    'members/quotes-sent': () => ok({ result: [] }),
    'auth/audit-events': () => ok({ events: many }),
  });
  renderAt('/staff', [{ path: '/staff', element: <DeskPage /> }]);
  fireEvent.click(await screen.findByRole('tab', { name: i18n.t('desk.audit') }));
  const trail = await screen.findByRole('table', { name: i18n.t('auth.audit_caption') });
  expect(within(trail).getAllByRole('row')).toHaveLength(11);
  expect(within(trail).queryByText(i18n.t('audit.action_getMemberInfo'))).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: i18n.t('audit.page', { page: 2 }) }));
  expect(within(trail).getAllByRole('row')).toHaveLength(3);
  expect(within(trail).getByText(i18n.t('audit.action_getMemberInfo'))).toBeTruthy();
  expect(screen.getByText(i18n.t('audit.showing', { from: 11, to: 12, total: 12 }))).toBeTruthy();
});

it('lists the audit trail on a phone, each event in words', async () => {
  await i18n.changeLanguage('es');
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('max-width') });
  try {
    fakeApi({
      'auth/session': () => session('rep'),
      'members/enrollments-in-progress': () => ok({ result: inProgress }),
      'members/quotes-sent': () => ok({ result: quotes }),
      'auth/audit-events': () => ok({ events }),
    });
    const { container } = renderAt('/staff', [{ path: '/staff', element: <DeskPage /> }]);
    // The quotes sent are a list on a phone too: nothing to scroll sideways.
    const sent = await screen.findByRole('list', { name: i18n.t('desk.quotes_caption') });
    expect(within(sent).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(await screen.findByRole('tab', { name: i18n.t('desk.audit') }));
    const trail = await screen.findByRole('list', { name: i18n.t('auth.audit_caption') });
    expect(screen.queryByRole('table')).toBeNull();
    const entries = within(trail).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]?.textContent).toContain(i18n.t('audit.action_authSignIn'));
    expect(entries[1]?.textContent).toContain(i18n.t('audit.refused'));
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  } finally {
    window.matchMedia = original;
  }
});

it('sends the remaining steps to the client by text, and says where they went', async () => {
  await i18n.changeLanguage('en');
  const sent = vi.fn();
  fakeApi({
    'auth/session': () => session('rep'),
    'members/enrollments-in-progress': () => ok({ result: inProgress }),
    'members/quotes-sent': () => ok({ result: [] }),
    'get-enrollment-temp-info': () => ok({ result: { email_address: 'ana@example.com', phone_number: '5125550177' } }),
    'members/send-to-client': (_url, init) => {
      sent(JSON.parse(String(init?.body)));
      return ok({ message: 'Sent. The client will get a text message with a link to sign and pay.' });
    },
  });
  const { container } = renderAt('/staff', [{ path: '/staff', element: <DeskPage /> }]);
  fireEvent.click(await screen.findByRole('button', { name: i18n.t('handoff.button') }));
  const dialog = await screen.findByRole('dialog', { name: i18n.t('handoff.title') });
  // The popup is outside the page's container (a portal): its close button has a name too.
  expect(within(dialog).getAllByRole('button', { name: i18n.t('handoff.close') })).not.toHaveLength(0);
  expect((await axe.run(dialog, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  fireEvent.click(within(dialog).getByRole('radio', { name: i18n.t('handoff.text') }));
  fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('handoff.send') }));
  expect(
    await within(dialog).findByText('Sent. The client will get a text message with a link to sign and pay.'),
  ).toBeTruthy();
  expect(sent).toHaveBeenCalledWith({ enrollment_id: 'EnrollAAAAAAAAAAAAAAAA', channel: 'text', language: 'en' });
  expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
});

it("shows the server's reason beside the choice when the hand-off is refused", async () => {
  await i18n.changeLanguage('es');
  fakeApi({
    'auth/session': () => session('rep'),
    'members/enrollments-in-progress': () => ok({ result: inProgress }),
    'members/quotes-sent': () => ok({ result: [] }),
    'get-enrollment-temp-info': () => ok({ result: { email_address: 'ana@example.com', phone_number: '5125550177' } }),
    'members/send-to-client': () =>
      failure(400, 'x', {
        data: [{ target_element: 'channel', error_message: i18n.t('handoff.no_email'), is_valid: false }],
      }),
  });
  renderAt('/staff', [{ path: '/staff', element: <DeskPage /> }]);
  fireEvent.click(await screen.findByRole('button', { name: i18n.t('handoff.button') }));
  const dialog = await screen.findByRole('dialog', { name: i18n.t('handoff.title') });
  fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('handoff.send') }));
  expect(await within(dialog).findByText(i18n.t('handoff.no_email'))).toBeTruthy();
});
