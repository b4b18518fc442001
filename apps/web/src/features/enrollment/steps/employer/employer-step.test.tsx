// The employer step in English and Spanish: prefilled from the server's fields, a retired status
// blocks at once, a required holiday policy needs a ticked box, the save sends the contract's
// input and goes on; USPS validation asked by a box, and Skip Phone Validation offered once the
// server could not verify the phone (issue 32, item 16); a saved choice shown once its list loads;
// Skip only with an IHA plan in the cart, recorded by skip-employer-info (item 1). In the wizard's
// frame, Next shows the step busy at once and the form's picture is sent once (item 28); Save &
// Continue Later sends the half-filled form as typed, the server's refusal of a typed field beside
// it (item 4); the industry, vacation policy and bargaining unit asked only where required (item
// 17). Axe on each.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { emptySession, useSession } from '../../../../shared/session/session-store';
import { axeOptions, callsTo, failure, fakeApi, ok, renderAt } from '../../../../test-app';
import WizardPage from '../../pages/wizard-page';
import { EmployerStepLoaded } from './employer-step-loaded';

/**
 * jsdom lays out and paints nothing: while `run` runs, forms have a size, the picture's off-screen
 * copy has no styles to read (jsdom reads them slowly, and would paint none), and a canvas gives a
 * stand-in PNG, so that the step's picture is made (by the real form-png.ts) and its sending counted.
 */
async function withPictures(run: () => Promise<void>) {
  const computed = window.getComputedStyle;
  const unstyled = { [Symbol.iterator]: [][Symbol.iterator], getPropertyValue: () => '' };
  const stubs = [
    [
      window,
      'getComputedStyle',
      (element: Element, pseudo?: string | null) =>
        element.closest('[inert]') ? unstyled : computed.call(window, element, pseudo),
    ],
    [HTMLElement.prototype, 'getBoundingClientRect', () => ({ width: 800, height: 600 })],
    [HTMLImageElement.prototype, 'decode', async () => undefined],
    [HTMLCanvasElement.prototype, 'getContext', () => ({ fillRect() {}, drawImage() {} })],
    [HTMLCanvasElement.prototype, 'toDataURL', () => 'data:image/png;base64,iVBORw0KGgo='],
  ] as const;
  const originals = stubs.map(([target, name]) => Object.getOwnPropertyDescriptor(target, name));
  for (const [target, name, value] of stubs) Object.defineProperty(target, name, { configurable: true, value });
  try {
    await run();
  } finally {
    stubs.forEach(([target, name], index) => {
      const original = originals[index];
      if (original) Object.defineProperty(target, name, original);
      else Reflect.deleteProperty(target, name);
    });
  }
}

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => useSession.setState(emptySession));

const enrollmentId = 'TEMP1234567890abcdefgh';
const field = (field_name: string, value: string | number | null, required = true) => ({
  field_name,
  value,
  required,
  read_only: false,
});
const fields = [
  field('name', 'Acme Logistics'),
  field('phone', '2145550100'),
  field('address1', '100 Commerce St'),
  field('address2', null, false),
  field('city', 'Dallas'),
  field('state', 'TX'),
  field('zip', '75201'),
  field('average_work_week', null),
  field('employment_start_date', null),
  field('occupation', null),
  field('compensation_type', null),
  field('employment_status', null),
  field('emp_industry', null, false),
  field('emp_num_employed', null),
  field('emp_vac_policy', null, false),
  field('emp_barg_unit', null, false),
  field('holiday_policy', null),
];
const options =
  (...values: string[]) =>
  () =>
    ok({ result: values.map((value) => ({ value, label: `Option ${value}` })) });

function givenApi(isIha = false, more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'get-form-fields-employer-info': () => ok({ result: fields }),
    'get-cart-plan-info': () => ok({ is_IHA: isIha, has_spouse: false }),
    'get-average-work-week': options('40+'),
    'get-vacation-policy': options('2W'),
    'get-bargaining-unit': options('none'),
    'get-holiday-policy': options('Standard_6', 'Birthday'),
    'get-employment-status': options('A', 'C', 'R'),
    'get-compensation-types': options('Salary'),
    'save-employer-info': () => ok({}),
    'skip-employer-info': () => ok({}),
    ...more,
  });
}

