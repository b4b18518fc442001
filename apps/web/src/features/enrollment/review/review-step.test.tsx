// The review step in English and Spanish: a numbered card per required section and Agreement &
// Signature always, View Details read-only with Edit Details (return marker, then the step), the
// order summary, the text-message option only for a rep's unsigned enrollment needing a signature,
// Complete Enrollment to the receipt, a step still to do named with a way to it, what changed when
// completion refused a stale cart (decision 0037), and the spec's error modal with Save & Continue
// Later. Axe on each.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { emptySession, useSession } from '../../../shared/session/session-store';
import { axeOptions, callsTo, failure, fakeApi, ok, renderAt } from '../../../test-app';
import { ReviewStep } from './review-step';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => useSession.setState({ ...emptySession, tempId: enrollmentId, cartCount: 2 }));

const enrollmentId = 'TEMP1234567890abcdefgh';
const required = ['primary_info', 'contact_info', 'employer_info', 'beneficiary_info', 'review_info'];
const tabs = [
  'primary_info',
  'contact_info',
  'employer_info',
  'beneficiary_info',
  'primary_health_info',
  'dependent_info',
  'review_info',
  'agreement_info',
  'billing_info',
].map((tab_name, order) => ({ tab_name, order, required: required.includes(tab_name) }));

const saved: Record<string, unknown> = {
  primary_info: { first_name: 'Ana', last_name: 'Ruiz', gender: 1, marital_status: 1, ssn: '***-**-4387' },
  contact_info: { email_address: 'ana@example.com', city: 'Dallas', state: 'TX', with_validation: 1 },
  employer_info: { name: 'Acme Logistics', holiday_policy: { Standard_6: 1, Birthday: 0 } },
  benificiary_info: { beneficiaries: [{ first_name: 'Leo', last_name: 'Ruiz', beneficiary_percentage: 100 }] },
  effective_date: '2026-12-01',
};

const cart = (signature: { has_already_signed: boolean; signature_required: boolean }) => ({
  result: [
    {
      plan_id: 'DEN-PLUS',
      plan_pricing_id: 'DEN-PLUS_IO',
      plan_name: 'Brightsmile Dental Plus',
      plan_logo: '',
      price: '32.10',
      removable: 1,
      line_type: 'plan',
      premium: '32.10',
      administrative_fee: '0.00',
      kept_by: [],
    },
  ],
  initial_month_cost: '32.10',
  recurring_month_cost: '32.10',
  special_message: '',
  has_l713: false,
  l713_net_price: '0.00',
  quote_name: '',
  effective_date: '2026-12-01',
  total_cost: '385.20',
  total_months: 12,
  breakdown: { premiums: '32.10', membership_fees: '0.00', administrative_fees: '0.00' },
  admin_fee_notice: false,
  optional_life_notice: false,
  ...signature,
});

let language: 'en' | 'es' = 'en';
let lastFetch: ReturnType<typeof fakeApi>;
const fetchOf = () => lastFetch;
const contactSaved = saved.contact_info as Record<string, unknown>;

function givenApi(
  complete: () => Response = () => ok({ policy_id: 'BS-7K4M-Q2XD-9HTR-WC3P' }),
  signature = { has_already_signed: false, signature_required: false },
  {
    shownTabs = tabs,
    answers = saved,
    staff = false,
  }: { shownTabs?: typeof tabs; answers?: Record<string, unknown>; staff?: boolean } = {},
) {
  lastFetch = fakeApi({
    'auth/session': () =>
      ok({
        signed_in: staff,
        ...(staff ? { role: 'rep', name: 'Maria Alvarez', agent_id: 'AgentAAAAAAAAAAAAAAAAA' } : {}),
        idle_expires_at: '2026-11-24T18:00:00.000Z',
        expires_at: '2026-11-24T20:00:00.000Z',
      }),
    'get-dynamic-tabs': () => ok({ result: shownTabs }),
    'get-enrollment-temp-info': (url) => ok({ result: answers[url.searchParams.get('column') ?? ''] ?? null }),
    'get-plan-cart': () => ok(cart(signature)),
    'get-cart-plan-info': () => ok({ is_IHA: false, has_spouse: false }),
    'save-review-info': complete,
    'save-screenshot': () => ok({}),
    'get-holiday-policy': () =>
      ok({
        result: [
          { value: 'Standard_6', label: language === 'es' ? 'Estándar (6 días)' : 'Standard (6 days)' },
          { value: 'Birthday', label: language === 'es' ? 'Cumpleaños' : 'Birthday' },
        ],
      }),
  });
  return lastFetch;
}

const renderStep = () =>
  renderAt('/enrollment/review-confirm', [
    {
      path: '/enrollment/review-confirm',
      element: <ReviewStep enrollmentId={enrollmentId} onBack={vi.fn()} onDone={vi.fn()} registerForm={vi.fn()} />,
    },
  ]);

