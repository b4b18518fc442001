// The review step's completion in English and Spanish: Complete Enrollment to the receipt, the
// text-message option only for a rep's unsigned enrollment needing a signature, a step still to do
// named with a way to it, what changed when completion refused a stale cart (decision 0037), and the
// spec's error modal with Save & Continue Later. Axe on each.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { emptySession, useSession } from '../../../shared/session/session-store';
import { axeOptions, callsTo, failure, ok } from '../../../test-app';
import { contactSaved, enrollmentId, fetchOf, givenApi, renderStep, saved, speak } from './review-fixtures';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => useSession.setState({ ...emptySession, tempId: enrollmentId, cartCount: 2 }));

describe.each(['en', 'es'] as const)('completing the review step in %s', (spoken) => {
  beforeEach(() => speak(spoken));

  it('completes the enrollment with the notes, clears the cart count and opens the receipt', async () => {
    const fetchMock = givenApi();
    renderStep();
    fireEvent.change(await screen.findByLabelText(i18n.t('review.notes')), { target: { value: 'Call after 5 pm' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('review.complete') }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/enrollment/receipt'));
    expect(callsTo(fetchMock, 'save-review-info').map((call) => call.body)).toEqual([
      { enrollment_id: enrollmentId, first_enroll: 1, additional_notes: 'Call after 5 pm' },
    ]);
    expect(useSession.getState().cartCount).toBe(0);
  });

  it('offers the signed-in rep the text to the client before the client signs, says what it does, and sends it', async () => {
    useSession.setState({ eprocess: 'rep' });
    const sent = i18n.t('handoff.sent_text');
    const fetchMock = givenApi(
      () => ok({ sent_to_client: 'text' }),
      { has_already_signed: false, signature_required: true },
      { answers: { ...saved, contact_info: { ...contactSaved, phone_number: '5125550177' } }, staff: true },
    );
    const { container } = renderStep();
    const box = await screen.findByRole('checkbox', { name: i18n.t('review.send_sms') });
    expect(screen.getByText(i18n.t('review.send_sms_hint'))).toBeTruthy();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('review.send_text') }));
    expect((await screen.findByRole('status')).textContent).toBe(sent);
    expect(callsTo(fetchMock, 'save-review-info')[0]?.body).toMatchObject({ send_sms: 1 });
    expect(screen.queryByTestId('location')).toBeNull();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it('says what the text needs when the phone is missing or was kept unchecked', async () => {
    const signature = { has_already_signed: false, signature_required: true };
    givenApi(undefined, signature, { staff: true });
    const first = renderStep();
    const box = await screen.findByRole('checkbox', { name: i18n.t('review.send_sms') });
    expect(box).toHaveProperty('disabled', true);
    expect(screen.getByText(i18n.t('review.send_sms_no_phone'))).toBeTruthy();
    first.unmount();
    const unchecked = { ...contactSaved, phone_number: '5125550177', skip_validation_phone: 1, phone_verified: 0 };
    givenApi(undefined, signature, { answers: { ...saved, contact_info: unchecked }, staff: true });
    renderStep();
    expect(await screen.findByText(i18n.t('review.send_sms_unchecked'))).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: i18n.t('review.send_sms') })).toHaveProperty('disabled', true);
  });

  it('offers no text once signed, nor to the client who resumed the hand-off', async () => {
    useSession.setState({ eprocess: 'rep' });
    const withPhone = { answers: { ...saved, contact_info: { ...contactSaved, phone_number: '5125550177' } } };
    givenApi(undefined, { has_already_signed: true, signature_required: true }, { ...withPhone, staff: true });
    const signed = renderStep();
    await screen.findByRole('button', { name: i18n.t('review.complete') });
    await waitFor(() => expect(callsTo(fetchOf(), 'auth/session').length).toBeGreaterThan(0));
    expect(screen.queryByRole('checkbox', { name: i18n.t('review.send_sms') })).toBeNull();
    signed.unmount();
    givenApi(undefined, { has_already_signed: false, signature_required: true }, { ...withPhone, staff: false });
    renderStep();
    await screen.findByRole('button', { name: i18n.t('review.complete') });
    await waitFor(() => expect(callsTo(fetchOf(), 'auth/session').length).toBeGreaterThan(0));
    expect(screen.queryByRole('checkbox', { name: i18n.t('review.send_sms') })).toBeNull();
  });

  it('names a step still to do, with a way to it', async () => {
    const message = i18n.t('completion.missing_agreement_info');
    givenApi(() => failure(409, message, { data: [{ target_element: 'agreement_info', error_message: message }] }));
    const { container } = renderStep();
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('review.complete') }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('review.missing_title') });
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
    const step = i18n.t('wizard.step_agreement_info');
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('review.go_to_step', { step }) }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/enrollment/agreement-signature'));
    expect(useSession.getState().navto).toBe('agreement_info');
  });

  it('shows what changed when completion refuses a stale cart, and completes on the second try', async () => {
    const message = i18n.t('completion.cart_changed');
    const changes = {
      lines: [{ plan_id: 'DEN-PLUS', plan_name: 'Brightsmile Dental Plus', old_price: '21.57', new_price: '32.10' }],
      effective_date: { old: '2026-11-01', new: '2026-12-01' },
    };
    let tries = 0;
    givenApi(() => {
      tries += 1;
      return tries === 1 ? failure(409, message, { data: { changes } }) : ok({ policy_id: 'BS-7K4M-Q2XD-9HTR-WC3P' });
    });
    const { container } = renderStep();
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('review.complete') }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(i18n.t('review.changes_title'))).toBeTruthy();
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(alert.textContent).toContain('Brightsmile Dental Plus');
    expect(alert.textContent).toMatch(/21[.,]57/);
    expect(alert.textContent).toMatch(/32[.,]10/);
    expect(alert.textContent).toMatch(/2026/);
    expect(screen.queryByTestId('location')).toBeNull();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('review.complete') }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/enrollment/receipt'));
    expect(tries).toBe(2);
  });

  it("opens the spec's error modal with Save & Continue Later when completion fails", async () => {
    givenApi(() => failure(500, 'Internal error'));
    const { container } = renderStep();
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('review.complete') }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('review.error_title') });
    expect(within(dialog).getByText(i18n.t('completion.review_failed'))).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: i18n.t('wizard.save_later') })).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });
});
