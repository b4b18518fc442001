// The household popups: the contract's rules before any call, the fields saved with the plan being
// priced, the income popup's minimums and typed amounts ("55,000"), the tobacco default No, the tier
// popup asking at once for the family a tier covers, the dependent fields of the stored tier, and the
// server's messages shown in the popup; no axe violations.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { emptySession, useSession } from '../../../shared/session/session-store';
import { axeOptions, callsTo, failure, fakeApi, ok } from '../../../test-app';
import { household } from '../../../test-data';
import { jsonResponse, renderInApp } from '../../../test-render';
import { DependentModal, IncomeModal, TierModal, TobaccoModal } from './household-modals';

const api = (extra = {}) =>
  fakeApi({
    'get-enrollment-temp-info': () => ok({ result: { ...household, tier: 'IF', spouse_dop: null } }),
    'change-filter-info': () => ok({ filter_info: household }),
    ...extra,
  });
const save = () => fireEvent.click(screen.getByRole('button', { name: i18n.t('quote.save') }));
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

beforeEach(() => useSession.setState({ tempId: 'TEMP1' }));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

describe.each(['en', 'es'])('household popups in %s', (language) => {
  it('states the plan minimums, keeps itself open while amounts are too low, then saves "55,000"', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = api();
    const onClose = vi.fn();
    renderInApp(
      <IncomeModal
        opened
        onClose={onClose}
        planId="DI1"
        minimums={{ min_annual_income: 15_000, min_working_hours: 20 }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: i18n.t('quote.income_title') });
    const income = await screen.findByRole('textbox', { name: i18n.t('quote.annual_income') });
    const hours = screen.getByRole('textbox', { name: i18n.t('quote.working_hours') });
    expect(descriptionOf(income)).toBe(i18n.t('quote.income_minimum', { minimum: '$15,000' }));
    expect(descriptionOf(hours)).toBe(i18n.t('quote.hours_minimum', { minimum: 20 }));
    save();
    await waitFor(() => expect(screen.getAllByText(i18n.t('common.required')).length).toBe(2));
    expect((await axe.run(dialog, axeOptions)).violations.map((v) => v.id)).toEqual([]);
    fireEvent.change(income, { target: { value: '$12,000' } });
    fireEvent.change(hours, { target: { value: '10' } });
    save();
    expect(await screen.findByText(i18n.t('quote.income_too_low', { minimum: '$15,000' }))).toBeTruthy();
    expect(screen.getByText(i18n.t('quote.hours_too_low', { minimum: 20 }))).toBeTruthy();
    expect(callsTo(fetchMock, 'change-filter-info')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.change(income, { target: { value: '55.000,5' } });
    fireEvent.change(hours, { target: { value: '40' } });
    save();
    expect(await screen.findByText(i18n.t('quoting.income_format'))).toBeTruthy();
    fireEvent.change(income, { target: { value: '55,000' } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call] = callsTo(fetchMock, 'change-filter-info');
    expect(call?.url.pathname).toBe('/api/v1/change-filter-info/TEMP1');
    expect(call?.body).toEqual({ annual_incode: 55000, working_hours: 40, plan_id: 'DI1' });
  });

  it('starts tobacco usage at No and saves Yes', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = api();
    const onClose = vi.fn();
    renderInApp(<TobaccoModal opened onClose={onClose} />);
    const no = await screen.findByRole('radio', { name: i18n.t('quote.no') });
    await waitFor(() => expect(no).toHaveProperty('checked', true));
    fireEvent.click(screen.getByRole('radio', { name: i18n.t('quote.yes') }));
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'change-filter-info')[0]?.body).toEqual({ is_smoker: 1 });
  });

  it("says 'Please choose a tier' when none is chosen", async () => {
    await i18n.changeLanguage(language);
    api({ 'get-enrollment-temp-info': () => ok({ result: null }) });
    renderInApp(<TierModal opened onClose={() => undefined} />);
    await screen.findByRole('combobox', { name: i18n.t('quote.tier') });
    save();
    expect(await screen.findByText(i18n.t('quoting.choose_tier'))).toBeTruthy();
  });

  it('asks a new tier at once for the family it covers, saves that family (update-tier-info) and shows a refusal beside its field', async () => {
    await i18n.changeLanguage(language);
    const refused = i18n.t('quoting.age_range');
    const fetchMock = api({
      'get-enrollment-temp-info': () => ok({ result: { ...household, tier: 'IO', spouse_dop: null } }),
      'update-tier-info': () =>
        jsonResponse(400, {
          status: 'error',
          statusCode: 400,
          message: refused,
          data: [{ target_element: 'dep_dob', error_message: refused }],
        }),
    });
    renderInApp(<TierModal opened onClose={() => undefined} planId="L1" />);
    const tier = await screen.findByRole('combobox', { name: i18n.t('quote.tier') });
    await waitFor(() => expect(tier).toHaveProperty('value', 'IO'));
    expect(screen.queryByRole('textbox', { name: i18n.t('quote.spouse_dob') })).toBeNull();
    fireEvent.change(tier, { target: { value: 'IF' } });
    const spouse = screen.getByRole('textbox', { name: i18n.t('quote.spouse_dob') });
    const children = screen.getByRole('combobox', { name: i18n.t('quote.children') });
    expect(children.querySelectorAll('option').length).toBe(9);
    save();
    await waitFor(() => expect(descriptionOf(spouse)).toBe(i18n.t('common.required')));
    expect(descriptionOf(children)).toBe(i18n.t('common.required'));
    expect(callsTo(fetchMock, 'update-tier-info')).toEqual([]);
    fireEvent.change(tier, { target: { value: 'IC' } });
    expect(screen.queryByRole('textbox', { name: i18n.t('quote.spouse_dob') })).toBeNull();
    expect(screen.getByRole('combobox', { name: i18n.t('quote.children') }).querySelectorAll('option').length).toBe(10);
    fireEvent.change(tier, { target: { value: 'IF' } });
    fireEvent.change(screen.getByRole('textbox', { name: i18n.t('quote.spouse_dob') }), {
      target: { value: '01/15/1980' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: i18n.t('quote.children') }), { target: { value: '2' } });
    save();
    const typedSpouse = screen.getByRole('textbox', { name: i18n.t('quote.spouse_dob') });
    await waitFor(() => expect(descriptionOf(typedSpouse)).toBe(refused));
    expect(callsTo(fetchMock, 'update-tier-info')[0]?.body).toEqual({
      enrollment_id: 'TEMP1',
      plan_id: 'L1',
      dep_dob: '01/15/1980',
      no_of_children: 2,
    });
    expect(callsTo(fetchMock, 'change-filter-info')).toEqual([]);
  });

  it("asks for the Family tier's spouse and 1 to 8 children and shows the server's first message", async () => {
    await i18n.changeLanguage(language);
    const message = i18n.t('quoting.children_range_family');
    const fetchMock = api({ 'store-temp-dependent-info': () => failure(400, message) });
    renderInApp(<DependentModal opened onClose={() => undefined} planId="L1" />);
    const children = await screen.findByRole('combobox', { name: i18n.t('quote.children') });
    expect(children.querySelectorAll('option').length).toBe(9);
    save();
    await waitFor(() => expect(screen.getAllByText(i18n.t('common.required')).length).toBe(2));
    fireEvent.change(screen.getByRole('textbox', { name: i18n.t('quote.spouse_dob') }), {
      target: { value: '01/02/1981' },
    });
    fireEvent.change(children, { target: { value: '3' } });
    save();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(callsTo(fetchMock, 'store-temp-dependent-info')[0]?.body).toEqual({
      enrollment_id: 'TEMP1',
      plan_id: 'L1',
      spouse_dob: '01/02/1981',
      dep_dob: '01/02/1981',
      no_of_children: 3,
    });
  });
});
