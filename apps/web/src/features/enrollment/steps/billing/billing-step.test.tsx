// The billing step in English and Spanish: EFT by default, the routing number filling the bank
// name (and the returned message under it when the directory does not know it), the contract's
// messages, bill dates "{n}th of month" with 28 chosen; a card checked by card-validator on Next
// (an invalid number refused before any save), "Choose physical address", the save's input;
// cards on file (selected, deselected by a second click); list/stmt one option with a note; the
// PNG copy of the step masking card and account numbers and the security code. Axe on each.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { emptySession, useSession } from '../../../../shared/session/session-store';
import { axeOptions, callsTo, failure, fakeApi, ok, renderAt } from '../../../../test-app';
import { pngCopyOf } from '../../form-png';
import { BillingStepLoaded } from './billing-step-loaded';
import { textFields } from './billing-values';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => useSession.setState(emptySession));

const enrollmentId = 'TEMP1234567890abcdefgh';
const fields = textFields.map((field_name) => ({
  field_name,
  value: field_name === 'bill_date' ? 28 : null,
  required: field_name !== 'address2',
  read_only: false,
}));
const nextYear = String(new Date().getFullYear() + 1);
const card = {
  card_id: 'CardOnFile000000000001',
  name_on_cc: 'Ana Ruiz',
  card_number: 'XXXX4444',
  expiration_month: '12',
  expiration_year: nextYear,
};

function givenApi({ methods = ['cc'], cards = [] as (typeof card)[] } = {}) {
  return fakeApi({
    'get-form-fields-billing-info': () => ok({ result: fields }),
    'get-payment-method': () => ok({ result: methods }),
    'get-existing-bank-info': () => ok({ result: [] }),
    'get-existing-card-info': () => ok({ result: cards }),
    'get-bill-date': () => ok({ result: [1, 15, 28].map((bill_date) => ({ bill_date })) }),
    'get-billing-text': () => ok({ result: 'BENEFIT STORE PREMIUM' }),
    'get-enrollment-temp-info': () =>
      ok({
        result: { address1: '100 Elm Street', city: 'Dallas', state: 'TX', zip: '75201', email_address: 'a@b.co' },
      }),
    'routing-number-bank-lookup': (url) =>
      url.searchParams.get('q') === '021000021'
        ? ok({ name: 'JPMorgan Chase Bank, NA' })
        : failure(400, i18n.t('wizard.routing_unknown'), {
            data: [{ target_element: 'q', error_message: i18n.t('wizard.routing_unknown') }],
          }),
    'save-billing-info': () => ok({}),
    'save-billing-info-existing': () => ok({}),
  });
}

