// The health step in English and Spanish: yes reveals the question's entry (145 none, 146 the
// physician's), unanswered questions and missing fields are said before any save, up to 3
// medications (only filled ones sent), the server's nested errors beside their fields, an existing
// member's answers on file saved once; the block works under a prefix in another form. Axe on each.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { emptySession, useSession } from '../../../../shared/session/session-store';
import { axeOptions, callsTo, failure, fakeApi, ok, renderAt } from '../../../../test-app';
import { renderInApp } from '../../../../test-render';
import { HealthQuestionsFields, healthValuesOf } from './health-questions-fields';
import { HealthStepLoaded } from './health-step-loaded';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => useSession.setState(emptySession));

const enrollmentId = 'TEMP1234567890abcdefgh';
const questions = {
  codition_questions: [
    { question_id: '141', question_text: 'Heart disease in the past 5 years?' },
    { question_id: '145', question_text: 'Tobacco in the past 12 months?' },
    { question_id: '146', question_text: 'Seen a physician in the past 12 months?' },
  ],
  medication_question: { question_id: '148', question_text: 'Taking prescription medication?' },
};
const onFile = {
  condition_questions: [
    {
      question_id: '141',
      yes_no_flag: 1,
      conditions: [{ health_condition: 'Arrhythmia', date_of_onset: '02/03/2018' }],
    },
    { question_id: '145', yes_no_flag: 0, conditions: [] },
    { question_id: '146', yes_no_flag: 0, conditions: [] },
  ],
  medication_question: {
    question_id: '148',
    yes_no_flag: 1,
    medications: [{ id: '1', medication: 'Metoprolol', dosage: '25 mg', medical_condition: 'Heart rhythm' }],
  },
  notes: 'On file',
};

function givenApi({ saved = null as object | null, save = () => ok({}) } = {}) {
  return fakeApi({
    'get-health-questions-primary-health-info': () => ok({ result: questions }),
    'get-existing-primary-health-info': () => ok({ result: saved }),
    'save-primary-health-info': save,
  });
}

function renderStep(onDone = vi.fn()) {
  const view = renderAt('/enrollment/health-questions', [
    {
      path: '/enrollment/health-questions',
      element: <HealthStepLoaded enrollmentId={enrollmentId} onBack={vi.fn()} onDone={onDone} registerForm={vi.fn()} />,
    },
  ]);
  return { ...view, onDone };
}

const group = (name: string) => screen.getByRole('radiogroup', { name: new RegExp(name.replace(/[?]/g, '\\?')) });
const answer = (question: string, yes: boolean) =>
  fireEvent.click(within(group(question)).getByRole('radio', { name: i18n.t(yes ? 'health.yes' : 'health.no') }));
const next = () => screen.getByRole('button', { name: i18n.t('health.next') });
const field = (key: string, index = 0) => screen.getAllByLabelText(new RegExp(`^${i18n.t(key)}( \\*)?$`))[index];

