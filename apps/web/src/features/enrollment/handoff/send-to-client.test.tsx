// The hand-off popup's choice of the client's language: it starts in the rep's own language, the
// other one can be chosen, and the call carries the choice. Not offered before the client's
// contact information is saved (it says what to do instead); a text only to a phone that can take
// it. English and Spanish, no axe violations.
import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { axeOptions, fakeApi, ok, renderAt } from '../../../test-app';
import { SendToClient } from './send-to-client';

afterEach(() => vi.unstubAllGlobals());

const enrollmentId = 'EnrollAAAAAAAAAAAAAAAA';
const contactOf = (contact: Record<string, unknown> | null) => () => ok({ result: contact });
const savedContact = { email_address: 'ana@example.com', phone_number: '5125550177', state: 'TX' };

describe.each(['en', 'es'] as const)('the hand-off popup in %s', (language) => {
  it("offers the client's language, the rep's own first, and sends the one chosen", async () => {
    await i18n.changeLanguage(language);
    const other = language === 'en' ? 'es' : 'en';
    const sent = vi.fn();
    fakeApi({
      'get-enrollment-temp-info': contactOf(savedContact),
      'members/send-to-client': (_url, init) => {
        sent(JSON.parse(String(init?.body)));
        return ok({ message: i18n.t('handoff.sent_email') });
      },
    });
    renderAt('/', [{ path: '/', element: <SendToClient enrollmentId={enrollmentId} /> }]);
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('handoff.button') }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('handoff.title') });
    const choice = within(dialog).getByRole('radiogroup', { name: i18n.t('handoff.language') });
    const radio = (option: 'en' | 'es') =>
      within(choice).getByRole<HTMLInputElement>('radio', { name: i18n.t(`handoff.language_${option}`) });
    expect(radio(language).checked).toBe(true);
    expect(radio(other).checked).toBe(false);
    expect((await axe.run(dialog, axeOptions)).violations.map((v) => v.id)).toEqual([]);

    fireEvent.click(radio(other));
    expect(radio(other).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('handoff.send') }));
    expect(await within(dialog).findByText(i18n.t('handoff.sent_email'))).toBeTruthy();
    expect(sent).toHaveBeenCalledWith({ enrollment_id: enrollmentId, channel: 'email', language: other });
  });

  it('is not offered before the contact information is saved, and says what to do', async () => {
    await i18n.changeLanguage(language);
    fakeApi({ 'get-enrollment-temp-info': contactOf(null) });
    const { container } = renderAt('/', [{ path: '/', element: <SendToClient enrollmentId={enrollmentId} /> }]);
    expect(await screen.findByText(i18n.t('handoff.needs_contact'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: i18n.t('handoff.button') })).toBeNull();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it('offers no text to a contact without a phone, or whose phone was kept unchecked, and says why', async () => {
    await i18n.changeLanguage(language);
    for (const [contact, reason] of [
      [{ ...savedContact, phone_number: undefined }, 'handoff.text_no_phone'],
      [{ ...savedContact, skip_validation_phone: 1, phone_verified: 0 }, 'handoff.text_unchecked'],
    ] as const) {
      fakeApi({ 'get-enrollment-temp-info': contactOf(contact) });
      const view = renderAt('/', [{ path: '/', element: <SendToClient enrollmentId={enrollmentId} /> }]);
      fireEvent.click(await screen.findByRole('button', { name: i18n.t('handoff.button') }));
      const dialog = await screen.findByRole('dialog', { name: i18n.t('handoff.title') });
      const text = within(dialog).getByRole<HTMLInputElement>('radio', { name: i18n.t('handoff.text') });
      expect(text.disabled).toBe(true);
      expect(within(dialog).getByText(i18n.t(reason))).toBeTruthy();
      view.unmount();
    }
  });
});
