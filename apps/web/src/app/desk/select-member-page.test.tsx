// The current-member table with mocked answers: the signed-in rep's members, 5 rows a page, found
// by name on page 2, statuses other than Active in words; Enroll Now asks for a tier and the family
// it covers, creates the member's quote and opens the plans. Anyone not signed in goes to the staff sign-in; a group
// administrator on the rep's table is pointed to their desk. English and Spanish, axe clean.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { emptySession, useSession } from '../../shared/session/session-store';
import { axeOptions, callsTo, fakeApi, ok, renderAt } from '../../test-app';
import SelectMemberPage from './select-member-page';

const agentId = 'AgentAAAAAAAAAAAAAAAAA';
const tempId = 'TempAAAAAAAAAAAAAAAAAA';
const later = '2026-11-24T13:00:00.000Z';
const signedIn = (role: 'rep' | 'group_admin') =>
  ok({
    signed_in: true,
    role,
    name: role === 'rep' ? 'Maria Alvarez' : 'Acme HR',
    ...(role === 'rep' ? { agent_id: agentId } : { group_id: 'GroupAAAAAAAAAAAAAAAAA' }),
    idle_expires_at: later,
    expires_at: later,
  });
const names = [
  'Olivia Brennan',
  'Tom Becker',
  'Sofia Castillo',
  'Grace Holloway',
  'Aisha Khan',
  'Kwame Mensah',
  'Lucia Moreno',
  'Ethan Park',
  'Nadia Petrova',
  'Marcus Reyes',
  'Hannah Schultz',
  'Diego Vargas',
];
const members = names.map((name, index) => ({
  name,
  dob: '1984-03-12',
  policy_id: `POL-1000${10 + index}`,
  user_id: `Member${String(index).padStart(2, '0')}AAAAAAAAAAAAAAA`,
  email: 'someone@example.com',
  ssn: '',
  group_info: null,
  plan_info:
    name === 'Lucia Moreno'
      ? [
          { plan_name: 'Brightsmile Dental Plus', plan_status: 'ACTIVE' },
          { plan_name: 'Clearview Vision Plus', plan_status: 'TERMINATED' },
        ]
      : [],
}));

const noViolations = async (container: HTMLElement) =>
  expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

beforeEach(() => useSession.setState(emptySession));
afterEach(() => vi.unstubAllGlobals());

describe.each(['en', 'es'])('current members in %s', (language) => {
  it('pages 5 at a time, finds a member on page 2, and enrolls her with a tier', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = fakeApi({
      'auth/session': () => signedIn('rep'),
      'get-agent-members': () => ok({ result: members }),
      'add-filter-for-existing-user': () =>
        ok({ temp_enrollment_id: tempId, portal_id: 'PortalRepQuoteAAAAAAAA', portal_type: 'rep-quote' }),
    });
    const { container } = renderAt('/agent-select-member', [
      { path: '/agent-select-member', element: <SelectMemberPage kind="rep" /> },
    ]);
    expect(await screen.findByRole('table', { name: i18n.t('members.caption') })).toBeTruthy();
    expect(callsTo(fetchMock, 'get-agent-members')[0]?.query).toEqual({ agent_id: agentId });
    expect(rowNames()).toEqual(names.slice(0, 5));
    expect(screen.getByText(i18n.t('members.showing', { from: 1, to: 5, total: 12 }))).toBeTruthy();
    await noViolations(container);

    fireEvent.click(screen.getByRole('button', { name: i18n.t('members.page', { page: 2 }) }));
    expect(rowNames()).toEqual(names.slice(5, 10));
    // Lucia's terminated plan reads as such, not only in red.
    const lucia = screen.getByRole('row', { name: /Lucia Moreno/ });
    expect(within(lucia).getByText(`Clearview Vision Plus: ${i18n.t('members.status_TERMINATED')}`)).toBeTruthy();
    expect(within(lucia).getByText(`Brightsmile Dental Plus: ${i18n.t('members.status_ACTIVE')}`)).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: i18n.t('members.search') }), {
      target: { value: 'moreno' },
    });
    expect(rowNames()).toEqual(['Lucia Moreno']);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('members.enroll_member', { name: 'Lucia Moreno' }) }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('members.tier_title', { name: 'Lucia Moreno' }) });
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('members.to_plans') }));
    expect(await within(dialog).findByText(i18n.t('quoting.choose_tier'))).toBeTruthy();
    expect(callsTo(fetchMock, 'add-filter-for-existing-user')).toHaveLength(0);
    await noViolations(dialog);

    // Member + Spouse asks for the spouse's birth date, as the quoting tier popup does: the member's
    // record has no family, and plans cannot be priced for the tier without it.
    fireEvent.click(within(dialog).getByRole('radio', { name: i18n.t('quote.tier_IS') }));
    const spouse = await within(dialog).findByLabelText(i18n.t('quote.spouse_dob'), { exact: false });
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('members.to_plans') }));
    expect(await within(dialog).findByText(i18n.t('common.required'))).toBeTruthy();
    expect(callsTo(fetchMock, 'add-filter-for-existing-user')).toHaveLength(0);
    await noViolations(dialog);
    fireEvent.change(spouse, { target: { value: '02/14/1986' } });
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('members.to_plans') }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/plans'));
    const sent = callsTo(fetchMock, 'add-filter-for-existing-user')[0]?.body;
    expect(sent).toMatchObject({
      user_id: members[6]?.user_id,
      tier: 'IS',
      eprocess: 'rep',
      policy_id: 'POL-100016',
      spouse_dop: '02/14/1986',
    });
    expect(sent).not.toHaveProperty('child_num');
    // The portal's type comes with it: a rep-quote portal's root is the cart.
    expect(useSession.getState()).toMatchObject({
      tempId,
      selectedTier: 'IS',
      enroll_type: 'existing-member',
      user_id: members[6]?.user_id,
      portal_id: 'PortalRepQuoteAAAAAAAA',
      portal_type: 'rep-quote',
    });
  });

  it('says when no name matches', async () => {
    await i18n.changeLanguage(language);
    fakeApi({ 'auth/session': () => signedIn('rep'), 'get-agent-members': () => ok({ result: members }) });
    renderAt('/agent-select-member', [{ path: '/agent-select-member', element: <SelectMemberPage kind="rep" /> }]);
    fireEvent.change(await screen.findByRole('searchbox', { name: i18n.t('members.search') }), {
      target: { value: 'Nobody' },
    });
    expect(screen.getByText(i18n.t('members.no_match', { query: 'Nobody' }))).toBeTruthy();
  });
});

