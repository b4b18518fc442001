// The beneficiary step in English and Spanish: beneficiaries added after the server checks each,
// the running total and the spec's messages (under 100, none, at 100), editing holds delete and
// Next with the spec's titles, Next only at exactly 100 saves the list; at most 3; the SSN asked
// only where the configuration requires it (decision 0042). Axe on each.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { emptySession, useSession } from '../../../../shared/session/session-store';
import { axeOptions, callsTo, failure, fakeApi, ok, renderAt } from '../../../../test-app';
import { BeneficiaryStepLoaded } from './beneficiary-step-loaded';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => useSession.setState(emptySession));

const enrollmentId = 'TEMP1234567890abcdefgh';
/** The step's fields: the SSN not required (so not asked) unless `ssnAsked`. */
const fieldsWith = (ssnAsked: boolean) =>
  ['first_name', 'middle_name', 'last_name', 'birthdate', 'ssn', 'relationship', 'beneficiary_percentage'].map(
    (field_name) => ({
      field_name,
      value: null,
      required: field_name === 'ssn' ? ssnAsked : field_name !== 'middle_name',
      read_only: false,
    }),
  );
const fields = fieldsWith(false);
const ssnAsked = fieldsWith(true);
const onFile = {
  beneficiary_id: 'BENE1234567890abcdefgh',
  first_name: 'Ana',
  middle_name: null,
  last_name: 'Reyes',
  birthdate: '02/14/1990',
  ssn: '***-**-6789',
  relationship: 'spouse',
  beneficiary_percentage: 100,
};

function givenApi(saved: unknown[] = [], configured = fields) {
  return fakeApi({
    'get-form-fields-beneficiary-info': () => ok({ result: configured }),
    'get-beneficiaries-existing-user-enrollment': () => ok({ result: saved }),
    'get-beneficiary-relationships': () =>
      ok({
        result: [
          { value: 'spouse', label: 'Spouse' },
          { value: 'child', label: 'Child' },
        ],
      }),
    'validate-single-beneficiary': () => ok({}),
    'save-beneficiary-info': () => ok({}),
  });
}

