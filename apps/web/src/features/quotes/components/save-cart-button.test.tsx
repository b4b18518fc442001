// Save Cart: the spec's messages for a bad name and email (English and Spanish), Preview shows
// the email the server renders, Send shows the quote-sent confirmation; a server field error
// shows under its field; no axe violations.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { axeOptions, callsTo, failure, fakeApi, ok } from '../../../test-app';
import { renderInApp } from '../../../test-render';
import { SaveCartButton } from './save-cart-button';

afterEach(() => vi.unstubAllGlobals());

const open = async () => {
  renderInApp(<SaveCartButton enrollmentId="TEMP1234567890abcdefgh" />);
  fireEvent.click(screen.getByRole('button', { name: i18n.t('quotes.save_cart') }));
  return screen.findByRole('dialog', { name: i18n.t('quotes.form_title') });
};
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${i18n.t(label).replace(/[()]/g, '\\$&')}`) }), {
    target: { value },
  });

describe.each(['en', 'es'])('Save Cart in %s', (language) => {
  it("refuses a bad name and email with the spec's messages before calling the server", async () => {
    await i18n.changeLanguage(language);
    const fetchMock = fakeApi({});
    await open();
    // A visitor (not signed in) is offered no message box: nothing of theirs goes out under a rep's name.
    expect(screen.queryByRole('textbox', { name: new RegExp(`^${i18n.t('quotes.message')}`) })).toBeNull();
    type('quotes.name', 'Ana 2');
    type('quotes.email', 'ana@');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('quotes.send') }));
    expect(await screen.findByText(i18n.t('common.valid_name'))).toBeTruthy();
    expect(screen.getByText(i18n.t('common.valid_email'))).toBeTruthy();
    type('quotes.name', '');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('quotes.preview') }));
    expect(await screen.findByText(i18n.t('common.required'))).toBeTruthy();
    expect(callsTo(fetchMock, 'save-enrollment')).toEqual([]);
    expect(callsTo(fetchMock, 'get-quote-preview-content')).toEqual([]);
    const results = await axe.run(document.body, axeOptions);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('previews the email, then sends the quote and confirms it', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = fakeApi({
      'auth/session': () =>
        ok({
          signed_in: true,
          role: 'rep',
          name: 'Maria Alvarez',
          idle_expires_at: '2026-11-29T12:30:00.000Z',
          expires_at: '2026-11-30T00:00:00.000Z',
        }),
      'get-quote-preview-content': () => ok({ subject: 'Your benefit plan quote', html: '<p>Hello Ana</p>' }),
      'save-enrollment': () => ok({}),
    });
    await open();
    type('quotes.name', 'Ana Lopez');
    type('quotes.email', 'ana@example.com');
    // A signed-in rep writes a message (a visitor is offered none).
    await screen.findByRole('textbox', { name: new RegExp(`^${i18n.t('quotes.message').replace(/[()]/g, '\\$&')}`) });
    type('quotes.message', 'Dental for you');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('quotes.preview') }));
    expect(
      await screen.findByText(i18n.t('quotes.preview_subject', { subject: 'Your benefit plan quote' })),
    ).toBeTruthy();
    expect(screen.getByTitle(i18n.t('quotes.preview_title')).getAttribute('srcdoc')).toBe('<p>Hello Ana</p>');
    expect(callsTo(fetchMock, 'get-quote-preview-content')[0]?.query).toMatchObject({
      enrollment_id: 'TEMP1234567890abcdefgh',
      name: 'Ana Lopez',
      email: 'ana@example.com',
      tab: 'cart_info',
      type: 'preview',
    });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('quotes.back_to_form') }));
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('quotes.send') }));
    expect(await screen.findByText(i18n.t('quotes.sent_text', { email: 'ana@example.com' }))).toBeTruthy();
    expect(callsTo(fetchMock, 'save-enrollment')[0]?.body).toEqual({
      enrollment_id: 'TEMP1234567890abcdefgh',
      name: 'Ana Lopez',
      email: 'ana@example.com',
      message: 'Dental for you',
      tab: 'cart_info',
    });
    const results = await axe.run(document.body, axeOptions);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("shows the server's field error under its field", async () => {
    await i18n.changeLanguage(language);
    fakeApi({
      'save-enrollment': () =>
        failure(400, 'Please enter valid email address', {
          data: [{ target_element: 'email', error_message: 'Server says no' }],
        }),
    });
    await open();
    type('quotes.name', 'Ana Lopez');
    type('quotes.email', 'ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('quotes.send') }));
    await waitFor(() => expect(screen.getByText('Server says no')).toBeTruthy());
  });
});