describe.each(['en', 'es'])('health step in %s', (language) => {
  it('reveals each entry on yes, says what is missing, then saves the answers and goes on', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi();
    const { container, onDone } = renderStep();
    expect(await screen.findByRole('heading', { name: i18n.t('health.title') })).toBeTruthy();
    expect(screen.queryByLabelText(new RegExp(`^${i18n.t('health.health_condition')}`))).toBeNull();

    fireEvent.click(next());
    await waitFor(() => expect(screen.getAllByText(i18n.t('underwriting.answer_all')).length).toBe(4));
    expect(callsTo(fetchMock, 'save-primary-health-info')).toEqual([]);

    answer(questions.codition_questions[0]?.question_text ?? '', true);
    answer(questions.codition_questions[1]?.question_text ?? '', true);
    answer(questions.codition_questions[2]?.question_text ?? '', true);
    answer(questions.medication_question.question_text, true);
    // 145 asks nothing more; 141 the standard entry; 146 the physician's.
    expect(screen.getAllByRole('group', { name: i18n.t('health.details') })).toHaveLength(2);
    expect(field('health.physician_name')).toBeTruthy();
    expect(screen.getAllByLabelText(new RegExp(`^${i18n.t('health.medication')}`))).toHaveLength(3);
    fireEvent.click(next());
    await waitFor(() => expect(screen.getAllByText(i18n.t('common.required')).length).toBe(6));
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);

    fireEvent.change(field('health.health_condition') as HTMLElement, { target: { value: 'Arrhythmia' } });
    fireEvent.change(field('health.date_of_onset') as HTMLElement, { target: { value: '02/03/2018' } });
    fireEvent.change(field('health.condition') as HTMLElement, { target: { value: 'Knee' } });
    fireEvent.change(field('health.status') as HTMLElement, { target: { value: 'Healing' } });
    fireEvent.change(field('health.physician_name') as HTMLElement, { target: { value: 'Dr. Ruiz' } });
    fireEvent.change(field('health.medication') as HTMLElement, { target: { value: 'Metoprolol' } });
    fireEvent.change(field('health.notes') as HTMLElement, { target: { value: 'Nothing else' } });
    fireEvent.click(next());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [sent] = callsTo(fetchMock, 'save-primary-health-info');
    expect(sent?.body).toEqual({
      enrollment_id: enrollmentId,
      condition_questions: [
        {
          question_id: '141',
          yes_no_flag: 1,
          conditions: [{ health_condition: 'Arrhythmia', date_of_onset: '02/03/2018' }],
        },
        { question_id: '145', yes_no_flag: 1 },
        {
          question_id: '146',
          yes_no_flag: 1,
          conditions: [{ condition: 'Knee', status: 'Healing', physician_name: 'Dr. Ruiz' }],
        },
      ],
      medication_question: { question_id: '148', yes_no_flag: 1, medications: [{ medication: 'Metoprolol' }] },
      notes: 'Nothing else',
    });
  }, 20_000);

  it("shows the server's nested errors beside their fields", async () => {
    await i18n.changeLanguage(language);
    givenApi({
      saved: onFile,
      save: () =>
        failure(400, 'Date cannot be in the future', {
          data: [
            {
              target_element: 'condition_questions.0.conditions.0.date_of_onset',
              error_message: 'Server says the date is wrong',
            },
            { target_element: 'medication_question.medications.0.dosage', error_message: 'Server says dosage' },
          ],
        }),
    });
    const { container, onDone } = renderStep();
    expect(await screen.findByDisplayValue('Arrhythmia')).toBeTruthy();
    expect(screen.getByDisplayValue('Metoprolol')).toBeTruthy();
    fireEvent.click(next());
    expect(await screen.findByText('Server says the date is wrong')).toBeTruthy();
    expect(screen.getByText('Server says dosage')).toBeTruthy();
    expect(field('health.date_of_onset')?.getAttribute('aria-invalid')).toBe('true');
    expect(onDone).not.toHaveBeenCalled();
    expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
  }, 15_000);

  it('gives Save & Continue Later the half-answered form as typed, without its rules', async () => {
    await i18n.changeLanguage(language);
    const fetchMock = givenApi();
    let read: () => Record<string, unknown> = () => ({});
    renderAt('/enrollment/health-questions', [
      {
        path: '/enrollment/health-questions',
        element: (
          <HealthStepLoaded
            enrollmentId={enrollmentId}
            onBack={vi.fn()}
            onDone={vi.fn()}
            registerForm={(given) => {
              read = given;
            }}
          />
        ),
      },
    ]);
    await screen.findByRole('heading', { name: i18n.t('health.title') });
    answer('Heart disease in the past 5 years?', true);
    fireEvent.change(await waitFor(() => field('health.symptoms') as HTMLElement), { target: { value: 'Cough' } });
    const sent = read();
    expect(sent).toMatchObject({
      condition_questions: [
        { question_id: '141', yes_no_flag: '1', conditions: [{ symptoms: 'Cough', health_condition: '' }] },
        { question_id: '145', yes_no_flag: '' },
        { question_id: '146', yes_no_flag: '' },
      ],
      medication_question: { question_id: '148', yes_no_flag: '' },
    });
    // Nothing was checked or said: the rules wait for Next (decision 0042).
    expect(screen.queryByText(i18n.t('underwriting.answer_all'))).toBeNull();
    expect(callsTo(fetchMock, 'save-primary-health-info')).toEqual([]);
  });
});

describe('existing-member flow', () => {
  it("saves the member's answers on file once (saveExisting) and tracks the enrollment", async () => {
    useSession.setState({ ...emptySession, enroll_type: 'existing-member', tempId: enrollmentId });
    const fetchMock = givenApi({ saved: onFile });
    renderStep();
    expect(await screen.findByDisplayValue('Arrhythmia')).toBeTruthy();
    const saves = callsTo(fetchMock, 'save-primary-health-info');
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({
      enrollment_id: enrollmentId,
      condition_questions: [expect.objectContaining({ question_id: '141', yes_no_flag: 1 }), {}, {}].map(
        (item, index) => (index === 0 ? item : expect.objectContaining({ yes_no_flag: 0 })),
      ),
      notes: 'On file',
    });
    expect(useSession.getState().health_track).toBe(enrollmentId);
  });

  it('saves nothing for a new member, nor for an enrollment already tracked', async () => {
    const fetchMock = givenApi({ saved: onFile });
    const first = renderStep();
    expect(await screen.findByDisplayValue('Arrhythmia')).toBeTruthy();
    first.unmount();
    useSession.setState({ ...emptySession, enroll_type: 'existing-member', health_track: enrollmentId });
    renderStep();
    expect(await screen.findByDisplayValue('Arrhythmia')).toBeTruthy();
    expect(callsTo(fetchMock, 'save-primary-health-info')).toEqual([]);
  });
});

/** A dependent's form: the block under `health_info.`. */
function DependentForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const form = useForm({ defaultValues: { first_name: 'Leo', health_info: healthValuesOf(questions, onFile) } });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)}>
        <HealthQuestionsFields questions={questions} prefix="health_info." />
        <button type="submit">Submit</button>
      </form>
    </FormProvider>
  );
}

it('works under a field prefix inside another form', async () => {
  await i18n.changeLanguage('en');
  const onSubmit = vi.fn();
  const { container } = renderInApp(<DependentForm onSubmit={onSubmit} />);
  expect(screen.getByDisplayValue('Arrhythmia')).toBeTruthy();
  answer(questions.codition_questions[1]?.question_text ?? '', true);
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  const [values] = onSubmit.mock.calls[0] ?? [];
  expect(values).toMatchObject({
    first_name: 'Leo',
    health_info: {
      condition_questions: [
        { question_id: '141', yes_no_flag: '1' },
        { question_id: '145', yes_no_flag: '1' },
        { question_id: '146', yes_no_flag: '0' },
      ],
      notes: 'On file',
    },
  });
  expect((await axe.run(container, axeOptions)).violations.map((v) => v.id)).toEqual([]);
});