function renderStep() {
  const onDone = vi.fn();
  const view = renderAt('/enrollment/beneficiary-info', [
    {
      path: '/enrollment/beneficiary-info',
      element: (
        <BeneficiaryStepLoaded enrollmentId={enrollmentId} onBack={vi.fn()} onDone={onDone} registerForm={vi.fn()} />
      ),
    },
  ]);
  return { ...view, onDone };
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${i18n.t(label)}`));
const button = (label: string, options: Record<string, string | number> = {}) =>
  screen.getByRole('button', { name: i18n.t(label, options) });
const total = (n: number, key: 'wizard.beneficiary_total_under' | 'wizard.beneficiary_total_over') =>
  i18n.t(key).replace('{total}', String(n));

async function add(first: string, percentage: string) {
  fireEvent.click(await screen.findByRole('button', { name: i18n.t('beneficiary.add') }));
  fireEvent.change(input('beneficiary.first_name'), { target: { value: first } });
  fireEvent.change(input('beneficiary.last_name'), { target: { value: 'Reyes' } });
  fireEvent.change(input('beneficiary.birthdate'), { target: { value: '02/14/1990' } });
  fireEvent.change(input('beneficiary.relationship'), { target: { value: 'child' } });
  fireEvent.change(input('beneficiary.percentage'), { target: { value: percentage } });
  fireEvent.click(button('beneficiary.submit'));
  await screen.findByText(new RegExp(`${first} Reyes`));
}

describe.each(['en', 'es'])('beneficiary step in %s', (language) => {
  it('checks a beneficiary by the rules, then by the server; 60 and 30 are short of 100', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi();
    const { container } = renderStep();
    expect(await screen.findByText(i18n.t('wizard.beneficiary_none'))).toBeTruthy();

    // The contract's rules before the server is asked; the form takes the focus as it opens.
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('beneficiary.add') }));
    await waitFor(() => expect(document.activeElement).toBe(input('beneficiary.first_name')));
    fireEvent.change(input('beneficiary.percentage'), { target: { value: '1x50' } });
    expect(input('beneficiary.percentage')).toHaveProperty('value', '150');
    fireEvent.click(button('beneficiary.submit'));
    expect(await screen.findByText(i18n.t('wizard.beneficiary_percentage'))).toBeTruthy();
    expect(callsTo(fetchMock, 'validate-single-beneficiary')).toEqual([]);
    fireEvent.click(button('beneficiary.cancel'));

    await add('Leo', '60');
    // The total takes the focus as the form closes.
    await waitFor(() => expect(document.activeElement?.textContent).toBe(i18n.t('beneficiary.total', { total: 60 })));
    await add('Mia', '30');
    expect(await screen.findByText(total(90, 'wizard.beneficiary_total_under'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: i18n.t('beneficiary.next') })).toBeNull();
    expect(callsTo(fetchMock, 'validate-single-beneficiary')).toHaveLength(2);
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it('holds delete and Next while editing; fixed to 70 + 30, Next saves the list and goes on', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi(
      [
        { ...onFile, first_name: 'Leo', beneficiary_percentage: 60 },
        {
          ...onFile,
          beneficiary_id: 'BENE2234567890abcdefgh',
          first_name: 'Mia',
          ssn: null,
          beneficiary_percentage: 30,
        },
      ],
      ssnAsked,
    );
    const { onDone } = renderStep();
    expect(await screen.findByText(total(90, 'wizard.beneficiary_total_under'))).toBeTruthy();
    fireEvent.click(button('beneficiary.edit', { name: 'Leo Reyes' }));
    const remove = button('beneficiary.delete_named', { name: 'Mia Reyes' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    expect(remove.getAttribute('title')).toBe(i18n.t('beneficiary.delete_blocked'));
    fireEvent.change(input('beneficiary.percentage'), { target: { value: '70' } });
    fireEvent.click(button('beneficiary.submit'));
    expect(await screen.findByText(i18n.t('wizard.beneficiary_complete'))).toBeTruthy();

    // At 100 Next shows; editing again holds it with the spec's title.
    fireEvent.click(button('beneficiary.edit', { name: 'Mia Reyes' }));
    expect(button('beneficiary.next').getAttribute('title')).toBe(i18n.t('beneficiary.next_blocked'));
    expect(button('beneficiary.next').hasAttribute('disabled')).toBe(true);
    fireEvent.click(button('beneficiary.cancel'));
    expect(button('beneficiary.next').getAttribute('title')).toBe(i18n.t('beneficiary.next_title'));
    fireEvent.click(button('beneficiary.next'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const saved = callsTo(fetchMock, 'save-beneficiary-info')[0]?.body;
    expect(saved.beneficiaries).toEqual([
      expect.objectContaining({
        beneficiary_id: onFile.beneficiary_id,
        ssn: '***-**-6789',
        beneficiary_percentage: 70,
      }),
      expect.objectContaining({ first_name: 'Mia', beneficiary_percentage: 30 }),
    ]);
    expect(saved.beneficiaries[1]).not.toHaveProperty('ssn');
  });

  it('lists those on file, deletes and allows at most 3', async () => {
    await i18n.changeLanguage(language);
    givenApi([{ ...onFile, beneficiary_percentage: 40 }]);
    const { container } = renderStep();
    const row = (await screen.findByText(/Ana Reyes/)).closest('li');
    expect(row && within(row).getByText(/40%/)).toBeTruthy();
    await add('Leo', '20');
    await add('Mia', '20');
    expect(screen.getByText(i18n.t('wizard.beneficiary_max'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: i18n.t('beneficiary.add') })).toBeNull();
    fireEvent.click(button('beneficiary.delete_named', { name: 'Mia Reyes' }));
    expect(await screen.findByText(total(60, 'wizard.beneficiary_total_under'))).toBeTruthy();
    expect(screen.getByRole('button', { name: i18n.t('beneficiary.add') })).toBeTruthy();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it("shows a refused save's last message", async () => {
    await i18n.changeLanguage(language);
    const refused = total(110, 'wizard.beneficiary_total_over');
    fakeApi({
      'get-form-fields-beneficiary-info': () => ok({ result: fields }),
      'get-beneficiaries-existing-user-enrollment': () => ok({ result: [onFile] }),
      'get-beneficiary-relationships': () => ok({ result: [{ value: 'spouse', label: 'Spouse' }] }),
      'save-beneficiary-info': () =>
        failure(400, 'first', {
          data: [
            { target_element: 'beneficiaries.0.ssn', error_message: 'first' },
            { target_element: 'beneficiaries', error_message: refused },
          ],
        }),
    });
    const { onDone } = renderStep();
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('beneficiary.next') }));
    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("puts the server's check beside its field", async () => {
    await i18n.changeLanguage(language);
    fakeApi({
      'get-form-fields-beneficiary-info': () => ok({ result: ssnAsked }),
      'get-beneficiaries-existing-user-enrollment': () => ok({ result: [] }),
      'get-beneficiary-relationships': () => ok({ result: [{ value: 'child', label: 'Child' }] }),
      'validate-single-beneficiary': () =>
        failure(400, 'Invalid Social Security Number', {
          data: [{ target_element: 'ssn', error_message: 'Invalid Social Security Number' }],
        }),
    });
    renderStep();
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('beneficiary.add') }));
    fireEvent.change(input('beneficiary.first_name'), { target: { value: 'Leo' } });
    fireEvent.change(input('beneficiary.last_name'), { target: { value: 'Reyes' } });
    fireEvent.change(input('beneficiary.birthdate'), { target: { value: '02/14/1990' } });
    fireEvent.change(input('beneficiary.ssn'), { target: { value: '***-**-1111' } });
    fireEvent.change(input('beneficiary.relationship'), { target: { value: 'child' } });
    fireEvent.change(input('beneficiary.percentage'), { target: { value: '100' } });
    fireEvent.click(button('beneficiary.submit'));
    expect(await screen.findByText('Invalid Social Security Number')).toBeTruthy();
    expect(input('beneficiary.ssn').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks the SSN only where the configuration requires it', async () => {
    await i18n.changeLanguage(language);
    const ssnLabel = new RegExp(`^${i18n.t('beneficiary.ssn')}`);
    givenApi();
    const first = renderStep();
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('beneficiary.add') }));
    await screen.findByLabelText(new RegExp(`^${i18n.t('beneficiary.first_name')}`));
    expect(screen.queryByLabelText(ssnLabel)).toBeNull();
    first.unmount();

    givenApi([], ssnAsked);
    const { container } = renderStep();
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('beneficiary.add') }));
    expect((await screen.findByLabelText(ssnLabel)).hasAttribute('required')).toBe(true);
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });
});
