// The household form as typed: birth dates keystroke by keystroke (a "/" ends and pads a segment,
// a month over 12 is named, not dropped), the zip checked once five digits are typed, the Family
// tier asking at once for the spouse and 1 to 8 children, and the server's tier error beside the tier.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { emptySession, useSession } from '../../../shared/session/session-store';
import { axeOptions, callsTo, fakeApi, ok } from '../../../test-app';
import { jsonResponse, renderInApp } from '../../../test-render';
import { HouseholdForm } from './household-form';

const place = { zip_code: '75201', city: 'Dallas', state_abbreviation: 'TX', state_name: 'Texas' };
const api = (extra = {}) =>
  fakeApi({
    'validate-zip-code': (url) =>
      url.searchParams.get('zip_code') === '75201'
        ? ok({ result: [place] })
        : jsonResponse(400, {
            status: 'error',
            statusCode: 400,
            message: i18n.t('quoting.zip_invalid'),
            data: [{ target_element: 'zip', error_message: i18n.t('quoting.zip_invalid') }],
          }),
    ...extra,
  });

/** Types `keys` into `field` one keystroke at a time, each going through the field's own rule. */
function typeInto(field: HTMLElement, keys: string) {
  for (const key of keys) {
    const input = field as HTMLInputElement;
    fireEvent.change(input, { target: { value: input.value + key } });
  }
}

const textbox = (name: string) => screen.getByRole('textbox', { name: i18n.t(name) });
const combobox = (name: string) => screen.getByRole('combobox', { name: i18n.t(name) });
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(emptySession);
});

describe.each(['en', 'es'])('the household form in %s', (language) => {
  it('keeps every keystroke of a birth date and says what a month or day must be', async () => {
    await i18n.changeLanguage(language);
    api();
    renderInApp(<HouseholdForm submitLabel="Go" onSaved={() => undefined} />);
    const dob = textbox('quote.dob');
    typeInto(dob, '7/4/1980');
    expect(dob).toHaveProperty('value', '07/04/1980');
    fireEvent.change(dob, { target: { value: '' } });
    typeInto(dob, '1/15/1980');
    expect(dob).toHaveProperty('value', '01/15/1980');
    fireEvent.change(dob, { target: { value: '' } });
    typeInto(dob, '13');
    expect(dob).toHaveProperty('value', '13/');
    expect(descriptionOf(dob)).toBe(i18n.t('quote.month_range'));
    fireEvent.change(dob, { target: { value: '' } });
    typeInto(dob, '0732');
    expect(descriptionOf(dob)).toBe(i18n.t('quote.day_range'));
  });

  it('checks the zip once five digits are typed: its place, or what is wrong with it', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = api();
    renderInApp(<HouseholdForm submitLabel="Go" onSaved={() => undefined} />);
    const zip = textbox('quote.zip');
    typeInto(zip, '0000');
    expect(callsTo(fetchMock, 'validate-zip-code')).toEqual([]);
    typeInto(zip, '0');
    await waitFor(() => expect(descriptionOf(zip)).toBe(i18n.t('quoting.zip_invalid')));
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(zip, { target: { value: '75201' } });
    await waitFor(() => expect(descriptionOf(zip)).toBe('Dallas, TX'));
    expect(zip.getAttribute('aria-invalid')).not.toBe('true');
    expect(callsTo(fetchMock, 'validate-zip-code').map((call) => call.query.zip_code)).toEqual(['00000', '75201']);
  });

  it('asks a Family tier for the spouse and 1 to 8 children at once, and shows the tier refused beside it', async () => {
    await i18n.changeLanguage(language);
    const tierRefused = i18n.t('quoting.tier_mismatch');
    const fetchMock = api({
      'add-filter-for-new-user': () =>
        jsonResponse(400, {
          status: 'error',
          statusCode: 400,
          message: tierRefused,
          data: [{ target_element: 'tier', error_message: tierRefused }],
        }),
    });
    const { container } = renderInApp(<HouseholdForm submitLabel="Go" onSaved={() => undefined} />);
    expect(screen.queryByRole('textbox', { name: i18n.t('quote.spouse_dob') })).toBeNull();
    fireEvent.change(combobox('quote.tier'), { target: { value: 'IF' } });
    const children = combobox('quote.children');
    expect([...children.querySelectorAll('option')].map((option) => option.value)).toEqual([
      '',
      ...'12345678'.split(''),
    ]);
    fireEvent.change(textbox('quote.zip'), { target: { value: '75201' } });
    fireEvent.change(combobox('quote.gender'), { target: { value: '0' } });
    typeInto(textbox('quote.dob'), '7/4/1980');
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(descriptionOf(textbox('quote.spouse_dob'))).toBe(i18n.t('common.required')));
    expect(descriptionOf(children)).toBe(i18n.t('common.required'));
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);

    typeInto(textbox('quote.spouse_dob'), '1/15/1980');
    fireEvent.change(children, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(descriptionOf(combobox('quote.tier'))).toBe(tierRefused));
    expect(callsTo(fetchMock, 'add-filter-for-new-user')[0]?.body).toMatchObject({
      zip: '75201',
      dob: '07/04/1980',
      gender: 0,
      tier: 'IF',
      spouse_dop: '01/15/1980',
      child_num: 2,
    });
  });
});
