// Continue enrollment: the contract's messages on empty fields, the server's field error on code
// and email for a wrong pair, and a right pair restores the enrollment and opens its cart.
import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { emptySession, useSession } from '../../../shared/session/session-store';
import { axeOptions, callsTo, failure, fakeApi, ok, renderAt } from '../../../test-app';
import ContinueEnrollmentPage from './continue-enrollment-page';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => useSession.setState(emptySession));

const others = {
  group_id: null,
  platform_group_id: null,
  platform_type: null,
  agent_id: null,
  open_type: null,
  eprocess: null,
  effective_date: null,
  type: 'new-user' as const,
  landing_url: null,
};
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${i18n.t(label)}`) });
const submit = () => fireEvent.click(screen.getByRole('button', { name: i18n.t('resume.continue') }));

describe.each(['en', 'es'])('continue enrollment in %s', (language) => {
  it('flags code and email: required, then the server refusing the pair', async () => {
    await i18n.changeLanguage(language);
    const wrong = i18n.t('resume.code_wrong');
    const fetchMock = fakeApi({
      'continue-enrollment': () =>
        failure(400, wrong, {
          data: [
            { target_element: 'code', error_message: wrong },
            { target_element: 'email', error_message: wrong },
          ],
        }),
    });
    const { container } = renderAt('/continue-enrollment', [
      { path: '/continue-enrollment', element: <ContinueEnrollmentPage /> },
    ]);
    expect(await screen.findByRole('heading', { name: i18n.t('resume.continue_title') })).toBeTruthy();
    submit();
    expect(await screen.findAllByText(i18n.t('common.required'))).toHaveLength(2);
    fireEvent.change(field('resume.email'), { target: { value: 'ana@' } });
    submit();
    expect(await screen.findByText(i18n.t('common.enter_valid_email'))).toBeTruthy();
    expect(callsTo(fetchMock, 'continue-enrollment')).toEqual([]);
    fireEvent.change(field('resume.code'), { target: { value: 'AAAA-BBBB-CCCC' } });
    fireEvent.change(field('resume.email'), { target: { value: 'ana@example.com' } });
    submit();
    expect(await screen.findAllByText(wrong)).toHaveLength(2);
    expect(field('resume.code').getAttribute('aria-invalid')).toBe('true');
    expect(field('resume.email').getAttribute('aria-invalid')).toBe('true');
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it('restores the enrollment and opens the cart', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = fakeApi({
      'continue-enrollment': () => ok({ enrollment_id: 'TEMP1234567890abcdefgh', saved_tab: 'cart_info', others }),
    });
    renderAt('/continue-enrollment', [{ path: '/continue-enrollment', element: <ContinueEnrollmentPage /> }]);
    fireEvent.change(await screen.findByRole('textbox', { name: new RegExp(`^${i18n.t('resume.code')}`) }), {
      target: { value: 'abcd efgh jkmn' },
    });
    fireEvent.change(field('resume.email'), { target: { value: 'ana@example.com' } });
    submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/cart');
    expect(callsTo(fetchMock, 'continue-enrollment')[0]?.body).toEqual({
      code: 'abcd efgh jkmn',
      email: 'ana@example.com',
    });
    // Spec 000 section 4: a saved cart comes back with the quotation-hidden and
    // personal-code-redirection markers.
    expect(useSession.getState()).toMatchObject({
      tempId: 'TEMP1234567890abcdefgh',
      continue_track: 'cart_info',
      quotation_hidden: true,
      personal_code_redirection: true,
    });
  });

  it('sets no marker for a step of the wizard', async () => {
    fakeApi({
      'continue-enrollment': () => ok({ enrollment_id: 'TEMP1234567890abcdefgh', saved_tab: 'contact_info', others }),
    });
    renderAt('/continue-enrollment', [{ path: '/continue-enrollment', element: <ContinueEnrollmentPage /> }]);
    fireEvent.change(await screen.findByRole('textbox', { name: new RegExp(`^${i18n.t('resume.code')}`) }), {
      target: { value: 'abcd efgh jkmn' },
    });
    fireEvent.change(field('resume.email'), { target: { value: 'ana@example.com' } });
    submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/enrollment/contact-info');
    expect(useSession.getState()).toMatchObject({
      continue_track: 'contact_info',
      quotation_hidden: false,
      personal_code_redirection: false,
    });
  });
});