function renderStep(onDone = vi.fn()) {
  const view = renderAt('/enrollment/billing-information', [
    {
      path: '/enrollment/billing-information',
      element: (
        <BillingStepLoaded enrollmentId={enrollmentId} onBack={vi.fn()} onDone={onDone} registerForm={vi.fn()} />
      ),
    },
  ]);
  return { ...view, onDone };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escaped(i18n.t(label))}\\s*\\*?$`)) as HTMLInputElement;
/** The field's wrapper: its label, input and messages. */
const fieldOf = (label: string) => input(label).closest('.mantine-InputWrapper-root') as HTMLElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const next = () => screen.getByRole('button', { name: i18n.t('wizard.next') });
const violations = async (container: HTMLElement) => (await axe.run(container, axeOptions)).violations.map((v) => v.id);

describe.each(['en', 'es'])('billing step in %s', (language) => {
  it('takes a bank account: the routing number names the bank, bill dates by day of month', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi();
    const { container, onDone } = renderStep();
    await screen.findByText(i18n.t('billing.intro'));
    // cc offers Credit Card and EFT; EFT is selected first.
    expect(screen.getByRole('radio', { name: i18n.t('billing.method_eft') })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: i18n.t('billing.method_cc') })).toBeTruthy();
    expect(screen.getByText(i18n.t('billing.eft_nsf'))).toBeTruthy();
    expect(screen.getByText(i18n.t('billing.descriptor', { descriptor: 'BENEFIT STORE PREMIUM' }))).toBeTruthy();
    expect(input('billing.bill_date').value).toBe('28');
    expect(
      screen.getByRole('option', { name: i18n.t('billing.bill_date_option', { count: 15, ordinal: true }) }),
    ).toBeTruthy();
    // Days in words: 1st, not 1th.
    expect(screen.getByRole('option', { name: language === 'es' ? 'Día 1 de cada mes' : '1st of month' })).toBeTruthy();

    fireEvent.click(next());
    expect((await screen.findAllByText(i18n.t('common.required'))).length).toBeGreaterThan(3);
    type('billing.routing_number', '021000031');
    expect(await screen.findByText(i18n.t('wizard.routing_invalid'))).toBeTruthy();
    type('billing.routing_number', '000000000');
    expect(await screen.findByText(i18n.t('wizard.routing_unknown'))).toBeTruthy();
    expect(input('billing.bank_name').value).toBe('');
    type('billing.routing_number', '021000021');
    await waitFor(() => expect(input('billing.bank_name').value).toBe('JPMORGAN CHASE BANK, NA'));
    expect(input('billing.routing_number').getAttribute('inputmode')).toBe('numeric');
    type('billing.account_name', 'Ana_Ruiz');
    type('billing.account_number', '123');
    fireEvent.click(next());
    expect(await screen.findByText(i18n.t('wizard.account_holder'))).toBeTruthy();
    expect(screen.getByText(i18n.t('wizard.account_digits'))).toBeTruthy();
    type('billing.account_name', 'Walter Ramírez');
    type('billing.account_number', '600011112222');
    fireEvent.change(input('billing.account_type'), { target: { value: 'checking' } });
    fireEvent.change(input('billing.account_holder_type'), { target: { value: 'individual' } });
    fireEvent.change(input('billing.bill_date'), { target: { value: '15' } });
    expect(await violations(container)).toEqual([]);

    // The step's PNG shows the account number's last four digits only (copied from its field:
    // jsdom copies a whole form's styles too slowly).
    const copy = pngCopyOf(fieldOf('billing.account_number'))?.outerHTML ?? '';
    expect(copy).not.toContain('600011112222');
    expect(copy).toContain('•••• 2222');

    fireEvent.click(next());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'save-billing-info')[0]?.body).toEqual({
      enrollment_id: enrollmentId,
      payment_method: 'eft',
      routing_number: '021000021',
      bank_name: 'JPMORGAN CHASE BANK, NA',
      account_name: 'Walter Ramírez',
      account_number: '600011112222',
      account_type: 'checking',
      account_holder_type: 'individual',
      bill_date: 15,
    });
    // Typing, axe and the copy's computed styles take their time in jsdom on a shared machine.
  }, 40_000);

  it('checks a card with card-validator, copies the physical address, and masks the PNG', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi();
    const { container, onDone } = renderStep();
    await screen.findByText(i18n.t('billing.intro'));
    fireEvent.click(screen.getByRole('radio', { name: i18n.t('billing.method_cc') }));
    expect(input('billing.card_number').getAttribute('autocomplete')).toBe('cc-number');
    expect(input('billing.security_code').getAttribute('autocomplete')).toBe('cc-csc');
    expect(input('billing.expiration_month').getAttribute('autocomplete')).toBe('cc-exp-month');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain(
      String(new Date().getFullYear() + 20),
    );
    type('billing.first_name_on_cc', 'Ana');
    type('billing.last_name_on_cc', 'Ruiz');
    type('billing.card_number', '4111111111111112');
    fireEvent.change(input('billing.expiration_month'), { target: { value: '09' } });
    fireEvent.change(input('billing.expiration_year'), { target: { value: nextYear } });
    type('billing.security_code', '1234');
    fireEvent.click(screen.getByLabelText(i18n.t('billing.is_physical_address')));
    await waitFor(() => expect(input('billing.address1').value).toBe('100 Elm Street'));
    expect(input('billing.address1').hasAttribute('readonly')).toBe(true);
    expect(input('billing.zip').value).toBe('75201');
    fireEvent.click(next());
    expect(await screen.findByText(i18n.t('wizard.card_invalid'))).toBeTruthy();
    // A Visa takes a 3-digit code.
    expect(screen.getByText(i18n.t('wizard.security_code'))).toBeTruthy();
    expect(callsTo(fetchMock, 'save-billing-info')).toEqual([]);

    type('billing.card_number', '4111111111111111');
    type('billing.security_code', '123');
    const copy = [fieldOf('billing.card_number'), fieldOf('billing.security_code')]
      .map((field) => pngCopyOf(field)?.outerHTML ?? '')
      .join('');
    expect(copy).not.toContain('4111111111111111');
    expect(copy).toContain('•••• 1111');
    expect(copy).toContain('value=""');
    expect(copy).not.toMatch(/value="123"/);
    expect(await violations(container)).toEqual([]);
    fireEvent.click(next());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'save-billing-info')[0]?.body).toEqual({
      enrollment_id: enrollmentId,
      payment_method: 'cc',
      first_name_on_cc: 'Ana',
      last_name_on_cc: 'Ruiz',
      card_number: '4111111111111111',
      expiration_month: '09',
      expiration_year: nextYear,
      security_code: '123',
      address1: '100 Elm Street',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      is_physical_address: 'yes',
    });
  }, 40_000);

  it('pays with a card on file; selecting it again enters a new card', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi({ cards: [card] });
    const { container, onDone } = renderStep();
    await screen.findByText(i18n.t('billing.intro'));
    fireEvent.click(screen.getByRole('radio', { name: i18n.t('billing.method_cc') }));
    const onFile = screen.getByRole('button', { name: new RegExp(escaped('4444')) });
    expect(onFile.getAttribute('aria-pressed')).toBe('true');
    expect(input('billing.card_number').disabled).toBe(true);
    fireEvent.click(onFile);
    expect(onFile.getAttribute('aria-pressed')).toBe('false');
    expect(input('billing.card_number').disabled).toBe(false);
    fireEvent.click(onFile);
    expect(await violations(container)).toEqual([]);
    fireEvent.click(next());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'save-billing-info-existing')[0]?.body).toEqual({
      enrollment_id: enrollmentId,
      payment_method: 'cc',
      card_id: card.card_id,
    });
  });

  it('shows a statement payment as one option with a note and no form', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi({ methods: ['stmt'] });
    const { container, onDone } = renderStep();
    await screen.findByText(i18n.t('billing.note_stmt'));
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.queryByLabelText(new RegExp(escaped(i18n.t('billing.routing_number'))))).toBeNull();
    expect(await violations(container)).toEqual([]);
    fireEvent.click(next());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'save-billing-info')[0]?.body).toEqual({
      enrollment_id: enrollmentId,
      payment_method: 'stmt',
    });
  });
});
