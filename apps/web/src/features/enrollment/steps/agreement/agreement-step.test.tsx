// The agreement step in English and Spanish: every checkbox, the consent and the signature asked
// ("This field is required.", "Signature is required"); a signature drawn with the mouse (the real
// signature_pad, on a context that draws nothing: jsdom has no canvas) or a typed name signs; a
// verification the server requires makes the signer and hides the pad; the pad's size follows the
// screen's width. Axe on each.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { axeOptions, callsTo, fakeApi, ok, renderAt } from '../../../../test-app';
import { AgreementStepLoaded } from './agreement-step-loaded';

/** What the canvas gives as its PNG: jsdom draws nothing, so the test says what a drawing would give. */
const drawnPng = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk';

// The real signature_pad draws on a 2D context jsdom lacks: a context that takes every call and
// draws nothing stands in for it (no module mock: the worker shares its modules between files).
const originals = {
  getContext: HTMLCanvasElement.prototype.getContext,
  toDataURL: HTMLCanvasElement.prototype.toDataURL,
};
const context = new Proxy<Record<string | symbol, unknown>>(
  {},
  {
    get: (target, name) => (name in target ? target[name] : () => undefined),
    set: (target, name, value) => {
      target[name] = value;
      return true;
    },
  },
);
beforeEach(() => {
  Object.assign(HTMLCanvasElement.prototype, { getContext: () => context, toDataURL: () => drawnPng });
});
afterEach(() => {
  Object.assign(HTMLCanvasElement.prototype, originals);
});

/** A stroke with the mouse across the pad, as a person draws it (pointer events, as jsdom has them). */
function draw(pad: HTMLElement) {
  const mouse = { pointerId: 1, pointerType: 'mouse', isPrimary: true };
  fireEvent.pointerDown(pad, { ...mouse, buttons: 1, button: 0, clientX: 10, clientY: 30 });
  for (const x of [20, 40, 60, 80])
    fireEvent.pointerMove(document, { ...mouse, buttons: 1, clientX: x, clientY: 30 + x / 4 });
  fireEvent.pointerUp(document, { ...mouse, buttons: 0, button: 0, clientX: 90, clientY: 50 });
}
const padOf = () => screen.getByRole('img', { name: i18n.t('agreement.pad_label') });

const enrollmentId = 'TEMP1234567890abcdefgh';
const digest = 'a'.repeat(64);
const field = (field_name: string, required: boolean, value: string | null = null) => ({
  field_name,
  value,
  required,
  read_only: false,
});
const defaultFields = [
  field('question_id', false, 'identity'),
  field('question', false, 'How was the identity of the person signing confirmed?'),
  field('answer', false),
  field('verification_code', false),
  field('date', false, '11/24/2026'),
  field('agent_name', false, 'Maria Alvarez'),
  field('agent_code', false),
  field('group_name', false),
  field('group_code', false),
  field('user_name', false),
  field('signature', true),
];
const texts = {
  result: [
    {
      text_head: 'Authorization',
      text_body: 'I apply for the coverage selected.',
      text_required: 'I agree to the authorization.',
    },
    {
      text_head: 'Privacy',
      text_body: 'My information is kept confidential.',
      text_required: 'I agree to the privacy terms.',
    },
  ],
  special_message: 'Union Dues $25.00, Annuity Fund $10.00 and Billing Fees $30.00.',
  l713_net_price: '0.00',
  has_l713: false,
  esign_consent: 'I agree to use electronic records and signatures for this enrollment.',
  text_sha256: digest,
};

function givenApi(fields = defaultFields) {
  return fakeApi({
    'get-agreement-texts': () => ok(texts),
    'get-form-fields-agreement-info': () => ok({ result: fields }),
    'save-agreement-info': () => ok({}),
  });
}

function renderStep() {
  const onDone = vi.fn();
  const view = renderAt('/enrollment/agreement-signature', [
    {
      path: '/enrollment/agreement-signature',
      element: (
        <AgreementStepLoaded enrollmentId={enrollmentId} onBack={vi.fn()} onDone={onDone} registerForm={vi.fn()} />
      ),
    },
  ]);
  return { ...view, onDone };
}

const next = () => screen.getByRole('button', { name: i18n.t('agreement.next') });
const tickEverything = () => {
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the authorization/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the privacy terms/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to use electronic records/ }));
};
const violations = async (container: HTMLElement) => (await axe.run(container, axeOptions)).violations.map((v) => v.id);

