// The contact step in English and Spanish: the zip fills and locks the state (a new zip unlocks
// it), the contract's messages before sending, "Email Already Exists." and the save's "Phone already
// exists" as plain errors, a failed phone check offering a one-time password or, to anyone, the skip
// box with what skipping keeps (decision 0041), a verified phone's check mark, the save's input;
// skipping hides a failure. Axe on each.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { emptySession, useSession } from '../../../../shared/session/session-store';
import { axeOptions, callsTo, failure, fakeApi, ok, renderAt } from '../../../../test-app';
import { ContactStepLoaded } from './contact-step-loaded';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => useSession.setState(emptySession));

const enrollmentId = 'TEMP1234567890abcdefgh';
const field = (field_name: string, value: string | number | null, required = true) => ({
  field_name,
  value,
  required,
  read_only: false,
});
const fields = [
  field('email_address', null),
  field('phone_number', null),
  field('address1', null),
  field('address2', null, false),
  field('city', null),
  field('zip', null),
  field('state', null),
  field('birth_state', null, false),
  field('birth_city', null, false),
  field('with_validation', null, false),
  field('skip_validation_email', null, false),
  field('skip_validation_phone', null, false),
];
const fieldError = (status: number, target: string, key: string) =>
  failure(status, i18n.t(key), { data: [{ target_element: target, error_message: i18n.t(key) }] });
const session = (signedIn: boolean) =>
  ok({
    signed_in: signedIn,
    ...(signedIn ? { role: 'rep', name: 'Maria Alvarez' } : {}),
    idle_expires_at: '2026-11-24T18:00:00.000Z',
    expires_at: '2026-11-24T20:00:00.000Z',
  });

function givenApi({
  staff = false,
  emailExists = false,
  saved = fields,
  verified = [] as string[],
  saveContact = () => ok({}),
}: {
  staff?: boolean;
  emailExists?: boolean;
  saveContact?: () => Response;
  saved?: typeof fields;
  verified?: string[];
} = {}) {
  return fakeApi({
    'auth/session': () => session(staff),
    'get-form-fields-contact-info': () => ok({ result: saved, verified_contacts: verified }),
    'validate-zip-code': (url) =>
      url.searchParams.get('zip_code') === '75201'
        ? ok({
            result: [{ zip_code: '75201', city: 'Dallas', state_abbreviation: 'TX', state_name: 'Texas' }],
          })
        : fieldError(400, 'zip_code', 'quoting.zip_invalid'),
    'validate-member-email': () =>
      emailExists ? fieldError(409, 'email', 'verification.email_exists') : ok({ is_valid: true }),
    'validate-email-neverbounce': () => ok({ is_valid: true }),
    'validate-phone-numverify': (url) =>
      url.searchParams.get('phone') === '2025550143'
        ? ok({ is_valid: true })
        : fieldError(400, 'phone', 'verification.phone_unverified'),
    'send-otp': () => ok({ resend_after_seconds: 120 }),
    'verify-otp': (_url, init) =>
      JSON.parse(String(init?.body)).otp === '123456'
        ? ok({ verified: true })
        : fieldError(400, 'otp', 'verification.otp_wrong'),
    'save-contact-info': saveContact,
    'save-screenshot': () => ok({}),
  });
}

