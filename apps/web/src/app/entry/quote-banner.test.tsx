// The get-started banner with featured plans: the contract's rules before any call, family fields by tier, a new
// enrollment (with the session's parties) or an update of the stored one, server field errors
// beside the field, then the plans page (landing-prefixed on a landing); no axe violations.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { emptySession, sessionStorageKey, useSession } from '../../shared/session/session-store';
import { axeOptions, callsTo, failure, fakeApi, ok, renderAt } from '../../test-app';
import { QuoteBanner } from './quote-banner';

const featured = {
  result: [{ plan_id: 'P1', plan_name: 'Dental Plus', plan_logo: '', plan_short_text: '<p>Cleanings</p>' }],
};

const renderBanner = (path = '/') =>
  renderAt(path, [
    { path: '/', element: <QuoteBanner /> },
    { path: '/:landing', element: <QuoteBanner /> },
  ]);

const field = (name: string) => screen.queryByRole('textbox', { name }) ?? screen.getByRole('combobox', { name });

function fill(values: { zip: string; gender: string; tier: string; dob: string }) {
  fireEvent.change(field(i18n.t('quote.zip')), { target: { value: values.zip } });
  fireEvent.change(field(i18n.t('quote.gender')), { target: { value: values.gender } });
  fireEvent.change(field(i18n.t('quote.tier')), { target: { value: values.tier } });
  fireEvent.change(field(i18n.t('quote.dob')), { target: { value: values.dob } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: i18n.t('quote.submit') }));

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

describe.each(['en', 'es'])('get-started banner in %s', (language) => {
  it('checks every field with the contract rules before calling the server', async () => {
    await i18n.changeLanguage(language);
    const api = fakeApi({ 'get-featured-plans': () => ok(featured) });
    const { container } = renderBanner();
    expect(await screen.findByText('Dental Plus')).toBeTruthy();
    submit();
    await waitFor(() => expect(screen.getAllByText(i18n.t('common.required')).length).toBe(4));
    expect(callsTo(api, 'add-filter-for-new-user')).toEqual([]);
    expect(field(i18n.t('quote.zip')).getAttribute('aria-invalid')).toBe('true');
    fill({ zip: '123', gender: '0', tier: 'IO', dob: '01/01/2020' });
    submit();
    expect(await screen.findByText(i18n.t('quoting.zip_digits'))).toBeTruthy();
    expect(await screen.findByText(i18n.t('quoting.age_range'))).toBeTruthy();
    const results = await axe.run(container, axeOptions);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('asks for the spouse and 1 to 8 children for the Family tier', async () => {
    await i18n.changeLanguage(language);
    fakeApi({});
    renderBanner();
    fireEvent.change(field(i18n.t('quote.tier')), { target: { value: 'IF' } });
    const children = await screen.findByRole('combobox', { name: i18n.t('quote.children') });
    expect(Array.from(children.querySelectorAll('option'), (option) => option.value)).toEqual([
      '',
      ...['1', '2', '3', '4', '5', '6', '7', '8'],
    ]);
    expect(field(i18n.t('quote.spouse_dob'))).toBeTruthy();
    fireEvent.change(field(i18n.t('quote.tier')), { target: { value: 'IC' } });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: i18n.t('quote.spouse_dob') })).toBeNull());
    expect(field(i18n.t('quote.children')).querySelectorAll('option').length).toBe(10);
  });

  it("creates the enrollment with the session's parties and goes to the landing's plans", async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ agent_id: 'AGENT1', eprocess: 'rep', open_type: 'agent' });
    const api = fakeApi({ 'add-filter-for-new-user': () => ok({ temp_enrollment_id: 'TEMP1' }) });
    renderBanner('/maria');
    fill({ zip: '30301', gender: '1', tier: 'IS', dob: '07041980' });
    fireEvent.change(await screen.findByRole('textbox', { name: i18n.t('quote.spouse_dob') }), {
      target: { value: '02/03/1982' },
    });
    submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/maria/plans');
    expect(callsTo(api, 'add-filter-for-new-user')[0]?.body).toEqual({
      zip: '30301',
      dob: '07/04/1980',
      gender: 1,
      tier: 'IS',
      spouse_dop: '02/03/1982',
      agent_id: 'AGENT1',
      eprocess: 'rep',
      open_type: 'agent',
      type: 'new-user',
    });
    expect(useSession.getState()).toMatchObject({ tempId: 'TEMP1', selectedTier: 'IS' });
    expect(localStorage.getItem(sessionStorageKey)).not.toMatch(/30301|1980/);
  });

  it('updates the stored enrollment and shows server field errors beside the field', async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ tempId: 'TEMP9' });
    const message = i18n.t('quoting.zip_invalid');
    const api = fakeApi({
      'change-filter-info': () => failure(400, message, { data: [{ target_element: 'zip', error_message: message }] }),
    });
    renderBanner();
    fill({ zip: '00000', gender: '0', tier: 'IO', dob: '07/04/1980' });
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    const [call] = callsTo(api, 'change-filter-info');
    expect(call?.url.pathname).toBe('/api/v1/change-filter-info/TEMP9');
    expect(call?.method).toBe('PUT');
    expect(field(i18n.t('quote.zip')).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
