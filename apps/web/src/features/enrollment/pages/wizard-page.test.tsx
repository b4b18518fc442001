// The wizard page in English and Spanish: the steps of the enrollment's dynamic tabs, the personal
// step's configured fields (weight asked only when required, birthdate read-only), the contract's
// messages before anything is sent, the save and the enroller-code popup, then the next step;
// Cancel Enrollment forgets the enrollment; Save & Continue Later (not for usag) sends the form;
// a signed-in rep may send the agreement and billing to the client. Axe on each.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { emptySession, useSession } from '../../../shared/session/session-store';
import { axeOptions, callsTo, failure, fakeApi, ok, renderAt } from '../../../test-app';
import { pngCopyOf } from '../form-png';
import WizardPage from './wizard-page';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => useSession.setState({ ...emptySession, tempId: enrollmentId, cartCount: 1 }));

const enrollmentId = 'TEMP1234567890abcdefgh';
const tab = (tab_name: string, order: number, required = true) => ({ tab_name, order, required });
// The step after the personal one is review.
const tabs = [
  tab('primary_info', 0),
  tab('contact_info', 1, false),
  tab('employer_info', 2, false),
  tab('review_info', 6),
];
const field = (field_name: string, required: boolean, value: string | number | null = null, read_only = false) => ({
  field_name,
  value,
  required,
  read_only,
});
const fields = (weightRequired: boolean) => [
  field('first_name', true),
  field('middle_name', false),
  field('last_name', true),
  field('birthdate', true, '07/04/1980', true),
  field('gender', true, 1, true),
  field('height_feet', weightRequired),
  field('height_inch', weightRequired),
  field('weight', weightRequired),
  field('marital_status', true),
  field('ssn', true),
  field('prior_coverage_flag', false),
];

function givenApi({ weightRequired = true, showCode = true } = {}) {
  return fakeApi({
    'get-dynamic-tabs': () => ok({ result: tabs }),
    'get-form-fields-personal-info': () => ok({ result: fields(weightRequired) }),
    'save-personal-info': () => ok({}),
    'check-enroll-code': () => ok({ show_enroll_code: { status: showCode }, is_optional: 0 }),
    'save-enroller-code': (_url, init) =>
      String(init?.body).includes('REP100')
        ? ok({})
        : failure(400, 'Invalid enroller code', {
            data: [{ target_element: 'enrollerCode', error_message: 'Invalid enroller code' }],
          }),
    'save-screenshot': () => ok({}),
    'save-enrollment': () => ok({}),
  });
}