function renderStep(onDone = vi.fn()) {
  const view = renderAt('/enrollment/employer-info', [
    {
      path: '/enrollment/employer-info',
      element: (
        <EmployerStepLoaded enrollmentId={enrollmentId} onBack={vi.fn()} onDone={onDone} registerForm={vi.fn()} />
      ),
    },
  ]);
  return { ...view, onDone };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const input = (label: string) => screen.getByLabelText(new RegExp(`^${escaped(i18n.t(label))}`));
const choose = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const next = () => screen.getByRole('button', { name: i18n.t('employer.next') });

describe.each(['en', 'es'])('employer step in %s', (language) => {
  it('is prefilled, blocks a retired status, asks for a holiday policy, then saves and goes on', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi();
    const { container, onDone } = renderStep();
    expect(await screen.findByDisplayValue('Acme Logistics')).toBeTruthy();
    await screen.findByRole('option', { name: 'Option R' });
    expect(screen.queryByRole('button', { name: i18n.t('employer.skip') })).toBeNull();

    choose('employer.employment_status', 'R');
    expect(await screen.findByText(i18n.t('wizard.retired_blocked'))).toBeTruthy();
    expect(next().hasAttribute('disabled')).toBe(true);

    choose('employer.employment_status', 'A');
    choose('employer.employment_start_date', '03/01/2020');
    fireEvent.change(input('employer.occupation'), { target: { value: 'Dispatcher' } });
    choose('employer.compensation_type', 'Salary');
    choose('employer.average_work_week', '40+');
    fireEvent.change(input('employer.emp_num_employed'), { target: { value: '120' } });
    fireEvent.click(next());
    expect(await screen.findByText(i18n.t('wizard.holiday_required'))).toBeTruthy();
    expect(callsTo(fetchMock, 'save-employer-info')).toEqual([]);
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Option Birthday' }));
    fireEvent.click(next());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'save-employer-info')[0]?.body).toMatchObject({
      enrollment_id: enrollmentId,
      name: 'Acme Logistics',
      employment_status: 'A',
      employment_start_date: '03/01/2020',
      emp_num_employed: 120,
      holiday_policy: { Birthday: 1, Standard_6: 0 },
    });
  });

  it('asks USPS validation by a box, and offers Skip Phone Validation once the phone could not be verified', async () => {
    await i18n.changeLanguage(language);
    const refusal = i18n.t('verification.phone_unverified');
    let saves = 0;
    const fetchMock = givenApi(false, {
      'save-employer-info': () =>
        ++saves === 1 ? failure(400, refusal, { data: [{ target_element: 'phone', error_message: refusal }] }) : ok({}),
    });
    const { container, onDone } = renderStep();
    await screen.findByRole('option', { name: 'Option R' });
    expect(screen.queryByLabelText(i18n.t('employer.skip_validation_phone'))).toBeNull();
    choose('employer.employment_status', 'A');
    choose('employer.employment_start_date', '03/01/2020');
    fireEvent.change(input('employer.occupation'), { target: { value: 'Dispatcher' } });
    choose('employer.compensation_type', 'Salary');
    choose('employer.average_work_week', '40+');
    fireEvent.change(input('employer.emp_num_employed'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Option Birthday' }));
    fireEvent.click(screen.getByRole('checkbox', { name: i18n.t('employer.with_validation') }));
    fireEvent.click(next());
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(callsTo(fetchMock, 'save-employer-info')[0]?.body).toMatchObject({ with_validation: 1 });
    expect(callsTo(fetchMock, 'save-employer-info')[0]?.body).not.toHaveProperty('skip_validation_phone');
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: i18n.t('employer.skip_validation_phone') }));
    fireEvent.click(next());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'save-employer-info')[1]?.body).toMatchObject({
      phone: '2145550100',
      with_validation: 1,
      skip_validation_phone: 1,
    });
  });

  it('asks the industry, vacation policy and bargaining unit only where the configuration requires them', async () => {
    await i18n.changeLanguage(language);
    const optional = ['employer.emp_industry', 'employer.emp_vac_policy', 'employer.emp_barg_unit'];
    const label = (key: string) => new RegExp(`^${escaped(i18n.t(key))}`);
    givenApi();
    const first = renderStep();
    await screen.findByRole('option', { name: 'Option R' });
    for (const key of optional) expect(screen.queryByLabelText(label(key))).toBeNull();
    first.unmount();

    givenApi(false, {
      'get-form-fields-employer-info': () =>
        ok({ result: fields.map((item) => (item.field_name.startsWith('emp_') ? { ...item, required: true } : item)) }),
    });
    const { container } = renderStep();
    await screen.findByRole('option', { name: 'Option R' });
    for (const key of optional) expect(screen.getByLabelText(label(key)).hasAttribute('required')).toBe(true);
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it('shows a saved choice in its select once the options have loaded', async () => {
    await i18n.changeLanguage(language);
    givenApi(false, {
      'get-form-fields-employer-info': () =>
        ok({
          result: fields.map((item) => (item.field_name === 'employment_status' ? { ...item, value: 'C' } : item)),
        }),
      'get-employment-status': async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return options('A', 'C', 'R')();
      },
    });
    renderStep();
    await screen.findByRole('option', { name: 'Option R' });
    await waitFor(() => {
      const status = input('employer.employment_status');
      expect(status instanceof HTMLSelectElement && status.value).toBe('C');
    });
  });

  it('offers Skip when the cart holds an IHA plan, and records the skip before going on', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi(true);
    const { container, onDone } = renderStep();
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('employer.skip') }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'skip-employer-info').map((call) => call.body)).toEqual([
      { enrollment_id: enrollmentId },
    ]);
    expect(callsTo(fetchMock, 'save-employer-info')).toEqual([]);
    expect(screen.getByText(i18n.t('employer.skip_note'))).toBeTruthy();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it('shows the step busy at once on Next, sends its picture once, and goes on', async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ ...emptySession, tempId: enrollmentId });
    const tabs = ['primary_info', 'employer_info', 'review_info'].map((tab_name, order) => ({
      tab_name,
      order,
      required: true,
    }));
    const fetchMock = givenApi(false, {
      'get-dynamic-tabs': () => ok({ result: tabs }),
      'save-screenshot': () => ok({}),
    });
    await withPictures(async () => {
      const { router } = renderAt('/enrollment/employer-info', [
        { path: '/enrollment/:step', element: <WizardPage /> },
      ]);
      await screen.findByRole('option', { name: 'Option R' });
      choose('employer.employment_status', 'A');
      choose('employer.employment_start_date', '03/01/2020');
      fireEvent.change(input('employer.occupation'), { target: { value: 'Dispatcher' } });
      choose('employer.compensation_type', 'Salary');
      choose('employer.average_work_week', '40+');
      fireEvent.change(input('employer.emp_num_employed'), { target: { value: '120' } });
      fireEvent.click(screen.getByRole('checkbox', { name: 'Option Birthday' }));
      fireEvent.click(next());
      // Busy before the form's rules have run, let alone the save.
      expect(next().getAttribute('data-loading')).toBe('true');
      await waitFor(() => expect(router.state.location.pathname).toBe('/enrollment/review-confirm'));
      await waitFor(() => expect(callsTo(fetchMock, 'save-screenshot')).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(callsTo(fetchMock, 'save-screenshot').map((call) => call.body.name)).toEqual(['employer_info']);
    });
  });

  it('saves the half-filled form for later as typed, without its rules; a typed field refused shows beside it', async () => {
    await i18n.changeLanguage(language);
    useSession.setState({ ...emptySession, tempId: enrollmentId });
    const tabs = ['primary_info', 'employer_info', 'review_info'].map((tab_name, order) => ({
      tab_name,
      order,
      required: true,
    }));
    let phoneRefused = false;
    const fetchMock = givenApi(false, {
      'get-dynamic-tabs': () => ok({ result: tabs }),
      'get-form-fields-contact-info': () => ok({ result: [], verified_contacts: [] }),
      'save-enrollment': () =>
        phoneRefused
          ? failure(400, 'Invalid phone number', {
              data: [{ target_element: 'phone', error_message: 'Invalid phone number' }],
            })
          : ok({}),
    });
    const { container } = renderAt('/enrollment/employer-info', [
      { path: '/enrollment/:step', element: <WizardPage /> },
    ]);
    await screen.findByRole('option', { name: 'Option R' });
    fireEvent.change(input('employer.name'), { target: { value: '' } });
    fireEvent.change(input('employer.occupation'), { target: { value: 'Dispatcher' } });
    const saveLater = async () => {
      fireEvent.click(screen.getByRole('button', { name: i18n.t('wizard.save_later') }));
      const popup = await screen.findByRole('dialog', { name: i18n.t('wizard.save_later_title') });
      fireEvent.change(within(popup).getByRole('textbox'), { target: { value: 'ana@example.com' } });
      fireEvent.click(within(popup).getByRole('button', { name: i18n.t('wizard.send_code') }));
    };
    await saveLater();
    expect(await screen.findByText(i18n.t('wizard.saved_title'))).toBeTruthy();
    const [sent] = callsTo(fetchMock, 'save-enrollment');
    expect(sent?.body).toMatchObject({ tab: 'employer_info', email: 'ana@example.com' });
    expect(sent?.body.data).toMatchObject({ occupation: 'Dispatcher', phone: '2145550100' });
    expect(sent?.body.data).not.toHaveProperty('name');
    // No rule of the form held the save: nothing is said beside the blank required fields.
    expect(screen.queryByText(i18n.t('common.required'))).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('wizard.continue_current') }));

    phoneRefused = true;
    await saveLater();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input('employer.phone').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Invalid phone number').length).toBeGreaterThan(0);
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });
});