describe('on a phone', () => {
  it('lists each member as a card with its plans and Enroll Now', async () => {
    await i18n.changeLanguage('es');
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('max-width') });
    try {
      fakeApi({ 'auth/session': () => signedIn('rep'), 'get-agent-members': () => ok({ result: members }) });
      const { container } = renderAt('/agent-select-member', [
        { path: '/agent-select-member', element: <SelectMemberPage kind="rep" /> },
      ]);
      const list = await screen.findByRole('list', { name: i18n.t('members.caption') });
      expect(screen.queryByRole('table')).toBeNull();
      expect(
        within(list)
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(names.slice(0, 5));
      fireEvent.click(screen.getByRole('button', { name: i18n.t('members.page', { page: 2 }) }));
      const lucia = within(list).getByRole('heading', { name: 'Lucia Moreno' }).closest('li');
      expect(lucia?.textContent).toContain(`Clearview Vision Plus: ${i18n.t('members.status_TERMINATED')}`);
      expect(
        within(list).getByRole('button', { name: i18n.t('members.enroll_member', { name: 'Lucia Moreno' }) }),
      ).toBeTruthy();
      await noViolations(container);
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('who may open the table', () => {
  it('sends a visitor who is not signed in to the staff sign-in', async () => {
    await i18n.changeLanguage('en');
    const fetchMock = fakeApi({
      'auth/session': () => ok({ signed_in: false, idle_expires_at: later, expires_at: later }),
    });
    renderAt('/agent-select-member', [{ path: '/agent-select-member', element: <SelectMemberPage kind="rep" /> }]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/staff/sign-in'));
    expect(callsTo(fetchMock, 'get-agent-members')).toHaveLength(0);
  });

  it("points a group administrator on the rep's table to their desk, and shows them their group's", async () => {
    await i18n.changeLanguage('en');
    const fetchMock = fakeApi({
      'auth/session': () => signedIn('group_admin'),
      'get-group-users': () => ok({ result: members.slice(0, 6) }),
    });
    renderAt('/agent-select-member', [{ path: '/agent-select-member', element: <SelectMemberPage kind="rep" /> }]);
    expect(await screen.findByText(i18n.t('members.rep_only'))).toBeTruthy();
    expect(callsTo(fetchMock, 'get-agent-members')).toHaveLength(0);

    renderAt('/group-select-member', [{ path: '/group-select-member', element: <SelectMemberPage kind="group" /> }]);
    expect(await screen.findByRole('table', { name: i18n.t('members.caption') })).toBeTruthy();
    expect(callsTo(fetchMock, 'get-group-users')[0]?.query).toEqual({ group_id: 'GroupAAAAAAAAAAAAAAAAA' });
  });
});
