// The member benefit store with mocked answers: tier required; for the member's rep the member's
// quote is created (add-filter-for-member) and kept in the session before the plans; a session
// that may not quote for the member goes on to the plans with the tier only; a refusal is shown.
// English and Spanish, no axe violations.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { errorEnvelope, okEnvelope, serveByPath } from '../../../shared/api/fake-server';
import { emptySession, useSession } from '../../../shared/session/session-store';
import { jsonResponse, renderInApp } from '../../../test-render';
import MemberBenefitStorePage from './member-benefit-store-page';

const memberId = 'MemberAAAAAAAAAAAAAAAA';
const tempId = 'TempAAAAAAAAAAAAAAAAAA';
const portalId = 'PortalAAAAAAAAAAAAAAAA';
const memberInfo = () =>
  okEnvelope({
    result: {
      userid: memberId,
      first_name: 'Lucia',
      last_name: 'Moreno',
      portal_id: portalId,
      agent_info: null,
      group_info: null,
    },
  });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/member-benefit-store/:id/:tier', element: <MemberBenefitStorePage /> },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  return { router, ...renderInApp(<RouterProvider router={router} />) };
}

const choose = (tier: 'IO' | 'IS' | 'IC' | 'IF') => {
  fireEvent.click(screen.getByRole('radio', { name: i18n.t(`entry.tier_${tier}`) }));
  fireEvent.click(screen.getByRole('button', { name: i18n.t('entry.submit') }));
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

describe.each(['en', 'es'])('the member benefit store in %s', (language) => {
  it("asks for a tier, then creates the member's quote and goes to the plans with it", async () => {
    await i18n.changeLanguage(language);
    const served = serveByPath({
      'get-member-info': memberInfo,
      'add-filter-for-member': () =>
        okEnvelope({ temp_enrollment_id: tempId, portal_id: portalId, portal_type: 'standard' }),
    });
    const { router, container } = renderAt(`/member-benefit-store/${memberId}/none`);
    expect(
      await screen.findByRole('heading', { name: i18n.t('entry.member_welcome', { name: 'Lucia' }) }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('entry.submit') }));
    expect(await screen.findByText(i18n.t('quoting.choose_tier'))).toBeTruthy();
    expect(served.some((call) => call.url.includes('add-filter-for-member'))).toBe(false);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    choose('IS');
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
    expect(served.find((call) => call.url.includes('add-filter-for-member'))?.body).toEqual({
      user_id: memberId,
      tier: 'IS',
    });
    expect(useSession.getState()).toMatchObject({
      selectedTier: 'IS',
      user_id: memberId,
      tempId,
      portal_id: portalId,
      enroll_type: 'existing-member',
    });
  });

  it('sends a session that may not quote for the member to the plans with the tier only', async () => {
    await i18n.changeLanguage(language);
    const signIn = () => errorEnvelope(401, 'Please sign in to continue.');
    serveByPath({ 'get-member-info': signIn, 'add-filter-for-member': signIn });
    const { router } = renderAt(`/member-benefit-store/${memberId}/IF`);
    expect((screen.getByRole('radio', { name: i18n.t('entry.tier_IF') }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('entry.submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
    expect(useSession.getState()).toMatchObject({ selectedTier: 'IF', tempId: null, user_id: null });
  });

  it("shows the server's refusal and stays, with its field error beside the tier", async () => {
    await i18n.changeLanguage(language);
    serveByPath({ 'get-member-info': memberInfo, 'add-filter-for-member': () => errorEnvelope(404, 'Not found') });
    const { router } = renderAt(`/member-benefit-store/${memberId}/none`);
    choose('IO');
    expect((await screen.findByRole('alert')).textContent).toBe('Not found');
    expect(router.state.location.pathname).toBe(`/member-benefit-store/${memberId}/none`);
    expect(useSession.getState().tempId).toBeNull();
    vi.unstubAllGlobals();
    serveByPath({
      'add-filter-for-member': () =>
        jsonResponse(400, {
          status: 'error',
          statusCode: 400,
          message: 'Invalid input',
          data: [{ target_element: 'tier', error_message: 'Please choose a tier' }],
        }),
    });
    choose('IC');
    expect(await screen.findByText('Please choose a tier')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/member-benefit-store/${memberId}/none`);
  });
});
