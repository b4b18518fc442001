// The dependent step in English and Spanish: a family adds its spouse first and then children in
// the "Dependent #N" popup, each checked by the rules and then by the server, kept as the list
// changes; Next appears at the tier's count and shows "Dependent #N message" when refused; editing
// holds add, delete and Next; premier IC's red and green messages; the premier spouse question;
// Member Only's removal call. Axe on each.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { emptySession, useSession } from '../../../../shared/session/session-store';
import { axeOptions, callsTo, failure, fakeApi, type Handler, ok, renderAt } from '../../../../test-app';
import { DependentStepLoaded } from './dependent-step-loaded';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  useSession.setState(emptySession);
  // jsdom has no FontFaceSet; Mantine's autosizing Notes box listens to it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
});

const questions = {
  codition_questions: [
    { question_id: '141', question_text: 'Has this person been treated for a heart condition?' },
    { question_id: '142', question_text: 'Has this person been treated for diabetes?' },
  ],
  medication_question: null,
};

const enrollmentId = 'TEMP1234567890abcdefgh';
const fields = [
  'first_name',
  'middle_name',
  'last_name',
  'gender',
  'ssn',
  'birthdate',
  'weight',
  'height_feet',
  'height_inch',
  'is_legally_disabled',
  'disability_condition',
].map((field_name) => ({
  field_name,
  value: null,
  required: ![
    'middle_name',
    'is_legally_disabled',
    'disability_condition',
    'weight',
    'height_feet',
    'height_inch',
  ].includes(field_name),
  read_only: false,
}));
const record = (dependent_id: string, relationship: 'spouse' | 'child', first_name: string) => ({
  dependent_id,
  primary_info: {
    relationship,
    first_name,
    middle_name: null,
    last_name: 'Reyes',
    gender: 1,
    ssn: '***-**-6789',
    weight: null,
    height_feet: null,
    height_inch: null,
    birthdate: '2015-06-01',
    employed: 0,
    is_legally_disabled: 0,
    disability_condition: null,
  },
  health_info: null,
});

function givenApi(
  tier: 'IO' | 'IS' | 'IC' | 'IF' | 'IC3',
  saved: unknown[] = [],
  { premier = false, iha = false, type = 'new-user', health = false } = {},
  overrides: Record<string, Handler> = {},
) {
  return fakeApi({
    'get-form-fields-dependent-primary-info': () =>
      ok({
        result: fields,
        disclaimer: 'Add only the spouse and children the plans cover.',
        is_legally_disabled: true,
      }),
    'get-dependents-existing-user-enrollment': () => ok({ result: { dependents: saved } }),
    'get-enrollment-temp-info': () => ok({ result: { tier, type } }),
    'get-more-requirement': () => ok({ result: premier }),
    'get-cart-plan-info': () => ok({ is_IHA: iha, has_spouse: tier === 'IF' || tier === 'IS' }),
    'get-dynamic-tabs': () =>
      ok({
        result: [
          { tab_name: 'primary_info', required: true, order: 0 },
          { tab_name: 'primary_health_info', required: health, order: 1 },
          { tab_name: 'dependent_info', required: true, order: 2 },
        ],
      }),
    'get-health-questions-dependent-info': () => ok({ result: questions }),
    'validate-single-dependent': () => ok({}),
    'save-dependent-info-to-temp': () => ok({}),
    'save-dependent-info': () => ok({}),
    'delete-dependent-in-IO': () => ok({}),
    ...overrides,
  });
}

