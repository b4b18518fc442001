// The household popups: the contract's rules before any call, the fields saved with the plan being
// priced, the tobacco default No, the dependent fields of the stored tier, and the server's first
// message shown in the popup; no axe violations.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { emptySession, useSession } from '../../../shared/session/session-store';
import { axeOptions, callsTo, failure, fakeApi, ok } from '../../../test-app';
import { household } from '../../../test-data';
import { renderInApp } from '../../../test-render';
import { DependentModal, IncomeModal, TierModal, TobaccoModal } from './household-modals';

const api = (extra = {}) =>
  fakeApi({
    'get-enrollment-temp-info': () => ok({ result: { ...household, tier: 'IF', spouse_dop: null } }),
    'change-filter-info': () => ok({ filter_info: household }),
    ...extra,
  });
const save = () => fireEvent.click(screen.getByRole('button', { name: i18n.t('quote.save') }));

beforeEach(() => useSession.setState({ tempId: 'TEMP1' }));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

describe.each(['en', 'es'])('household popups in %s', (language) => {
  it('asks for income and hours, then saves them with the plan', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = api();
    const onClose = vi.fn();
    renderInApp(<IncomeModal opened onClose={onClose} planId="DI1" />);
    const dialog = await screen.findByRole('dialog', { name: i18n.t('quote.income_title') });
    save();
    await waitFor(() => expect(screen.getAllByText(i18n.t('common.required')).length).toBe(2));
    expect((await axe.run(dialog, axeOptions)).violations.map((v) => v.id)).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: i18n.t('quote.annual_income') }), {
      target: { value: '52000' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: i18n.t('quote.working_hours') }), { target: { value: '40' } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call] = callsTo(fetchMock, 'change-filter-info');
    expect(call?.url.pathname).toBe('/api/v1/change-filter-info/TEMP1');
    expect(call?.body).toEqual({ annual_incode: 52000, working_hours: 40, plan_id: 'DI1' });
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
    await screen.findByRole('dialog', { name: i18n.t('quote.tier_title') });
    save();
    expect(await screen.findByText(i18n.t('quoting.choose_tier'))).toBeTruthy();
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