describe.each(['en', 'es'] as const)('the review step in %s', (spoken) => {
  beforeEach(async () => {
    await i18n.changeLanguage(spoken);
    language = spoken;
  });

  it("shows coded answers by their option labels in the reader's language", async () => {
    givenApi();
    renderStep();
    const title = i18n.t('review.card_employer_info');
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('review.view_details_of', { title }) }));
    const dialog = await screen.findByRole('dialog', { name: title });
    const chosen = spoken === 'es' ? 'Estándar (6 días)' : 'Standard (6 days)';
    expect(await within(dialog).findByText(chosen)).toBeTruthy();
    expect(within(dialog).queryByText(spoken === 'es' ? 'Cumpleaños' : 'Birthday')).toBeNull();
  });

  it('numbers the required sections and Agreement & Signature, and shows the order summary', async () => {
    givenApi();
    const { container } = renderStep();
    const titles = [
      'review.card_primary_info',
      'review.card_contact_info',
      'review.card_employer_info',
      'review.card_beneficiary_info',
      'review.card_agreement_info',
    ].map((key, n) => i18n.t('review.card_number', { n: n + 1, title: i18n.t(key) }));
    await screen.findByRole('heading', { name: titles[0] });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      ...titles,
      i18n.t('review.order_summary'),
    ]);
    expect(screen.queryByText(i18n.t('review.card_primary_health_info'), { exact: false })).toBeNull();
    const summary = screen.getByRole('region', { name: i18n.t('review.order_summary') });
    await within(summary).findByText('Brightsmile Dental Plus');
    expect(within(summary).getByText(i18n.t('review.first_month'))).toBeTruthy();
    expect(within(summary).getAllByText(/32[.,]10/).length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByRole('checkbox', { name: i18n.t('review.send_sms') })).toBeNull();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it('shows a section read-only, and Edit Details goes to its step with the return marker', async () => {
    givenApi();
    const { container } = renderStep();
    const title = i18n.t('review.card_primary_info');
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('review.view_details_of', { title }) }));
    const dialog = await screen.findByRole('dialog', { name: title });
    await within(dialog).findByText('Ana');
    expect(within(dialog).getByText(i18n.t('wizard.first_name'))).toBeTruthy();
    expect(within(dialog).getByText(i18n.t('wizard.gender_1'))).toBeTruthy();
    expect(within(dialog).getByText('***-**-4387')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('review.edit_details') }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/enrollment/personal-info'));
    expect(useSession.getState().navto).toBe('primary_info');
  });

  it('counts health answers kept sealed (an empty object) as saved, and says they are private', async () => {
    const withHealth = tabs.map((tab) => (tab.tab_name === 'primary_health_info' ? { ...tab, required: true } : tab));
    givenApi(undefined, undefined, { shownTabs: withHealth, answers: { ...saved, health_info: {} } });
    const { container } = renderStep();
    const title = i18n.t('review.card_primary_health_info');
    const card = (await screen.findByRole('heading', { name: i18n.t('review.card_number', { n: 5, title }) })).closest(
      'section',
    );
    if (!card) throw new Error('no health card');
    expect(await within(card).findByText(i18n.t('review.saved'))).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: i18n.t('review.view_details_of', { title }) }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText(i18n.t('review.kept_private'))).toBeTruthy();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it("shows a dependent's disability answer in words, and not the employed flag every dependent has", async () => {
    const withDependents = tabs.map((tab) => (tab.tab_name === 'dependent_info' ? { ...tab, required: true } : tab));
    const dependent = {
      first_name: 'Mia',
      last_name: 'Ruiz',
      relationship: 'child',
      employed: 0,
      is_legally_disabled: 0,
    };
    givenApi(undefined, undefined, {
      shownTabs: withDependents,
      answers: { ...saved, dependent_info: { dependents: [dependent] } },
    });
    const { container } = renderStep();
    const title = i18n.t('review.card_dependent_info');
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('review.view_details_of', { title }) }));
    const dialog = await screen.findByRole('dialog', { name: title });
    const disabled = (await within(dialog).findByText(i18n.t('dependent.disabled'))).closest('tr');
    expect(disabled?.textContent).toBe(`${i18n.t('dependent.disabled')}${i18n.t('review.no')}`);
    expect(within(dialog).queryByText('Employed')).toBeNull();
    expect(within(dialog).queryByText('0')).toBeNull();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it('shows the billing codes in words, the payment method first', async () => {
    const withBilling = tabs.map((tab) => (tab.tab_name === 'billing_info' ? { ...tab, required: true } : tab));
    const payment = {
      bank_name: 'WELLS FARGO BANK, NA',
      bill_date: 28,
      account_type: 'checking',
      account_number: 'XXXX6789',
      payment_method: 'eft',
      account_holder_type: 'individual',
    };
    givenApi(undefined, undefined, { shownTabs: withBilling, answers: { ...saved, payment_info: payment } });
    const { container } = renderStep();
    const title = i18n.t('review.card_billing_info');
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('review.view_details_of', { title }) }));
    const dialog = await screen.findByRole('dialog', { name: title });
    await within(dialog).findByText('WELLS FARGO BANK, NA');
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[0]).toBe(`${i18n.t('review.payment_method')}${i18n.t('billing.method_eft')}`);
    for (const shown of [
      i18n.t('billing.account_checking'),
      i18n.t('billing.holder_individual'),
      i18n.t('billing.bill_date_option', { count: 28, ordinal: true }),
    ])
      expect(within(dialog).getByText(shown)).toBeTruthy();
    expect(within(dialog).queryByText('checking')).toBeNull();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it('shows verification flags, the card type, the physical-address choice and the dependents in words', async () => {
    const more = ['billing_info', 'dependent_info'];
    const shownTabs = tabs.map((tab) => (more.includes(tab.tab_name) ? { ...tab, required: true } : tab));
    const contact = { ...(saved.contact_info as object), email_verified: 0, phone_verified: 1 };
    const payment = { payment_method: 'cc', card_type: 'visa', card_number: 'XXXX1111', is_physical_address: 'yes' };
    const dependent_info = { dependents: [{ first_name: 'Mia', last_name: 'Ruiz', employed: 0 }] };
    givenApi(undefined, undefined, {
      shownTabs,
      answers: { ...saved, contact_info: contact, payment_info: payment, dependent_info },
    });
    const { container } = renderStep();
    const open = async (key: string) => {
      const title = i18n.t(key);
      fireEvent.click(await screen.findByRole('button', { name: i18n.t('review.view_details_of', { title }) }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await within(dialog).findAllByRole('row');
      return dialog;
    };
    const rowsOf = (dialog: HTMLElement) =>
      within(dialog)
        .getAllByRole('row')
        .map((row) => [row.querySelector('th')?.textContent, row.querySelector('td')?.textContent]);
    const yes = i18n.t('review.yes');
    const no = i18n.t('review.no');
    const close = (dialog: HTMLElement) =>
      fireEvent.click(within(dialog).getAllByRole('button', { name: i18n.t('review.close') })[0] as HTMLElement);
    const contactDialog = await open('review.card_contact_info');
    const contactRows = rowsOf(contactDialog);
    expect(contactRows).toEqual(
      expect.arrayContaining([
        [i18n.t('review.email_verified'), no],
        [i18n.t('review.phone_verified'), yes],
      ]),
    );
    close(contactDialog);
    const billingDialog = await open('review.card_billing_info');
    const billingRows = rowsOf(billingDialog);
    expect(billingRows).toEqual(
      expect.arrayContaining([
        [i18n.t('review.card_type'), 'Visa'],
        [i18n.t('billing.is_physical_address'), yes],
      ]),
    );
    close(billingDialog);
    const dependents = await open('review.card_dependent_info');
    expect(within(dependents).getByText(i18n.t('review.dependents'))).toBeTruthy();
    for (const raw of ['0', '1', 'yes', 'visa', 'Dependents', 'Email verified', 'Phone verified', 'Card type'])
      if (spoken === 'es' || !['Dependents', 'Email verified', 'Phone verified', 'Card type'].includes(raw))
        expect(within(document.body).queryByText(raw)).toBeNull();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it("shows the signature's record in words: who signed, how, when", async () => {
    const record = {
      eprocess: 'sigapplicant',
      signature_method: 'typed',
      signed_at: '2026-11-24T22:40:33.441Z',
      language: 'es',
      text_sha256: 'b0167660b18e450b38e6f300b0ddba0ba9d6f5942c15f2818c5c9ed0ca565520',
      esign_consent: true,
      agreements_accepted: 5,
      signature_blob: 'BlobAAAAAAAAAAAAAAAAAA',
      signature_size: { width: 900, height: 600 },
    };
    givenApi(undefined, undefined, { answers: { ...saved, aggrement_info: record } });
    const { container } = renderStep();
    const title = i18n.t('review.card_agreement_info');
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('review.view_details_of', { title }) }));
    const dialog = await screen.findByRole('dialog', { name: title });
    await within(dialog).findByText(i18n.t('agreement.signer_sigapplicant'));
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => row.querySelector('th')?.textContent);
    expect(rows).toEqual(
      expect.arrayContaining([
        i18n.t('agreement.eprocess'),
        i18n.t('agreement.signature_method'),
        i18n.t('agreement.signed_at'),
        i18n.t('agreement.consent_title'),
      ]),
    );
    expect(within(dialog).getByText(i18n.t('agreement.method_typed'))).toBeTruthy();
    expect(within(dialog).getByText(i18n.t('agreement.language_es'))).toBeTruthy();
    expect(within(dialog).getByText(/2026/).tagName).toBe('TIME');
    for (const raw of ['sigapplicant', 'typed', 'BlobAAAAAAAAAAAAAAAAAA', 'Eprocess', 'Signature blob'])
      expect(within(dialog).queryByText(raw)).toBeNull();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

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