function renderStep(onDone = vi.fn()) {
  const view = renderAt('/enrollment/contact-info', [
    {
      path: '/enrollment/contact-info',
      element: (
        <ContactStepLoaded enrollmentId={enrollmentId} onBack={vi.fn()} onDone={onDone} registerForm={vi.fn()} />
      ),
    },
  ]);
  return { ...view, onDone };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const input = (label: string) => screen.getByLabelText(new RegExp(`^${escaped(i18n.t(label))}\\s*\\*?$`));
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const next = () => screen.getByRole('button', { name: i18n.t('wizard.next') });
const violations = async (container: HTMLElement) => (await axe.run(container, axeOptions)).violations.map((v) => v.id);

describe.each(['en', 'es'])('contact step in %s', (language) => {
  it("fills the state from the zip, says the contract's messages, and a member's email already exists", async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi({ emailExists: true });
    const { container } = renderStep();
    await screen.findByText(i18n.t('contact.intro'));
    expect(screen.queryByLabelText(i18n.t('contact.skip_validation_email'))).toBeNull();

    type('contact.zip', '75201');
    await waitFor(() => expect(input('contact.state')).toHaveProperty('value', 'TX'));
    expect(input('contact.state').hasAttribute('readonly')).toBe(true);
    type('contact.zip', '7520');
    expect(input('contact.state')).toHaveProperty('value', '');
    expect(input('contact.state').hasAttribute('readonly')).toBe(false);
    type('contact.zip', '00000');
    expect(await screen.findByText(i18n.t('quoting.zip_invalid'))).toBeTruthy();

    type('contact.email_address', 'ana@');
    type('contact.phone_number', '20255');
    fireEvent.click(next());
    expect(await screen.findByText(i18n.t('common.invalid_email_format'))).toBeTruthy();
    expect(screen.getByText(i18n.t('common.invalid_phone'))).toBeTruthy();
    expect(screen.getAllByText(i18n.t('common.required')).length).toBeGreaterThan(0);

    type('contact.email_address', 'ana@example.com');
    type('contact.phone_number', '2025550143');
    type('contact.address1', '100 Main St');
    type('contact.city', 'Dallas');
    type('contact.zip', '75201');
    await waitFor(() => expect(input('contact.state')).toHaveProperty('value', 'TX'));
    fireEvent.click(next());
    expect(await screen.findByText(i18n.t('verification.email_exists'))).toBeTruthy();
    // A plain error: no code offered for it.
    expect(screen.queryByRole('button', { name: i18n.t('contact.verify_otp_email') })).toBeNull();
    expect(callsTo(fetchMock, 'save-contact-info')).toEqual([]);
    expect(await violations(container)).toEqual([]);
  });

  it('offers a code for a phone that fails its check; the right code marks it verified and the save goes on', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi();
    const { container, onDone } = renderStep();
    await screen.findByText(i18n.t('contact.intro'));
    type('contact.email_address', 'ana@example.com');
    type('contact.phone_number', '2045550143');
    type('contact.address1', '100 Main St');
    type('contact.city', 'Dallas');
    type('contact.zip', '75201');
    await waitFor(() => expect(input('contact.state')).toHaveProperty('value', 'TX'));
    fireEvent.blur(input('contact.phone_number'));
    expect(await screen.findByText(i18n.t('verification.phone_unverified'))).toBeTruthy();
    // The way on: a code, or the skip box, and the screen says which does what.
    expect(screen.getByLabelText(i18n.t('contact.skip_validation_phone'))).toBeTruthy();
    expect(screen.getByText(i18n.t('contact.check_failed_phone'))).toBeTruthy();
    fireEvent.click(next());
    await waitFor(() => expect(callsTo(fetchMock, 'validate-member-email').length).toBe(1));
    expect(callsTo(fetchMock, 'save-contact-info')).toEqual([]);
    expect(await violations(container)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: i18n.t('contact.verify_otp_phone') }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('contact.otp_title_phone') });
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('contact.otp_send') }));
    const digits = await within(dialog).findAllByLabelText(/\d/);
    expect(digits).toHaveLength(6);
    expect(callsTo(fetchMock, 'send-otp')[0]?.body).toEqual({
      enrollment_id: enrollmentId,
      type: 'phone',
      contact: '2045550143',
    });
    const resend = within(dialog).getByRole('button', { name: i18n.t('contact.otp_resend_in', { seconds: 120 }) });
    expect(resend.hasAttribute('disabled')).toBe(true);
    const verify = () => fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('contact.otp_verify') }));
    verify();
    expect(await within(dialog).findByText(i18n.t('wizard.otp_empty'))).toBeTruthy();
    fireEvent.change(digits[0] as HTMLElement, { target: { value: '1' } });
    verify();
    expect(await within(dialog).findByText(i18n.t('wizard.otp_digits'))).toBeTruthy();
    expect(callsTo(fetchMock, 'verify-otp')).toEqual([]);
    expect(await violations(document.body)).toEqual([]);

    fireEvent.paste(digits[0] as HTMLElement, { clipboardData: { getData: () => '654321' } });
    verify();
    expect(await within(dialog).findByText(i18n.t('verification.otp_wrong'))).toBeTruthy();
    expect(digits[0]?.getAttribute('aria-invalid')).toBe('true');
    fireEvent.paste(digits[0] as HTMLElement, { clipboardData: { getData: () => '123456' } });
    verify();
    expect(await within(dialog).findByText(i18n.t('verification.otp_verified'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    expect(screen.getByRole('img', { name: i18n.t('contact.verified') })).toBeTruthy();
    expect(screen.queryByText(i18n.t('verification.phone_unverified'))).toBeNull();

    fireEvent.click(next());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'save-contact-info')[0]?.body).toEqual({
      enrollment_id: enrollmentId,
      email_address: 'ana@example.com',
      phone_number: '2045550143',
      address1: '100 Main St',
      city: 'Dallas',
      zip: '75201',
      state: 'TX',
    });
    expect(await violations(container)).toEqual([]);
    // The popup's own 2 seconds before it closes, besides the clicks.
  }, 15_000);

  it('shows the check mark of a saved contact the server says was verified, until it is edited', async () => {
    await i18n.changeLanguage(language);
    const values: Record<string, string> = {
      email_address: 'ana@example.com',
      phone_number: '2045550143',
      address1: '100 Main St',
      city: 'Dallas',
      zip: '75201',
      state: 'TX',
    };
    givenApi({
      saved: fields.map((item) => ({ ...item, value: values[item.field_name] ?? null })),
      verified: ['phone'],
    });
    const { container } = renderStep();
    await screen.findByText(i18n.t('contact.intro'));
    const marks = () => screen.queryAllByRole('img', { name: i18n.t('contact.verified') });
    expect(marks()).toHaveLength(1);
    expect(input('contact.phone_number').getAttribute('aria-describedby')).toBeTruthy();
    expect(await violations(container)).toEqual([]);
    type('contact.phone_number', '2045550144');
    await waitFor(() => expect(marks()).toHaveLength(0));
    // The number verified, typed again, is verified again.
    type('contact.phone_number', '2045550143');
    await waitFor(() => expect(marks()).toHaveLength(1));
  });

  it('lets anyone skip a check once it failed, and keeps the contact unverified', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi();
    const { onDone } = renderStep();
    await screen.findByText(i18n.t('contact.intro'));
    expect(screen.queryByLabelText(i18n.t('contact.skip_validation_phone'))).toBeNull();
    type('contact.email_address', 'ana@example.com');
    type('contact.phone_number', '2045550143');
    // A failed check is hidden while skipped, and back when the box is cleared.
    fireEvent.blur(input('contact.phone_number'));
    expect(await screen.findByText(i18n.t('verification.phone_unverified'))).toBeTruthy();
    fireEvent.click(screen.getByLabelText(i18n.t('contact.skip_validation_phone')));
    expect(screen.queryByText(i18n.t('verification.phone_unverified'))).toBeNull();
    fireEvent.click(screen.getByLabelText(i18n.t('contact.skip_validation_phone')));
    expect(screen.getByText(i18n.t('verification.phone_unverified'))).toBeTruthy();
    fireEvent.click(screen.getByLabelText(i18n.t('contact.skip_validation_phone')));
    type('contact.address1', '100 Main St');
    type('contact.city', 'Dallas');
    type('contact.zip', '75201');
    await waitFor(() => expect(input('contact.state')).toHaveProperty('value', 'TX'));
    fireEvent.click(next());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'save-contact-info')[0]?.body).toMatchObject({ skip_validation_phone: 1 });
    expect(callsTo(fetchMock, 'save-contact-info')[0]?.body).not.toHaveProperty('skip_validation_email');
  });

  it("shows the save's Phone already exists as a plain error, with no code and no skip", async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi({
      saveContact: () => fieldError(400, 'phone_number', 'verification.phone_exists'),
    });
    const { container, onDone } = renderStep();
    await screen.findByText(i18n.t('contact.intro'));
    type('contact.email_address', 'ana@example.com');
    type('contact.phone_number', '2025550143');
    type('contact.address1', '100 Main St');
    type('contact.city', 'Dallas');
    type('contact.zip', '75201');
    await waitFor(() => expect(input('contact.state')).toHaveProperty('value', 'TX'));
    fireEvent.click(next());
    expect(await screen.findByText(i18n.t('verification.phone_exists'))).toBeTruthy();
    expect(callsTo(fetchMock, 'save-contact-info')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: i18n.t('contact.verify_otp_phone') })).toBeNull();
    expect(screen.queryByLabelText(i18n.t('contact.skip_validation_phone'))).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
    expect(await violations(container)).toEqual([]);
  });
});