describe.each(['en', 'es'])('agreement step in %s', (language) => {
  it('asks for every checkbox, the consent and the signature, then signs with a drawn signature', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi();
    const { container, onDone } = renderStep();
    expect(await screen.findByText('Authorization')).toBeTruthy();
    expect(screen.getByText(texts.special_message)).toBeTruthy();
    expect(screen.queryByText(i18n.t('agreement.broker_verification'))).toBeNull();
    const pad = screen.getByRole('img', { name: i18n.t('agreement.pad_label') });
    // Below 768 px the pad is 200x100.
    expect(pad.style.width).toBe('200px');
    expect(pad.style.height).toBe('100px');

    fireEvent.click(next());
    expect(await screen.findAllByText(i18n.t('common.this_field_required'))).toHaveLength(3);
    expect(screen.getByText(i18n.t('wizard.signature_required'))).toBeTruthy();
    expect(callsTo(fetchMock, 'save-agreement-info')).toEqual([]);
    expect(await violations(container)).toEqual([]);

    tickEverything();
    draw(padOf());
    expect(await screen.findByText(i18n.t('agreement.pad_signed'))).toBeTruthy();
    fireEvent.click(next());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'save-agreement-info')[0]?.body).toEqual({
      enrollment_id: enrollmentId,
      eprocess: 'sigapplicant',
      agreements: [true, true],
      esign_consent: true,
      signature_method: 'drawn',
      signature: drawnPng,
      text_sha256: digest,
    });
  });

  it('clears the drawing: the signature is asked again', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi();
    renderStep();
    await screen.findByText('Authorization');
    tickEverything();
    draw(padOf());
    expect(await screen.findByText(i18n.t('agreement.pad_signed'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('agreement.clear') }));
    expect(screen.queryByText(i18n.t('agreement.pad_signed'))).toBeNull();
    fireEvent.click(next());
    expect(await screen.findByText(i18n.t('wizard.signature_required'))).toBeTruthy();
    expect(callsTo(fetchMock, 'save-agreement-info')).toEqual([]);
  });

  it('signs with a typed name, by keyboard alone', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi();
    const { container, onDone } = renderStep();
    await screen.findByText('Authorization');
    tickEverything();
    fireEvent.click(screen.getByRole('radio', { name: i18n.t('agreement.sign_typed') }));
    expect(screen.queryByRole('img', { name: i18n.t('agreement.pad_label') })).toBeNull();
    fireEvent.click(next());
    expect(await screen.findByText(i18n.t('agreement.typed_signature_required'))).toBeTruthy();
    expect(await violations(container)).toEqual([]);
    fireEvent.change(screen.getByLabelText(new RegExp(i18n.t('agreement.typed_label'))), {
      target: { value: 'Ana Lucia Herrera' },
    });
    fireEvent.click(next());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = callsTo(fetchMock, 'save-agreement-info')[0]?.body;
    expect(body).toMatchObject({ signature_method: 'typed', typed_signature: 'Ana Lucia Herrera' });
    expect(body).not.toHaveProperty('signature');
  });

  it('asks a staff session to attest that the applicant is present, and sends the attestation (decision 0037)', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi([...defaultFields, field('applicant_present', true)]);
    const { container, onDone } = renderStep();
    await screen.findByText('Authorization');
    tickEverything();
    fireEvent.click(screen.getByRole('radio', { name: i18n.t('agreement.sign_typed') }));
    fireEvent.change(screen.getByLabelText(new RegExp(i18n.t('agreement.typed_label'))), {
      target: { value: 'Ana Ruiz' },
    });
    fireEvent.click(next());
    expect(await screen.findByText(i18n.t('agreement.applicant_present_required'))).toBeTruthy();
    expect(callsTo(fetchMock, 'save-agreement-info')).toEqual([]);
    expect(await violations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: i18n.t('agreement.applicant_present') }));
    fireEvent.click(next());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'save-agreement-info')[0]?.body).toMatchObject({
      typed_signature: 'Ana Ruiz',
      applicant_present: true,
    });
  });

  it('shows no attestation to the applicant signing in a session of their own', async () => {
    await i18n.changeLanguage(language);
    givenApi();
    renderStep();
    await screen.findByText('Authorization');
    expect(screen.queryByRole('checkbox', { name: i18n.t('agreement.applicant_present') })).toBeNull();
  });

  it('shows the Broker Verification the server requires; the broker signs, without the pad', async () => {
    await i18n.changeLanguage(language);
    const fields = defaultFields.map((item) =>
      ['agent_name', 'agent_code', 'answer'].includes(item.field_name) ? { ...item, required: true } : item,
    );
    const fetchMock = givenApi(fields);
    const { container, onDone } = renderStep();
    expect(await screen.findByText(i18n.t('agreement.broker_verification'))).toBeTruthy();
    expect(screen.queryByText(i18n.t('agreement.applicant_verification'))).toBeNull();
    expect(screen.queryByRole('img', { name: i18n.t('agreement.pad_label') })).toBeNull();
    expect(screen.getByDisplayValue('Maria Alvarez')).toBeTruthy();
    tickEverything();
    fireEvent.click(next());
    expect(await screen.findAllByText(i18n.t('common.required'))).toHaveLength(2);
    expect(await violations(container)).toEqual([]);
    fireEvent.change(screen.getByLabelText(new RegExp(i18n.t('agreement.agent_code'))), {
      target: { value: 'W-1001' },
    });
    fireEvent.change(screen.getByLabelText(/How was the identity/), { target: { value: 'Driver license seen' } });
    fireEvent.click(next());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'save-agreement-info')[0]?.body).toMatchObject({
      eprocess: 'rep',
      agent_name: 'Maria Alvarez',
      agent_code: 'W-1001',
      answer: 'Driver license seen',
    });
  });
});

it('draws a 450x300 pad on a screen 768 px wide or more', async () => {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('min-width: 768px') });
  try {
    givenApi();
    renderStep();
    const pad = await screen.findByRole('img', { name: i18n.t('agreement.pad_label') });
    expect(pad.style.width).toBe('450px');
    expect(pad.style.height).toBe('300px');
  } finally {
    window.matchMedia = original;
  }
});
