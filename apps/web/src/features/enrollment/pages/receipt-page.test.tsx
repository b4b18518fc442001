// The receipt in English and Spanish: "Dear {name}, Thank you", the confirmation number, the email
// note, the first invoice generated once and linked, the enrollment id forgotten once loaded, and
// Return to homepage by the spec's rules. Axe on each.
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { emptySession, useSession } from '../../../shared/session/session-store';
import { axeOptions, callsTo, fakeApi, ok, renderAt } from '../../../test-app';
import ReceiptPage, { homeAfterReceipt } from './receipt-page';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => useSession.setState({ ...emptySession, tempId: enrollmentId, eprocess: 'rep' }));

const enrollmentId = 'TEMP1234567890abcdefgh';
const invoiceId = 'INVO1234567890abcdefgh';
const receipt = (invoice: string | null) => ({
  policy_id: 'BS-7K4M-Q2XD-9HTR-WC3P',
  name: 'Ana Ruiz',
  callInvoice: invoice === null,
  effective_date: '2026-12-01',
  invoice_id: invoice,
});

const renderPage = () => renderAt('/enrollment/receipt', [{ path: '/enrollment/receipt', element: <ReceiptPage /> }]);

describe.each(['en', 'es'] as const)('the receipt in %s', (language) => {
  beforeEach(async () => {
    await i18n.changeLanguage(language);
  });

  it('thanks the person, shows the confirmation number and links the invoice it generated', async () => {
    const fetchMock = fakeApi({
      'get-receipt': () => ok(receipt(null)),
      autoInvoiceGeneration: () => ok({ invoice_id: invoiceId }),
    });
    const { container } = renderPage();
    await screen.findByRole('heading', { level: 1, name: i18n.t('receipt.dear', { name: 'Ana Ruiz' }) });
    expect(screen.getByText('BS-7K4M-Q2XD-9HTR-WC3P')).toBeTruthy();
    expect(screen.getByText(i18n.t('receipt.email_note'))).toBeTruthy();
    const link = await screen.findByRole('link', { name: i18n.t('receipt.invoice') });
    expect(link.getAttribute('href')).toBe(`/media/blobs/${invoiceId}`);
    expect(callsTo(fetchMock, 'autoInvoiceGeneration').map((call) => call.body)).toEqual([
      { enrollment_id: enrollmentId, policy_id: 'BS-7K4M-Q2XD-9HTR-WC3P', effectiveDate: '2026-12-01' },
    ]);
    await waitFor(() => expect(useSession.getState().tempId).toBeNull());
    expect(screen.getByRole('link', { name: i18n.t('receipt.home') }).getAttribute('href')).toBe('/agent-home');
    expect(screen.getByRole('button', { name: i18n.t('receipt.print') })).toBeTruthy();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it('links an invoice generated before without asking again', async () => {
    const fetchMock = fakeApi({ 'get-receipt': () => ok(receipt(invoiceId)) });
    renderPage();
    const link = await screen.findByRole('link', { name: i18n.t('receipt.invoice') });
    expect(link.getAttribute('href')).toBe(`/media/blobs/${invoiceId}`);
    expect(callsTo(fetchMock, 'autoInvoiceGeneration')).toEqual([]);
  });

  it('opens again for the person who completed it, after the enrollment id was forgotten', async () => {
    const fetchMock = fakeApi({ 'get-receipt': () => ok(receipt(invoiceId)) });
    const first = renderPage();
    await screen.findByText('BS-7K4M-Q2XD-9HTR-WC3P');
    await waitFor(() => expect(useSession.getState().tempId).toBeNull());
    first.unmount();
    renderPage();
    expect(await screen.findByText('BS-7K4M-Q2XD-9HTR-WC3P')).toBeTruthy();
    expect(callsTo(fetchMock, 'get-receipt').map((call) => call.query.enrollment_id)).toEqual([
      enrollmentId,
      enrollmentId,
    ]);
  });

  it('says so when there is no enrollment to show', async () => {
    useSession.setState({ tempId: null });
    fakeApi({});
    const { container } = renderPage();
    expect(await screen.findByText(i18n.t('receipt.none'))).toBeTruthy();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });
});

describe('Return to homepage', () => {
  it.each([
    [
      { open_type: 'agent', referral: { id: 'REF1', valid: true, referrer: null }, eprocess: 'rep' },
      '/referrals?rid=REF1',
    ],
    [{ open_type: 'group', referral: null, eprocess: 'group' }, '/'],
    [{ open_type: null, referral: null, eprocess: 'rep' }, '/agent-home'],
    [{ open_type: null, referral: null, eprocess: 'applicant' }, '/member-home'],
    [{ open_type: null, referral: null, eprocess: 'group' }, '/group-home'],
    // A visitor who quoted on the store's own pages is an applicant.
    [{ open_type: null, referral: null, eprocess: null }, '/member-home'],
  ] as const)('%o goes to %s', (session, path) => {
    expect(homeAfterReceipt(session)).toBe(path);
  });
});
