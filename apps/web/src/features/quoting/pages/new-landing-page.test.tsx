// The get-a-quote landing: a category is required ('Please select a category.'), the tier follows
// from spouse and dependents, the chosen category goes with the new enrollment and its plans open.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { emptySession, useSession } from '../../../shared/session/session-store';
import { axeOptions, callsTo, fakeApi, ok, renderAt } from '../../../test-app';
import NewLandingPage from './new-landing-page';

const field = (name: string) => screen.queryByRole('textbox', { name }) ?? screen.getByRole('combobox', { name });
const submit = () => fireEvent.click(screen.getByRole('button', { name: i18n.t('quote.get_quote') }));
const renderPage = () => renderAt('/new-landing', [{ path: '/new-landing', element: <NewLandingPage /> }]);

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

describe.each(['en', 'es'])('get-a-quote landing in %s', (language) => {
  it('asks for a category and the required fields before any call', async () => {
    await i18n.changeLanguage(language);
    const api = fakeApi({});
    const { container } = renderPage();
    submit();
    expect(await screen.findByText(i18n.t('quoting.choose_category'))).toBeTruthy();
    expect(screen.getAllByText(i18n.t('common.required')).length).toBe(3);
    expect(callsTo(api, 'add-filter-for-new-user')).toEqual([]);
    const results = await axe.run(container, axeOptions);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('derives the tier, sends the category and opens its plans', async () => {
    await i18n.changeLanguage(language);
    const api = fakeApi({ 'add-filter-for-new-user': () => ok({ temp_enrollment_id: 'TEMP2' }) });
    renderPage();
    fireEvent.change(field(i18n.t('quote.zip')), { target: { value: '75201' } });
    fireEvent.change(field(i18n.t('quote.dob')), { target: { value: '07/04/1980' } });
    fireEvent.change(field(i18n.t('quote.gender')), { target: { value: '0' } });
    fireEvent.change(field(i18n.t('quote.spouse_dob')), { target: { value: '01/02/1981' } });
    fireEvent.change(field(i18n.t('quote.dependents')), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('radio', { name: i18n.t('catalog.category_vision') }));
    submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/new-plans?type=vision');
    expect(callsTo(api, 'add-filter-for-new-user')[0]?.body).toMatchObject({
      tier: 'IF',
      spouse_dop: '01/02/1981',
      child_num: 2,
      categories: ['vision'],
    });
    await waitFor(() => expect(useSession.getState().new_landing_category).toBe('vision'));
  });

  it('makes Member Only without family', async () => {
    await i18n.changeLanguage(language);
    const api = fakeApi({ 'add-filter-for-new-user': () => ok({ temp_enrollment_id: 'TEMP3' }) });
    renderPage();
    fireEvent.change(field(i18n.t('quote.zip')), { target: { value: '75201' } });
    fireEvent.change(field(i18n.t('quote.dob')), { target: { value: '07/04/1980' } });
    fireEvent.change(field(i18n.t('quote.gender')), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('radio', { name: i18n.t('catalog.category_dental') }));
    submit();
    await screen.findByTestId('location');
    expect(callsTo(api, 'add-filter-for-new-user')[0]?.body).toMatchObject({ tier: 'IO', gender: 1, child_num: 0 });
  });
});
