// Decision 0042: the contact step asks birth state and city only where the configuration requires
// them, in English and Spanish. Axe on each.
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { emptySession, useSession } from '../../../../shared/session/session-store';
import { axeOptions, fakeApi, ok, renderAt } from '../../../../test-app';
import { ContactStepLoaded } from './contact-step-loaded';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => useSession.setState(emptySession));

const field = (field_name: string, required: boolean) => ({ field_name, value: null, required, read_only: false });
const fields = (birthRequired: boolean) => [
  field('email_address', true),
  field('phone_number', true),
  field('address1', true),
  field('address2', false),
  field('city', true),
  field('zip', true),
  field('state', true),
  field('birth_state', birthRequired),
  field('birth_city', birthRequired),
];
const birthFields = () => [
  screen.queryByLabelText(new RegExp(`^${i18n.t('contact.birth_state')}`)),
  screen.queryByLabelText(new RegExp(`^${i18n.t('contact.birth_city')}`)),
];

function renderWith(birthRequired: boolean) {
  fakeApi({
    'auth/session': () =>
      ok({ signed_in: false, idle_expires_at: '2026-11-24T18:00:00.000Z', expires_at: '2026-11-24T20:00:00.000Z' }),
    'get-form-fields-contact-info': () => ok({ result: fields(birthRequired), verified_contacts: [] }),
  });
  return renderAt('/enrollment/contact-info', [
    {
      path: '/enrollment/contact-info',
      element: (
        <ContactStepLoaded
          enrollmentId="TEMP1234567890abcdefgh"
          onBack={vi.fn()}
          onDone={vi.fn()}
          registerForm={vi.fn()}
        />
      ),
    },
  ]);
}

describe.each(['en', 'es'])('contact fields by configuration in %s', (language) => {
  it('leaves out birth state and city unless the configuration requires them', async () => {
    await i18n.changeLanguage(language);
    const dropped = renderWith(false);
    await screen.findByText(i18n.t('contact.intro'));
    expect(birthFields()).toEqual([null, null]);
    dropped.unmount();
    const { container } = renderWith(true);
    await screen.findByText(i18n.t('contact.intro'));
    expect(birthFields().every((element) => element !== null)).toBe(true);
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });
});
