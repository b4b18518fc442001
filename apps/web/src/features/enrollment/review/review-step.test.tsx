// The review step in English and Spanish: a numbered card per required section and Agreement &
// Signature always, View Details read-only with Edit Details (return marker, then the step), the
// order summary, and every saved answer in words. Axe on each. Completing it: review-complete.test.tsx.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { emptySession, useSession } from '../../../shared/session/session-store';
import { axeOptions } from '../../../test-app';
import { enrollmentId, givenApi, renderStep, saved, speak, tabs } from './review-fixtures';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => useSession.setState({ ...emptySession, tempId: enrollmentId, cartCount: 2 }));

describe.each(['en', 'es'] as const)('the review step in %s', (spoken) => {
  beforeEach(() => speak(spoken));

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
});