function renderStep() {
  const onDone = vi.fn();
  const view = renderAt('/enrollment/dependent-information', [
    {
      path: '/enrollment/dependent-information',
      element: (
        <DependentStepLoaded enrollmentId={enrollmentId} onBack={vi.fn()} onDone={onDone} registerForm={vi.fn()} />
      ),
    },
  ]);
  return { ...view, onDone };
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${i18n.t(label).replace(/[()]/g, '\\$&')}`));
const button = (label: string, options: Record<string, string | number> = {}) =>
  screen.getByRole('button', { name: i18n.t(label, options) });

/** The Family tier's first question, "Will you be Enrolling your spouse ?", answered. */
async function answerSpouse(answer: 'yes' | 'no') {
  fireEvent.change(await screen.findByLabelText(i18n.t('dependent.spouse_question')), { target: { value: answer } });
  fireEvent.click(button('dependent.submit'));
}

async function add(kind: 'add_spouse' | 'add_child', first: string, open = true) {
  if (open) fireEvent.click(await screen.findByRole('button', { name: i18n.t(`dependent.${kind}`) }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(input('dependent.first_name'), { target: { value: first } });
  fireEvent.change(input('dependent.last_name'), { target: { value: 'Reyes' } });
  fireEvent.click(within(dialog).getByRole('radio', { name: i18n.t('dependent.female') }));
  fireEvent.change(input('dependent.ssn'), { target: { value: '123456789' } });
  fireEvent.change(input('dependent.birthdate'), { target: { value: '06/01/2015' } });
  fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('dependent.submit') }));
  await screen.findByText(new RegExp(`${first} Reyes`));
}

describe.each(['en', 'es'])('dependent step in %s', (language) => {
  it('checks the spouse in the "Dependent #1" popup by the rules before the server', { timeout: 30_000 }, async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi('IF', [], { type: 'existing-user', health: true });
    renderStep();
    expect(await screen.findByText(i18n.t('wizard.dependent_heading_IF'))).toBeTruthy();
    expect(screen.getByText(i18n.t('wizard.dependent_health_note'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: i18n.t('dependent.next') })).toBeNull();
    await answerSpouse('yes');

    // The contract's rules before the server is asked, inside the "Dependent #1" popup.
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('dependent.add_spouse') }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t('dependent.title', { n: 1 }) });
    await waitFor(() => expect(document.activeElement).toBe(input('dependent.first_name')));
    expect(within(dialog).getByDisplayValue(i18n.t('dependent.spouse'))).toHaveProperty('readOnly', true);
    // The health tab is required: the dependent's health questions are in the popup.
    expect(within(dialog).getByText(questions.codition_questions[0]?.question_text ?? '')).toBeTruthy();
    const disabled = within(dialog).getByRole('radiogroup', { name: i18n.t('dependent.disabled') });
    fireEvent.click(within(disabled).getByRole('radio', { name: i18n.t('dependent.yes') }));
    fireEvent.change(input('dependent.ssn'), { target: { value: '123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('dependent.submit') }));
    expect(await within(dialog).findByText(i18n.t('common.invalid_ssn'))).toBeTruthy();
    expect(within(dialog).getAllByText(i18n.t('common.required')).length).toBeGreaterThan(2);
    expect(callsTo(fetchMock, 'validate-single-dependent')).toEqual([]);
    expect((await axe.run(dialog, axeOptions)).violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('dependent.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds the spouse first, then a child; Next appears at two and saves the list', { timeout: 30_000 }, async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi('IF');
    const { container, onDone } = renderStep();
    await answerSpouse('yes');
    await add('add_spouse', 'Ana');
    const spouseRow = i18n.t('dependent.row', { relationship: i18n.t('dependent.spouse'), n: 1, name: 'Ana Reyes' });
    expect(screen.getByText(spouseRow)).toBeTruthy();
    // The list is kept as it changes; one dependent is short of a family.
    expect(callsTo(fetchMock, 'save-dependent-info-to-temp').at(-1)?.body.dependents).toEqual([
      expect.objectContaining({ primary_info: expect.objectContaining({ relationship: 'spouse', employed: 0 }) }),
    ]);
    expect(screen.queryByRole('button', { name: i18n.t('dependent.next') })).toBeNull();
    await add('add_child', 'Leo');
    expect(callsTo(fetchMock, 'validate-single-dependent').at(-1)?.body.primary_info.relationship).toBe('child');
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(button('dependent.next'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const saves = callsTo(fetchMock, 'save-dependent-info').filter(({ url }) => url.pathname.endsWith('-info'));
    expect(saves[0]?.body.dependents).toHaveLength(2);
  });

  it("sends the dependent's health answers with it when the health tab requires them", async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi('IS', [], { health: true });
    renderStep();
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('dependent.add_spouse') }));
    const dialog = await screen.findByRole('dialog');
    for (const question of questions.codition_questions) {
      const group = within(dialog).getByRole('radiogroup', {
        name: new RegExp(question.question_text.replace('?', '\\?')),
      });
      fireEvent.click(within(group).getAllByRole('radio')[1] ?? group);
    }
    await add('add_spouse', 'Ana', false);
    expect(callsTo(fetchMock, 'validate-single-dependent')[0]?.body.health_info).toMatchObject({
      condition_questions: [
        { question_id: '141', yes_no_flag: 0 },
        { question_id: '142', yes_no_flag: 0 },
      ],
    });
    expect(callsTo(fetchMock, 'save-dependent-info-to-temp').at(-1)?.body.dependents[0].health_info).toBeTruthy();
  });

  it('holds add, delete and Next while a dependent is edited, and shows "Dependent #N" when Next is refused', async () => {
    await i18n.changeLanguage(language);
    const refused = i18n
      .t('wizard.dependent_numbered')
      .replace('{n}', '2')
      .replace('{message}', i18n.t('common.required'));
    givenApi(
      'IF',
      [record('DEPS1234567890abcdefgh', 'spouse', 'Ana'), record('DEPC1234567890abcdefgh', 'child', 'Leo')],
      {},
      {
        'save-dependent-info': () =>
          failure(400, refused, {
            data: [
              { target_element: 'dependents', error_message: refused },
              { target_element: 'dependents.1.primary_info.ssn', error_message: i18n.t('common.required') },
            ],
          }),
      },
    );
    const { onDone } = renderStep();
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('dependent.edit', { name: 'Leo Reyes' }) }));
    expect(await screen.findByRole('dialog', { name: i18n.t('dependent.title', { n: 2 }) })).toBeTruthy();
    expect(button('dependent.delete_named', { name: 'Ana Reyes' }).hasAttribute('disabled')).toBe(true);
    expect(button('dependent.delete_named', { name: 'Ana Reyes' }).getAttribute('title')).toBe(
      i18n.t('dependent.delete_blocked'),
    );
    expect(button('dependent.add_child').hasAttribute('disabled')).toBe(true);
    expect(button('dependent.next').hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: i18n.t('dependent.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(button('dependent.next'));
    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says red on a premier IC plan with two children, green with one', async () => {
    await i18n.changeLanguage(language);
    givenApi(
      'IC',
      [record('DEPC1234567890abcdefgh', 'child', 'Leo'), record('DEPC2234567890abcdefgh', 'child', 'Mia')],
      {
        premier: true,
      },
    );
    const { container } = renderStep();
    expect(await screen.findByText(i18n.t('wizard.l713_one_child'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: i18n.t('dependent.next') })).toBeNull();
    fireEvent.click(button('dependent.delete_named', { name: 'Mia Reyes' }));
    expect(await screen.findByText(i18n.t('wizard.l713_proceed'))).toBeTruthy();
    expect(button('dependent.next')).toBeTruthy();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it('asks three children on the Member + 3 or more Children tier (IC3) before Next', { timeout: 30_000 }, async () => {
    await i18n.changeLanguage(language);
    givenApi(
      'IC3',
      [record('DEPC1234567890abcdefgh', 'child', 'Leo'), record('DEPC2234567890abcdefgh', 'child', 'Mia')],
      {
        premier: true,
      },
    );
    const { container } = renderStep();
    expect(await screen.findByText(i18n.t('wizard.dependent_heading_IC'))).toBeTruthy();
    expect(screen.getByText(i18n.t('wizard.ic3_children_min'))).toBeTruthy();
    // Two children on a premier plan: not the IC tier's one-child message, and no Next yet.
    expect(screen.queryByText(i18n.t('wizard.l713_one_child'))).toBeNull();
    expect(screen.queryByRole('button', { name: i18n.t('dependent.next') })).toBeNull();
    await add('add_child', 'Zoe');
    expect(await screen.findByRole('button', { name: i18n.t('dependent.next') })).toBeTruthy();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it('asks a premier family first whether the spouse is enrolled; No gives children only', async () => {
    await i18n.changeLanguage(language);
    givenApi('IF', [], { premier: true });
    const { container } = renderStep();
    const select = await screen.findByLabelText(i18n.t('dependent.spouse_question'));
    expect(screen.queryByRole('button', { name: i18n.t('dependent.add_spouse') })).toBeNull();
    fireEvent.click(button('dependent.submit'));
    expect(await screen.findByText(i18n.t('wizard.spouse_status'))).toBeTruthy();
    fireEvent.change(select, { target: { value: 'no' } });
    fireEvent.click(button('dependent.submit'));
    expect(await screen.findByRole('button', { name: i18n.t('dependent.add_child') })).toBeTruthy();
    expect(screen.getByRole('button', { name: i18n.t('dependent.enroll_spouse') })).toBeTruthy();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  });

  it('asks every Family tier first; where the quote priced the spouse, No says what it needs', async () => {
    await i18n.changeLanguage(language);
    givenApi('IF');
    const { container } = renderStep();
    expect(await screen.findByLabelText(i18n.t('dependent.spouse_question'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: i18n.t('dependent.add_spouse') })).toBeNull();
    await answerSpouse('no');
    // No plan lets the spouse be left out: no child-only list to build, the way on is named.
    expect(await screen.findByText(i18n.t('wizard.family_spouse_priced'))).toBeTruthy();
    expect(screen.getByRole('link', { name: i18n.t('dependent.change_coverage') }).getAttribute('href')).toBe('/plans');
    expect(screen.queryByRole('button', { name: i18n.t('dependent.add_child') })).toBeNull();
    expect(screen.queryByRole('button', { name: i18n.t('dependent.next') })).toBeNull();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
    // The answer can be changed: Yes asks for the spouse first.
    fireEvent.click(button('dependent.enroll_spouse'));
    await answerSpouse('yes');
    expect(await screen.findByRole('button', { name: i18n.t('dependent.add_spouse') })).toBeTruthy();
    expect(screen.queryByText(i18n.t('wizard.family_spouse_priced'))).toBeNull();
  });

  it('tells an IHA family it may cover up to nine and hides the add button at nine', async () => {
    await i18n.changeLanguage(language);
    const nine = [
      record('DEPS1234567890abcdefgh', 'spouse', 'Ana'),
      ...Array.from({ length: 8 }, (_, n) => record(`DEPC${n}234567890abcdefgh`, 'child', `Kid${'abcdefgh'[n]}`)),
    ];
    givenApi('IF', nine, { iha: true });
    renderStep();
    expect(await screen.findByText(i18n.t('wizard.iha_family_max'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: i18n.t('dependent.add_child') })).toBeNull();
    expect(button('dependent.next')).toBeTruthy();
  });

  it('on Member Only, Next removes every dependent', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi('IO');
    const { onDone } = renderStep();
    expect(await screen.findByText(i18n.t('dependent.member_only'))).toBeTruthy();
    fireEvent.click(button('dependent.next'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'delete-dependent-in-IO')).toHaveLength(1);
    expect(callsTo(fetchMock, 'save-dependent-info')).toEqual([]);
  });
});