const render = (path = '/enrollment/personal-info') =>
  renderAt(path, [
    { path: '/enrollment/:step', element: <WizardPage /> },
    { path: '/:landing/enrollment/:step', element: <WizardPage /> },
  ]);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The field labelled by the words of `key` (a required field's label ends with its asterisk). */
const named = (key: string) => new RegExp(`^${escaped(i18n.t(key))}`);
const box = (key: string) => screen.getByRole('textbox', { name: named(key) });
const type = (key: string, value: string) => fireEvent.change(box(key), { target: { value } });
const violations = async (container: HTMLElement) =>
  (await axe.run(container, axeOptions)).violations.map((violation) => violation.id);

describe.each(['en', 'es'])('the wizard in %s', (language) => {
  it('checks the personal step by the configuration, saves it, asks the enroller code, then goes on', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi();
    const { container } = render();
    await screen.findByRole('heading', { level: 1, name: i18n.t('wizard.step_primary_info') });
    await screen.findByRole('textbox', { name: named('wizard.weight') });
    expect((box('wizard.birthdate') as HTMLInputElement).value).toBe('07/04/1980');
    expect((box('wizard.birthdate') as HTMLInputElement).readOnly).toBe(true);
    expect(await violations(container)).toEqual([]);

    type('wizard.first_name', 'Ana');
    type('wizard.last_name', 'Ruiz');
    type('wizard.height_feet', '5');
    type('wizard.height_inch', '6');
    type('wizard.weight', '0');
    fireEvent.change(screen.getByRole('combobox', { name: named('wizard.marital_status') }), {
      target: { value: '1' },
    });
    type('wizard.ssn', '12345');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('wizard.next') }));
    expect(await screen.findByText(i18n.t('common.invalid_ssn'))).toBeTruthy();
    expect(screen.getByText(i18n.t('wizard.weight_positive'))).toBeTruthy();
    expect(callsTo(fetchMock, 'save-personal-info')).toEqual([]);
    expect(await violations(container)).toEqual([]);

    type('wizard.weight', '150');
    type('wizard.ssn', '219094387');
    // The step's PNG (save-screenshot) shows the SSN's last four digits only, as billing's does a card's.
    const copy = pngCopyOf(box('wizard.ssn'))?.outerHTML ?? '';
    expect(copy).not.toContain('219094387');
    expect(copy).toContain('•••• 4387');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('wizard.next') }));
    const popup = await screen.findByRole('dialog', { name: i18n.t('wizard.enroller_code_title') });
    expect(callsTo(fetchMock, 'save-personal-info')[0]?.body).toEqual({
      enrollment_id: enrollmentId,
      first_name: 'Ana',
      last_name: 'Ruiz',
      height_feet: 5,
      height_inch: 6,
      weight: 150,
      marital_status: 1,
      ssn: '219094387',
    });
    fireEvent.change(within(popup).getByRole('textbox'), { target: { value: 'WRONG' } });
    fireEvent.click(within(popup).getByRole('button', { name: i18n.t('wizard.submit') }));
    expect(await within(popup).findByText('Invalid enroller code')).toBeTruthy();
    fireEvent.change(within(popup).getByRole('textbox'), { target: { value: 'REP100' } });
    fireEvent.click(within(popup).getByRole('button', { name: i18n.t('wizard.submit') }));
    expect(await screen.findByRole('heading', { level: 1, name: i18n.t('wizard.step_review_info') })).toBeTruthy();
    expect(await screen.findByRole('button', { name: i18n.t('review.complete') })).toBeTruthy();
    expect(await violations(container)).toEqual([]);
  });

  it('does not ask what the configuration leaves out, and goes on without a popup when none is asked', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi({ weightRequired: false, showCode: false });
    const { router } = render('/maria-alvarez/enrollment/personal-information');
    await screen.findByRole('textbox', { name: named('wizard.first_name') });
    expect(screen.queryByRole('textbox', { name: named('wizard.weight') })).toBeNull();
    // Prior coverage, not required here, is not asked (decision 0042).
    expect(screen.queryByRole('combobox', { name: named('wizard.prior_coverage') })).toBeNull();
    type('wizard.first_name', 'Ana');
    type('wizard.last_name', 'Ruiz');
    fireEvent.change(screen.getByRole('combobox', { name: named('wizard.marital_status') }), {
      target: { value: '0' },
    });
    type('wizard.ssn', '219094387');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('wizard.next') }));
    expect(await screen.findByRole('heading', { level: 1, name: i18n.t('wizard.step_review_info') })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/maria-alvarez/enrollment/review-confirm');
    expect(callsTo(fetchMock, 'save-personal-info')[0]?.body).not.toHaveProperty('weight');
  });

  it('shows Back only when arriving from review; Back from the personal step goes to the cart', async () => {
    await i18n.changeLanguage(language);
    givenApi();
    const back = () => screen.queryByRole('button', { name: i18n.t('wizard.back') });
    const first = render('/maria-alvarez/enrollment/personal-information');
    await screen.findByRole('textbox', { name: named('wizard.first_name') });
    expect(back()).toBeNull();
    first.unmount();
    useSession.setState({ navto: 'review_info' });
    const { container } = render('/maria-alvarez/enrollment/personal-information');
    await screen.findByRole('textbox', { name: named('wizard.first_name') });
    expect(await violations(container)).toEqual([]);
    fireEvent.click(back() ?? document.body);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/maria-alvarez/cart'));
  });

  it('gives a step the enrollment does not ask a way on and a way back', async () => {
    await i18n.changeLanguage(language);
    givenApi();
    const first = render('/maria-alvarez/enrollment/contact-information');
    expect(await screen.findByText(i18n.t('wizard.not_asked'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('wizard.next') }));
    await waitFor(() =>
      expect(first.router.state.location.pathname).toBe('/maria-alvarez/enrollment/personal-information'),
    );
    first.unmount();
    const second = render('/maria-alvarez/enrollment/contact-information');
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('wizard.back') }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/maria-alvarez/cart'));
    second.unmount();
    // Reached from review (Edit Details): back to review, the return marker cleared.
    useSession.setState({ navto: 'review_info' });
    const third = render('/enrollment/contact-info');
    await screen.findByText(i18n.t('wizard.not_asked'));
    expect(await violations(third.container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('wizard.back_to_review') }));
    await waitFor(() => expect(third.router.state.location.pathname).toBe('/enrollment/review-confirm'));
    expect(useSession.getState().navto).toBeNull();
  });

  it('saves a step it does not ask for later without a form of it', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi();
    render('/enrollment/contact-info');
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('wizard.save_later') }));
    const popup = await screen.findByRole('dialog', { name: i18n.t('wizard.save_later_title') });
    fireEvent.change(within(popup).getByRole('textbox'), { target: { value: 'ana@example.com' } });
    fireEvent.click(within(popup).getByRole('button', { name: i18n.t('wizard.send_code') }));
    expect(await screen.findByText(i18n.t('wizard.saved_title'))).toBeTruthy();
    expect(callsTo(fetchMock, 'save-enrollment')[0]?.body).not.toHaveProperty('data');
  });

  it('cancels the enrollment after a confirmation, and goes to the plans', async () => {
    await i18n.changeLanguage(language);
    givenApi();
    const { container } = render('/maria-alvarez/enrollment/personal-information');
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('wizard.cancel') }));
    const confirm = await screen.findByRole('dialog', { name: i18n.t('wizard.cancel_title') });
    expect(await violations(container.ownerDocument.body)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: i18n.t('wizard.yes') }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/maria-alvarez/plans'));
    expect(useSession.getState()).toMatchObject({ tempId: null, cartCount: 0 });
  });

  it('saves for later with the alternate email and the form as it stands; hidden for usag', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi();
    render('/enrollment/review-confirm');
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('wizard.save_later') }));
    const popup = await screen.findByRole('dialog', { name: i18n.t('wizard.save_later_title') });
    fireEvent.change(within(popup).getByRole('textbox'), { target: { value: 'ana@' } });
    fireEvent.click(within(popup).getByRole('button', { name: i18n.t('wizard.send_code') }));
    expect(await within(popup).findByText(i18n.t('common.enter_valid_email'))).toBeTruthy();
    fireEvent.change(within(popup).getByRole('textbox'), { target: { value: 'ana@example.com' } });
    fireEvent.click(within(popup).getByRole('button', { name: i18n.t('wizard.send_code') }));
    expect(await screen.findByText(i18n.t('wizard.saved_title'))).toBeTruthy();
    expect(callsTo(fetchMock, 'save-enrollment')[0]?.body).toMatchObject({
      enrollment_id: enrollmentId,
      tab: 'review_info',
      email: 'ana@example.com',
    });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('wizard.start_new') }));
    await waitFor(() => expect(useSession.getState().tempId).toBeNull());

    useSession.setState({ ...emptySession, tempId: enrollmentId, redirectionType: 'usag' });
    render('/enrollment/review-confirm');
    await screen.findAllByRole('button', { name: i18n.t('wizard.cancel') });
    expect(screen.queryAllByRole('button', { name: i18n.t('wizard.save_later') })).toEqual([]);
  });

  it('starts the save-for-later email box with the email the enrollment holds', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = fakeApi({
      'get-dynamic-tabs': () => ok({ result: tabs }),
      'get-form-fields-contact-info': () =>
        ok({ result: [field('email_address', true, 'ana.ruiz@example.com')], verified_contacts: [] }),
      'save-enrollment': () => ok({}),
    });
    render('/enrollment/review-confirm');
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('wizard.save_later') }));
    const popup = await screen.findByRole('dialog', { name: i18n.t('wizard.save_later_title') });
    await waitFor(() =>
      expect((within(popup).getByRole('textbox') as HTMLInputElement).value).toBe('ana.ruiz@example.com'),
    );
    fireEvent.click(within(popup).getByRole('button', { name: i18n.t('wizard.send_code') }));
    expect(await screen.findByText(i18n.t('wizard.saved_title'))).toBeTruthy();
    expect(callsTo(fetchMock, 'save-enrollment')[0]?.body).toMatchObject({ email: 'ana.ruiz@example.com' });
  });

  it('offers a signed-in rep to send the agreement and billing to the client, and no one else', async () => {
    await i18n.changeLanguage(language);
    const session = (signedIn: boolean) =>
      ok({
        signed_in: signedIn,
        ...(signedIn ? { role: 'rep', name: 'Maria Alvarez', agent_id: 'AgentAAAAAAAAAAAAAAAAA' } : {}),
        idle_expires_at: '2026-11-24T18:00:00.000Z',
        expires_at: '2026-11-24T20:00:00.000Z',
      });
    const withAgreement = [...tabs, tab('agreement_info', 7)];
    const handoff = () => screen.queryByRole('button', { name: i18n.t('handoff.button') });
    fakeApi({ 'get-dynamic-tabs': () => ok({ result: withAgreement }), 'auth/session': () => session(false) });
    const visitor = render('/enrollment/agreement-signature');
    await screen.findAllByRole('button', { name: i18n.t('wizard.cancel') });
    expect(handoff()).toBeNull();
    visitor.unmount();
    fakeApi({
      'get-dynamic-tabs': () => ok({ result: withAgreement }),
      'auth/session': () => session(true),
      'get-enrollment-temp-info': () => ok({ result: { email_address: 'ana@example.com' } }),
    });
    const { container } = render('/enrollment/agreement-signature');
    expect(await screen.findByRole('button', { name: i18n.t('handoff.button') })).toBeTruthy();
    expect(await violations(container)).toEqual([]);
  });
});
